import { createHash } from "node:crypto";
import sharp from "sharp";
import type { ManifestImage } from "~/lib/images";
import { CONTENT_TYPES, PRESETS, encodeSlot, focalPoint, photoRaw, type Kind, type Preset } from "../image-variants.mjs";
import { PHOTO_MESSAGES } from "./schema";
import { PHOTO_URL_PREFIX, type PhotoFile } from "./store.server";

/**
 * A photograph's variants for one slot, made as the build makes them (app/lib/image-variants.mjs):
 * the kind's widths in AVIF and WebP, the blurred placeholder, and for a hero the portrait crop
 * and the social JPEG, each with a content-hashed name under /photos/.
 */

/** 50 megapixels: every phone and most cameras; a decompression bomb is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Smaller than a card's narrowest variant would look soft on every screen. */
const MIN_SIDE = 400;
const FORMATS = new Set(["jpeg", "png", "webp"]);

/** A photograph the site cannot use, with the message the organiser sees. */
export class PhotoError extends Error {}

/** Checks the bytes are a JPEG, PNG or WebP of a sane size, from its header alone (no decoding). */
async function inspectPhoto(bytes: Buffer) {
  let meta: sharp.Metadata;
  try {
    // The header only, never the pixels: a bomb is measured here and refused below with its own
    // message; the crops keep sharp's limit as a second guard.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoError(PHOTO_MESSAGES.notImage);
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new PhotoError(PHOTO_MESSAGES.notImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new PhotoError(PHOTO_MESSAGES.tooManyPixels);
  if (Math.min(meta.width, meta.height) < MIN_SIDE) throw new PhotoError(PHOTO_MESSAGES.tooSmall);
  return { format: meta.format, width: meta.width, height: meta.height };
}

// One photograph at a time: encoding a hero keeps libuv's pool (four threads) busy for seconds,
// and visitors' requests share that pool (file reads, compression, password hashing).
let queue: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/** The slot's manifest entry and its files, or a PhotoError with the organiser's message. */
export function makePhotoVariants(
  bytes: Buffer,
  { imageId, kind, alt, preset = PRESETS.full }: { imageId: string; kind: Kind; alt: string; preset?: Preset },
): Promise<{ image: ManifestImage; files: PhotoFile[] }> {
  return oneAtATime(async () => {
    await inspectPhoto(bytes);
    const files: PhotoFile[] = [];
    const stem = imageId.replaceAll("/", "__");
    const emit = (name: string, ext: keyof typeof CONTENT_TYPES, body: Buffer) => {
      const file = `${name}.${createHash("sha256").update(body).digest("hex").slice(0, 10)}.${ext}`;
      files.push({ name: file, contentType: CONTENT_TYPES[ext], body });
      return `${PHOTO_URL_PREFIX}${file}`;
    };
    // The header was fine but the pixels are not (a truncated or corrupt file).
    const corrupt = () => {
      throw new PhotoError(PHOTO_MESSAGES.notImage);
    };
    // One focal point for every crop: the phone's portrait shows what the hero and the cards show.
    const focus = await focalPoint(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).catch(corrupt);
    const crop = (w: number, h: number) => photoRaw(bytes, w, h, { limitInputPixels: MAX_INPUT_PIXELS, focus }).catch(corrupt);
    const S = preset[kind];
    const src = await crop(S.w, S.h);
    const entry = await encodeSlot({ kind, preset, stem, src, portrait: () => crop(preset.portrait.w, preset.portrait.h), emit });
    return { image: { ...entry, alt }, files };
  });
}
