import fs from "node:fs";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, waitForHydration } from "../playwright-utils";
import { html, oneInstanceWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * One set of terms, true to the dates, as the organiser makes them on 28 November 2026 (pinned
 * clock): the 7-day Goa edition of 12-18 December 2026, typed as a person would ("42,000"),
 * with a 15,000 deposit and a Razorpay link. The page, its card, its brochure and the FAQ say
 * the same length and deposit; the form warns of a balance due day already past; a javascript:
 * link is refused without JavaScript; every Book Now goes to the payment page.
 * SCREENSHOT_DIR=<dir> also keeps pictures of the form and the page at 390 and 1280 px.
 */
const PASSWORD = "salt air and a first wave";
const DAY = "2026-11-28";
const SLUG = "goa-december-2026";
const RAZORPAY = "https://rzp.io/l/goa-dec-2026";
const shots = process.env.SCREENSHOT_DIR;
let server: DayServer, browser: Browser, admin: BrowserContext, page: Page, stop: (() => Promise<void>) | undefined;
beforeAll(async () => void ({ server, browser, admin, page, stop } = await oneInstanceWithAdmin(DAY, PASSWORD)), 90_000);
afterAll(() => stop?.());

const field = (p: Page, name: string) => p.locator(`form [name="${name}"]`);
const text = (htmlText: string) => htmlText.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

async function shoot(p: Page, name: string, locator?: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  if (locator) {
    await p.locator(locator).first().scrollIntoViewIfNeeded();
    await p.waitForLoadState("load");
    await p.locator(locator).first().screenshot({ path: file, animations: "disabled" });
  }
  else await p.screenshot({ path: file, fullPage: true });
}

async function pdfText(url: string) {
  const res = await fetch(url);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

describe("the organiser's 7-day Goa edition", () => {
  it("is created as typed (42,000, date pickers, a Razorpay link), warned of its past balance day, and published", async () => {
    await page.goto(`${server.url}/admin/retreats/new?from=goa-2025`);
    await waitForHydration(page);
    await expect(field(page, "start").getAttribute("type")).resolves.toBe("date");
    await expect(field(page, "earlyBirdUntil").getAttribute("type")).resolves.toBe("date");
    await field(page, "slug").fill(SLUG);
    await field(page, "start").fill("2026-12-12");
    await field(page, "end").fill("2026-12-18");
    await field(page, "priceInr").fill("42,000");
    await field(page, "earlyBirdPriceInr").fill("₹36,000");
    await field(page, "earlyBirdUntil").fill("2026-12-05");
    await field(page, "depositInr").fill("Rs. 15,000");
    await field(page, "capacity").fill("12");
    await field(page, "paymentUrl").fill(RAZORPAY);
    await shoot(page, "edition-form-1280");
    await page.getByRole("button", { name: "Create the edition" }).click();
    await page.waitForURL(new RegExp(`/admin/retreats/${SLUG}\\?created=`));

    const warnings = page.getByTestId("edition-warnings");
    await expect(warnings.textContent()).resolves.toContain("The balance is due 45 days before the start, on 28 October 2026, which has already passed");
    await expect(warnings.textContent()).resolves.toContain("The retreat's itinerary has 4 days, and this edition runs 7.");
    // Saved as typed, in rupees.
    await expect(field(page, "priceInr").inputValue()).resolves.toBe("42000");
    await expect(field(page, "depositInr").inputValue()).resolves.toBe("15000");
    await expect(page.getByText("Payment page on rzp.io.").count()).resolves.toBe(1);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("edition-status").filter({ hasText: "Now booking" }).waitFor();
    await shoot(page, "edition-edit-1280");
    const phone = await browser.newContext({ ...PHONE, storageState: await admin.storageState() });
    const small = await phone.newPage();
    await small.goto(`${server.url}/admin/retreats/${SLUG}`);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(small, "edition-edit-390");
    await phone.close();
  });

  it("says 7 days / 6 nights and ₹15,000 on its page, its card, its brochure and the FAQ", async () => {
    const [goa, upcoming, faq, refunds, terms] = await Promise.all([`/retreats/${SLUG}`, "/upcoming-retreats", "/faq", "/refunds", "/terms"].map((p) => html(server.url, p)));
    const pageText = text(goa!.text);
    expect(pageText).toContain("12-18 December 2026 · North Goa");
    expect(pageText).toContain("Six nights of salt air");
    expect(pageText).toContain("Seven days, shaped around the sea");
    expect(pageText).toContain("6 nights, twin sharing, with breakfast and dinner");
    expect(pageText).toContain("6 nights' accommodation on twin-sharing basis");
    expect(pageText).toContain("Reserve your place with a non-refundable deposit of ₹15,000. The balance is due 45 days before the retreat begins.");
    expect(pageText).toContain("₹36,000");
    // The four days of the itinerary are listed under a heading that claims no count.
    expect(pageText).toContain("Day by day");
    expect(pageText).not.toMatch(/Three nights|[Ff]our days|3 nights|₹25,000/);

    expect(text(upcoming!.text)).toContain("Six nights on a quiet North Goa beach");

    const faqText = text(faq!.text);
    expect(faqText).toContain("Goa Yoga & Surf Retreat, 12-18 December 2026 (7 days / 6 nights): a ₹15,000 deposit, the balance due by 28 October 2026.");
    expect(faqText).not.toContain("25,000");
    for (const policy of [refunds!, terms!]) {
      expect(text(policy.text)).toContain("the deposit shown for each retreat");
      expect(policy.text).not.toContain("25,000");
    }

    const brochure = await pdfText(`${server.url}/brochures/${SLUG}.pdf`);
    expect(brochure).toContain("12-18 December 2026");
    expect(brochure).toContain("7 days / 6 nights");
    expect(brochure).toContain("Six nights of salt air");
    expect(brochure).toContain("non-refundable deposit of ₹15,000");
    expect(brochure).toContain("beyond the ₹15,000 deposit");
    expect(brochure).toContain("Day by day");
    expect(brochure).not.toMatch(/25,000|Four days|four days|Three nights|3 nights/);
  });

  it("sends every Book Now to the payment page, with Ask on WhatsApp beside it", async () => {
    const goa = (await html(server.url, `/retreats/${SLUG}`)).text;
    const targets = [...goa.matchAll(/<a [^>]*data-testid="(hero-book-now|payment-link)"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])![1]);
    expect(targets).toEqual([RAZORPAY, RAZORPAY]);
    expect(goa).toContain('data-testid="hero-ask-whatsapp"');
    expect(goa).toContain('data-testid="ask-whatsapp"');
    expect(text(goa)).toContain("Book Now opens our secure payment page on rzp.io.");

    for (const [name, options] of [
      ["390", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      // Reduced motion: the scroll-reveal sections are drawn at once for the pictures.
      const context = await browser.newContext({ ...options, reducedMotion: "reduce" });
      const visitor = await context.newPage();
      await visitor.goto(`${server.url}/retreats/${SLUG}`);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(options.viewport!.width);
      await shoot(visitor, `retreat-hero-${name}`, "main > section");
      await shoot(visitor, `retreat-price-${name}`, "#investment");
      await context.close();
    }
  });

  it("refuses a javascript: link without JavaScript, and an impossible date, each with its message, and changes nothing", async () => {
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const form = await noJs.newPage();
    await form.goto(`${server.url}/admin/retreats/${SLUG}`);
    await field(form, "paymentUrl").fill("javascript:alert(document.cookie)");
    await form.getByRole("button", { name: "Save changes" }).click();
    await form.getByText("Only a secure https:// payment page can be linked").waitFor();
    await expect(field(form, "paymentUrl").getAttribute("aria-invalid")).resolves.toBe("true");

    // A date no picker sends, posted as a form would be.
    const values: Record<string, string> = {};
    for (const name of ["slug", "start", "end", "priceInr", "earlyBirdPriceInr", "earlyBirdUntil", "depositInr", "balanceDueDays", "capacity", "placesTaken", "state", "paymentUrl", "whatsappMessage"]) {
      values[name] = name === "state" ? "open" : await field(form, name).inputValue();
    }
    const res = await noJs.request.post(`${server.url}/admin/retreats/${SLUG}`, {
      form: { ...values, paymentUrl: RAZORPAY, start: "2026-02-30", intent: "save" },
      headers: { Origin: server.url },
    });
    expect(res.status()).toBe(400);
    expect(text(await res.text())).toContain("2026-02-30 is not a date: February 2026 has 28 days");
    await noJs.close();

    const goa = (await html(server.url, `/retreats/${SLUG}`)).text;
    expect(goa).toContain(`href="${RAZORPAY}"`);
    expect(goa).not.toContain("javascript:");
    expect(text(goa)).toContain("12-18 December 2026");
  });
});
