import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from "fflate";

/**
 * A spreadsheet export as a minimal XLSX (Office Open XML) workbook: one sheet of typed cells
 * (docs/decisions/033). Text is an inline string in the Text number format ("@"): a text cell is
 * never a formula, so `=HYPERLINK(...)` in a name stays text and runs nowhere, and a phone number
 * keeps its "+" and leading zeros with no apostrophe in front; no cell of ours is ever written
 * as a formula (<f>). Numbers are numeric cells, dates serial numbers with a date format, so a
 * spreadsheet sorts, sums and filters them. Written by hand over fflate's streaming zip rather
 * than with a workbook library: five fixed XML parts and one streamed sheet, read batch by
 * batch, so 100,000 leads never sit in memory at once.
 */

/**
 * One cell. Text is text whatever it starts with; a date holds its serial (days since
 * 1899-12-30 in the organiser's wall time, as spreadsheets count) and, for the CSV, its ISO text.
 */
export type Cell =
  | { kind: "text"; text: string; phone?: boolean }
  | { kind: "number"; value: number; decimals: number }
  | { kind: "date"; serial: number; text: string; time: boolean }
  | null;

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
/**
 * The cell styles (cellXfs), by index: each a number format. 49 is the built-in Text format
 * ("@"), 1 "0", 4 "#,##0.00"; 164 and 165 are ours, ISO-like so no locale reorders day and month.
 */
const STYLE = { text: 1, header: 2, count: 3, amount: 4, day: 5, dateTime: 6 } as const;
const xf = (numFmtId: number, fontId = 0) => `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"${fontId ? ' applyFont="1"' : ""}/>`;
const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="7"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xf(49)}${xf(49, 1)}${xf(1)}${xf(4)}${xf(164)}${xf(165)}</cellXfs></styleSheet>`;

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

function textCell(ref: string, text: string, style: number) {
  return `<c r="${ref}" t="inlineStr" s="${style}"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

/** A typed cell's XML; empty cells are left out. */
function cellXml(ref: string, cell: Cell) {
  if (cell === null) return "";
  if (cell.kind === "text") return cell.text === "" ? "" : textCell(ref, cell.text, STYLE.text);
  if (cell.kind === "number") return Number.isFinite(cell.value) ? `<c r="${ref}" s="${cell.decimals > 0 ? STYLE.amount : STYLE.count}"><v>${cell.value}</v></c>` : "";
  return Number.isFinite(cell.serial) ? `<c r="${ref}" s="${cell.time ? STYLE.dateTime : STYLE.day}"><v>${cell.serial}</v></c>` : "";
}

function row(r: number, cells: readonly Cell[]) {
  return `<row r="${r}">${cells.map((cell, i) => cellXml(`${columnLetters(i)}${r}`, cell)).join("")}</row>`;
}

function headerRow(headers: readonly string[]) {
  return `<row r="1">${headers.map((h, i) => textCell(`${columnLetters(i)}1`, h, STYLE.header)).join("")}</row>`;
}

/** The sheet's start: the header row frozen above the rows, each column as wide as its kind needs. */
function sheetStart(columns: readonly { header: string; width: number }[]) {
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${headerRow(columns.map((c) => c.header))}`;
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
function sheetName(name: string) {
  return name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";
}

/**
 * The workbook as a byte stream: the header row, then each batch of rows (a row is its cells in
 * column order) as it arrives. Pull-based like the CSV (csv.server.ts), so a slow client slows
 * the reads.
 */
export function xlsxStream(name: string, columns: readonly { header: string; width: number }[], batches: AsyncIterable<ReadonlyArray<readonly Cell[]>>): ReadableStream<Uint8Array> {
  const iterator = batches[Symbol.asyncIterator]();
  let out: ReadableStreamDefaultController<Uint8Array>;
  let sheet: ZipDeflate;
  let r = 2;
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
      sheet.push(strToU8(sheetStart(columns)));
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
          for (const cells of next.value) xml += row(r++, cells);
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
