import puppeteer, { type Browser, type Page } from "puppeteer-core";

export const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/**
 * Preferences on top of puppeteer's own test profile (which already turns off updates, the
 * add-on and blocklist services, safe browsing and the health report): nothing else in Firefox
 * reaches for the network, which is closed here, or spends the run's time trying.
 */
const OFFLINE_PREFS = {
  "app.update.auto": false,
  "app.update.enabled": false,
  "toolkit.telemetry.enabled": false,
  "toolkit.telemetry.unified": false,
  "toolkit.telemetry.server": "",
  "toolkit.telemetry.archive.enabled": false,
  "datareporting.usage.uploadEnabled": false,
  "services.settings.server": "data:,",
  "services.sync.engine.addons": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "network.dns.disablePrefetch": true,
  "network.prefetch-next": false,
  "network.predictor.enabled": false,
  "network.trr.mode": 5,
  "browser.region.network.url": "",
  "browser.region.update.enabled": false,
  "browser.newtabpage.activity-stream.feeds.snippets": false,
  "browser.ping-centre.telemetry": false,
  "browser.discovery.enabled": false,
  "geo.provider.network.url": "",
  "media.gmp-provider.enabled": false,
  "media.gmp-manager.url": "",
  "dom.push.connection.enabled": false,
  "extensions.blocklist.enabled": false,
  "app.shield.optoutstudies.enabled": false,
  "messaging-system.rsexperimentloader.enabled": false,
};

/**
 * Debian's Firefox ESR, headless, driven over WebDriver BiDi (no geckodriver, no downloaded
 * browser); puppeteer gives it a fresh temporary profile, removed when it closes.
 */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: OFFLINE_PREFS,
    defaultViewport: { width: 1280, height: 800 },
  });
}

/**
 * Firefox now and then refuses a new tab while another closes ("BrowsingContext does no longer
 * exist", from the closing one): asked again, it opens.
 */
async function newPage(browser: Browser, tries = 3): Promise<Page> {
  for (let i = 1; ; i++) {
    try {
      return await browser.newPage();
    } catch (e) {
      if (!/DiscardedBrowsingContext|no such frame/.test(String(e)) || i >= tries) throw e;
    }
  }
}

/** A fresh tab that records console errors and uncaught exceptions. */
export async function openTab(browser: Browser, { width = 1280, height = 800 } = {}) {
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  page.on("pageerror", (e) => errors.push(String((e as Error).message ?? e)));
  await page.setViewport({ width, height });
  return { page, errors };
}

/** React has hydrated: the root sets data-hydrated once its effects run (app/root.tsx). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), { polling: 50, timeout: 30_000 });
}
