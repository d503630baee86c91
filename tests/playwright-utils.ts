import fs from "node:fs";
import { createRequire } from "node:module";
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

/**
 * One browser context per set of options, for a file whose tests only read pages (no cookies,
 * permissions or clock of their own): each test still opens its own tab, and newContext()
 * returns a stand-in whose close() closes only the pages opened through it. A new context per
 * test started with an empty cache and a new renderer: over half of a short test's time here.
 * The contexts close with the file's browser.
 */
export function sharedContexts(browserOf: () => Browser) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (options: BrowserContextOptions) => {
    const key = JSON.stringify(options);
    let context = contexts.get(key);
    if (!context) contexts.set(key, (context = browserOf().newContext(options)));
    return context;
  };
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      return (await contextFor(options)).newPage();
    },
    async newContext(options: BrowserContextOptions = {}) {
      const context = await contextFor(options);
      const pages: Page[] = [];
      return {
        async newPage() {
          const page = await context.newPage();
          pages.push(page);
          return page;
        },
        async close() {
          await Promise.all(pages.map((page) => page.close()));
        },
      };
    },
  };
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

// axe-core as @axe-core/playwright depends on it, minified. Its AxeBuilder evaluates the
// unminified axe.js (1.3 MB) in the page twice per audit in legacy mode, which cost more than the
// audit itself here; this evaluates the 0.6 MB build once per document.
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = fs.readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact?: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/**
 * In the page: resolves once no finite animation or transition runs (polled frame by frame, new
 * ones may start as others end), or after 10 s.
 */
async function settleAnimations() {
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const deadline = performance.now() + 10_000;
  for (;;) {
    await frame();
    const running = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    if (!running.length || performance.now() > deadline) return;
    await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => null))), new Promise((r) => setTimeout(r, deadline - performance.now()))]);
  }
}

/**
 * Runs axe on the page as it is now (or on `include`, a selector) and fails with a readable list
 * of violations.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), { alsoSkip = [] as string[], include = undefined as string | undefined } = {}) {
  // Bands off screen are not drawn until a visitor scrolls near them (content-visibility in
  // app.css), and axe does not scroll: it would judge their contrast against a background it
  // cannot see. Draw them all for the audit, as they look once scrolled to.
  await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function"))) await page.evaluate(AXE_SOURCE);
  // axe.run() in the page itself, on this document only (the site has no frames). Only the
  // violations come back with their nodes: the passes and the inapplicable rules of a long page,
  // serialised out of the page, cost as much time as the audit itself.
  const options = {
    runOnly: { type: "tag", values: AXE_TAGS },
    rules: Object.fromEntries([...AXE_SKIPPED_RULES, ...alsoSkip].map((id) => [id, { enabled: false }])),
    resultTypes: ["violations"],
  };
  // Colours are judged as they rest, never halfway through a fade or a hover transition: wait
  // until every finite animation and transition has finished (new ones may start as others end),
  // then audit at once (axe is already in the page). A fade that starts while axe reads the page
  // (a toast's timer running out, a late re-render) would still be measured halfway (a lead's
  // page once read #918c86 on #f6f0e7, ink on linen, from the fading "Saved" toast): an audit
  // during which anything moved is thrown away and run again once all rests.
  let violations: AxeViolation[] = [];
  for (let attempt = 1; attempt <= 4; attempt++) {
    await page.evaluate(settleAnimations);
    const audit = await page.evaluate(
      async ({ include, options }) => {
        const finite = (a: Animation) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity;
        let moved = false;
        const mark = (e: Event) => {
          // An infinite animation (a spinner) never rests and changes no colour.
          if (!(e instanceof AnimationEvent) || getComputedStyle(e.target as Element).animationIterationCount !== "infinite") moved = true;
        };
        const events = ["transitionrun", "animationstart"] as const;
        for (const type of events) document.addEventListener(type, mark, true);
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
        try {
          const { violations } = await axe.run(include ? { include: [include] } : document, options);
          // getAnimations() brings styles up to date: a transition begun by the audit's last change counts.
          moved ||= document.getAnimations().some(finite);
          return {
            moved,
            violations: violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) })),
          };
        } finally {
          for (const type of events) document.removeEventListener(type, mark, true);
        }
      },
      { include, options },
    );
    violations = audit.violations;
    if (!audit.moved) break;
  }
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The browser never reports being idle (requestIdleCallback never calls back): the code a page
 * fetches when idle after load (ADR 008) then arrives only on hover, focus or a press, the paths
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

/**
 * One named check of a test that makes several on one page load: a failure reads
 * `<name>: <what failed>`, so a merged test still says which of its checks failed.
 */
export async function step(name: string, check: () => Promise<void>) {
  try {
    await check();
  } catch (e) {
    if (e instanceof Error) e.message = `${name}: ${e.message}`;
    throw e;
  }
}
