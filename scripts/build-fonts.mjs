#!/usr/bin/env node
/**
 * npm run fonts: the site's two web fonts, cut from the @fontsource-variable Latin files to
 * what the site sets (docs/decisions/010-font-subsets.md): the characters of the Latin subset
 * the site can show (Basic Latin, Latin-1, general punctuation, ₹ € ™ and arrows) and only the
 * weights it uses. Writes app/fonts/*.woff2, which are committed (the build needs no font
 * tools); app/fonts/fonts.test.ts fails when they no longer match this script's output.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The code points kept: also the @font-face unicode-range in app/app.css. */
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

/** Weights in use: Fraunces 300 (testimonial quotes) to 600 (the brand); DM Sans 400 to 600. */
export const FONTS = [
  { family: "Fraunces", source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2", out: "fraunces-latin-300-600.woff2", weight: [300, 600] },
  { family: "DM Sans", source: "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2", out: "dm-sans-latin-400-600.woff2", weight: [400, 600] },
];

export async function buildFont(font) {
  const text = UNICODE_RANGES.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join("");
  const source = fs.readFileSync(path.join(root, "node_modules", font.source));
  const [min, max] = font.weight;
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: { min, max } } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(path.join(root, "app/fonts"), { recursive: true });
  for (const font of FONTS) {
    const bytes = await buildFont(font);
    fs.writeFileSync(path.join(root, "app/fonts", font.out), bytes);
    const before = fs.statSync(path.join(root, "node_modules", font.source)).size;
    console.log(`${font.out}: ${(bytes.length / 1024).toFixed(1)} KB (from ${(before / 1024).toFixed(1)} KB)`);
  }
}
