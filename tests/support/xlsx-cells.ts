import { strFromU8, unzipSync } from "fflate";

/** One cell of a workbook's first sheet, as its XML says it. */
export interface XlsxCell {
  /** "A1", "C12". */
  ref: string;
  /** The t attribute: "inlineStr", "s" (shared string), "str" (a formula's text), or null for a number. */
  type: string | null;
  /** The number format of its style: "@" for Text, "yyyy-mm-dd", or a built-in id as "#4". */
  format: string;
  /** A number cell's <v>; null for text. */
  value: number | null;
  /** A text cell's text. */
  text: string | null;
  /** Whether the cell holds a formula (<f>). */
  formula: boolean;
}

const BUILT_IN: Record<string, string> = { "0": "General", "1": "0", "4": "#,##0.00", "49": "@" };

const unescape = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * The cells of an XLSX's first sheet, read from its XML parts (not through a spreadsheet): what
 * the file itself declares each cell to be, keyed by reference.
 */
export function readXlsxCells(bytes: Uint8Array): Map<string, XlsxCell> {
  const files = unzipSync(bytes);
  const part = (name: string) => strFromU8(files[name]!);
  const styles = part("xl/styles.xml");
  const codes = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)].map((m) => [m[1]!, unescape(m[2]!)]));
  const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? "").matchAll(/<xf [^>]*?\/?>/g)].map((m) => attr(m[0], "numFmtId") ?? "0");
  const shared = files["xl/sharedStrings.xml"] ? [...part("xl/sharedStrings.xml").matchAll(/<si>(.*?)<\/si>/gs)].map((m) => unescape(m[1]!.replace(/<[^>]+>/g, ""))) : [];
  const cells = new Map<string, XlsxCell>();
  for (const m of part("xl/worksheets/sheet1.xml").matchAll(/<c( [^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
    const [, attrs, body = ""] = m;
    const ref = attr(attrs!, "r")!;
    const type = attr(attrs!, "t");
    const fmtId = xfs[Number(attr(attrs!, "s") ?? 0)] ?? "0";
    const v = /<v>(.*?)<\/v>/s.exec(body)?.[1];
    const inline = /<is>(.*?)<\/is>/s.exec(body)?.[1];
    const text = type === "inlineStr" ? unescape((inline ?? "").replace(/<[^>]+>/g, "")) : type === "s" ? (shared[Number(v)] ?? null) : type === "str" ? unescape(v ?? "") : null;
    cells.set(ref, {
      ref,
      type,
      format: codes.get(fmtId) ?? BUILT_IN[fmtId] ?? `#${fmtId}`,
      value: type === null && v !== undefined ? Number(v) : null,
      text,
      formula: /<f[\s>]/.test(body),
    });
  }
  return cells;
}
