import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, PHONE, sharedContexts, waitForHydration } from "../playwright-utils";
import { startServerOn, type DayServer } from "../support/edition-servers";

/**
 * Pages as a phone reads them (390 px): a retreat page stays within a few screens' scroll
 * (long lists fold, facts sit compact, bands are tighter), on the spec's day, when every retreat
 * still sells, and on the real date, when they are over; and a legal page opens on a list of its
 * sections, each a link to its own heading.
 */
const RETREATS = ["/retreats/goa-2025", "/retreats/maldives-2026", "/retreats/bali-2026", "/retreats/morocco-2026"];
const LEGAL = ["/terms", "/refunds", "/privacy", "/delivery", "/legal"];
const MAX_HEIGHT = 6_000;

let browser: Browser;
let today: DayServer;
const contexts = sharedContexts(() => browser);

beforeAll(async () => {
  [browser, today] = await Promise.all([launchBrowser(), startServerOn("")]);
}, 90_000);
afterAll(async () => {
  await Promise.all([browser?.close(), today?.stop()]);
});

const open = async (url: string) => {
  const page = await contexts.newPage({ ...PHONE, reducedMotion: "reduce" });
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  return page;
};

/**
 * The page's whole height as drawn: bands off screen at their real height, not their placeholder,
 * once hydrated and settled (two reads a moment apart agree), never a layout still arriving.
 */
async function documentHeight(page: Page) {
  await waitForHydration(page);
  await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
  const read = () => page.evaluate(() => document.documentElement.scrollHeight);
  let [before, now] = [-1, await read()];
  for (let i = 0; i < 20 && now !== before; i++) {
    await page.waitForTimeout(250);
    [before, now] = [now, await read()];
  }
  return now;
}

describe("retreat pages at 390 px", () => {
  for (const [day, base] of [
    ["the spec's day", () => inject("baseURL")],
    ["the real date", () => today.url],
  ] as const) {
    it.each(RETREATS)(`%s is at most ${MAX_HEIGHT} px tall on ${day}`, async (path) => {
      const page = await open(base() + path);
      try {
        expect(await documentHeight(page), path).toBeLessThanOrEqual(MAX_HEIGHT);
      } finally {
        await page.close();
      }
    });
  }

  it("folds At a Glance and the included list after their first points, and opens them without JavaScript", async () => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(inject("baseURL") + "/retreats/maldives-2026");
      const glance = page.locator("#at-a-glance");
      // Every card is on the page (SPEC §2 names them), the later ones behind "Show 6 more".
      expect(await glance.locator("li h3").count()).toBe(9);
      const allLevels = glance.getByRole("heading", { name: "All levels" });
      expect(await allLevels.isVisible()).toBe(false);
      await glance.getByText("Show 6 more").click();
      expect(await allLevels.isVisible()).toBe(true);
      const tax = page.locator("#whats-included").getByText("Government and green tax");
      expect(await tax.isVisible()).toBe(false);
      await page.locator("#whats-included").getByText("Show 4 more").click();
      expect(await tax.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("legal pages at 390 px", () => {
  it.each(LEGAL)("%s opens on a contents list whose links reach its sections", async (path) => {
    const page = await open(inject("baseURL") + path);
    try {
      const toc = page.locator('nav[aria-labelledby="toc-heading"]');
      const hrefs = await toc.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(hrefs.length, path).toBeGreaterThan(1);
      for (const href of hrefs) {
        expect(href, path).toMatch(/^#[\w-]+$/);
        await expect(page.locator(`article ${href}`).count(), `${path} ${href}`).resolves.toBe(1);
      }
      // At the top: the list comes before the first section, within the first screen and a half.
      const [tocTop, firstSection] = await Promise.all([
        toc.evaluate((el) => el.getBoundingClientRect().top + scrollY),
        page.locator("article section").first().evaluate((el) => el.getBoundingClientRect().top + scrollY),
      ]);
      expect(tocTop, path).toBeLessThan(firstSection);
      expect(tocTop, path).toBeLessThan(844 * 1.5);
    } finally {
      await page.close();
    }
  });
});

describe("said once, and shown as meant", () => {
  const count = (text: string, part: string) => text.split(part).length - 1;
  const mainText = (page: Page) => page.locator("main").evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " "));

  it("the Maldives deposit sentence appears once on its page, and the contact page's response time once", async () => {
    for (const [path, part] of [
      ["/retreats/maldives-2026", "non-refundable deposit of ₹25,000"],
      ["/contact", "24-48 hours"],
    ] as const) {
      const page = await open(inject("baseURL") + path);
      try {
        expect(count(await mainText(page), part), `${path}: "${part}"`).toBe(1);
      } finally {
        await page.close();
      }
    }
  });

  it("Goa's brochure button, until the form is complete, reads as unavailable on purpose: its reason beside it, its text at AA contrast, not faded", async () => {
    const page = await open(inject("baseURL") + "/retreats/goa-2025");
    try {
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      const button = page.locator("#brochure-form form").getByRole("button", { name: "Download Brochure" });
      await expect.poll(() => button.isDisabled()).toBe(true);
      const look = await button.evaluate((el) => {
        const rgb = (c: string) => c.match(/[\d.]+/g)!.map(Number);
        const luminance = ([r, g, b]: number[]) => {
          const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
        };
        const cs = getComputedStyle(el);
        const [fg, bg] = [luminance(rgb(cs.color)), luminance(rgb(cs.backgroundColor))];
        const reason = document.getElementById(el.getAttribute("aria-describedby") ?? "");
        return {
          opacity: Number(cs.opacity),
          contrast: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05),
          reason: reason && reason.checkVisibility() ? reason.textContent : null,
        };
      });
      expect(look.opacity).toBe(1);
      expect(look.contrast).toBeGreaterThanOrEqual(4.5);
      expect(look.reason).toBe("Fill in your name, a valid e-mail and your phone/WhatsApp number to download.");
    } finally {
      await page.close();
    }
  });
});
