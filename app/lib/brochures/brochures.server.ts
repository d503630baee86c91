/**
 * One PDF per retreat edition whose retreat offers a brochure, made on first request and kept in
 * memory. Each request reads the edition (app/lib/editions), so the PDF always says what the
 * page says: an edit in the admin (dates, price, early bird) makes a new PDF on the next
 * request, on every instance. Nothing is written to disk or committed.
 */
import { createHash } from "node:crypto";
import type { Retreat } from "~/content/retreats/schema";
import { getSite } from "~/content/site.server";
import { getDb, type Db } from "~/lib/db/db.server";
import { photoOverrides } from "~/lib/photos/overrides.server";
import { getPhotoFile, PHOTO_URL_PREFIX } from "~/lib/photos/store.server";
import { contentForEdition, loadCatalogue } from "~/lib/editions/catalogue.server";
import { addDays, firstDay } from "~/lib/calendar";
import { buildEditionPage, editionLength, tokensFor } from "~/lib/editions/view";
import { termsRulesFor } from "~/content/retreats/terms";
import { brochureContent, type BrochureTerms } from "./content";
import { loadBrochureImage, type BrochurePhotos } from "./images.server";
import { renderBrochure } from "./layout.server";

interface BrochureFile {
  body: Buffer;
  etag: string;
  fileName: string;
  /** How long the generation took (wall clock), for logs. */
  ms: number;
  /**
   * CPU time it cost this process (sharp's threads included): the tests' time budget, since
   * wall time on a shared two-core machine mostly measures the neighbours.
   */
  cpuMs: number;
}

/** Pixel widths asked of the image pipeline: about 2x the printed size on A4. */
const HERO_PX = 1600;
const GALLERY_PX = 1200;

export async function generateBrochure(retreat: Retreat, terms: BrochureTerms, photos?: BrochurePhotos): Promise<BrochureFile | null> {
  const content = brochureContent(retreat, getSite(), terms);
  if (!content) return null;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const [hero, ...gallery] = await Promise.all([
    loadBrochureImage(content.heroImage, HERO_PX, photos),
    ...(content.stay?.images ?? []).slice(0, 5).map((id) => loadBrochureImage(id, GALLERY_PX, photos)),
  ]);
  const body = await renderBrochure(content, { hero, gallery });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const used = process.cpuUsage(cpu);
  return { body, etag, fileName: content.fileName, ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) };
}

/**
 * The brochure of a published edition, as it is offered: from the day before its start once it
 * has begun (a link in an earlier e-mail still opens the programme it described), and as open
 * for booking whatever its places (the PDF describes the retreat, the page says whether a
 * place is left). Null for an unknown slug, a draft, or a retreat without a brochure.
 */
async function brochureRetreat(db: Db | undefined, slug: string) {
  const catalogue = await loadCatalogue(db);
  const edition = catalogue.editions.find((e) => e.slug === slug);
  const content = edition && contentForEdition(catalogue, edition);
  if (!edition || !content || edition.state === "hidden" || !content.sections.some((s) => s.type === "brochure")) return null;
  const dayBefore = addDays(firstDay(edition.start), -1);
  const asOf = catalogue.today < dayBefore ? catalogue.today : dayBefore;
  const offered = { ...edition, state: "open" as const, placesTaken: 0, placesBooked: 0 };
  const terms: BrochureTerms = {
    sentence: tokensFor(edition, asOf, undefined, content).paymentTerms,
    rules: termsRulesFor(edition.depositInr, edition.balanceDueDays),
    length: editionLength(edition, content),
  };
  return { retreat: buildEditionPage(content, offered, asOf).retreat, terms };
}

/** The last PDF made per slug, with the facts it was made from. */
const cache = new Map<string, { key: string; file: Promise<BrochureFile | null> }>();

/**
 * The edition's brochure (or null); a failed generation is retried next time. The organiser's
 * photographs of its pictures' slots are part of what it is made from: an upload or a removal
 * makes a new PDF on the next request.
 */
export async function getBrochure(slug: string, db?: Db): Promise<BrochureFile | null> {
  db ??= await getDb();
  const source = await brochureRetreat(db, slug);
  // Only real brochures are cached: requests for made-up names must not grow the map.
  if (!source) return null;
  const photos = await brochurePhotos(db, source.retreat, source.terms);
  const key = createHash("sha256")
    .update(JSON.stringify({ source, photos: [...photos.images] }))
    .digest("base64url");
  const hit = cache.get(slug);
  if (hit?.key === key) return hit.file;
  const file = generateBrochure(source.retreat, source.terms, photos);
  cache.set(slug, { key, file });
  file.catch(() => cache.get(slug)?.file === file && cache.delete(slug));
  return file;
}

/** The photographs of the slots this retreat's brochure shows. */
async function brochurePhotos(db: Db, retreat: Retreat, terms: BrochureTerms): Promise<BrochurePhotos> {
  const content = brochureContent(retreat, getSite(), terms);
  const ids = [content?.heroImage, ...(content?.stay?.images ?? [])].filter(Boolean) as string[];
  const all = await photoOverrides(() => Promise.resolve(db));
  const images = new Map(ids.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])));
  return { images, read: async (url) => (await getPhotoFile(db, url.slice(PHOTO_URL_PREFIX.length)))?.body };
}
