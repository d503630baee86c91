#!/usr/bin/env node
/**
 * npm run fonts: the site's two web fonts, cut from the @fontsource-variable Latin files to
 * what the site sets (docs/decisions/010-font-subsets.md): the characters of the Latin subset
 * the site can show (Basic Latin, Latin-1, general punctuation, ₹ € ™ and arrows), split into a
 * preloaded core and an extension fetched on demand, and only the weights it uses. Writes
 * app/fonts/*.woff2, which are committed (the build needs no font tools);
 * app/fonts/fonts.test.ts fails when they no longer match this script's output.
 *
 * It also writes the brochure's faces (app/fonts/brochure/*.ttf, committed): static TrueType
 * instances of the same files at the weights the PDF sets, which pdfkit embeds and subsets
 * itself (app/lib/brochures/fonts.server.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The code points kept: the Latin subset the site can show. */
export const UNICODE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/**
 * What the pages set at first paint: Basic Latin and the handful of other characters in the
 * content (© ₹ · é, typographic quotes and dashes, the bullet, the ellipsis, ×, →). These
 * "core" files are preloaded; the rest of UNICODE_RANGES (accented capitals, most punctuation)
 * is an "ext" file the browser fetches only for a page whose text uses one of its characters
 * (unicode-range), so the bytes ahead of the first screen are about 15 KB fewer
 * (docs/decisions/010).
 */
export const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0xe9, 0xe9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20b9, 0x20b9],
  [0x2192, 0x2192],
];

/** `ranges` less `minus`, both sorted lists of inclusive [first, last] code point ranges. */
export function subtractRanges(ranges, minus) {
  const out = [];
  for (const [a, b] of ranges) {
    let start = a;
    for (const [c, d] of minus) {
      if (d < start || c > b) continue;
      if (c > start) out.push([start, c - 1]);
      start = Math.max(start, d + 1);
    }
    if (start <= b) out.push([start, b]);
  }
  return out;
}

export const EXT_RANGES = subtractRanges(UNICODE_RANGES, CORE_RANGES);

/** The CSS unicode-range of a list of ranges ("U+0020-007E, U+00A9"). */
export function cssUnicodeRange(ranges) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

const FRAUNCES = { family: "Fraunces", source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", weight: [300, 600] };
const DM_SANS = { family: "DM Sans", source: "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2", weight: [400, 600] };

/** Weights in use: Fraunces 300 (testimonial quotes) to 600 (the brand); DM Sans 400 to 600. */
export const FONTS = [
  { ...FRAUNCES, out: "fraunces-core-300-600.woff2", ranges: CORE_RANGES, preload: true },
  { ...FRAUNCES, out: "fraunces-ext-300-600.woff2", ranges: EXT_RANGES, preload: false },
  { ...DM_SANS, out: "dm-sans-core-400-600.woff2", ranges: CORE_RANGES, preload: true },
  { ...DM_SANS, out: "dm-sans-ext-400-600.woff2", ranges: EXT_RANGES, preload: false },
];

export async function buildFont(font) {
  const text = font.ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join("");
  const source = fs.readFileSync(path.join(root, "node_modules", font.source));
  const [min, max] = font.weight;
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: { min, max } } });
}

const FONTSOURCE = "@fontsource-variable";
/** The brochure's faces: each a whole @fontsource file pinned at one weight. */
export const BROCHURE_FONTS = [
  { out: "display.ttf", source: `${FONTSOURCE}/fraunces/files/fraunces-latin-wght-normal.woff2`, weight: 380 },
  { out: "displayItalic.ttf", source: `${FONTSOURCE}/fraunces/files/fraunces-latin-wght-italic.woff2`, weight: 360 },
  { out: "displayExt.ttf", source: `${FONTSOURCE}/fraunces/files/fraunces-latin-ext-wght-normal.woff2`, weight: 380 },
  { out: "text.ttf", source: `${FONTSOURCE}/dm-sans/files/dm-sans-latin-wght-normal.woff2`, weight: 400 },
  { out: "textStrong.ttf", source: `${FONTSOURCE}/dm-sans/files/dm-sans-latin-wght-normal.woff2`, weight: 620 },
  { out: "textExt.ttf", source: `${FONTSOURCE}/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2`, weight: 400 },
];

export async function buildBrochureFont(font) {
  const source = fs.readFileSync(path.join(root, "node_modules", font.source));
  const text = fontkit.create(source).characterSet.map((cp) => String.fromCodePoint(cp)).join("");
  return subsetFont(source, text, { targetFormat: "truetype", variationAxes: { wght: font.weight } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.join(root, "app/fonts/brochure"), { recursive: true });
  for (const font of BROCHURE_FONTS) {
    const bytes = await buildBrochureFont(font);
    fs.writeFileSync(path.join(root, "app/fonts/brochure", font.out), bytes);
    console.log(`brochure/${font.out}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  fs.mkdirSync(path.join(root, "app/fonts"), { recursive: true });
  for (const font of FONTS) {
    const bytes = await buildFont(font);
    fs.writeFileSync(path.join(root, "app/fonts", font.out), bytes);
    const before = fs.statSync(path.join(root, "node_modules", font.source)).size;
    console.log(`${font.out}: ${(bytes.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`);
  }
}
