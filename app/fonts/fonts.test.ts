import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { BROCHURE_FONTS, buildBrochureFont, buildFont, cssUnicodeRange, FONTS, UNICODE_RANGES } from "../../scripts/build-fonts.mjs";

type Font = { family: string; source: string; out: string; weight: [number, number]; ranges: [number, number][]; preload: boolean };
const fonts = FONTS as Font[];
const ranges = UNICODE_RANGES as [number, number][];
const inAny = (list: [number, number][], cp: number) => list.some(([a, b]) => cp >= a && cp <= b);
const inRanges = (cp: number) => inAny(ranges, cp);
const codePoints = (list: [number, number][]) => list.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));

/** The pages' sources (content, components, routes): everything, or the public pages' text. */
function pagesText({ publicOnly = false } = {}) {
  const text = files("app/content", [".ts"])
    .concat(files("app/components", [".tsx"]), files("app/routes", [".tsx"]))
    .filter((f) => !(publicOnly && f.includes("/admin/")))
    .map((f) => fs.readFileSync(f, "utf8"))
    .join("");
  // Comments are not set on any page ("SPEC §2").
  return publicOnly ? text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "") : text;
}
const usedCodePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))];

/** Every file under a folder whose name ends with one of `exts`. */
function files(dir: string, exts: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return files(p, exts);
    return exts.some((e) => d.name.endsWith(e)) && !d.name.includes(".test.") ? [p] : [];
  });
}

describe("the brochure's faces", () => {
  it.each(BROCHURE_FONTS as { out: string; source: string; weight: number }[])(
    "app/fonts/brochure/$out is what scripts/build-fonts.mjs makes from $source at wght $weight",
    async (font) => {
      const committed = fs.readFileSync(path.join("app/fonts/brochure", font.out));
      expect(Buffer.compare(committed, Buffer.from(await buildBrochureFont(font)))).toBe(0);
      // A static instance (no variation axes left), in a format pdfkit embeds itself.
      const parsed = fontkit.create(committed) as fontkit.Font;
      expect(Object.keys(parsed.variationAxes)).toEqual([]);
      expect(parsed.hasGlyphForCodePoint(font.out.endsWith("Ext.ttf") ? 0x20b9 : 0x41)).toBe(true);
    },
  );
});

describe("the web font subsets (docs/decisions/010)", () => {
  it.each(fonts)("app/fonts/$out is what scripts/build-fonts.mjs makes from $source", async (font) => {
    const committed = fs.readFileSync(path.join("app/fonts", font.out));
    expect(Buffer.compare(committed, Buffer.from(await buildFont(font)))).toBe(0);
  });

  it("the stylesheet declares the same files, ranges and weights; root.tsx preloads the cores only", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const root = fs.readFileSync("app/root.tsx", "utf8");
    for (const font of fonts) {
      const face = css.match(new RegExp(`@font-face \\{[^}]*font-family: "${font.family}";[^}]*url\\("./fonts/${font.out}"\\)[^}]*\\}`));
      expect(face, font.out).not.toBeNull();
      expect(face![0]).toContain(`font-weight: ${font.weight[0]} ${font.weight[1]};`);
      expect(face![0]).toContain(`unicode-range: ${cssUnicodeRange(font.ranges)};`);
      expect(root.includes(`./fonts/${font.out}?url`), `${font.out} preloaded`).toBe(font.preload);
    }
  });

  it("a family's files split the Latin subset between them, without overlap", () => {
    for (const family of new Set(fonts.map((f) => f.family))) {
      const split = fonts.filter((f) => f.family === family).flatMap((f) => codePoints(f.ranges));
      expect(new Set(split).size, family).toBe(split.length);
      expect(split.sort((x, y) => x - y)).toEqual(codePoints(ranges));
    }
  });

  it("what the public pages set is in the preloaded cores: no extension is fetched on first paint", () => {
    const used = usedCodePoints(pagesText({ publicOnly: true })).filter(inRanges);
    for (const core of fonts.filter((f) => f.preload)) {
      const outside = used.filter((cp) => !inAny(core.ranges, cp));
      expect(outside.map((cp) => `${String.fromCodePoint(cp)} U+${cp.toString(16).toUpperCase()}`), core.out).toEqual([]);
    }
  });

  it("every character the site's pages set, within the declared ranges, is in both fonts", () => {
    // What the fonts lack (₹, →) is outside what the browser asks them for only if it is also
    // missing from the original Latin files; those fall back to the system font per character.
    const used = usedCodePoints(pagesText()).filter(inRanges);
    for (const font of fonts) {
      const subset = fontkit.create(fs.readFileSync(path.join("app/fonts", font.out))) as fontkit.Font;
      const original = fontkit.create(fs.readFileSync(path.join("node_modules", font.source))) as fontkit.Font;
      const mine = used.filter((cp) => inAny(font.ranges, cp));
      const lost = mine.filter((cp) => original.hasGlyphForCodePoint(cp) && !subset.hasGlyphForCodePoint(cp));
      expect(lost.map((cp) => String.fromCodePoint(cp)), font.out).toEqual([]);
      expect(subset.variationAxes.wght).toMatchObject({ min: font.weight[0], max: font.weight[1] });
    }
  });

  it("no page asks for a weight outside the subsets: 300 only in Fraunces, nothing above 600", () => {
    const sources = files("app", [".tsx"]).map((f) => [f, fs.readFileSync(f, "utf8")] as const);
    for (const [file, source] of sources) {
      expect(source, file).not.toMatch(/\bfont-(thin|extralight|bold|extrabold|black)\b/);
      for (const classes of source.match(/"[^"]*\bfont-light\b[^"]*"/g) ?? []) {
        expect(classes, `${file}: font-light is only in Fraunces`).toContain("font-display");
      }
    }
  });
});
