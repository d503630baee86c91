import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";

// Off-screen bands are skipped by the browser until they near the viewport (content-visibility
// in app.css), which makes the first paint cheaper. A jump to an anchor must still land where
// it did before: these tests use the motion a visitor has by default, so with JavaScript a
// click on an in-page link is a smooth scroll, the case that went astray when bands were
// skipped during it. The router's own scrolls jump (docs/decisions/021).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject("baseURL");
/** html's scroll-padding-top (5.5rem): an anchor lands just below the fixed header. */
const LANDING = 88;
const expectLanded = (top: number) => expect(Math.abs(top - LANDING), `top at ${top}px`).toBeLessThan(2);

async function settledTop(page: Page, id: string) {
  // A smooth scroll takes about a second; wait until the position has held for a quarter of a
  // second. Polled from here: with JavaScript off the page runs no timers of its own.
  await page.waitForFunction((id) => document.getElementById(id), id);
  const scrollY = () => page.evaluate(() => window.scrollY);
  for (let last = -1, same = 0; same < 5; ) {
    await page.waitForTimeout(50);
    const y = await scrollY();
    same = y === last ? same + 1 : 0;
    last = y;
  }
  return page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
}

/**
 * Where React Router has stored no position, a reload is the browser's own restoration. With
 * the bands above measured again on arrival it lands a line or two of text off here (21-48 px
 * seen); switching it off opened those pages at the top, thousands of pixels away. Within a
 * tenth of the screen is where the visitor was.
 */
const BROWSER_RESTORE_SLACK = 80;

/** Every scroll position the page passes through from now on (a smooth scroll has many). */
async function trackScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { passed: number[] };
    w.passed = [];
    addEventListener("scroll", () => w.passed.push(Math.round(scrollY)), { passive: true });
  });
  return () => page.evaluate(() => (window as unknown as { passed: number[] }).passed);
}
/** The positions strictly between two: frames of an animation, where a jump has none. */
const between = (ys: number[], a: number, b: number) => ys.filter((y) => y > Math.min(a, b) + 1 && y < Math.max(a, b) - 1);

/**
 * Opens the home page's first retreat card (a client-side navigation, React Router) and checks
 * the retreat page opens at its top without gliding there: under a smooth scroll-behavior the
 * router's scroll to the top animated from where the visitor had clicked. Returns where that was.
 * Clicked from the page's script: Playwright's own click would first scroll the card into view.
 */
async function openCardAtItsTop(page: Page) {
  const from = await page.evaluate(() => scrollY);
  const passed = await trackScrolls(page);
  const title = await page.title();
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('[data-testid="home-cards"] a')!.click());
  await page.waitForURL(/\/retreats\//);
  await page.waitForFunction((title) => document.title !== title, title); // the retreat page has rendered
  await settledTop(page, "main");
  expect(await page.evaluate(() => scrollY), "the new page's position").toBe(0);
  expect(between(await passed(), 0, from), "frames on the way up").toEqual([]);
  return from;
}

const cases = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

describe.each(cases)("anchors on a %s", (_, device) => {
  for (const js of [true, false]) {
    it(`an address with a fragment opens at its band, JavaScript ${js ? "on" : "off"}`, async () => {
      const context = await browser.newContext({ ...device, javaScriptEnabled: js, reducedMotion: "no-preference" });
      const page = await context.newPage();
      // The home page's last band: every band before it is off screen on arrival.
      await page.goto(base() + "/#testimonials");
      expectLanded(await settledTop(page, "testimonials"));
      await context.close();
    });

    it(`a link to a band further down the page lands on it, JavaScript ${js ? "on" : "off"}`, async () => {
      const context = await browser.newContext({ ...device, javaScriptEnabled: js, reducedMotion: "no-preference" });
      const page = await context.newPage();
      await page.goto(base() + "/retreats/maldives-2026");
      if (js) await waitForHydration(page);
      const passed = js ? await trackScrolls(page) : null;
      const link = page.locator('main a[href="#brochure-form"]').first();
      await link.click();
      expectLanded(await settledTop(page, "brochure-form"));
      // The visitor's own click glides there (with reduced motion it would jump).
      if (passed) expect((await passed()).length, "scroll frames").toBeGreaterThan(3);
      await context.close();
    });
  }

  /** The home page, hydrated, scrolled part-way down: below bands not drawn on arrival. */
  async function partWayDown() {
    const context = await browser.newContext({ ...device });
    const page = await context.newPage();
    await page.goto(base() + "/");
    await waitForHydration(page);
    await page.evaluate(() => document.getElementById("past-moments")!.scrollIntoView());
    return { context, page, before: await settledTop(page, "past-moments") };
  }

  it("a reload opens where the visitor was", async () => {
    const { context, page, before } = await partWayDown();
    await page.reload();
    expect(Math.abs((await settledTop(page, "past-moments")) - before), "moved by").toBeLessThan(2);
    await context.close();
  });

  it("a step to another page opens at its top, and a step back returns where the visitor was, without gliding", async () => {
    const { context, page, before } = await partWayDown();
    const from = await openCardAtItsTop(page);
    // Back: React Router restores the scroll position, at once too.
    const passed = await trackScrolls(page);
    await page.goBack();
    await page.waitForURL(base() + "/");
    expect(Math.abs((await settledTop(page, "past-moments")) - before), "moved by").toBeLessThan(2);
    expect(between(await passed(), 0, from), "frames on the way back").toEqual([]);
    await context.close();
  });

  it("a contents link on a legal page lands its section's heading below the header, with motion", async () => {
    const context = await browser.newContext({ ...device, reducedMotion: "no-preference" });
    const page = await context.newPage();
    await page.goto(base() + "/terms");
    await waitForHydration(page);
    // Each section waits in its reveal, 24px low, until it nears the screen: the jump must be
    // measured without that offset (app.css), or the heading ends under the header.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main a[href="#payment"]')!.click());
    expectLanded(await settledTop(page, "payment"));
    await context.close();
  });

  it("after an in-page link, a step to another page still opens at its top without gliding", async () => {
    const { context, page } = await partWayDown();
    // The skip link is an in-page link: from here on the page scrolls smoothly where asked.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="#main"]')!.click());
    await settledTop(page, "main");
    await page.evaluate(() => document.getElementById("past-moments")!.scrollIntoView());
    await settledTop(page, "past-moments");
    // The router's scrollTo(0, 0) jumps even where the page's scroll-behavior is now smooth.
    await openCardAtItsTop(page);
    await context.close();
  });

  it("a reload after an in-page link opens where the visitor was", async () => {
    const context = await browser.newContext({ ...device });
    const page = await context.newPage();
    await page.goto(base() + "/retreats/maldives-2026");
    await waitForHydration(page);
    await page.locator('main a[href="#brochure-form"]').first().click();
    await settledTop(page, "brochure-form");
    // Then on up the page: the entry the link made is one the router keeps no position for.
    await page.evaluate(() => scrollTo(0, scrollY - 600));
    const before = await settledTop(page, "brochure-form");
    await page.reload();
    await waitForHydration(page);
    expect(Math.abs((await settledTop(page, "brochure-form")) - before), "moved by").toBeLessThan(BROWSER_RESTORE_SLACK);
    await context.close();
  });

  it("a reload before the page has hydrated opens where the visitor was", async () => {
    const context = await browser.newContext({ ...device });
    const page = await context.newPage();
    // No script file arrives, so the page never hydrates and the router never stores a position:
    // the browser's own restoration must not be switched off.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(base() + "/");
    // The visitor scrolls down to a band. scrollIntoView measures the bands on the way with their
    // estimated heights (content-visibility), and the drawn ones can push the band back down the
    // screen (Chromium 156: 1,834 px, in some runs): scrolled again, as a visitor would.
    let before = Infinity;
    for (let tries = 0; tries < 5 && !(before < 200); tries++) {
      await page.evaluate(() => document.getElementById("past-moments")!.scrollIntoView());
      before = await settledTop(page, "past-moments");
    }
    expect(before, "scrolled down").toBeLessThan(200);
    await page.reload();
    expect(Math.abs((await settledTop(page, "past-moments")) - before), "moved by").toBeLessThan(BROWSER_RESTORE_SLACK);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), "hydrated").toBe(false);
    await context.close();
  });

  it("bands off screen are skipped on arrival while no fragment is named", async () => {
    const context = await browser.newContext({ ...device });
    const page = await context.newPage();
    await page.goto(base() + "/");
    // Light bands only: a dark (olive) band is always drawn, so contrast audits see it (app.css).
    const skipped = () =>
      page.evaluate(() => [...document.querySelectorAll("main section.section-y:not(.bg-olive)")].map((s) => getComputedStyle(s).contentVisibility));
    expect(new Set(await skipped())).toEqual(new Set(["auto"]));
    const dark = await page.evaluate(() => [...document.querySelectorAll("main section.section-y.bg-olive")].map((s) => getComputedStyle(s).contentVisibility));
    expect(dark.length).toBeGreaterThan(0);
    expect(new Set(dark)).toEqual(new Set(["visible"]));
    await page.goto(base() + "/#upcoming");
    expect(new Set(await skipped())).toEqual(new Set(["visible"]));
    await context.close();
  });
});
