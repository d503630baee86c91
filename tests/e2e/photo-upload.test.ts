import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "~/lib/photos/schema";
import { DESKTOP, PHONE, expectNoAxeViolations, waitForHydration } from "../playwright-utils";
import { html, twoInstancesWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * The organiser's own photograph, end to end: two server instances on one
 * PostgreSQL. The organiser uploads a photograph for a Goa stay picture on instance A; visitors
 * on instance B, which never restarts, get it at once in AVIF and WebP at the card's widths.
 * A file that is not a photograph (posted without JavaScript) gets its message and changes
 * nothing; removing the photograph brings the drawing back.
 */
const PASSWORD = "photographs of the shala";
const SLOT = "goa-2025/stay-1";
const PAGE = "/retreats/goa-2025";
const ALT = "Our room at the Goa retreat: white linen, teak shutters open on the palms";
let a: DayServer;
let b: DayServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ a, b, browser, admin, page, stop } = await twoInstancesWithAdmin("photos", "2025-11-01", PASSWORD));
}, 90_000);
afterAll(async () => {
  await stop?.();
});

/** The slot's variants a page's HTML names: format -> widths, and every URL. */
function variantsIn(text: string) {
  const urls = [...new Set([...text.matchAll(/\/photos\/goa-2025__stay-1-(\d+)\.[0-9a-f]{10}\.(avif|webp)/g)].map((m) => m[0]))];
  const widths = (ext: string) => urls.filter((u) => u.endsWith(ext)).map((u) => Number(u.match(/-(\d+)\./)![1])).sort((x, y) => x - y);
  return { urls, avif: widths(".avif"), webp: widths(".webp") };
}

/** A photograph-like JPEG: light, a horizon and a bright window, 1800 x 1200. */
const photograph = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#e9d8bd"/><stop offset="1" stop-color="#8a5a3b"/></linearGradient></defs><rect width="1800" height="1200" fill="url(#s)"/><rect x="1000" y="250" width="420" height="560" fill="#f8f1e4"/><rect y="900" width="1800" height="300" fill="#5f6f52"/></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

describe("the organiser's photograph", () => {
  it("uploaded on one instance, is on the page of another at once, in AVIF and WebP at the card's widths", async () => {
    // From the dashboard, as the organiser goes (a retry starts there too, not where it stopped).
    await page.goto(`${a.url}/admin/leads`);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Photos" }).click();
    await page.getByRole("heading", { name: "Stays" }).waitFor();
    await expectNoAxeViolations(page, "/admin/photos");
    await page.getByRole("link", { name: `${SLOT}: drawing, replace` }).click();
    await waitForHydration(page);
    await page.getByLabel("Photograph").setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: await photograph() });
    await page.getByLabel("What it shows (alt text)").fill(ALT);
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await page.getByText("Your photograph is on the site now.").waitFor({ timeout: 30_000 });
    await expect(page.getByTestId("photo-status").textContent()).resolves.toBe("Your photograph");
    await expectNoAxeViolations(page, "/admin/photos/<slot>");
    await page.setViewportSize(PHONE.viewport!);
    await expectNoAxeViolations(page, "/admin/photos/<slot> at phone width");
    await page.setViewportSize(DESKTOP.viewport!);

    const onB = await html(b.url, PAGE);
    const found = variantsIn(onB.text);
    expect(found.avif).toEqual([400, 800, 1200]);
    expect(found.webp).toEqual([400, 800, 1200]);
    expect(onB.text).toContain(`alt="${ALT}"`);
    for (const url of found.urls) {
      const res = await fetch(b.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      const width = Number(url.match(/-(\d+)\./)![1]);
      expect([res.headers.get("content-type"), meta.format, meta.width, meta.height], url).toEqual([
        url.endsWith(".avif") ? "image/avif" : "image/webp",
        url.endsWith(".avif") ? "heif" : "webp",
        width,
        Math.round((width * 2) / 3),
      ]);
    }

    // A visitor's browser on B loads it (same origin: the CSP's img-src allows it), as AVIF.
    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto(b.url + PAGE);
    const img = visitor.locator(`img[alt="${ALT}"]`).first();
    await img.scrollIntoViewIfNeeded();
    await visitor.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
    expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(/\/photos\/goa-2025__stay-1-\d+\.[0-9a-f]{10}\.avif$/);
    await visitor.close();
    // Encoding the variants (sharp, one upload at a time) and two axe runs: more than the default on a busy machine.
  }, 120_000);

  it("refuses a file that is not a photograph (posted without JavaScript) with its message, and changes nothing", async () => {
    const before = variantsIn((await html(b.url, PAGE)).text).urls;
    const noJs = await browser.newContext({ ...PHONE, javaScriptEnabled: false, storageState: await admin.storageState() });
    const form = await noJs.newPage();
    await form.goto(`${a.url}/admin/photos/${SLOT}`);
    await form.getByLabel("Photograph").setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Packing list: mat, sandals, sunscreen.\n") });
    await form.getByLabel("What it shows (alt text)").fill("Not really a photograph at all");
    await form.getByRole("button", { name: "Upload the photograph" }).click();
    await form.getByText(PHOTO_MESSAGES.notImage).waitFor();
    await noJs.close();
    expect(variantsIn((await html(b.url, PAGE)).text).urls).toEqual(before);
  });

  it("removed, gives the page its generated picture back", async () => {
    await page.getByRole("button", { name: "Remove the photograph" }).click();
    await page.getByText("The photograph is removed: the site shows the drawing again.").waitFor();
    const onB = (await html(b.url, PAGE)).text;
    expect(variantsIn(onB).urls).toEqual([]);
    expect(onB).toMatch(/\/img\/goa-2025\/stay-1-400\.[0-9a-f]{10}\.avif/);
    expect(onB).not.toContain(ALT);
  });
});
