import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM, CHROMIUM_ARGS } from "./support/chromium";

export { CHROMIUM, CHROMIUM_ARGS };

/** A new Chromium; Playwright gives every launch a fresh temporary user-data-dir. */
export function startBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * The browser of this Vitest worker: the e2e global setup launches one Chromium per worker
 * (tests/support/global-setup.ts) and each test file connects to its worker's, instead of
 * launching its own. Closing it closes the file's contexts and disconnects; the browser stays
 * for the next file. Without that setup (another config), a browser of the file's own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoints = inject("browserEndpoints");
  if (!endpoints?.length) return startBrowser();
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return chromium.connect(endpoints[(worker - 1) % endpoints.length]!);
}

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

/** Collects console messages and page errors so tests can assert on them. */
export function watchConsole(page: Page) {
  const messages: { type: string; text: string }[] = [];
  const errors: string[] = [];
  page.on("console", (m) => messages.push({ type: m.type(), text: m.text() }));
  page.on("pageerror", (e) => errors.push(e.message));
  return { messages, errors };
}

// WCAG A and AA, and axe's best practices (unique landmarks, heading order, ...): the site
// meets them, so a page that stops meeting one fails. One exception, AXE_SKIPPED_RULES.
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// "region" (all content inside landmarks): Radix renders an open menu or dialog in a portal at
// the end of <body>, outside every landmark, by design; focus moves into it when it opens, which
// is how keyboard and screen reader users reach it.
export const AXE_SKIPPED_RULES = ["region"];

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url(), { alsoSkip = [] as string[] } = {}) {
  // Bands off screen are not drawn until a visitor scrolls near them (content-visibility in
  // app.css), and axe does not scroll: it would judge their contrast against a background it
  // cannot see. Draw them all for the audit, as they look once scrolled to.
  await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
  // Legacy mode runs axe.run() in the page itself. The default runs axe in every frame and then
  // finishes in a blank page of its own: a new renderer and a second injection of axe, over half
  // a second each on this machine, for cross-origin frames, which the site has none of.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    // Only the violations come back with their nodes: the passes and the inapplicable rules of a
    // long page, serialised out of the page, cost axe as much time as the audit itself. First:
    // options() replaces the whole run configuration, the tags and disabled rules included.
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .disableRules([...AXE_SKIPPED_RULES, ...alsoSkip])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The browser never reports being idle (requestIdleCallback never calls back): the code a page
 * fetches when idle after load (ADR 036) then arrives only on hover, focus or a press, the paths
 * a test of those needs to see on their own. Call before the page is opened.
 */
export function holdIdleFetches(target: BrowserContext | Page) {
  return target.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}

/** Waits for React to hydrate (the root sets data-hydrated once effects run). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}
