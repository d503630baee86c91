import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, sharedContexts, waitForHydration } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";

/**
 * The inner pages: the FAQ accordion works by keyboard; the thank-you defaults; pages
 * stay readable without JavaScript. Each inner page's key strings (SPEC §2), its one h1, a clean
 * hydration, axe, and its ending against the footer are checked on every route as it loads
 * (route-sweep.ts).
 */
let browser: Browser;
// Tabs in one context per set of options: the tests here only read pages.
const tabs = sharedContexts(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


async function open(viewport: BrowserContextOptions, path: string, extra: BrowserContextOptions = {}) {
  const context = await tabs.newContext({ ...viewport, reducedMotion: "reduce", ...extra });
  const page = await context.newPage();
  const res = await page.goto(inject("baseURL") + path);
  return { context, page, status: res?.status() };
}

/** textContent, not innerText: CSS uppercase eyebrows must still match their source text. */
const mainText = (page: Page) => page.locator("main").evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " "));

describe("FAQ", () => {
  const summaries = (page: Page) => page.locator("main details > summary");
  const openCount = (page: Page) => page.locator("main details[open]").count();

  it("opens one answer at a time by keyboard, closes it again, and passes axe while open", async () => {
    const { context, page } = await open(DESKTOP, "/faq");
    await waitForHydration(page);
    await expect(summaries(page).count()).resolves.toBe(18);
    await expect(openCount(page)).resolves.toBe(0);
    const first = summaries(page).nth(0);
    const second = summaries(page).nth(1);
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(mainText(page)).resolves.toContain("your place is confirmed once we receive its deposit (the deposit shown for each retreat)");

    await page.keyboard.press("Tab");
    await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Space");
    await expect(second.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(first.evaluate((el) => (el.parentElement as HTMLDetailsElement).open)).resolves.toBe(false);
    await expect(openCount(page)).resolves.toBe(1);
    await expect(page.getByText("the balance is usually due 45 days before the retreat starts").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "/faq with an answer open");

    await page.keyboard.press("Enter");
    await expect(openCount(page)).resolves.toBe(0);
    await expect(page.getByText("the balance is usually due 45 days before the retreat starts").isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("publishes FAQPage JSON-LD built from the same questions", async () => {
    const html = await (await fetch(inject("baseURL") + "/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq).toBeTruthy();
    expect(faq.mainEntity.length).toBe(18);
    expect(faq.mainEntity[1].name).toBe("How much is the deposit, and when is the balance due?");
  });

  it("works the same without JavaScript: every question opens its answer, one at a time", async () => {
    const { context, page, status } = await open(PHONE, "/faq", { javaScriptEnabled: false });
    expect(status).toBe(200);
    await expect(summaries(page).count()).resolves.toBe(18);
    const answer = page.getByText("Refunds reach your original payment method within 7-10 business days");
    await expect(answer.isVisible()).resolves.toBe(false);
    await page.locator("main details", { has: answer }).locator("summary").click();
    await expect(answer.isVisible()).resolves.toBe(true);
    await summaries(page).nth(0).click();
    await expect(answer.isVisible()).resolves.toBe(false);
    await expect(openCount(page)).resolves.toBe(1);
    await context.close();
  });
});

describe("server-rendered and readable without JavaScript", () => {
  it.each(["/about", "/contact", "/privacy", "/thank-you/brochure"])("%s", async (path) => {
    const { context, page, status } = await open(DESKTOP, path, { javaScriptEnabled: false });
    expect(status).toBe(200);
    await expect(page.locator("h1").isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("two-column bands", () => {
  // A column with a short heading beside a tall letter or form left a large empty space (the
  // founder's letter, the brochure band). Each side's content should run most of the other's length.
  it.each([
    ["/meet-our-founder", 'section[aria-labelledby="letter-title"] .container-content'],
    ["/retreats/goa-2025", "#brochure-form .grid"],
  ])("%s: neither column is left mostly empty at 1280 px", async (path, grid) => {
    const { context, page } = await open(DESKTOP, path, { javaScriptEnabled: false });
    const heights = await page.locator(grid).first().evaluate((el) =>
      [...el.children].map((c) => {
        // The content's own extent, not the stretched grid cell.
        const kids = [...c.children].map((k) => k.getBoundingClientRect());
        return kids.length ? Math.max(...kids.map((r) => r.bottom)) - Math.min(...kids.map((r) => r.top)) : c.getBoundingClientRect().height;
      }),
    );
    expect(heights).toHaveLength(2);
    expect(Math.min(...heights) / Math.max(...heights)).toBeGreaterThan(0.55);
    await context.close();
  });
});

// The /contact links, the thank-you pages' defaults without state and the legal pages' table of
// contents are checked on the route sweep's loads of those pages (route-checks.ts).

describe("image entries from the loaders (the manifest stays on the server)", () => {
  it("every public route's server HTML has every picture it shows, none left as a placeholder", async () => {
    for (const path of PUBLIC_ROUTES) {
      const html = await (await fetch(inject("baseURL") + path)).text();
      expect(html, path).not.toContain('role="img"');
      const pictures = html.match(/<picture\b[\s\S]*?<\/picture>/g) ?? [];
      for (const picture of pictures) expect(picture, path).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif \d+w/);
    }
  });

  it("a page reached through the router gets its image entries from its loader", async () => {
    const context = await tabs.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(inject("baseURL") + "/");
    await waitForHydration(page);
    // The footer's About Us link: a router navigation, not a document load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator("footer").getByRole("link", { name: "About Us" }).click();
    await page.waitForURL("**/about");
    // The URL can change a moment before React commits the new page: wait for About's own h1,
    // or the home page's pictures would be counted and then vanish under the test.
    await page.getByRole("heading", { level: 1, name: "Travel should transform you" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    const pictures = page.locator("main picture");
    expect(await pictures.count()).toBeGreaterThanOrEqual(3);
    for (const picture of await pictures.all()) {
      expect(await picture.locator("source[type='image/avif']").first().getAttribute("srcset")).toMatch(/\.avif \d+w/);
      expect(await picture.locator("img").getAttribute("alt")).toBeTruthy();
    }
    expect(await page.locator("main [role=img]").count()).toBe(0);
    await context.close();
  });
});
