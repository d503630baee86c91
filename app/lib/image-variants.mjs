/**
 * The image variants every picture slot gets, shared by the build (scripts/build-images.mjs) and
 * the organiser's uploads in the admin (app/lib/photos): the kinds' sizes and widths, the
 * encoder settings, the photograph crop, and the encoding of one source into AVIF + WebP at
 * each width with its blurred placeholder (and for heroes the portrait crop and the social JPEG).
 * Plain ESM so the build runs it under plain node; the app's server build bundles it.
 */
import sharp from "sharp";

/** Source sizes and output widths per kind. Heroes fill the screen; cards sit in 1-3 columns. */
export const PRESETS = {
  full: {
    hero: { w: 2400, h: 1500, widths: [480, 800, 1200, 1600, 2400] },
    portrait: { w: 1200, h: 1800, widths: [480, 800, 1200] },
    card: { w: 1200, h: 800, widths: [400, 800, 1200] },
    person: { w: 1200, h: 1500, widths: [400, 800, 1200] },
    og: { w: 1200, h: 630 },
    grain: 5,
  },
  // Same code paths at thumbnail sizes, so tests can build every image in a few seconds.
  test: {
    hero: { w: 320, h: 200, widths: [160, 320] },
    portrait: { w: 160, h: 240, widths: [160] },
    card: { w: 240, h: 160, widths: [120, 240] },
    person: { w: 160, h: 200, widths: [160] },
    og: { w: 240, h: 126 },
    grain: 5,
  },
};

// Low AVIF effort keeps a clean build of ~40 images well under two minutes on two cores; the
// size difference against effort 4+ is a few percent at these qualities.
export const ENCODE = {
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  // The phone crops of the heroes: each is its page's largest paint on a phone, over mobile
  // data. At 40 they are about a quarter smaller (the home hero 33 -> 24 KB at 800 px) with no
  // difference to see on a phone's small, dense screen.
  avifPortrait: { quality: 40, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 76, effort: 3, smartSubsample: true },
  jpeg: { quality: 80, mozjpeg: true },
};

export const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/**
 * Where a photograph's subject is, as fractions of its oriented width and height: sharp's
 * attention strategy (luminance, saturation and skin tones) run once on a small copy, so every
 * crop of one photograph (the landscape hero and cards, the phone's portrait) frames the same
 * subject instead of each finding its own.
 */
export async function focalPoint(input, { limitInputPixels } = {}) {
  const open = () => sharp(input, limitInputPixels ? { limitInputPixels } : {});
  const meta = await open().rotate().metadata();
  const pw = meta.autoOrient?.width ?? meta.width;
  const ph = meta.autoOrient?.height ?? meta.height;
  // One narrow strip across each axis, placed by attention: where the strip settles, scaled
  // back, is the subject's centre on that axis. (sharp's attentionX/Y are not in a stable scale.)
  const long = 256;
  const strip = 48;
  const centre = async (w, h, along) => {
    const { info } = await open().rotate().resize(w, h, { fit: "cover", position: sharp.strategy.attention }).raw().toBuffer({ resolveWithObject: true });
    const scaled = along === "x" ? (pw * h) / ph : (ph * w) / pw;
    const offset = -(along === "x" ? info.cropOffsetLeft : info.cropOffsetTop) || 0;
    return scaled > strip ? Math.min(1, Math.max(0, (offset + strip / 2) / scaled)) : 0.5;
  };
  return { x: await centre(strip, long, "x"), y: await centre(long, strip, "y") };
}

/**
 * Load a photograph (a file path or its bytes), orient it, and crop it to the slot's aspect:
 * centred on `focus` (a focalPoint) when given, otherwise around its most salient part. Never
 * enlarged. `limitInputPixels` refuses a decompression bomb before decoding.
 */
export async function photoRaw(input, w, h, { limitInputPixels, focus } = {}) {
  const open = () => sharp(input, limitInputPixels ? { limitInputPixels } : {});
  const meta = await open().rotate().metadata();
  const pw = meta.autoOrient?.width ?? meta.width;
  const ph = meta.autoOrient?.height ?? meta.height;
  const aspect = w / h;
  const tw = Math.max(1, Math.min(w, pw, Math.floor(ph * aspect)));
  const th = Math.max(1, Math.round(tw / aspect));
  let pipeline = open().rotate();
  if (focus) {
    // The largest window of the slot's shape, as near centred on the focal point as the edges allow.
    const cw = Math.max(1, Math.min(pw, Math.floor(ph * aspect)));
    const ch = Math.max(1, Math.min(ph, Math.round(cw / aspect)));
    const left = Math.round(Math.min(pw - cw, Math.max(0, focus.x * pw - cw / 2)));
    const top = Math.round(Math.min(ph - ch, Math.max(0, focus.y * ph - ch / 2)));
    pipeline = pipeline.extract({ left, top, width: cw, height: ch }).resize(tw, th, { fit: "fill" });
  } else {
    pipeline = pipeline.resize(tw, th, { fit: "cover", position: sharp.strategy.attention });
  }
  const { data, info } = await pipeline.removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export const fromRaw = (src) => sharp(src.data, { raw: { width: src.width, height: src.height, channels: 3 } });

/**
 * Encode one source into an ImageVariantSet (app/lib/images.ts). `emit(name, ext, bytes)` stores
 * one file and returns its URL.
 */
export async function encodeSet(src, widths, base, emit, avifOptions = ENCODE.avif) {
  const usable = widths.filter((w) => w <= src.width);
  if (usable.length === 0) usable.push(src.width);
  const avif = [];
  const webp = [];
  for (const w of usable) {
    const resized = w === src.width ? fromRaw(src) : fromRaw(src).resize(w);
    const [a, b] = await Promise.all([
      resized.clone().avif(avifOptions).toBuffer(),
      resized.clone().webp(ENCODE.webp).toBuffer(),
    ]);
    avif.push(`${await emit(`${base}-${w}`, "avif", a)} ${w}w`);
    webp.push(`${await emit(`${base}-${w}`, "webp", b)} ${w}w`);
  }
  // The fallback <img src> is for browsers without srcset support: a mid-size WebP.
  const mid = usable.reduce((best, w) => (Math.abs(w - 800) < Math.abs(best - 800) ? w : best), usable[0]);
  const fallback = webp[usable.indexOf(mid)].split(" ")[0];
  const tiny = await fromRaw(src).resize(16).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    width: src.width,
    height: src.height,
    avif: avif.join(", "),
    webp: webp.join(", "),
    fallback,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
  };
}

/**
 * Every variant of one slot: the kind's widths from `src`, and for a hero the portrait crop
 * from `portrait()` (called only for heroes) and the 1200x630 social JPEG, a centre crop of `src`.
 * Returns the manifest entry without its alt text.
 */
export async function encodeSlot({ kind, preset, stem, src, portrait, emit }) {
  const image = await encodeSet(src, preset[kind].widths, stem, emit);
  if (kind === "hero") {
    image.portrait = await encodeSet(await portrait(), preset.portrait.widths, `${stem}-portrait`, emit, ENCODE.avifPortrait);
    const O = preset.og;
    const og = await fromRaw(src).resize(O.w, O.h, { fit: "cover", position: "centre" }).jpeg(ENCODE.jpeg).toBuffer();
    image.og = await emit(`${stem}-og`, "jpg", og);
  }
  return image;
}
