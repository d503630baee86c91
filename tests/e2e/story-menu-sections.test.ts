import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, waitForHydration } from "../playwright-utils";
import { html, oneInstanceWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * The retreat's story in the organiser's hands, the parts around the editor, on the spec's day
 * (ADR 043): an edition's page leads to the itinerary of its own dates and back; a retreat moves
 * up the Retreats menu (a plain post, JavaScript off), a stale page moving nothing; Bali's
 * highlights and gallery are emptied (JavaScript off too), and its page leaves them out, heading
 * and all.
 * SCREENSHOT_DIR=<dir> also keeps pictures of the pages changed, at 390 and 1280 px.
 */
const PASSWORD = "the days in their own order";
const DAY = "2025-11-01";
const shots = process.env.SCREENSHOT_DIR;
let server: DayServer, browser: Browser, admin: BrowserContext, page: Page, stop: (() => Promise<void>) | undefined;
beforeAll(async () => void ({ server, browser, admin, page, stop } = await oneInstanceWithAdmin(DAY, PASSWORD)), 90_000);
afterAll(() => stop?.());

const field = (p: Page, name: string) => p.locator(`main form [name="${name}"]`);
/** The section headings of a page's main content, as its HTML has them. */
const headings = (page: string) =>
  [...page.slice(page.indexOf("<main")).matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").trim());

/**
 * The page at `at`, checked with axe and, with SCREENSHOT_DIR, pictured at both widths: the top
 * of the page, the part `part` selects, or the "whole" page.
 */
async function look(at: string, name: string, part?: string) {
  for (const [width, options] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    const context = await browser.newContext({ ...options, reducedMotion: "reduce", storageState: await admin.storageState() });
    const p = await context.newPage();
    await p.goto(server.url + at);
    expect(await p.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(options.viewport!.width);
    await expectNoAxeViolations(p, `${name} at ${width}`);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      const file = path.join(shots, `${name}-${width}.png`);
      await (part === "whole" ? p.screenshot({ path: file, fullPage: true }) : part ? p.locator(part).first().screenshot({ path: file }) : p.screenshot({ path: file }));
    }
    await context.close();
  }
}

describe("an edition and the itinerary of its dates", () => {
  it("leads from the edition to its own itinerary and back, and says whose days its page shows", async () => {
    await page.goto(`${server.url}/admin/retreats/goa-2025`);
    const line = page.getByTestId("edition-itinerary");
    await expect(line.textContent()).resolves.toContain("The retreat's itinerary, 4 days");
    await line.getByRole("link", { name: "Give these dates their own itinerary" }).click();
    await page.waitForURL(/\/admin\/retreats\/story\/goa\/itinerary\?edition=goa-2025$/);
    await waitForHydration(page);
    await field(page, "days[4].label").fill("Day 5");
    await field(page, "days[4].title").fill("A slow last morning");
    await field(page, "days[4].items").fill("Breakfast on the veranda\nDepartures by noon");
    await page.getByRole("button", { name: "Save this edition's days" }).click();
    await page.waitForURL(/edition=goa-2025&saved=1$/);
    await page.getByText("These dates have days of their own").waitFor();

    await page.getByRole("link", { name: "Back to the edition of 18-21 December 2025" }).click();
    await page.waitForURL(/\/admin\/retreats\/goa-2025$/);
    await expect(page.getByTestId("edition-itinerary").textContent()).resolves.toContain("Its own itinerary, 5 days");
    await expect(page.getByTestId("edition-warnings").textContent()).resolves.toContain("Its own itinerary has 5 days, and this edition runs 4.");
    await expect(page.getByRole("link", { name: "Edit the itinerary of these dates" }).getAttribute("href")).resolves.toBe(
      "/admin/retreats/story/goa/itinerary?edition=goa-2025",
    );
    await look("/admin/retreats/goa-2025", "edition");
    await look("/admin/retreats/story/goa/itinerary?edition=goa-2025", "edition-itinerary");
  });
});

/** The retreats the header's Retreats menu names, in order, as a visitor opens it. */
async function menuRetreats() {
  const context = await browser.newContext(DESKTOP);
  const visitor = await context.newPage();
  await visitor.goto(`${server.url}/about`);
  await waitForHydration(visitor);
  await visitor.getByRole("button", { name: "Retreats" }).click();
  const items = await visitor.getByRole("menu").getByRole("menuitem").allTextContents();
  await context.close();
  return items.slice(4);
}

describe("the Retreats menu's order", () => {
  it("changes when the organiser moves a retreat up, without JavaScript; the header shows it at once, and the move is in the story's history", async () => {
    expect(await menuRetreats()).toEqual(["Goa Yoga & Surf Retreat", "Blue Mind Maldives Retreat", "Bali Yoga Retreat", "Morocco Soul Journey"]);
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const p = await noJs.newPage();
    await p.goto(`${server.url}/admin/retreats`);
    // A page drawn now, to post from once the move below has made it stale.
    const staleVersion = await p.getByTestId("menu-order-morocco").locator('[name="version"]').inputValue();
    await expect(p.getByRole("button", { name: "Move the Goa Yoga & Surf Retreat up in the Retreats menu" }).isDisabled()).resolves.toBe(true);
    await expect(p.getByRole("button", { name: "Move the Morocco Soul Journey down in the Retreats menu" }).isDisabled()).resolves.toBe(true);
    await p.getByRole("button", { name: "Move the Morocco Soul Journey up in the Retreats menu" }).click();
    await p.waitForURL(/\/admin\/retreats\?moved=morocco#retreat-morocco$/);
    await p.getByText("Moved: the Retreats menu shows it in this place now.").waitFor();
    await expect(p.getByTestId("menu-order-morocco").textContent()).resolves.toContain("Third of 4 in the menu");
    expect(await p.locator("main h2[id^=retreat-]").allTextContents()).toEqual(["Goa Yoga & Surf Retreat", "Blue Mind Maldives Retreat", "Morocco Soul Journey", "Bali Yoga Retreat"]);
    expect(await menuRetreats()).toEqual(["Goa Yoga & Surf Retreat", "Blue Mind Maldives Retreat", "Morocco Soul Journey", "Bali Yoga Retreat"]);
    await p.goto(`${server.url}/admin/retreats/story/morocco`);
    await expect(p.getByTestId("story-history").textContent()).resolves.toMatch(/Version 2 · Moved up in the Retreats menu/);

    // The page from before the move: refused with its message, nothing moved.
    const stale = await noJs.request.post(`${server.url}/admin/retreats`, {
      form: { retreat: "morocco", version: staleVersion, intent: "move-up" },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    expect(stale.status()).toBe(302);
    expect(stale.headers().location).toBe("/admin/retreats?order=stale");
    await p.goto(`${server.url}/admin/retreats?order=stale`);
    await p.getByText("Nothing moved: this retreat was changed elsewhere").waitFor();
    // A move this page does not know: its message, nothing moved, never a server error.
    const odd = await noJs.request.post(`${server.url}/admin/retreats`, { form: { retreat: "morocco", version: "x", intent: "move-sideways" }, headers: { Origin: server.url }, maxRedirects: 0 });
    expect(odd.headers().location).toBe("/admin/retreats?order=unknown");
    expect(await menuRetreats()).toEqual(["Goa Yoga & Surf Retreat", "Blue Mind Maldives Retreat", "Morocco Soul Journey", "Bali Yoga Retreat"]);
    await noJs.close();
    await look("/admin/retreats?moved=morocco", "retreats", "section:has(#retreat-morocco)");
  });
});

describe("a section emptied in the editor", () => {
  it("is left off the page, heading and all: Bali without its highlights and its gallery; one card alone is refused with its message", async () => {
    const before = (await html(server.url, "/retreats/bali-2026")).text;
    expect(before).toContain('id="highlights"');
    expect(before).toContain("What makes Bali special");
    expect(before).toContain("Bali 2025 Highlights");

    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const p = await noJs.newPage();
    await p.goto(`${server.url}/admin/retreats/story/bali`);
    await p.getByRole("link", { name: "Edit Highlights" }).click();
    await p.waitForURL(/\/story\/bali\/highlights$/);
    await p.getByRole("button", { name: "Remove all cards: leave this section off the page" }).click();
    await p.waitForURL(/\/story\/bali\/highlights\?saved=1$/);
    await p.getByTestId("section-empty").waitFor();
    // Two blank cards to fill, for a grid needs two: one alone is refused under the list, nothing saved.
    await field(p, "cards[0].icon").selectOption("lotus");
    await field(p, "cards[0].title").fill("Daily yoga in the jungle");
    await field(p, "cards[0].text").fill("Morning vinyasa above the river valley.");
    await p.getByRole("button", { name: "Save the draft" }).click();
    await p.getByText("Please keep at least 2 cards, or remove them all to leave this section off the page.").waitFor();
    await p.goto(`${server.url}/admin/retreats/story/bali/highlights`);
    await expect(field(p, "cards[0].title").inputValue()).resolves.toBe("");

    await p.goto(`${server.url}/admin/retreats/story/bali/bali-2025-highlights`);
    for (const box of await p.locator('main form input[type="checkbox"][name="images"]').all()) await box.uncheck();
    await p.getByRole("button", { name: "Save the draft" }).click();
    await p.waitForURL(/saved=1$/);
    await p.getByTestId("section-empty").waitFor();

    await p.goto(`${server.url}/admin/retreats/story/bali`);
    const parts = p.locator("main section[aria-labelledby=parts] li");
    await expect(parts.filter({ hasText: "Empty: left off the page" }).allTextContents()).resolves.toEqual([
      expect.stringContaining("What makes Bali special"),
      expect.stringContaining("Bali 2025 Highlights"),
    ]);
    await p.getByRole("button", { name: "Publish the story" }).click();
    await p.getByText("Published: the site shows this story now.").waitFor();
    await noJs.close();

    const after = (await html(server.url, "/retreats/bali-2026")).text;
    for (const gone of ['id="highlights"', "What makes Bali special", 'id="bali-2025-highlights"', "Bali 2025 Highlights", "See all past retreats"]) expect(after).not.toContain(gone);
    expect(after).toContain("Join the Bali 2026 waitlist");
    // The page's headings are the ones it had, less the two sections emptied: none left over nothing.
    expect(headings(after)).toEqual(headings(before).filter((h) => h !== "What makes Bali special" && h !== "Bali 2025 Highlights"));
    expect(headings(after).length).toBeGreaterThanOrEqual(2);
    await look("/retreats/bali-2026", "bali", "whole");
    await look("/admin/retreats/story/bali/highlights", "highlights-empty", "#story-cards");
    await look("/admin/retreats/story/bali", "story-parts", "section:has(#parts)");
    await look("/admin/retreats/story/morocco/what-to-expect", "cards-form", "main form fieldset");

    // With JavaScript too: Morocco's What to Expect, a half-emptied card and all, goes at one press.
    await page.goto(`${server.url}/admin/retreats/story/morocco/what-to-expect`);
    await waitForHydration(page);
    await field(page, "cards[0].title").fill("");
    await page.getByRole("button", { name: "Remove all cards: leave this section off the page" }).click();
    await page.waitForURL(/what-to-expect\?saved=1$/);
    await page.getByTestId("section-empty").waitFor();
  });
});
