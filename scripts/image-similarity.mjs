// Near-copy detection for the picture catalogue: every picture is reduced to a tiny greyscale
// thumbnail (its composition: where the light, the horizon and the big shapes sit), and two
// pictures whose thumbnails differ by less than a threshold read as the same picture to a
// visitor, whatever their palettes or small details. Used by scripts/build-images.test.mjs.
import sharp from "sharp";

export const THUMB = 16;
/**
 * Below this distance two slots read as one picture. Set from the catalogue as the issue found
 * it: the pairs a visitor called the same (one lagoon under two names at 3, the about and
 * thank-you banners at 7, the host and past-retreats heroes at 17) all fall under it, while
 * scenes that merely share a coast or a palette sit above it.
 */
export const NEAR_COPY = 20;

/** A THUMB x THUMB greyscale thumbnail of an image file or buffer, as a Uint8Array. */
export async function thumbprint(input) {
  const { data } = await sharp(input)
    .resize(THUMB, THUMB, { fit: "fill", kernel: "cubic" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, THUMB * THUMB);
}

/** Mean absolute difference of two thumbprints, 0 (identical) to 255. */
export function distance(a, b) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** Every pair of prints (a Map of id -> thumbprint) closer than `threshold`, closest first. */
export function nearPairs(prints, threshold) {
  const ids = [...prints.keys()];
  const pairs = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const d = distance(prints.get(ids[i]), prints.get(ids[j]));
      if (d < threshold) pairs.push({ a: ids[i], b: ids[j], distance: Math.round(d * 10) / 10 });
    }
  }
  return pairs.sort((x, y) => x.distance - y.distance);
}
