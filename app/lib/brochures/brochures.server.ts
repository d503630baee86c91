/**
 * One PDF per retreat that offers a brochure, made on first request and kept in memory for the
 * life of the process. The retreat data is compiled into the build, so a data change reaches
 * the PDF on the next build and start; nothing is written to disk or committed.
 */
import { createHash } from "node:crypto";
import { getRetreat } from "~/content/retreats";
import { getSite } from "~/content/site.server";
import { brochureContent, brochureSlugs } from "./content";
import { loadBrochureImage } from "./images.server";
import { renderBrochure } from "./layout.server";

export interface BrochureFile {
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

export async function generateBrochure(slug: string): Promise<BrochureFile | null> {
  const retreat = getRetreat(slug);
  if (!retreat) return null;
  const content = brochureContent(retreat, getSite());
  if (!content) return null;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const [hero, ...gallery] = await Promise.all([
    loadBrochureImage(content.heroImage, HERO_PX),
    ...(content.stay?.images ?? []).slice(0, 5).map((id) => loadBrochureImage(id, GALLERY_PX)),
  ]);
  const body = await renderBrochure(content, { hero, gallery });
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const used = process.cpuUsage(cpu);
  return { body, etag, fileName: content.fileName, ms: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) };
}

const cache = new Map<string, Promise<BrochureFile | null>>();

/** The cached brochure (or null for a retreat without one); a failed generation is retried next time. */
export function getBrochure(slug: string): Promise<BrochureFile | null> {
  // Only known brochures are cached: requests for made-up names must not grow the map.
  if (!brochureSlugs().includes(slug)) return Promise.resolve(null);
  let entry = cache.get(slug);
  if (!entry) {
    entry = generateBrochure(slug);
    cache.set(slug, entry);
    entry.catch(() => cache.delete(slug));
  }
  return entry;
}
