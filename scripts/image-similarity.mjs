// Near-copy detection for the picture catalogue: every picture is reduced to a tiny greyscale
// thumbnail (its composition: where the light, the horizon and the big shapes sit), and two
// pictures read as the same picture to a visitor, whatever their palettes or small details, when
// either of two views of them is too close:
// - the grey thumbnails themselves (where it is light and dark), and
// - their edge maps (where the shapes' outlines run), scaled to the picture's own contrast so a
//   dawn and a dusk palette of one drawing, or a muted and a vivid one, still match;
// each compared as they are and with one of them mirrored, since a scene flipped left to right
// is still the same scene. Used by scripts/build-images.test.mjs.
import sharp from "sharp";

export const THUMB = 16;
/**
 * Below this grey distance two slots read as one picture. Set from the catalogue as the issues
 * found it: the pairs a visitor called the same (one lagoon under two names at 3, the about and
 * thank-you banners at 7, the host and past-retreats heroes at 17, two Bali terraces mirrored at
 * 17) all fall under it, while scenes that merely share a coast or a palette sit above it.
 */
export const NEAR_COPY = 20;
/**
 * Below this edge-map distance two slots share one drawing's outlines: a room and its mirrored,
 * re-lit twin at 10, the island resort recoloured for sunset at 10, the beach circle at dawn and at
 * dusk at 14. Distinct scenes of one coast or one kind (two tabletops, two beaches) sit above 19.
 */
export const NEAR_EDGES = 18;

/** A THUMB x THUMB greyscale thumbnail of an image file or buffer, as a Uint8Array. */
export async function thumbprint(input) {
  const { data } = await sharp(input)
    .resize(THUMB, THUMB, { fit: "fill", kernel: "cubic" })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data.buffer, data.byteOffset, THUMB * THUMB);
}

/** Mean absolute difference of two prints (thumbprints: 0 identical .. 255). */
export function distance(a, b) {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** The print flipped left to right. */
function mirrored(p) {
  const out = new Float64Array(p.length);
  for (let y = 0; y < THUMB; y++) for (let x = 0; x < THUMB; x++) out[y * THUMB + x] = p[y * THUMB + THUMB - 1 - x];
  return out;
}

/**
 * The edge map of a thumbprint: the brightness gradient's size at each cell, divided by its mean
 * over the picture (times 40, so distances read on a scale like the grey one). Dividing by the
 * mean makes it the picture's own contrast that counts, not its palette's.
 */
function edgeMap(p) {
  const at = (x, y) => p[Math.min(THUMB - 1, Math.max(0, y)) * THUMB + Math.min(THUMB - 1, Math.max(0, x))];
  const out = new Float64Array(p.length);
  let sum = 0;
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      const g = Math.hypot(at(x + 1, y) - at(x - 1, y), at(x, y + 1) - at(x, y - 1));
      out[y * THUMB + x] = g;
      sum += g;
    }
  }
  const scale = sum > 0 ? (40 * p.length) / sum : 0;
  return out.map((g) => g * scale);
}

/** The closer of a to b and a to b mirrored. */
const either = (a, b) => Math.min(distance(a, b), distance(a, mirrored(b)));
const round = (d) => Math.round(d * 10) / 10;

/**
 * How alike two thumbprints are: grey and edge distances, each the smaller of the pair as drawn
 * and with one mirrored.
 */
export function likeness(a, b) {
  return { grey: round(either(a, b)), edges: round(either(edgeMap(a), edgeMap(b))) };
}

/** Every pair of prints (a Map of id -> thumbprint) that reads as one picture, closest first. */
export function nearPairs(prints) {
  const ids = [...prints.keys()];
  const edges = new Map(ids.map((id) => [id, edgeMap(prints.get(id))]));
  const pairs = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [a, b] = [ids[i], ids[j]];
      const grey = round(either(prints.get(a), prints.get(b)));
      const edge = round(either(edges.get(a), edges.get(b)));
      if (grey < NEAR_COPY || edge < NEAR_EDGES) pairs.push({ a, b, grey, edges: edge });
    }
  }
  return pairs.sort((x, y) => Math.min(x.grey / NEAR_COPY, x.edges / NEAR_EDGES) - Math.min(y.grey / NEAR_COPY, y.edges / NEAR_EDGES));
}
