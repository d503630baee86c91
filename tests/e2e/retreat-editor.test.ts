import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, PHONE, waitForHydration } from "../playwright-utils";
import { html, jsonLd, twoInstancesWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * The retreats' stories in the organiser's hands (ADR 043), end to end: two instances on one
 * PostgreSQL on 29 November 2026. On instance A the organiser edits Goa's itinerary (days added
 * up to seven, reordered, removed), previews the draft, publishes it and sees it on instance B
 * at once; restores the earlier version; a second tab's stale save is refused; then creates
 * the Rishikesh retreat from nothing with its first edition, and B shows it everywhere a
 * retreat appears. Hostile text comes back escaped.
 */
const PASSWORD = "every word of the story";
const DAY = "2026-11-29";
const SHOTS = process.env.SCREENSHOT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "retreat-editor-"));
let a: DayServer;
let b: DayServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ a, b, browser, admin, page, stop } = await twoInstancesWithAdmin("stories", DAY, PASSWORD));
}, 90_000);
afterAll(async () => {
  await stop?.();
});

const field = (p: Page, name: string) => p.locator(`main form [name="${name}"]`);
const dayTitles = async (p: Page) => {
  const titles: string[] = [];
  for (let i = 0; ; i++) {
    const f = field(p, `days[${i}].title`);
    if ((await f.count()) === 0) return titles.filter(Boolean);
    titles.push(await f.inputValue());
  }
};

async function addDay(label: string, title: string, items: string) {
  const count = (await dayTitles(page)).length;
  await field(page, `days[${count}].label`).fill(label);
  await field(page, `days[${count}].title`).fill(title);
  await field(page, `days[${count}].items`).fill(items);
  await page.getByRole("button", { name: "Save the draft" }).click();
  await page.waitForURL(/saved=1/);
  await field(page, `days[${count}].title`).and(page.locator(`[value="${title}"]`)).waitFor();
}

/** A page's width fits the phone: nothing scrolls sideways. */
async function fitsWidth(p: Page) {
  return p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("Goa's story, edited", () => {
  it("adds days up to seven, reorders and removes one; a second tab's stale save is refused", async () => {
    await page.goto(`${a.url}/admin/retreats`);
    await page.getByRole("link", { name: "Edit the story of the Goa Yoga & Surf Retreat" }).click();
    await page.waitForURL(/\/admin\/retreats\/story\/goa$/);
    await page.getByRole("link", { name: "Edit Itinerary" }).click();
    await page.waitForURL(/\/story\/goa\/itinerary$/);
    await waitForHydration(page);
    expect(await dayTitles(page)).toHaveLength(4);
    // A second tab, opened now, will be stale after the first save.
    const second = await admin.newPage();
    await second.goto(page.url());
    await waitForHydration(second);

    await addDay("Day 5", "A spare day", "Rest");
    await addDay("Day 6", "Into the hills", "A walk through cashew groves\nLunch in a village house");
    await addDay("Day 7", "Surf again", "A second surf session");
    await addDay("Day 8", "Farewell", "Closing circle\nDepartures after breakfast");
    // Reorder: the last day moves up above "Surf again"... and back, then the spare day goes.
    await page.getByRole("button", { name: "Move up day 8" }).click();
    await page.waitForURL(/saved=1/);
    await field(page, "days[6].title").and(page.locator('[value="Farewell"]')).waitFor();
    await page.getByRole("button", { name: "Move down day 7" }).click();
    await field(page, "days[7].title").and(page.locator('[value="Farewell"]')).waitFor();
    await page.getByRole("button", { name: "Remove day 5" }).click();
    await field(page, "days[4].title").and(page.locator('[value="Into the hills"]')).waitFor();
    const titles = await dayTitles(page);
    expect(titles).toHaveLength(7);
    expect(titles.slice(4)).toEqual(["Into the hills", "Surf again", "Farewell"]);

    // The stale tab: refused with a clear message, nothing overwritten.
    await field(second, "days[4].title").fill("Stale words");
    await field(second, "days[4].label").fill("Day 5");
    await field(second, "days[4].items").fill("Nothing");
    await second.getByRole("button", { name: "Save the draft" }).click();
    await second.getByText("This story was changed elsewhere (another tab or another person)").first().waitFor();
    await page.reload();
    expect(await dayTitles(page)).not.toContain("Stale words");
    await second.close();

    // A bad edit: a half-filled day, refused under its field, nothing saved.
    await field(page, "days[7].title").fill("Half a day");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.getByText("Please write the day's label, or clear the whole day to remove it.").waitFor();
  });

  it("is previewed at an edition's dates, not on the site until published, then on instance B at once; the page warns of the days", async () => {
    await page.goto(`${a.url}/admin/retreats/story/goa`);
    await expect(page.getByTestId("length-warning").first().textContent()).resolves.toContain("runs 4 days, but the itinerary has 7");
    await page.getByRole("link", { name: "Preview at 18-21 December 2025" }).click();
    await page.getByText("Preview of the story as you are editing it: only you can see this page.").waitFor();
    await expect(page.getByText("Surf again").first().isVisible()).resolves.toBe(true);
    expect((await html(b.url, "/retreats/goa-2025")).text).not.toContain("Surf again");

    await page.goto(`${a.url}/admin/retreats/story/goa`);
    await page.getByRole("button", { name: "Publish the story" }).click();
    await page.getByText("Published: the site shows this story now.").waitFor();
    const goa = (await html(b.url, "/retreats/goa-2025")).text;
    expect(goa).toContain("Surf again");
    expect(goa).toContain("Into the hills");
    const history = await page.getByTestId("story-history").textContent();
    expect(history).toMatch(/Version \d+ · Published/);
    expect(history).toContain("Saved itinerary");
    expect(history).toContain("Copied from the site's files");
  });

  it("restores the first version, itself a new version, and publishes it", async () => {
    await page.getByRole("button", { name: "Restore version 1" }).click();
    await page.getByText("The version is back as the draft").waitFor();
    await page.getByRole("button", { name: "Publish the story" }).click();
    await page.getByText("Published: the site shows this story now.").waitFor();
    expect((await html(b.url, "/retreats/goa-2025")).text).not.toContain("Surf again");
    await expect(page.getByTestId("story-history").textContent()).resolves.toContain("Restored");
  });
});

describe("a new destination from nothing", () => {
  it("creates the Rishikesh retreat from a starter story, its pictures marked as placeholders", async () => {
    await page.goto(`${a.url}/admin/retreats`);
    await page.getByRole("link", { name: "New retreat" }).click();
    await page.waitForURL(/\/story\/new$/);
    await waitForHydration(page);
    await field(page, "name").fill("Rishikesh Yoga Retreat");
    await field(page, "id").fill("rishikesh");
    await field(page, "place").fill("Rishikesh");
    await field(page, "locality").fill("Tapovan");
    await field(page, "region").fill("Uttarakhand");
    await field(page, "country").fill("India");
    await page.getByRole("button", { name: "Create the retreat" }).click();
    await page.getByText("The retreat is created.").waitFor();
    await page.getByRole("link", { name: "Edit Hero" }).click();
    await page.waitForURL(/\/story\/rishikesh\/hero$/);
    await page.getByText("placeholder", { exact: true }).first().waitFor();
    await field(page, "title").fill("Rishikesh Yoga Retreat");
    await field(page, "subtitle").fill("Mornings on the Ganga, evenings of aarti, and a week of quiet practice in the foothills.");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.waitForURL(/saved=1/);
  });

  it("gets its first edition on the edition form, is published, and instance B shows it everywhere", async () => {
    await page.goto(`${a.url}/admin/retreats`);
    await page.getByRole("link", { name: "First edition" }).click();
    await page.waitForURL(/\/retreats\/new\?retreat=rishikesh$/);
    await waitForHydration(page);
    await field(page, "slug").fill("rishikesh-2027");
    await field(page, "start").fill("2027-03-10");
    await field(page, "end").fill("2027-03-14");
    await field(page, "priceInr").fill("52000");
    await page.getByRole("button", { name: "Create the edition" }).click();
    await page.waitForURL(/\/admin\/retreats\/rishikesh-2027\?created=/);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("edition-status").filter({ hasNotText: "Draft" }).waitFor();
    // The edition is public, the story not yet: nothing shows.
    expect((await html(b.url, "/retreats/rishikesh-2027")).status).toBe(404);
    await page.goto(`${a.url}/admin/retreats/story/rishikesh`);
    await page.getByRole("button", { name: "Publish the story" }).click();
    await page.getByText("Published: the site shows this story now.").waitFor();

    const [retreat, home, upcoming, sitemap, goa] = await Promise.all(
      ["/retreats/rishikesh-2027", "/", "/upcoming-retreats", "/sitemap.xml", "/retreats/goa-2025"].map((p) => html(b.url, p)),
    );
    expect(retreat!.status).toBe(200);
    expect(retreat!.text).toContain("10-14 March 2027 · Rishikesh");
    // The header's menu, on every page.
    expect(home!.text).toMatch(/href="\/retreats\/rishikesh-2027"[^>]*>Rishikesh Yoga Retreat</);
    expect(upcoming!.text).toContain('href="/retreats/rishikesh-2027"');
    expect(upcoming!.text).toMatch(/Mar(ch)? 10-14 2027/);
    expect(sitemap!.text).toContain("/retreats/rishikesh-2027</loc>");
    expect(jsonLd(retreat!.text).find((x) => x["@type"] === "Event")).toMatchObject({ name: "Rishikesh Yoga Retreat", startDate: "2027-03-10" });
    expect(goa!.text).toContain(">Rishikesh 2027</option>");
    // Its own questions, drawn on its page.
    expect(retreat!.text).toContain("Is this retreat for beginners?");

    const pdf = await fetch(`${b.url}/brochures/rishikesh-2027.pdf`);
    expect(pdf.status).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    try {
      expect((await parser.getText()).text.replace(/\s+/g, " ")).toContain("Rishikesh Yoga Retreat");
    } finally {
      await parser.destroy();
    }
  });

  it("stores hostile words as text: escaped on the page and in the JSON-LD, never run", async () => {
    const hostile = 'Rishikesh </script><script>alert(1)</script> "quoted" & more';
    await page.goto(`${a.url}/admin/retreats/story/rishikesh/hero`);
    await field(page, "title").fill(hostile);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.waitForURL(/saved=1/);
    await page.goto(`${a.url}/admin/retreats/story/rishikesh/seo`);
    await field(page, "title").fill(hostile);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.waitForURL(/saved=1/);
    await page.goto(`${a.url}/admin/retreats/story/rishikesh/basics`);
    await field(page, "name").fill(hostile);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await page.waitForURL(/saved=1/);
    await page.goto(`${a.url}/admin/retreats/story/rishikesh`);
    await page.getByRole("button", { name: "Publish the story" }).click();
    await page.getByText("Published: the site shows this story now.").waitFor();

    const text = (await html(b.url, "/retreats/rishikesh-2027")).text;
    expect(text).not.toContain("<script>alert(1)");
    expect(text).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // The JSON-LD closes no script early: "<" is written \u003c, and it reads back as typed.
    expect(jsonLd(text).find((x) => x["@type"] === "Event")!.name).toBe(hostile);
    // The brochure PDF draws the words as typed.
    const pdf = await fetch(`${b.url}/brochures/rishikesh-2027.pdf`);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) });
    try {
      expect((await parser.getText()).text.replace(/\s+/g, " ")).toContain("</script><script>alert(1)</script>");
    } finally {
      await parser.destroy();
    }
    const visitor = await browser.newPage();
    let dialogs = 0;
    visitor.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await visitor.goto(`${b.url}/retreats/rishikesh-2027`);
    await expect(visitor.locator("h1").textContent()).resolves.toBe(hostile);
    await expect(visitor.title()).resolves.toContain("alert(1)");
    expect(dialogs).toBe(0);
    await visitor.close();
  });

  it("is laid out calmly at 1280 and 390 px, with nothing scrolling sideways on a phone", async () => {
    for (const [name, options] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
      const context = await browser.newContext({ ...options, storageState: await admin.storageState() });
      const p = await context.newPage();
      for (const [shot, at] of [["story", "/admin/retreats/story/goa"], ["itinerary", "/admin/retreats/story/goa/itinerary"], ["gallery", "/admin/retreats/story/rishikesh/gallery"]] as const) {
        await p.goto(a.url + at);
        expect(await fitsWidth(p), `${shot} at ${name}`).toBe(true);
        await expectNoAxeViolations(p, `${shot} at ${name}`);
        await p.screenshot({ path: path.join(SHOTS, `${shot}-${name}.png`), fullPage: true });
      }
      await context.close();
    }
  });

  it("is archived: hidden from the site with its editions", async () => {
    await page.goto(`${a.url}/admin/retreats/story/rishikesh`);
    await page.getByRole("button", { name: "Archive (hide from the site)" }).click();
    await page.getByText("Archived: the retreat and its editions are hidden from the site.").waitFor();
    const [retreat, home, sitemap] = await Promise.all(["/retreats/rishikesh-2027", "/", "/sitemap.xml"].map((p) => html(b.url, p)));
    expect(retreat!.status).toBe(404);
    expect(home!.text).not.toContain("/retreats/rishikesh-2027");
    expect(sitemap!.text).not.toContain("rishikesh");
  });
});
