import fs from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without types
import { buildFont, FONTS, UNICODE_RANGES } from "../../scripts/build-fonts.mjs";

type Font = { family: string; source: string; out: string; weight: [number, number] };
const fonts = FONTS as Font[];
const ranges = UNICODE_RANGES as [number, number][];
const inRanges = (cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

/** Every file under a folder whose name ends with one of `exts`. */
function files(dir: string, exts: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return files(p, exts);
    return exts.some((e) => d.name.endsWith(e)) && !d.name.includes(".test.") ? [p] : [];
  });
}

describe("the web font subsets (docs/decisions/010)", () => {
  it.each(fonts)("app/fonts/$out is what scripts/build-fonts.mjs makes from $source", async (font) => {
    const committed = fs.readFileSync(path.join("app/fonts", font.out));
    expect(Buffer.compare(committed, Buffer.from(await buildFont(font)))).toBe(0);
  });

  it("the stylesheet declares the same ranges and weights", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
    const range = ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
    for (const font of fonts) {
      const face = css.match(new RegExp(`@font-face \\{[^}]*font-family: "${font.family}";[^}]*\\}`))![0];
      expect(face).toContain(`font-weight: ${font.weight[0]} ${font.weight[1]};`);
      expect(face).toContain(`url("./fonts/${font.out}")`);
      expect(face).toContain(`unicode-range: ${range};`);
    }
  });

  it("every character the site's pages set, within the declared ranges, is in both fonts", () => {
    const text = files("app/content", [".ts"])
      .concat(files("app/components", [".tsx"]), files("app/routes", [".tsx"]))
      .map((f) => fs.readFileSync(f, "utf8"))
      .join("");
    // What the fonts lack (₹, →) is outside what the browser asks them for only if it is also
    // missing from the original Latin files; those fall back to the system font per character.
    const used = [...new Set([...text].map((c) => c.codePointAt(0)!))].filter(inRanges);
    for (const font of fonts) {
      const subset = fontkit.create(fs.readFileSync(path.join("app/fonts", font.out))) as fontkit.Font;
      const original = fontkit.create(fs.readFileSync(path.join("node_modules", font.source))) as fontkit.Font;
      const lost = used.filter((cp) => original.hasGlyphForCodePoint(cp) && !subset.hasGlyphForCodePoint(cp));
      expect(lost.map((cp) => String.fromCodePoint(cp)), font.family).toEqual([]);
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
