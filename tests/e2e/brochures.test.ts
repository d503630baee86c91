import { PDFParse } from "pdf-parse";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, waitForHydration } from "../playwright-utils";

/**
 * The brochure PDFs through the production server: the URL the thank-you pages link
 * to answers with a real PDF, and the Maldives flow, reached through its form, ends on a link
 * to the Maldives brochure.
 */
let browser: Browser;
const base = () => inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function pdfText(body: ArrayBuffer) {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text.replace(/\s+/g, " ") };
  } finally {
    await parser.destroy();
  }
}

async function expectPdf(url: string) {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const body = await res.arrayBuffer();
  expect(Buffer.from(body.slice(0, 5)).toString()).toBe("%PDF-");
  return { res, body };
}

/** The primary button of the brochure thank-you page. */
async function brochureButtonHref(page: Page) {
  const button = page.locator("main a", { hasText: /brochure/i }).first();
  await button.waitFor();
  return button.getAttribute("href");
}

describe("/brochures/<slug>.pdf", () => {
  it("serves the Goa brochure: a PDF with caching headers; HEAD works; an unknown slug is 404", async () => {
    const { res, body } = await expectPdf(`${base()}/brochures/goa-2025.pdf`);
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename=".+\.pdf"$/);
    // Revalidated on each use: an edition's new dates or price must show at once (ADR 028).
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    // The pictures from the build's image pipeline are in it (a text-only brochure is ~100 KB).
    expect(body.byteLength).toBeGreaterThan(200_000);
    const { pages, text } = await pdfText(body);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain("18-21 December 2025");
    expect(text).toContain("₹38,000");

    const head = await fetch(`${base()}/brochures/goa-2025.pdf`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(head.headers.get("etag")).toBe(etag);

    const again = await fetch(`${base()}/brochures/goa-2025.pdf`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);

    expect((await fetch(`${base()}/brochures/nowhere-2031.pdf`)).status).toBe(404);
  });

  // The /thank-you/brochure button points at the Goa brochure, and that href is the PDF: checked on
  // the desktop route sweep's load of /thank-you/brochure (route-checks.ts).

  it("the Maldives form (JavaScript on) leads to its thank-you page, whose button opens the Maldives PDF", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const res = await page.goto(`${base()}/retreats/maldives-2026`);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    const form = page.locator("#brochure-form form");
    await form.getByLabel("Full name").fill("Meera Iyer");
    await form.getByLabel("Email").fill(`e2e+brochure-${Date.now()}@example.com`);
    await form.getByLabel("Phone/WhatsApp").fill("+91 90000 12345");
    // The e2e server's minimum fill time is off (global-setup.ts; forms.test.ts tests the trap).
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    await page.getByRole("heading", { level: 1 }).filter({ hasText: /Maldives/ }).waitFor();
    const href = await brochureButtonHref(page);
    expect(href).toBe("/brochures/maldives-2026.pdf");

    const { body } = await expectPdf(new URL(href!, page.url()).href);
    const { pages, text } = await pdfText(body);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain("18-22 February 2026");
    expect(text).toContain("Blue Mind Maldives Retreat");
    await context.close();
  });
});
