/**
 * CSV writing for the lead export: RFC 4180 (comma, CRLF, fields quoted when they hold a comma,
 * quote or line break, quotes doubled), UTF-8 with a byte-order mark so Excel reads names in
 * Devanagari and the rupee sign correctly, and OWASP's CSV-injection defence.
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
export const BOM = "\uFEFF";

/**
 * Cells a spreadsheet may read as a formula: = + - @ tab and carriage return (OWASP), plus
 * their full-width forms, which some spreadsheet imports normalise to the ASCII ones, also
 * behind anything a spreadsheet may skip or a reader cannot see: spaces of every width, line
 * breaks, no-break spaces, zero-width spaces and joiners, the byte-order mark, direction marks
 * and other format or control characters, the combining grapheme joiner, the Hangul and Khmer
 * fillers and the blank Braille pattern. Calc and Excel trim
 * some of these before they parse a cell, so " =1+1" can run as =1+1.
 */
const INVISIBLE = "[\\s\\p{Cc}\\p{Cf}\\p{Zs}\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u2800\\u3164\\uFFA0]";
const FORMULA_START = new RegExp(`^(?:[\\t\\r]|${INVISIBLE}*[=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20])`, "u");

export function neutraliseFormula(value: string) {
  // A leading apostrophe makes the spreadsheet treat the cell as text; it is shown, not run. A
  // phone number such as +91 98765 43210 keeps every digit: '+91 98765 43210.
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  const raw = typeof value === "string" ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  const text = neutraliseFormula(raw);
  return /[",\r\n]/.test(text) || text !== raw ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow<T>(values: readonly T[], cell: (value: T) => string = csvCell) {
  return values.map((v) => cell(v)).join(",") + "\r\n";
}

/**
 * A byte stream of the CSV: the header first, then each batch of rows (a row is its cells in
 * column order) as it arrives from `batches`. Pull-based, so a slow client slows the database
 * reads instead of piling rows up in memory.
 */
export function csvStream<T>(
  headers: readonly string[],
  batches: AsyncIterable<ReadonlyArray<readonly T[]>>,
  /** How a value becomes a cell (the exports write typed cells, exports.server.ts). */
  cell: (value: T) => string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(BOM + csvRow(headers)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        let chunk = "";
        for (const row of next.value) chunk += csvRow(row, cell);
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
