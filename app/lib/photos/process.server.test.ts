import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRESETS, focalPoint } from "../image-variants.mjs";
import { PhotoError, makePhotoVariants, oneAtATime } from "./process.server";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, PhotoUploadSchema } from "./schema";

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#a94f34" } });

/** A valid PNG whose header declares `width` x `height` (a decompression bomb's opening bytes). */
async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // IHDR's data starts at byte 16 (8 signature, 4 length, 4 type); its CRC covers type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const refusal = (bytes: Buffer) =>
  makePhotoVariants(bytes, { imageId: "goa-2025/hero", kind: "hero", alt: "A test photograph", preset: PRESETS.test }).then(
    () => "accepted",
    (e: unknown) => (e instanceof PhotoError ? e.message : `other: ${String(e)}`),
  );

describe("a photograph's variants", () => {
  it("gives a hero the build's widths in AVIF and WebP, a portrait crop, a social JPEG and a placeholder", async () => {
    const P = PRESETS.test;
    const { image, files } = await makePhotoVariants(await solid(1000, 700).jpeg().toBuffer(), { imageId: "goa-2025/hero", kind: "hero", alt: "The shala at dawn", preset: P });
    expect(image.alt).toBe("The shala at dawn");
    expect([image.width, image.height]).toEqual([P.hero.w, P.hero.h]);
    const widths = (srcset: string) => srcset.split(", ").map((c) => Number(c.split(" ")[1]!.replace("w", "")));
    expect(widths(image.avif)).toEqual(P.hero.widths);
    expect(widths(image.webp)).toEqual(P.hero.widths);
    expect(widths(image.portrait!.avif)).toEqual(P.portrait.widths);
    expect([image.portrait!.width, image.portrait!.height]).toEqual([P.portrait.w, P.portrait.h]);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    // Every URL names a stored file, whose bytes are what its type says, at the width it claims.
    const byUrl = new Map(files.map((f) => [`/photos/${f.name}`, f]));
    for (const candidate of [...image.avif.split(", "), ...image.webp.split(", ")]) {
      const [url, w] = candidate.split(" ");
      const file = byUrl.get(url!)!;
      const meta = await sharp(file.body).metadata();
      expect(meta.width).toBe(Number(w!.replace("w", "")));
      expect({ heif: "image/avif", webp: "image/webp" }[meta.format as string]).toBe(file.contentType);
    }
    const og = byUrl.get(image.og!)!;
    expect(og.contentType).toBe("image/jpeg");
    expect(await sharp(og.body).metadata()).toMatchObject({ format: "jpeg", width: P.og.w, height: P.og.h });
    expect(files.every((f) => /^goa-2025__hero-[\w-]+\.[0-9a-f]{10}\.(avif|webp|jpg)$/.test(f.name))).toBe(true);
  });

  it("centres every crop of a photograph on one subject: the phone's portrait keeps what the wide hero shows", async () => {
    // A plain wall with one red lantern well right of centre: an independent crop of the tall
    // frame could settle anywhere along the wall; centred on the photograph's focal point, the
    // lantern stays in the middle of the portrait.
    const lantern = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#e0201a" } }).png().toBuffer();
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#b9b2a4" } })
      .composite([{ input: lantern, left: 1200, top: 300 }])
      .jpeg()
      .toBuffer();
    const focus = await focalPoint(photo);
    expect(focus.x).toBeCloseTo(1300 / 1600, 1);
    expect(focus.y).toBeCloseTo(400 / 900, 1);
    const { image, files } = await makePhotoVariants(photo, { imageId: "goa-2025/hero", kind: "hero", alt: "A lantern on a wall", preset: PRESETS.test });
    const redColumns = async (url: string) => {
      const file = files.find((f) => `/photos/${f.name}` === url)!;
      const { data, info } = await sharp(file.body).raw().toBuffer({ resolveWithObject: true });
      const xs: number[] = [];
      for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 180 && data[i + 1]! < 90) xs.push(((i / info.channels) % info.width) / info.width);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    const first = (srcset: string) => srcset.split(", ")[0]!.split(" ")[0]!;
    expect(await redColumns(first(image.portrait!.webp))).toBeCloseTo(0.5, 1);
    expect(await redColumns(first(image.webp))).toBeGreaterThan(0.6);
  });

  it("refuses what is not a JPEG, PNG or WebP photograph, a decompression bomb, and a thumbnail", async () => {
    expect(await refusal(Buffer.from("just some text renamed to photo.jpg\n".repeat(50)))).toBe(PHOTO_MESSAGES.notImage);
    expect(await refusal(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"))).toBe(PHOTO_MESSAGES.notImage);
    expect(await refusal(await solid(800, 600).gif().toBuffer())).toBe(PHOTO_MESSAGES.notImage);
    expect(await refusal(await pngDeclaring(50_000, 50_000))).toBe(PHOTO_MESSAGES.tooManyPixels);
    // A JPEG cut off half way: its header reads, its pixels do not.
    const whole = await solid(900, 600).jpeg().toBuffer();
    expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toBe(PHOTO_MESSAGES.notImage);
    expect(await refusal(await solid(300, 200).jpeg().toBuffer())).toBe(PHOTO_MESSAGES.tooSmall);
  });

  it("makes one photograph's variants at a time", async () => {
    const order: string[] = [];
    const job = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        order.push(`${name} start`);
        setTimeout(() => (order.push(`${name} end`), resolve(name)), ms);
      });
    const failing = oneAtATime(() => Promise.reject(new Error("broken file")));
    await Promise.all([oneAtATime(job("a", 20)), failing.catch(() => "failed"), oneAtATime(job("b", 1))]);
    expect(order).toEqual(["a start", "a end", "b start", "b end"]);
  });
});

describe("the upload form's schema", () => {
  const file = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
  const errors = (value: Record<string, unknown>) => PhotoUploadSchema.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("asks for a JPEG, PNG or WebP up to 15 MB and its alt text", () => {
    expect(errors({ alt: "The shala's teak floor at dawn", photo: file(1000, "shala.jpg", "image/jpeg") })).toEqual([]);
    expect(errors({ alt: "The shala's teak floor at dawn", photo: file(MAX_PHOTO_BYTES + 1, "shala.jpg", "image/jpeg") })).toEqual([`photo: ${PHOTO_MESSAGES.tooLarge}`]);
    expect(errors({ alt: "The shala's teak floor at dawn", photo: file(1000, "menu.pdf", "application/pdf") })).toEqual([`photo: ${PHOTO_MESSAGES.type}`]);
    expect(errors({ alt: "  ", photo: file(0, "", "application/octet-stream") })).toEqual([`alt: ${PHOTO_MESSAGES.altMissing}`, `photo: ${PHOTO_MESSAGES.missing}`]);
    expect(errors({ alt: "Beach", photo: file(1000, "beach.webp", "image/webp") })).toEqual([`alt: ${PHOTO_MESSAGES.altShort}`]);
  });
});
