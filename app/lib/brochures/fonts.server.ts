import fs from "node:fs";
import path from "node:path";

/**
 * The site's own typefaces (Fraunces for display, DM Sans for text) embedded in the brochures.
 * `npm run fonts` cuts them from the same @fontsource-variable files the web pages use, as
 * static TrueType instances at the weights the brochure sets (app/fonts/brochure/*.ttf,
 * committed); pdfkit embeds and subsets TrueType itself. If the files cannot be read, the
 * brochure falls back to the PDF standard fonts.
 */

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

const FACES = ["display", "displayItalic", "displayExt", "text", "textStrong", "textExt"] as const;
type Face = (typeof FACES)[number];

let buffers: Record<Face, Buffer> | null | undefined;

function loadBuffers() {
  if (buffers !== undefined) return buffers;
  try {
    const dir = path.join(process.cwd(), "app/fonts/brochure");
    buffers = Object.fromEntries(FACES.map((f) => [f, fs.readFileSync(path.join(dir, `${f}.ttf`))])) as Record<Face, Buffer>;
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

const EMBEDDED: BrochureFonts = {
  display: "rt-display",
  displayItalic: "rt-displayItalic",
  displayExt: "rt-displayExt",
  text: "rt-text",
  textStrong: "rt-textStrong",
  textExt: "rt-textExt",
  embedded: true,
};

/** Registers the fonts on `doc` and returns their names (standard fonts if embedding is impossible). */
export function registerBrochureFonts(doc: PDFKit.PDFDocument): BrochureFonts {
  const files = loadBuffers();
  if (!files) return STANDARD;
  try {
    for (const face of FACES) {
      doc.registerFont(`rt-${face}`, files[face]);
      doc.font(`rt-${face}`);
      // pdfkit also files each font under its PostScript name and hands that entry back for the
      // next file with the same name: DM Sans semibold would silently reuse the regular
      // instance. Our faces are looked up by their rt- keys only, so drop that entry.
      const d = doc as unknown as { _font: { name: string }; _fontFamilies: Record<string, unknown> };
      delete d._fontFamilies[d._font.name];
    }
    return EMBEDDED;
  } catch {
    return STANDARD;
  }
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
