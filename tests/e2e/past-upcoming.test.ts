import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, sharedContexts, waitForHydration } from "../playwright-utils";

// Each page as it loads is audited by axe at both widths in route-sweep.ts; the audits here are of
// states only a test in this file reaches (a panel or a lightbox open).

let browser: Browser;
// Tabs in one context per set of options: the tests here only read pages.
const tabs = sharedContexts(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject("baseURL");

async function open(path: string, device: BrowserContextOptions, extra: BrowserContextOptions = {}) {
  const context = await tabs.newContext({ ...device, reducedMotion: "reduce", ...extra });
  const page = await context.newPage();
  const res = await page.goto(base() + path);
  expect(res?.status()).toBe(200);
  if (extra.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, close: () => context.close() };
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("at %s width", (name, device) => {
  it("/upcoming-retreats lists the four retreats with View Details links", async () => {
    const { page, close } = await open("/upcoming-retreats", device);
    await expect(page.locator("h1").textContent()).resolves.toBe("Upcoming Retreats");
    const cards = page.locator('[data-testid="upcoming-cards"] article');
    await expect(cards.count()).resolves.toBe(4);
    const expected = [
      ["Goa Yoga & Surf Retreat", "Dec 18-21 2025", "/retreats/goa-2025"],
      ["Maldives Wellness Retreat", "Feb 18-22 2026", "/retreats/maldives-2026"],
      ["Bali Yoga Retreat", "June 2026", "/retreats/bali-2026"],
      ["Morocco Soul Journey", "Oct 2026", "/retreats/morocco-2026"],
    ];
    for (const [i, [title, dates, href]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading").textContent()).resolves.toBe(title);
      await expect(card.textContent()).resolves.toContain(dates);
      const link = card.getByRole("link");
      await expect(link.count()).resolves.toBe(1);
      await expect(link.getAttribute("href")).resolves.toBe(href);
      await expect(link.innerText()).resolves.toContain("View Details");
    }
    await expect(page.getByRole("link", { name: "Explore All Retreats" }).isVisible()).resolves.toBe(true);
    await cards.nth(2).getByRole("link").click();
    await page.waitForURL("**/retreats/bali-2026");
    await close();
  });

  it("/past-retreats toggles one gallery at a time and opens the lightbox", async () => {
    const { page, close } = await open("/past-retreats", device);
    await expect(page.locator("h1").textContent()).resolves.toBe("Past Retreats");
    const text = await page.locator("main").textContent();
    expect(text).toContain("December 2023");
    expect(text).toContain("June 2025");
    const toggles = page.getByRole("button", { name: /View Highlights|Hide Highlights/ });
    await expect(toggles.count()).resolves.toBe(2);
    const [goa, bali] = [toggles.nth(0), toggles.nth(1)];
    const goaPanel = page.locator("#goa-2023-highlights");
    const baliPanel = page.locator("#bali-2025-highlights");
    await expect(goa.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(goaPanel.isVisible()).resolves.toBe(false);

    await goa.click();
    await expect(goa.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(goaPanel.isVisible()).resolves.toBe(true);
    await expect(goaPanel.getByRole("button", { name: /^Open image \d of 5/ }).count()).resolves.toBe(5);
    // The card's cover sits right above: the gallery does not open with it again.
    await expect(goaPanel.locator('img[src*="/goa-2023/highlight-1-"]').count()).resolves.toBe(0);

    await bali.click();
    await expect(goa.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(goaPanel.isVisible()).resolves.toBe(false);
    await expect(bali.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(baliPanel.getByRole("button", { name: /^Open image \d of 6/ }).count()).resolves.toBe(6);
    await expectNoAxeViolations(page, `past with a gallery open (${name})`);

    const thumb = baliPanel.getByRole("button", { name: /^Open image 3 of 6/ });
    await thumb.click();
    const dialog = page.getByRole("dialog", { name: "Bali Yoga Retreat, June 2025" });
    await dialog.waitFor();
    await expect(dialog.locator('[aria-roledescription="slide"]').getAttribute("aria-label")).resolves.toBe("Image 3 of 6");
    await page.keyboard.press("Escape");
    await expect(dialog.count()).resolves.toBe(0);
    // Radix returns focus on the next tick after the dialog unmounts.
    await page.waitForFunction((el) => el === document.activeElement, await thumb.elementHandle(), { timeout: 2000 });

    await bali.click();
    await expect(bali.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(baliPanel.isVisible()).resolves.toBe(false);

    await expect(page.locator('main a[href="/upcoming-retreats"]').count()).resolves.toBeGreaterThan(0);
    await close();
  });
});

describe("without JavaScript", () => {
  it("shows both past galleries and all upcoming cards", async () => {
    const { page, close } = await open("/past-retreats", DESKTOP, { javaScriptEnabled: false });
    await expect(page.locator("#goa-2023-highlights").isVisible()).resolves.toBe(true);
    await expect(page.locator("#bali-2025-highlights").isVisible()).resolves.toBe(true);
    // Every gallery is open, so no "View Highlights" toggle that could do nothing.
    await expect(page.getByRole("button", { name: /Highlights/, includeHidden: true }).count()).resolves.toBe(2);
    await expect(page.getByRole("button", { name: /Highlights/, includeHidden: true }).first().isVisible()).resolves.toBe(false);
    await close();
    const up = await open("/upcoming-retreats", DESKTOP, { javaScriptEnabled: false });
    await expect(up.page.locator('[data-testid="upcoming-cards"] article').count()).resolves.toBe(4);
    await up.close();
  });
});
