/**
 * The brochure's pictures come from the same image pipeline as the pages (app/lib/images.ts):
 * the generated WebP variants, or the organiser's photograph of the slot (app/lib/photos, its
 * files read from the database), re-encoded to JPEG because PDF (and pdfkit) cannot hold WebP
 * or AVIF. Every step may fail (no manifest yet, a file missing, sharp not installed where only
 * production dependencies are): the brochure is then laid out without that picture.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/lib/env.server.mjs";
import type { ManifestImage } from "~/lib/images";
import { getImage } from "~/lib/images.server";
import { PHOTO_URL_PREFIX } from "~/lib/photos/store.server";

/** The organiser's photographs by slot, and how to read one of their files by its URL. */
export interface BrochurePhotos {
  images: ReadonlyMap<string, ManifestImage>;
  read(url: string): Promise<Buffer | undefined>;
}

export interface BrochureImage {
  data: Buffer;
  width: number;
  height: number;
  alt: string;
}

/** Where the built site keeps /img/**: the running build first, then the sources. */
function roots(): string[] {
  const cwd = process.cwd();
  const buildDir = getEnv().BUILD_DIR;
  return [...new Set([buildDir && path.resolve(buildDir, "client"), path.join(cwd, "build/client"), path.join(cwd, "public")].filter(Boolean) as string[])];
}

/** Candidate files for an image, best first: WebP nearest above the wanted width, then the rest. */
function candidates(image: ManifestImage, minWidth: number): string[] {
  const parse = (srcset: string) =>
    srcset
      .split(",")
      .map((s) => s.trim().split(/\s+/))
      .map(([url, w]) => ({ url: url!, w: parseInt(w ?? "0", 10) }))
      .filter((c) => c.url);
  const ordered = (list: { url: string; w: number }[]) => {
    const big = list.filter((c) => c.w >= minWidth).sort((a, b) => a.w - b.w);
    const small = list.filter((c) => c.w < minWidth).sort((a, b) => b.w - a.w);
    return [...big, ...small].map((c) => c.url);
  };
  return [...ordered(parse(image.webp)), image.fallback, ...ordered(parse(image.avif)), ...(image.og ? [image.og] : [])];
}

async function readFirst(urls: string[], photos?: BrochurePhotos): Promise<{ url: string; data: Buffer } | null> {
  for (const url of urls) {
    if (photos && url.startsWith(PHOTO_URL_PREFIX)) {
      const data = await photos.read(url);
      if (data) return { url, data };
      continue;
    }
    if (!url.startsWith("/")) continue;
    for (const root of roots()) {
      const file = path.join(root, url);
      if (!file.startsWith(root)) continue;
      try {
        return { url, data: await fs.readFile(file) };
      } catch {
        // next root or next candidate
      }
    }
  }
  return null;
}

type Sharp = typeof import("sharp");
let sharpModule: Promise<Sharp | null> | undefined;
function loadSharp() {
  return (sharpModule ??= import("sharp").then(
    (m) => ((m as unknown as { default?: Sharp }).default ?? (m as unknown as Sharp)),
    () => null,
  ));
}

const converted = new Map<string, Promise<BrochureImage | null>>();

/**
 * The image `id` as a JPEG at least `minWidth` pixels wide (when the pipeline made one that
 * large), or null: the organiser's photograph of that slot when there is one. Results are kept
 * per process, by the picture's own files (a new photograph has new names): both brochures
 * share several pictures.
 */
export function loadBrochureImage(id: string, minWidth: number, photos?: BrochurePhotos): Promise<BrochureImage | null> {
  const image = photos?.images.get(id) ?? getImage(id);
  if (!image) return Promise.resolve(null);
  const key = `${id}@${minWidth}@${image.fallback}`;
  let result = converted.get(key);
  if (!result) {
    result = convert(image, minWidth, photos).catch(() => null);
    converted.set(key, result);
  }
  return result;
}

async function convert(image: ManifestImage, minWidth: number, photos?: BrochurePhotos): Promise<BrochureImage | null> {
  const sharp = await loadSharp();
  // Without sharp only a JPEG (the social preview of a hero) can be placed as it is.
  const file = await readFirst(sharp ? candidates(image, minWidth) : image.og ? [image.og] : [], photos);
  if (!file) return null;
  if (!sharp) return jpegSize(file.data, image.alt);
  const { data, info } = await sharp(file.data)
    .resize({ width: minWidth, withoutEnlargement: true })
    .flatten({ background: "#FAF6F0" })
    .jpeg({ quality: 82, progressive: false, chromaSubsampling: "4:2:0" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, alt: image.alt };
}

/** Width and height from a JPEG's SOF marker, for the no-sharp path. */
function jpegSize(data: Buffer, alt: string): BrochureImage | null {
  let o = 2;
  while (o + 9 < data.length && data[o] === 0xff) {
    const marker = data[o + 1]!;
    const len = data.readUInt16BE(o + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { data, height: data.readUInt16BE(o + 5), width: data.readUInt16BE(o + 7), alt };
    }
    o += 2 + len;
  }
  return null;
}
