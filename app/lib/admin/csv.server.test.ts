import { describe, expect, it } from "vitest";
import { BOM, csvCell, csvRow, csvStream, neutraliseFormula } from "./csv.server";

async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

describe("CSV cells (RFC 4180)", () => {
  it("leaves plain text alone and quotes commas, quotes and line breaks", () => {
    expect(csvCell("Priya Sharma")).toBe("Priya Sharma");
    expect(csvCell("Goa, India")).toBe('"Goa, India"');
    expect(csvCell('She said "namaste"')).toBe('"She said ""namaste"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell("₹38,000 · अनन्या")).toBe('"₹38,000 · अनन्या"');
  });

  it("neutralises cells a spreadsheet would run as a formula (OWASP)", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["=", "+", "-", "@", "\t", "\r", "＝", "＋", "－", "＠"]) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
      expect(csvCell(`${start}cmd`).startsWith(`"'`)).toBe(true);
    }
    expect(neutraliseFormula("a=b")).toBe("a=b");
  });

  // What a spreadsheet skips or a reader cannot see, before the formula.
  const INVISIBLE_PREFIXES: [string, string][] = [
    ["space", " "],
    ["two spaces", "  "],
    ["tab", "\t"],
    ["carriage return", "\r"],
    ["line feed", "\n"],
    ["CR LF", "\r\n"],
    ["no-break space", "\u00A0"],
    ["narrow no-break space", "\u202F"],
    ["en quad", "\u2000"],
    ["ideographic space", "\u3000"],
    ["zero-width space", "\u200B"],
    ["zero-width non-joiner", "\u200C"],
    ["zero-width joiner", "\u200D"],
    ["word joiner", "\u2060"],
    ["byte-order mark", "\uFEFF"],
    ["soft hyphen", "\u00AD"],
    ["left-to-right mark", "\u200E"],
    ["right-to-left override", "\u202E"],
    ["Mongolian vowel separator", "\u180E"],
    ["combining grapheme joiner", "\u034F"],
    ["Hangul filler", "\u3164"],
    ["Braille blank", "\u2800"],
    ["NUL", "\u0000"],
    ["escape", "\u001B"],
    ["zero-width space after a space", " \u200B"],
  ];
  it.each(INVISIBLE_PREFIXES)("neutralises a formula behind a %s", (_label, prefix) => {
    for (const start of ["=", "+", "-", "@", "＝"]) {
      const value = `${prefix}${start}HYPERLINK("http://evil.example")`;
      expect(neutraliseFormula(value)).toBe(`'${value}`);
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
  });

  it("keeps phone numbers readable and leaves text with inner signs alone", () => {
    expect(csvCell("+91 98765 43210")).toBe(`"'+91 98765 43210"`);
    expect(neutraliseFormula(" +91 98765 43210")).toBe("' +91 98765 43210");
    for (const plain of ["98765 43210", "Priya Sharma", " Priya", "\u200BPriya", "a=b", "x+1", "instagram", "e-mail"])
      expect(neutraliseFormula(plain)).toBe(plain);
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("csvStream", () => {
  it("writes a BOM, the header, then each batch, pulling batches lazily", async () => {
    let pulled = 0;
    async function* batches() {
      for (let b = 0; b < 3; b++) {
        pulled++;
        yield [
          [b * 2 + 1, `n${b}`],
          [b * 2 + 2, b === 1 ? "=1+1" : "x"],
        ];
      }
    }
    const stream = csvStream(["id", "name"], batches(), csvCell);
    expect(pulled).toBe(0);
    const out = await text(stream);
    expect(out.startsWith(BOM)).toBe(true);
    const lines = out.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,name");
    expect(lines).toContain(`4,"'=1+1"`);
    expect(lines.filter(Boolean)).toHaveLength(7);
  });
});
