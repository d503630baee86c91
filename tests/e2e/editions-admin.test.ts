import { PDFParse } from "pdf-parse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, waitForHydration } from "../playwright-utils";
import { html, jsonLd, twoInstancesWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * The organiser's season, end to end: two server instances on one PostgreSQL,
 * on 27 November 2026 (every spec retreat over). The organiser signs in on instance A, creates
 * Goa 2026 from Goa 2025, fills its places and publishes it; visitors on instance B, which
 * never restarts, see it at once, with its brochure and its JSON-LD. Then it fills up, and a bad
 * edit (without JavaScript) is refused with its message and changes nothing.
 */
const PASSWORD = "the next season by the sea";
const DAY = "2026-11-27";
let a: DayServer;
let b: DayServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ a, b, browser, admin, page, stop } = await twoInstancesWithAdmin("editions", DAY, PASSWORD));
}, 90_000);
afterAll(async () => {
  await stop?.();
});

/** A field of the edition form by its name (its label is checked by the a11y of the form parts). */
const field = (p: Page, name: string) => p.locator(`form [name="${name}"]`);

async function saveField(name: string, value: string) {
  await field(page, name).fill(value);
  await page.getByRole("button", { name: "Save changes" }).click();
}

describe("the organiser's next edition", () => {
  it("is created from Goa 2025 with new December dates, 12 places with 9 taken, previewed, then published", async () => {
    await page.getByRole("link", { name: "Edit retreat dates and prices" }).click();
    await page.getByRole("link", { name: "New edition from goa-2025" }).click();
    await waitForHydration(page);
    // Copied, a year on.
    await expect(field(page, "slug").inputValue()).resolves.toBe("goa-2026");
    await expect(field(page, "priceInr").inputValue()).resolves.toBe("38000");
    await field(page, "start").fill("2026-12-17");
    await field(page, "end").fill("2026-12-20");
    await field(page, "capacity").fill("12");
    await field(page, "placesTaken").fill("9");
    await page.getByRole("button", { name: "Create the edition" }).click();
    await page.waitForURL(/\/admin\/retreats\/goa-2026\?created=/);
    await expect(page.getByTestId("edition-status").textContent()).resolves.toBe("Draft");

    // Hidden: a visitor gets the not-found page; the admin gets its preview.
    expect((await html(b.url, "/retreats/goa-2026")).status).toBe(404);
    await page.getByRole("link", { name: "Preview the page" }).click();
    await page.getByText("Preview of a hidden edition: only you can see this page.").waitFor();
    await expect(page.locator("h1").textContent()).resolves.toBe("Goa Yoga & Surf Retreat");
    await page.goBack();

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("edition-status").filter({ hasText: "Only 3 places left" }).waitFor();
    const history = await page.getByTestId("edition-history").textContent();
    expect(history).toContain("Published");
    expect(history).toContain("Booking state: Hidden (draft, only you can preview it) → Open for booking");
  });

  it("shows on the other instance at once: upcoming, home, its page, JSON-LD, sitemap and brochure", async () => {
    const [upcoming, home, goa, sitemap] = await Promise.all(["/upcoming-retreats", "/", "/retreats/goa-2026", "/sitemap.xml"].map((p) => html(b.url, p)));
    for (const listing of [upcoming!.text, home!.text]) {
      expect(listing.includes('href="/retreats/goa-2026"'), "a card for Goa 2026").toBe(true);
      expect(listing.includes("Only 3 places left"), "Only 3 places left").toBe(true);
    }
    expect(upcoming!.text).toContain("Dec 17-20 2026");
    expect(goa!.status).toBe(200);
    expect(goa!.text).toContain("17-20 December 2026 · North Goa");
    expect(goa!.text).toContain('id="brochure-form"');
    expect(goa!.text).toContain("Only 3 places left on 17-20 December 2026");
    const event = jsonLd(goa!.text).find((x) => x["@type"] === "Event")!;
    expect(event).toMatchObject({ startDate: "2026-12-17", endDate: "2026-12-20" });
    expect(event.offers).toMatchObject({ price: 38000, availability: "https://schema.org/LimitedAvailability" });
    expect(sitemap!.text).toContain("/retreats/goa-2026</loc>");
    // Goa 2025's page now points to it.
    expect((await html(b.url, "/retreats/goa-2025")).text).toContain('href="/retreats/goa-2026"');

    const pdf = await fetch(`${b.url}/brochures/goa-2026.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    try {
      const text = (await parser.getText()).text.replace(/\s+/g, " ");
      expect(text).toContain("17-20 December 2026");
      expect(text).not.toContain("18-21 December 2025");
    } finally {
      await parser.destroy();
    }
  });

  it("turns its form into the waitlist when every place is taken", async () => {
    await saveField("placesTaken", "12");
    await page.getByTestId("edition-history").getByText("Places set by hand: 9 → 12").waitFor();
    const goa = (await html(b.url, "/retreats/goa-2026")).text;
    expect(goa).not.toContain('id="brochure-form"');
    expect(goa).toContain('id="waitlist"');
    expect(goa).toContain("This retreat is full");
    expect(goa).not.toContain('data-testid="payment-link"');
    expect(jsonLd(goa).find((x) => x["@type"] === "Event")!.offers.availability).toBe("https://schema.org/SoldOut");
    expect((await html(b.url, "/upcoming-retreats")).text).toContain("Sold out");
  });

  it("refuses a bad edit without JavaScript, with its message under the field, and changes nothing", async () => {
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const form = await noJs.newPage();
    await form.goto(`${a.url}/admin/retreats/goa-2026`);
    await field(form, "capacity").fill("8");
    await field(form, "end").fill("2026-12-01");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Capacity cannot be below the places already taken (12)").waitFor();
    await expect(form.getByText("The end date cannot be before the start date").isVisible()).resolves.toBe(true);
    await expect(field(form, "capacity").inputValue()).resolves.toBe("8");
    await expect(field(form, "capacity").getAttribute("aria-invalid")).resolves.toBe("true");
    await noJs.close();
    const after = (await html(b.url, "/retreats/goa-2026")).text;
    expect(after).toContain("17-20 December 2026 · North Goa");
    expect(after).toContain("This retreat is full");
    await page.reload();
    await expect(field(page, "capacity").inputValue()).resolves.toBe("12");
    // Created, published, filled: no entry for the refused edit.
    expect(await page.getByTestId("edition-history").locator("li > p").count()).toBe(3);
  });
});
