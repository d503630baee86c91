import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";

/**
 * A spreadsheet export as a minimal XLSX (Office Open XML) workbook: one sheet whose every cell
 * is an inline string with the Text number format ("@"). A typed text cell is never a formula,
 * so `=HYPERLINK(...)` in a name stays text and runs nowhere, and a phone number keeps its "+"
 * and leading zeros with no apostrophe in front (docs/decisions/033). Written by hand over fflate's
 * streaming zip rather than with a workbook library: five fixed XML parts and one streamed sheet,
 * read batch by batch, so 100,000 leads never sit in memory at once.
 */

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
// Style 1: number format 49, the built-in Text format ("@"); style 2 the same in bold (the header).
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs></styleSheet>`;

function workbook(sheetName: string) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/**
 * Text as XML character data: the five specials escaped, and the characters XML 1.0 cannot hold
 * (controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) dropped, so a stray
 * control character in a lead cannot make the file unreadable.
 */
function xmlText(value: string) {
  return value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** "A", "B", …, "Z", "AA": a column's letters for cell references. */
function columnLetters(index: number) {
  let n = index + 1;
  let out = "";
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function row(r: number, values: readonly unknown[], style: number) {
  let xml = `<row r="${r}">`;
  values.forEach((value, i) => {
    if (value === null || value === undefined || value === "") return;
    const text = typeof value === "string" ? value : String(value);
    xml += `<c r="${columnLetters(i)}${r}" t="inlineStr" s="${style}"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
function sheetName(name: string) {
  return name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
}

/**
 * The workbook as a byte stream: the header row, then each batch from `batches` as it arrives.
 * Pull-based like the CSV (csv.server.ts), so a slow client slows the reads.
 */
export function xlsxStream(
  name: string,
  columns: readonly string[],
  batches: AsyncIterable<ReadonlyArray<Record<string, unknown>>>,
): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let out: ReadableStreamDefaultController<Uint8Array>;
  let sheet: ZipDeflate;
  let r = 1;
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        sent++;
        if (final) controller.close();
      });
      const fixed: [string, string][] = [
        ["[Content_Types].xml", CONTENT_TYPES],
        ["_rels/.rels", ROOT_RELS],
        ["xl/workbook.xml", workbook(sheetName(name))],
        ["xl/_rels/workbook.xml.rels", WORKBOOK_RELS],
        ["xl/styles.xml", STYLES],
      ];
      for (const [path, xml] of fixed) {
        const file = new ZipPassThrough(path);
        zip.add(file);
        file.push(strToU8(xml), true);
      }
      sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
      zip.add(sheet);
      sheet.push(strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>${row(r++, columns, 2)}`));
      zip.end();
    },
    async pull() {
      // The deflater keeps small inputs to itself: read on until it has given out bytes (or the
      // end), since a pull that enqueues nothing is not called again.
      const before = sent;
      try {
        while (sent === before) {
          const next = await iterator.next();
          if (next.done) {
            sheet.push(strToU8("</sheetData></worksheet>"), true);
            return;
          }
          let xml = "";
          for (const values of next.value) xml += row(r++, columns.map((c) => values[c]), 1);
          sheet.push(strToU8(xml));
        }
      } catch (error) {
        out.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
