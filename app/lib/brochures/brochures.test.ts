import fs from "node:fs";
import path from "node:path";
import { PDFParse } from "pdf-parse";
import sharp from "sharp";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_POLICY } from "~/content/pages/policy";
import { formatInr } from "~/lib/indian-numbers";
import type { Retreat } from "~/content/retreats/schema";
import { closeDb, getDb } from "~/lib/db/db.server";
import { refreshEnv } from "~/lib/env.server.mjs";
import { specEditions, specPage, specRetreats, specTerms } from "../../../tests/support/spec-editions";
import { getSite } from "~/content/site.server";
import { DEFAULT_BROCHURE } from "~/content/pages/thank-you";
import { getRetreatForms } from "~/lib/forms/retreats.server";
import { loader } from "~/routes/brochure-file";
import { brochureContent, brochurePath, printable } from "./content";
import { getRetreatContent } from "~/content/retreats";
import { paymentTermsFor, termsRulesFor } from "~/content/retreats/terms";
import { buildEditionPage, editionLength } from "~/lib/editions/view";
import { generateBrochure, getBrochure } from "./brochures.server";
import { loadBrochureImage } from "./images.server";
import { renderBrochure } from "./layout.server";
import { makePhotoVariants } from "~/lib/photos/process.server";
import { removePhoto, savePhoto } from "~/lib/photos/store.server";
import { BREAK_GLASS } from "~/lib/admin/users.server";
import { PRESETS } from "../image-variants.mjs";

/**
 * Each brochure is generated and read back with pdf-parse: what a reader of the PDF sees must
 * be the retreat's own data. BROCHURE_PREVIEW_DIR=<dir> also writes the PDFs there, for
 * looking at them (pdftoppm -png).
 */
const previewDir = process.env.BROCHURE_PREVIEW_DIR;

/** The spec's editions on its own day (2025-11-01): what the brochures were first made for. */
const getRetreat = (slug: string) => specPage(slug).retreat;
const BROCHURE_SLUGS = ["goa-2025", "maldives-2026"];

// The route reads the editions from the configured database: a throwaway one (migration 009
// seeds the spec's editions).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-brochures-"));
beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  refreshEnv();
  await getDb();
});
afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** pdf-parse puts line breaks where the layout wrapped; compare on single spaces. */
const flat = (s: string) => s.replace(/\s+/g, " ").trim();

const parsed = new Map<string, Promise<{ pages: number; text: string; ms: number; cpuMs: number; bytes: number }>>();
function read(slug: string) {
  let entry = parsed.get(slug);
  if (!entry) {
    entry = (async () => {
      const file = await generateBrochure(getRetreat(slug), specTerms(slug));
      if (!file) throw new Error(`no brochure for ${slug}`);
      if (previewDir) {
        fs.mkdirSync(previewDir, { recursive: true });
        fs.writeFileSync(path.join(previewDir, `${slug}.pdf`), file.body);
      }
      const parser = new PDFParse({ data: new Uint8Array(file.body) });
      try {
        const text = await parser.getText();
        return { pages: text.total, text: flat(text.text), ms: file.ms, cpuMs: file.cpuMs, bytes: file.body.length };
      } finally {
        await parser.destroy();
      }
    })();
    parsed.set(slug, entry);
  }
  return entry;
}

const section = <T extends Retreat["sections"][number]["type"]>(r: Retreat, type: T) =>
  r.sections.find((s) => s.type === type) as Extract<Retreat["sections"][number], { type: T }>;

describe("which retreats have a brochure", () => {
  it("every retreat whose page offers one (a brochure section): Goa 2025 and Maldives 2026", () => {
    expect(specRetreats().filter((r) => r.sections.some((s) => s.type === "brochure")).map((r) => r.slug)).toEqual(BROCHURE_SLUGS);
  });

  it("the URL the thank-you pages and sign-ups use", () => {
    expect(brochurePath("goa-2025")).toBe("/brochures/goa-2025.pdf");
  });

  it("web-only instructions are left off the page", () => {
    expect(printable("Whitewashed rooms by the sand. Tap a photograph to see it larger.")).toBe("Whitewashed rooms by the sand.");
    expect(printable("A gentle rhythm. Open a day to see what it holds.")).toBe("A gentle rhythm.");
  });
});

describe.each(BROCHURE_SLUGS)("brochure %s", (slug) => {
  const retreat = getRetreat(slug);
  const pricing = section(retreat, "pricing");
  const itinerary = section(retreat, "itinerary");
  const inclusions = section(retreat, "inclusions");

  // Generation time is a benchmark figure (docs/brochures.md), not a test: timings flake on a
  // busy machine.
  it("is a multi-page PDF of a sensible size", async () => {
    const pdf = await read(slug);
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    expect(pdf.bytes).toBeLessThan(3_000_000);
  });

  it("says the title, dates, place and price as the page does", async () => {
    const { text } = await read(slug);
    expect(text).toContain(retreat.name);
    expect(text).toContain(retreat.dates.display);
    expect(text).toContain(retreat.location.locality);
    expect(text).toContain(formatInr(pricing.priceInr));
    expect(text).toContain(pricing.priceNote);
    if (pricing.validity) expect(text).toContain(pricing.validity);
  });

  it("holds every day of the itinerary, with all its items", async () => {
    const { text } = await read(slug);
    for (const day of itinerary.days) {
      expect(text).toContain(day.title);
      for (const item of day.items) expect(text).toContain(flat(item));
    }
  });

  it("lists what is included and excluded", async () => {
    const { text } = await read(slug);
    for (const item of [...inclusions.included, ...inclusions.excluded]) expect(text).toContain(flat(item));
  });

  it("states the edition's deposit and balance, and the §9 rules from the shared policy", async () => {
    const { text } = await read(slug);
    const edition = specEditions().find((e) => e.slug === slug)!;
    expect(text).toContain(`non-refundable deposit of ${formatInr(edition.depositInr)}`);
    expect(text).toContain(`Due ${edition.balanceDueDays} days before`);
    expect(text).toContain(`beyond the ${formatInr(edition.depositInr)} deposit`);
    expect(text).toContain(`at least ${BOOKING_POLICY.transferNoticeDays} days before`);
    expect(text).toContain(`${BOOKING_POLICY.refundBusinessDays} business days`);
    expect(text).toContain("including the deposit");
  });

  it("tells you how to book: phone, WhatsApp, e-mail and the page", async () => {
    const { text } = await read(slug);
    const site = getSite();
    expect(text).toContain(site.phoneDisplay);
    expect(text).toContain("WhatsApp");
    expect(text).toContain(site.email);
    expect(text).toContain(`${site.url.replace(/^https?:\/\//, "")}/retreats/${slug}`);
  });
});

describe("content", () => {
  it("uses the retreat's own intro when it has one, and the card lines when not", () => {
    const site = getSite();
    expect(brochureContent(getRetreat("maldives-2026"), site, specTerms("maldives-2026"))!.intro.paragraphs).toEqual(section(getRetreat("maldives-2026"), "intro").paragraphs);
    expect(brochureContent(getRetreat("goa-2025"), site, specTerms("goa-2025"))!.intro.paragraphs[0]).toBe(getRetreat("goa-2025").card.description);
  });

  it("prints one length, from the dates, and the edition's own terms", () => {
    const goa = specEditions().find((e) => e.slug === "goa-2025")!;
    const week = { ...goa, slug: "goa-december-2026", start: "2026-12-12", end: "2026-12-18", depositInr: 15_000 };
    const content = getRetreatContent("goa")!;
    const retreat = buildEditionPage(content, week, "2026-11-28").retreat;
    const terms = { sentence: paymentTermsFor(15_000, 45), rules: termsRulesFor(15_000, 45), length: editionLength(week, content) };
    const brochure = brochureContent(retreat, getSite(), terms)!;
    expect(brochure.intro.facts).toContainEqual({ label: "Stay", value: "7 days / 6 nights" });
    expect(brochure.itinerary.title).toBe("Day by day");
    expect(brochure.terms.rules[0]).toEqual({ term: "Deposit", detail: "₹15,000 per person, non-refundable. It holds your place." });
    expect(JSON.stringify(brochure)).not.toMatch(/25,000|[Ff]our days|[Tt]hree nights|3 nights/);
  });

  it("is null for a retreat without a brochure", () => {
    const bali = getRetreat("bali-2026");
    if (bali) expect(brochureContent(bali, getSite(), specTerms("bali-2026"))).toBeNull();
  });
});

describe("a section the organiser emptied", () => {
  it("is left out of the brochure, heading and all: Maldives without its At a Glance cards or its pictures", async () => {
    const content = getRetreatContent("maldives")!;
    const emptied = {
      ...content,
      sections: content.sections.map((s) => (s.type === "at-a-glance" ? { ...s, cards: [] } : s.type === "gallery" ? { ...s, images: [] } : s)),
    };
    const edition = specEditions().find((e) => e.slug === "maldives-2026")!;
    const retreat = buildEditionPage(emptied, edition, "2025-11-01", specEditions()).retreat;
    const brochure = brochureContent(retreat, getSite(), specTerms("maldives-2026"))!;
    expect(brochure.glance.cards).toEqual([]);
    expect(brochure.stay).toBeUndefined();
    const glanceTitle = content.sections.find((s) => s.type === "at-a-glance")!.title;
    const body = await renderBrochure(brochure, { hero: null, gallery: [] });
    const parser = new PDFParse({ data: new Uint8Array(body) });
    try {
      const text = flat((await parser.getText()).text);
      expect(text).toContain("18-22 February 2026");
      expect(text).not.toContain(glanceTitle);
      expect(text).not.toContain("Where you will rest");
    } finally {
      await parser.destroy();
    }
  });
});

describe("pictures", () => {
  it("an image id the manifest does not know (or a missing file) is simply no picture", async () => {
    await expect(loadBrochureImage("nowhere/none", 800)).resolves.toBeNull();
  });

  it("the brochure still builds with no pictures at all (before the first image build)", async () => {
    const content = brochureContent(getRetreat("goa-2025"), getSite(), specTerms("goa-2025"))!;
    const body = await renderBrochure(content, { hero: null, gallery: [] });
    const parser = new PDFParse({ data: new Uint8Array(body) });
    try {
      const result = await parser.getText();
      expect(result.total).toBeGreaterThanOrEqual(3);
      expect(flat(result.text)).toContain(content.dates);
    } finally {
      await parser.destroy();
    }
  });
});

/** The mean colour of the first page's largest picture (the hero), as rounded RGB twentieths. */
async function heroColour(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const { pages } = await parser.getImage({ partial: [1] });
    const largest = pages[0]!.images.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
    const { channels } = await sharp(Buffer.from(largest.data)).stats();
    return channels.slice(0, 3).map((c) => Math.round(c.mean / 20));
  } finally {
    await parser.destroy();
  }
}

describe("the organiser's photographs", () => {
  it("a photograph uploaded for a brochure's picture is in the next PDF, and its removal brings the drawing back", async () => {
    const db = await getDb();
    const heroId = brochureContent(getRetreat("goa-2025"), getSite(), specTerms("goa-2025"))!.heroImage;
    const magenta = [10, 1, 8];
    const drawn = await heroColour((await getBrochure("goa-2025", db))!.body);
    expect(drawn).not.toEqual(magenta);
    // A magenta field no drawing has: the PDF's hero must be made from it.
    const source = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 200, g: 20, b: 160 } } }).jpeg().toBuffer();
    const made = await makePhotoVariants(source, { imageId: heroId, kind: "hero", alt: "The shala at dawn, mats laid out", preset: PRESETS.test });
    await savePhoto(db, heroId, made.image, made.files, BREAK_GLASS);
    try {
      expect(await heroColour((await getBrochure("goa-2025", db))!.body)).toEqual(magenta);
    } finally {
      await removePhoto(db, heroId, BREAK_GLASS);
    }
    expect(await heroColour((await getBrochure("goa-2025", db))!.body)).toEqual(drawn);
  });
});

describe("the /brochures/:file route", () => {
  const call = (file: string, init?: RequestInit) =>
    loader({ params: { file }, request: new Request(`http://localhost/brochures/${file}`, init), context: {} } as never) as Promise<Response>;

  it("serves the PDF inline with caching headers", async () => {
    const res = await call("goa-2025.pdf");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="[a-z0-9-]+goa-2025\.pdf"$/);
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers.get("content-length")).toBe(String(body.length));
  });

  it("is generated once per process: the same bytes and ETag again", async () => {
    const a = await getBrochure("goa-2025");
    const b = await getBrochure("goa-2025");
    expect(b).toBe(a);
  });

  it("answers HEAD without a body, and a matching If-None-Match with 304", async () => {
    const head = await call("goa-2025.pdf", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    const again = await call("goa-2025.pdf", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("every brochure link the forms store and the thank-you pages show is served", async () => {
    const db = await getDb();
    const forms = await Promise.all(specRetreats().map((r) => getRetreatForms(db, r.slug)));
    const urls = [DEFAULT_BROCHURE.brochureUrl, ...forms.map((f) => f?.brochureUrl).filter(Boolean)] as string[];
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const file = url.replace(/^\/brochures\//, "");
      expect(url, url).toBe(brochurePath(file.replace(/\.pdf$/, "")));
      expect((await call(file, { method: "HEAD" })).status, url).toBe(200);
    }
  });

  it.each(["nowhere-2030.pdf", "bali-2026.pdf", "goa-2025", "goa-2025.PDF", "..%2Fgoa-2025.pdf", "goa-2025.pdf.pdf"])("404 for %s", async (file) => {
    const res = await call(file);
    expect(res.status).toBe(404);
  });
});

afterAll(async () => {
  if (!previewDir) return;
  for (const slug of BROCHURE_SLUGS) {
    const pdf = await read(slug);
    console.log(`${slug}: ${pdf.pages} pages, ${Math.round(pdf.bytes / 1024)} KB, ${pdf.ms} ms (${pdf.cpuMs} ms CPU)`);
  }
});
