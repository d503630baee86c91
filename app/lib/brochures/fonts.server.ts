import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The site's own typefaces (Fraunces for display, DM Sans for text) embedded in the brochures,
 * straight from the @fontsource-variable WOFF2 files the web pages use.
 *
 * fontkit (pdfkit's font engine) reads WOFF2 but cannot subset its glyphs: it copies raw `glyf`
 * bytes, which in WOFF2 are stored transformed, and composite glyphs (accents, colons, quotes)
 * throw "Offset is outside the bounds of the DataView". Its own re-encoder is broken against the
 * installed `restructure` too. So we patch the subsetter to write every glyph as a plain
 * TrueType outline built from the decoded path (hinting dropped, which a PDF does not need).
 * If anything about the fonts fails, the brochure falls back to the PDF standard fonts.
 */

const require = createRequire(import.meta.url);

export interface BrochureFonts {
  display: string;
  displayItalic: string;
  text: string;
  /** DM Sans at a semibold weight, for small capitals labels. */
  textStrong: string;
  /** latin-ext subsets: the only files with the rupee sign (U+20B9). */
  displayExt: string;
  textExt: string;
  embedded: boolean;
}

const FRAUNCES = "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const DM_SANS = "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2";
/** Each face: its file and the weight (wght axis) to instance it at. */
const FILES = {
  display: [FRAUNCES, 380],
  displayItalic: ["@fontsource-variable/fraunces/files/fraunces-latin-wght-italic.woff2", 360],
  displayExt: ["@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2", 380],
  text: [DM_SANS, 400],
  textStrong: [DM_SANS, 620],
  textExt: ["@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2", 400],
} as const;

let buffers: Record<keyof typeof FILES, Buffer> | null | undefined;

function loadBuffers() {
  if (buffers !== undefined) return buffers;
  try {
    buffers = Object.fromEntries(
      Object.entries(FILES).map(([k, [f]]) => [k, fs.readFileSync(require.resolve(f))]),
    ) as Record<keyof typeof FILES, Buffer>;
  } catch {
    buffers = null;
  }
  return buffers;
}

const STANDARD: BrochureFonts = {
  display: "Times-Roman",
  displayItalic: "Times-Italic",
  displayExt: "Times-Roman",
  text: "Helvetica",
  textStrong: "Helvetica-Bold",
  textExt: "Helvetica",
  embedded: false,
};

/** Registers the fonts on `doc` and returns their names (standard fonts if embedding is impossible). */
export function registerBrochureFonts(doc: PDFKit.PDFDocument): BrochureFonts {
  const files = loadBuffers();
  if (!files || !ensurePatched(files.text)) return STANDARD;
  if (shared) return attachShared(doc, files, shared);
  try {
    const parsed: Partial<SharedFonts["fonts"]> = {};
    for (const [name, buf] of Object.entries(files)) {
      doc.registerFont(`rt-${name}`, buf);
      doc.font(`rt-${name}`);
      embeddedFont(doc).font.rtCoords = [FILES[name as keyof typeof FILES][1]];
      // pdfkit also files each font under its PostScript name and hands that entry back for the
      // next file with the same name: DM Sans at 620 would silently reuse the 400 instance (and
      // set its weight). Our faces are looked up by their rt- keys only, so drop that entry.
      const families = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
      delete families[(embeddedFont(doc) as unknown as { name: string }).name];
      parsed[name as keyof typeof FILES] = embeddedFont(doc).font;
    }
    shared = { EmbeddedFont: embeddedFont(doc).constructor as SharedFonts["EmbeddedFont"], fonts: parsed as SharedFonts["fonts"] };
    return EMBEDDED;
  } catch {
    return STANDARD;
  }
}

const EMBEDDED: BrochureFonts = {
  display: "rt-display",
  displayItalic: "rt-displayItalic",
  displayExt: "rt-displayExt",
  text: "rt-text",
  textStrong: "rt-textStrong",
  textExt: "rt-textExt",
  embedded: true,
};

/**
 * Parsing the six WOFF2 files (Brotli, then every glyph of the transformed glyf table) was about
 * a third of a brochure's generation time. The parsed fontkit fonts hold no per-document state
 * (pdfkit keeps the subset and widths in its EmbeddedFont wrapper), so later documents get new
 * wrappers around the fonts the first one parsed, filed under the same rt- keys doc.font() uses.
 */
interface SharedFonts {
  EmbeddedFont: new (doc: PDFKit.PDFDocument, font: FontkitFont, id: string) => object;
  fonts: Record<keyof typeof FILES, FontkitFont>;
}
let shared: SharedFonts | undefined;

function attachShared(doc: PDFKit.PDFDocument, files: Record<keyof typeof FILES, Buffer>, cache: SharedFonts): BrochureFonts {
  const d = doc as unknown as {
    _registeredFonts: Record<string, { src: Buffer; family?: string }>;
    _fontFamilies: Record<string, object>;
    _fontCount: number;
  };
  for (const name of Object.keys(files) as (keyof typeof FILES)[]) {
    d._registeredFonts[`rt-${name}`] = { src: files[name] };
    d._fontFamilies[`rt-${name}`] = new cache.EmbeddedFont(doc, cache.fonts[name], `F${++d._fontCount}`);
  }
  return EMBEDDED;
}

interface FontkitFont {
  rtCoords?: number[];
}
function embeddedFont(doc: PDFKit.PDFDocument) {
  return (doc as unknown as { _font: { font: FontkitFont; subset: object } })._font;
}

let patchState: boolean | undefined;
/**
 * Patches, once, the classes of pdfkit's own fontkit copy (whichever module format it loaded),
 * reached through a throwaway document:
 * - the subsetter, see encodeSimpleGlyph;
 * - the variation instance: the variable files default to their heaviest instance, and
 *   fontkit's getVariation() cannot re-open a WOFF2 file. Its cached `_variationProcessor`
 *   getter is shadowed on the WOFF2 class by one that reads our per-font `rtCoords`.
 */
function ensurePatched(sample: Buffer): boolean {
  if (patchState !== undefined) return patchState;
  try {
    const probe = new PDFDocument();
    probe.registerFont("probe", sample);
    probe.font("probe");
    const { font, subset } = embeddedFont(probe);
    patchSubsetter(subset);
    patchWoff2Decode(font as unknown as Woff2Font);
    const woff2Proto = Object.getPrototypeOf(font) as object;
    const baseGetter = findGetter(Object.getPrototypeOf(woff2Proto), "_variationProcessor");
    if (!baseGetter) throw new Error("fontkit without _variationProcessor");
    const processors = new WeakMap<object, unknown>();
    Object.defineProperty(woff2Proto, "_variationProcessor", {
      configurable: true,
      get(this: FontkitFont & object) {
        if (!this.rtCoords) return null;
        if (!processors.has(this)) {
          // The base getter caches onto `this`; give it a stand-in that inherits every table.
          const shim = Object.assign(Object.create(this) as object, { variationCoords: this.rtCoords });
          processors.set(this, baseGetter.call(shim));
        }
        return processors.get(this);
      },
    });
    probe.end();
    patchState = true;
  } catch {
    patchState = false;
  }
  return patchState;
}

interface GlyphPoint {
  x: number;
  y: number;
  copy(): GlyphPoint;
}
interface DecodedGlyph {
  points?: GlyphPoint[];
  components?: { dx: number; dy: number }[];
  phantomPoints?: GlyphPoint[];
}
interface Woff2Font {
  _transformedGlyphs?: DecodedGlyph[];
  _variationProcessor: { transformPoints(gid: number, points: GlyphPoint[]): void } | null;
  hmtx: unknown;
  glyphForCodePoint(cp: number): object;
}
interface Woff2Glyph {
  id: number;
  _font: Woff2Font;
  _rtDecoded?: DecodedGlyph | null;
  _getTableMetrics(table: unknown): { advance: number; bearing: number };
}

/**
 * Why Fraunces drew at its heaviest weight: fontkit's WOFF2 glyph class returns the glyphs it
 * pre-decoded from the transformed glyf table and skips the gvar step that TrueType glyphs run
 * in _decode, so the variation coordinates were never applied (Fraunces' default instance is
 * wght 900; DM Sans' is 400, which hid the problem). This re-applies that step, on copies so
 * the shared pre-decoded outlines stay untouched.
 */
function patchWoff2Decode(font: Woff2Font) {
  const sampleGlyph = font.glyphForCodePoint(0x6f); // "o": also fills _transformedGlyphs
  const proto = Object.getPrototypeOf(sampleGlyph) as { _decode: (this: Woff2Glyph) => DecodedGlyph | null | undefined };
  if (patched.has(proto)) return;
  const Point = font._transformedGlyphs?.find((g) => g.points?.length)?.points?.[0]?.constructor as
    | (new (onCurve: boolean, endContour: boolean, x: number, y: number) => GlyphPoint)
    | undefined;
  if (!Point) throw new Error("no simple glyph to learn the point class from");
  patched.add(proto);

  // fontkit caches a glyph with the code points of its first request. A composite (Fraunces'
  // colon is two full stops) asks for its parts with none, so a full stop drawn after a colon
  // went into the PDF's ToUnicode map as nothing and vanished from copied and parsed text.
  const fontProto = Object.getPrototypeOf(font) as { getGlyph(gid: number, cps?: number[]): { codePoints: number[] } | null };
  const getGlyph = fontProto.getGlyph;
  fontProto.getGlyph = function (gid: number, cps: number[] = []) {
    const glyph = getGlyph.call(this, gid, cps);
    if (glyph && cps.length && !glyph.codePoints?.length) glyph.codePoints = cps;
    return glyph;
  };

  proto._decode = function (this: Woff2Glyph) {
    const base = this._font._transformedGlyphs?.[this.id];
    const vp = this._font._variationProcessor;
    if (!base || !vp) return base;
    if (this._rtDecoded !== undefined) return this._rtDecoded;
    const { advance, bearing } = this._getTableMetrics(this._font.hmtx);
    const own = base.points?.map((p) => p.copy()) ?? base.components?.map((c) => new Point(true, true, c.dx, c.dy)) ?? [];
    const xMin = base.points?.length ? Math.min(...base.points.map((p) => p.x)) : 0;
    // Phantom points (left and right side bearing, then the vertical pair) close the list as in TrueType.
    const phantom = [xMin - bearing, xMin - bearing + advance, 0, 0].map((x) => new Point(false, true, x, 0));
    vp.transformPoints(this.id, [...own, ...phantom]);
    const glyph: DecodedGlyph = { ...base, phantomPoints: phantom };
    if (base.points) glyph.points = own;
    else if (base.components) glyph.components = base.components.map((c, i) => ({ ...c, dx: own[i]!.x, dy: own[i]!.y }));
    return (this._rtDecoded = glyph);
  };
}

function findGetter(proto: object | null, key: string): (() => unknown) | undefined {
  for (let p = proto; p; p = Object.getPrototypeOf(p) as object | null) {
    const d = Object.getOwnPropertyDescriptor(p, key);
    if (d?.get) return d.get;
  }
  return undefined;
}

interface PathCommand {
  command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
  args: number[];
}
interface SubsetThis {
  font: { getGlyph(gid: number): { path: { commands: PathCommand[] }; advanceWidth: number; _getMetrics(): { leftBearing: number } } };
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
}

const patched = new WeakSet<object>();
function patchSubsetter(subset: object) {
  const proto = Object.getPrototypeOf(subset) as { _addGlyph: (this: SubsetThis, gid: number) => number };
  if (patched.has(proto)) return;
  patched.add(proto);
  proto._addGlyph = function (this: SubsetThis, gid: number) {
    const glyph = this.font.getGlyph(gid);
    const buffer = encodeSimpleGlyph(glyph.path.commands);
    this.glyf.push(buffer);
    this.loca.offsets.push(this.offset);
    this.hmtx.metrics.push({ advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing });
    this.offset += buffer.length;
    return this.glyf.length - 1;
  };
}

/**
 * A TrueType simple glyph (OpenType spec, "glyf" table) from quadratic path commands: one flag
 * byte per point and 16-bit coordinate deltas; no compression, no instructions.
 */
export function encodeSimpleGlyph(commands: PathCommand[]): Uint8Array {
  const endPts: number[] = [];
  const points: { x: number; y: number; on: boolean }[] = [];
  for (const c of commands) {
    const a = c.args.map((v) => Math.round(v));
    if (c.command === "moveTo" || c.command === "lineTo") points.push({ x: a[0]!, y: a[1]!, on: true });
    else if (c.command === "quadraticCurveTo") {
      points.push({ x: a[0]!, y: a[1]!, on: false }, { x: a[2]!, y: a[3]!, on: true });
    } else if (c.command === "bezierCurveTo") {
      // TrueType outlines never hold cubics; approximate with the end point's line (not reached for glyf fonts).
      points.push({ x: a[4]!, y: a[5]!, on: true });
    } else if (c.command === "closePath" && points.length && endPts.at(-1) !== points.length - 1) endPts.push(points.length - 1);
  }
  if (points.length && endPts.at(-1) !== points.length - 1) endPts.push(points.length - 1);
  if (!points.length) return new Uint8Array(0);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const size = 10 + endPts.length * 2 + 2 + points.length * 5;
  const padded = size + ((4 - (size % 4)) % 4);
  const view = new DataView(new ArrayBuffer(padded));
  let o = 0;
  const i16 = (v: number) => (view.setInt16(o, v), (o += 2));
  const u16 = (v: number) => (view.setUint16(o, v), (o += 2));
  i16(endPts.length);
  i16(Math.min(...xs));
  i16(Math.min(...ys));
  i16(Math.max(...xs));
  i16(Math.max(...ys));
  for (const e of endPts) u16(e);
  u16(0); // no instructions
  for (const p of points) view.setUint8(o++, p.on ? 1 : 0);
  let last = 0;
  for (const p of points) (i16(p.x - last), (last = p.x));
  last = 0;
  for (const p of points) (i16(p.y - last), (last = p.y));
  return new Uint8Array(view.buffer);
}

/**
 * Splits text into runs the main font can draw and runs that need the latin-ext file (₹),
 * so callers can switch fonts mid-line with pdfkit's `continued` option.
 */
export function splitRuns(text: string, needsExt: (cp: number) => boolean): { text: string; ext: boolean }[] {
  const runs: { text: string; ext: boolean }[] = [];
  for (const ch of text) {
    const ext = needsExt(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.ext === ext) last.text += ch;
    else runs.push({ text: ch, ext });
  }
  return runs;
}
