import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";

/**
 * The first press on each control whose code loads on demand (ADR 008, 036), on a phone over a
 * slow network: Chromium with Lighthouse's mobile throttling applied through the DevTools
 * protocol (CPU 4x slower, slow 4G: 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up,
 * Lighthouse's "devtools" values), a fresh browser context per run (nothing cached), and
 * web-vitals' onINP injected by this script only (never shipped).
 *
 * Each run opens the page, waits until it has hydrated and its network has been quiet for a
 * second (a visitor reading the first screen), scrolls the control into view, waits 300 ms and
 * taps it. "INP" is web-vitals' value for that one interaction (the time from the tap to the
 * next frame painted); "opens after" is the time from the tap until the control has answered
 * (the menu, lightbox or errors on screen, the carousel on its next slide), which also counts
 * a wait for code that INP does not see; "code before the tap" says whether the control's chunk
 * had been fetched before it.
 */
export const CONTROLS = [
  {
    name: "phone menu (no code on demand; for reference)",
    path: "/about",
    viewport: { width: 390, height: 844 },
    target: "header button[aria-controls=mobile-menu]",
    opened: `!document.getElementById("mobile-menu").hidden`,
    chunk: null,
    reference: true, // not budgeted: what a press costs on this machine without any code to fetch
  },
  {
    name: "Retreats menu (tablet width: phones show it in the phone menu)",
    path: "/about",
    viewport: { width: 820, height: 1180 },
    target: "nav[aria-label=Main] button[aria-haspopup=menu]",
    opened: `!!document.querySelector("[role=menu] [role=menuitem]")`,
    chunk: null, // ships with the header (ADR 039)
  },
  {
    name: "lightbox (Goa's Your Stay)",
    path: "/retreats/goa-2025",
    viewport: { width: 390, height: 844 },
    target: "main button[aria-haspopup=dialog]",
    opened: `!!document.querySelector("dialog[open] [aria-roledescription=slide]")`,
    chunk: /\/lightbox-/,
  },
  {
    name: "carousel (Maldives' Your Stay, next image)",
    path: "/retreats/maldives-2026",
    viewport: { width: 390, height: 844 },
    target: "[aria-roledescription=carousel] button[aria-label='Next image']",
    opened: `document.querySelector("[aria-roledescription=carousel] [aria-current=true]")?.getAttribute("aria-label")?.startsWith("Show image 2 ")`,
    chunk: /\/embla-carousel/,
  },
  {
    name: "form validation (contact form sent empty)",
    path: "/contact",
    viewport: { width: 390, height: 844 },
    target: "form#contact-form button[type=submit]",
    opened: `!!document.querySelector("form#contact-form [aria-invalid=true]")`,
    chunk: /\/validate-/,
  },
];

export const INP_BUDGET_MS = 200;

const require = createRequire(import.meta.url);
// The IIFE build (defines window.webVitals), beside the package's CommonJS entry.
const WEB_VITALS = fs.readFileSync(path.join(path.dirname(require.resolve("web-vitals")), "web-vitals.iife.js"), "utf8");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One run of one control; `holdIdle` keeps its code from arriving before the tap (the "before"). */
async function pressOnce(browser, origin, control, { holdIdle }) {
  const context = await browser.newContext({ viewport: control.viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  // The IIFE declares a global `var webVitals`, which an init script keeps local: made global.
  await context.addInitScript(`${WEB_VITALS};\nwindow.webVitals = webVitals;`);
  await context.addInitScript(() => {
    window.__inp = [];
    // Every interaction over 16 ms (the Event Timing API's floor), as it happens.
    window.webVitals.onINP((metric) => window.__inp.push(metric.value), { reportAllChanges: true, durationThreshold: 0 });
    addEventListener("pointerdown", (e) => (window.__pressAt ??= e.timeStamp), { capture: true });
  });
  const page = await context.newPage();
  // Without the idle fetch: the on-demand chunks are held until the tap (requestIdleCallback
  // itself must keep working: web-vitals reports through it).
  let tapped = () => {};
  if (holdIdle) {
    const tap = new Promise((resolve) => (tapped = resolve));
    await page.route(/\/assets\/(validate|lightbox|toaster|embla-carousel\.esm)-[\w-]+\.js$/, async (route) => {
      await tap;
      await route.continue();
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const fetched = [];
  page.on("request", (r) => fetched.push({ url: r.url(), at: Date.now() }));
  try {
    await page.goto(origin + control.path, { waitUntil: "load", timeout: 90_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), null, { timeout: 60_000 });
    // The network quiet for a second (at most 20 s): what the page fetches on its own is in.
    const deadline = Date.now() + 20_000;
    for (let last = fetched.length; Date.now() < deadline; ) {
      await page.waitForTimeout(1000);
      if (fetched.length === last) break;
      last = fetched.length;
    }
    const target = page.locator(control.target).first();
    await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300);
    const before = control.chunk ? !holdIdle && fetched.some((f) => control.chunk.test(f.url)) : null;
    // A string, evaluated through the DevTools protocol: the site's CSP forbids eval in the page.
    const answered = page.evaluate(`new Promise((resolve) => {
      const check = () => {
        if (window.__pressAt !== undefined && (${control.opened})) resolve(performance.now() - window.__pressAt);
        else requestAnimationFrame(check);
      };
      check();
    })`);
    tapped();
    await target.tap();
    const opensAfter = await Promise.race([answered, page.waitForTimeout(30_000).then(() => Infinity)]);
    // web-vitals reports the interaction once its frame has been painted and the entry queued.
    await page.waitForFunction(() => window.__inp.length > 0, null, { timeout: 3000, polling: 100 }).catch(() => {});
    const inp = await page.evaluate(() => (window.__inp.length ? Math.max(...window.__inp) : 0));
    return { inp, opensAfter, before };
  } finally {
    await context.close();
  }
}

/** Runs every control `runs` times; returns the medians per control. */
export async function measureFirstPresses(origin, { runs = 3, holdIdle = false, executablePath = "/usr/bin/chromium" } = {}) {
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows = [];
  try {
    for (const control of CONTROLS) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await pressOnce(browser, origin, control, { holdIdle }));
      rows.push({
        name: control.name,
        path: control.path,
        reference: !!control.reference,
        inpMs: median(results.map((r) => r.inp)),
        inpRunsMs: results.map((r) => r.inp),
        opensAfterMs: median(results.map((r) => r.opensAfter)),
        codeBefore: control.chunk ? `${results.filter((r) => r.before).length}/${runs}` : "-",
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printFirstPresses(rows) {
  const ms = (n) => (n === Infinity ? "never" : n === 0 ? "< 16 ms" : `${Math.round(n)} ms`);
  console.log("| control | page | INP (median; runs) | opens after (median) | code before the tap |\n|---|---|---|---|---|");
  for (const r of rows)
    console.log(`| ${r.name} | ${r.path} | ${ms(r.inpMs)} (${r.inpRunsMs.map((n) => Math.round(n)).join(", ")}) | ${ms(r.opensAfterMs)} | ${r.codeBefore} |`);
}
