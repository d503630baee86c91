import path from "node:path";
import SQLite from "better-sqlite3";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser } from "../playwright-utils";
import { html, jsonLd, startServerOn, type DayServer } from "../support/edition-servers";

/**
 * Retreats that know the date: the same build and the same four editions seen on four
 * days. The spec's day (2025-11-01) is the shared e2e server's (tests/support/global-setup.ts),
 * where every other e2e file checks SPEC.md's states and strings; this file adds the season, the
 * footer year and the offers there, then starts one server for each other day. Pages are read
 * as a visitor without JavaScript gets them (one fetch each); one browser load runs axe on the
 * empty upcoming page.
 */
const RETREATS = ["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"];
const spec = inject("baseURL");
let january: DayServer; // 2026-01-20
let february: DayServer; // 2026-02-01
let real: DayServer; // the real date: every spec retreat is over
let browser: Browser;

beforeAll(async () => {
  // One after another: three servers starting at once on a busy two-core machine can miss the
  // start-up deadline.
  january = await startServerOn("2026-01-20");
  february = await startServerOn("2026-02-01");
  real = await startServerOn("");
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await Promise.all([january?.stop(), february?.stop(), real?.stop(), browser?.close()]);
});

type Page = Awaited<ReturnType<typeof html>>;
const offers = (page: string) => jsonLd(page).find((x) => x["@type"] === "Event")?.offers;

/** The organiser extends the Maldives early bird to 31 January 2026, as in the admin. */
function extendEarlyBird(server: DayServer) {
  const db = new SQLite(path.join(server.dataDir, "retreatly.sqlite"));
  db.prepare("update retreat_editions set early_bird_until = '2026-01-31' where slug = 'maldives-2026'").run();
  db.close();
}

describe("on the spec's day, 2025-11-01", () => {
  it("sells Goa and the Maldives early bird, in the 2025-2026 season, © 2025", async () => {
    const upcoming = (await html(spec, "/upcoming-retreats")).text;
    expect(upcoming).toContain("2025-2026 season");
    expect(upcoming).toContain("© 2025 Retreatly. All rights reserved.");
    expect(upcoming).not.toContain('data-testid="upcoming-empty"');
    for (const slug of RETREATS) expect(upcoming).toContain(`href="/retreats/${slug}"`);
    const goa = (await html(spec, "/retreats/goa-2025")).text;
    expect(offers(goa)).toMatchObject({ price: 38000, availability: "https://schema.org/InStock" });
    expect(goa).toContain('data-testid="payment-link"');
    const maldives = (await html(spec, "/retreats/maldives-2026")).text;
    expect(maldives).toContain("Early-bird price valid until 5 December 2025");
    expect(maldives).toContain("₹75,000");
    expect(offers(maldives)).toMatchObject({ price: 75000 });
  });
});

describe("on 2026-01-20", () => {
  it("shows Goa as past: on /past-retreats, off the upcoming lists, its page saying it took place", async () => {
    const [past, upcoming, home, goa] = (await Promise.all(
      ["/past-retreats", "/upcoming-retreats", "/", "/retreats/goa-2025"].map((p) => html(january.url, p)),
    )) as [Page, Page, Page, Page];
    expect(past.text).toMatch(/data-testid="past-editions"[\s\S]*href="\/retreats\/goa-2025"/);
    expect(past.text).toContain("Took place");
    // The spec's own past retreats stay below it, under a heading of their own.
    expect(past.text).toMatch(
      /data-testid="past-editions"[\s\S]*<h2 id="past-title"[^>]*>Our first retreats, in pictures<\/h2>[\s\S]*December 2023/,
    );
    // The lists in the page (the header's menu names every retreat, Goa by its latest page).
    for (const page of [upcoming.text, home.text]) {
      const main = page.slice(page.indexOf("<main"), page.indexOf("</main>"));
      expect(main).not.toContain('href="/retreats/goa-2025"');
      expect(main).toContain('href="/retreats/maldives-2026"');
    }
    expect(upcoming.text).toContain("2026 season");
    expect(goa.status).toBe(200);
    expect(goa.text).toContain("This retreat has taken place");
    expect(goa.text).toContain("took place on 18-21 December 2025");
    expect(goa.text).not.toContain('data-testid="payment-link"');
    expect(goa.text).not.toContain('data-testid="hero-book-now"');
    expect(goa.text).not.toContain('id="brochure-form"');
    expect(goa.text).toContain('id="waitlist"');
    expect(offers(goa.text)).toBeUndefined();
    expect(jsonLd(goa.text).find((x) => x["@type"] === "BreadcrumbList")?.itemListElement[1].name).toBe("Past Retreats");
  });

  it("offers the Maldives at the regular price once the spec's early bird (5 December 2025) is over, and the early bird while the organiser extends it", async () => {
    const spec = (await html(january.url, "/retreats/maldives-2026")).text;
    expect(spec).not.toMatch(/early-bird/i);
    expect(spec).toContain("₹85,000");
    extendEarlyBird(january);
    const extended = (await html(january.url, "/retreats/maldives-2026")).text;
    expect(extended).toContain("Early-bird price valid until 31 January 2026");
    expect(extended).toContain("₹75,000");
    expect(offers(extended)).toMatchObject({ price: 75000, availability: "https://schema.org/InStock" });
  });
});

describe("on 2026-02-01", () => {
  it("has the early bird gone and the regular price alone, even extended to 31 January", async () => {
    extendEarlyBird(february);
    const maldives = (await html(february.url, "/retreats/maldives-2026")).text;
    expect(maldives).not.toMatch(/early-bird|75,000/i);
    expect(maldives).toContain("₹85,000");
    expect(offers(maldives)).toMatchObject({ price: 85000 });
    const pdf = await fetch(`${february.url}/brochures/maldives-2026.pdf`);
    expect(pdf.status).toBe(200);
  });
});

describe("on the real date (every spec retreat is over)", () => {
  it("offers no Book Now, payment link, early bird or brochure form anywhere, and no offer in the JSON-LD", async () => {
    const pages = await Promise.all(
      ["/", "/upcoming-retreats", "/past-retreats", ...RETREATS.map((s) => `/retreats/${s}`)].map((p) => html(real.url, p)),
    );
    for (const [i, page] of pages.entries()) {
      expect(page.status, String(i)).toBe(200);
      expect(page.text).not.toContain("Book Now");
      expect(page.text).not.toContain('data-testid="payment-link"');
      expect(page.text).not.toMatch(/early-bird/i);
      expect(page.text).not.toContain('id="brochure-form"');
      expect(offers(page.text)).toBeUndefined();
    }
    for (const page of pages.slice(3)) expect(page.text).toContain("This retreat has taken place");
    // Told as over: "in" a month, and an intro written ahead of the retreat in the past tense.
    const retreatPage = (slug: string) => pages[3 + RETREATS.indexOf(slug)]!.text;
    expect(retreatPage("bali-2026")).toContain("took place in June 2026.");
    expect(retreatPage("morocco-2026")).toContain("We stayed in one");
    expect(retreatPage("morocco-2026")).not.toContain("We will stay");
    const year = new Date().getUTCFullYear();
    expect(pages[0]!.text).toMatch(new RegExp(`© (${year}|${year + 1}) Retreatly`));
    // The sitemap still lists every edition page: their URLs keep working.
    const sitemap = (await html(real.url, "/sitemap.xml")).text;
    for (const slug of RETREATS) expect(sitemap).toContain(`/retreats/${slug}</loc>`);
  });

  it("says warmly that the next season is being planned, with each retreat's next season and its waitlist", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(`${real.url}/upcoming-retreats`);
    const empty = page.getByTestId("upcoming-empty");
    await expect(empty.getByRole("heading", { name: "Our next season is being planned" }).isVisible()).resolves.toBe(true);
    expect(await page.getByTestId("upcoming-cards").locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
      RETREATS.map((s) => `/retreats/${s}#waitlist`),
    );
    // The footer's is the page's one newsletter form.
    expect(await page.locator("main").getByRole("button", { name: "Subscribe" }).count()).toBe(0);
    await expectNoAxeViolations(page, "/upcoming-retreats (empty)");
    await context.close();
  });

  it("refuses a brochure request for a retreat that is over, says why, and keeps what was typed in the waitlist form", async () => {
    const body = new URLSearchParams({
      _form: "brochure",
      _started: String(Date.now() - 10_000),
      website: "",
      name: "Kavya Rao",
      email: "kavya@example.com",
      phone: "+91 98100 33333",
    });
    const res = await fetch(`${real.url}/retreats/goa-2025`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(409);
    const page = await res.text();
    expect(page).toContain("This retreat has taken place, so its brochure is no longer offered.");
    const waitlist = page.slice(page.indexOf('id="waitlist"'));
    expect(waitlist).toContain('value="Kavya Rao"');
    expect(waitlist).toContain('value="kavya@example.com"');
    // Nothing was stored as a brochure lead.
    const db = new SQLite(path.join(real.dataDir, "retreatly.sqlite"), { readonly: true });
    expect(db.prepare("select count(*) as n from brochure_signups").get()).toEqual({ n: 0 });
    db.close();
  });
});
