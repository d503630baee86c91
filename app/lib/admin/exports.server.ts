import { NO_STORE } from "./auth.server";
import { csvCell, csvStream } from "./csv.server";
import { xlsxStream, type Cell } from "./xlsx.server";
import { dayInZone, isoInZone } from "~/lib/calendar";

/**
 * The admin's exports (CSV and XLSX) described once, whatever they list: a sheet is a name, a
 * file name and a list of typed columns over rows, and each format writes the same typed cells
 * its own way (docs/decisions/033). Timestamps are the organiser's (SITE_TIME_ZONE), files are
 * named for the sheet and the organiser's day.
 *
 *   const GUESTS = defineSheet<Guest>({ name: "Guests", file: "guests", columns: [
 *     { header: "Name", type: "text", value: (g) => g.name },
 *     { header: "Phone", type: "phone", value: (g) => g.phone },
 *     { header: "Paid", type: "amount", value: (g) => g.paidMinor },
 *     { header: "Balance due", type: "day", value: (g) => g.balanceDueOn },
 *   ] });
 *   return exportResponse(GUESTS, batches, { format, now, timeZone });
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** What each column type takes from a row (null or undefined: an empty cell). */
interface ColumnValues {
  /** Any text: a text cell, never a formula in the XLSX, guarded in the CSV. */
  text: string;
  /** A phone number as typed: text that keeps its + and leading zeros. */
  phone: string;
  /** A record's number: text, so a spreadsheet neither sums it nor drops its zeros. */
  id: string | number;
  /** How many: a whole number. */
  count: number;
  /** Money in the currency's minor unit (paise, cents), as stored: a number with its decimals. */
  amount: number;
  /** An instant, ISO 8601 UTC as stored: a date and time in the organiser's zone. */
  instant: string;
  /** A calendar day, YYYY-MM-DD (a follow-up day, a due date): a date. */
  day: string;
}
export type ColumnType = keyof ColumnValues;

export type SheetColumn<Row> = {
  [T in ColumnType]: {
    header: string;
    type: T;
    value: (row: Row) => ColumnValues[T] | null | undefined;
    /** An amount's digits after the point: 2 (paise, cents) unless the currency has others. */
    minorDigits?: T extends "amount" ? number : never;
  };
}[ColumnType];

export interface Sheet<Row> {
  /** The XLSX sheet's name (31 characters at most). */
  name: string;
  /** The file name's part: retreatly-<file>-<day>.csv. */
  file: string;
  columns: readonly SheetColumn<Row>[];
}

/** A sheet, checked: every column's value fits its type. */
export function defineSheet<Row>(sheet: Sheet<Row>): Sheet<Row> {
  return sheet;
}

const EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

/** A spreadsheet's serial number of a wall-clock date and time. */
function serialOf(y: string, m: string, d: string, hh = "0", mm = "0", ss = "0") {
  return (Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss)) - EPOCH) / DAY_MS;
}

function typedCell<Row>(column: SheetColumn<Row>, row: Row, timeZone: string): Cell {
  const value: unknown = column.value(row);
  if (value === null || value === undefined || value === "") return null;
  switch (column.type) {
    case "count": {
      const n = Number(value);
      return Number.isFinite(n) ? { kind: "number", value: n, decimals: 0 } : null;
    }
    case "amount": {
      const digits = column.minorDigits ?? 2;
      const n = Number(value);
      return Number.isFinite(n) ? { kind: "number", value: n / 10 ** digits, decimals: digits } : null;
    }
    case "day": {
      const m = ISO_DAY.exec(String(value));
      return m ? { kind: "date", serial: serialOf(m[1]!, m[2]!, m[3]!), text: String(value), time: false } : { kind: "text", text: String(value) };
    }
    case "instant": {
      const text = isoInZone(String(value), timeZone);
      const m = WALL.exec(text);
      return m ? { kind: "date", serial: serialOf(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6]), text, time: true } : { kind: "text", text };
    }
    case "phone":
      return { kind: "text", text: String(value), phone: true };
    default:
      return { kind: "text", text: String(value) };
  }
}

/** Each batch of rows as typed cells, in the sheet's column order. */
async function* cellsOf<Row>(sheet: Sheet<Row>, batches: AsyncIterable<readonly Row[]>, timeZone: string): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map((row) => sheet.columns.map((column) => typedCell(column, row, timeZone)));
}

/** A phone number as people type one: an optional +, then digits, spaces, dots, dashes, brackets. */
const PHONE = /^\+?[0-9][0-9 ().-]{0,30}$/;

/**
 * A typed cell in the CSV. Dates are ISO 8601 in the organiser's zone with its offset
 * (YYYY-MM-DDThh:mm:ss+05:30 in India) or the day itself; numbers are written plainly. Phone numbers are
 * written so a spreadsheet keeps them as typed: a bare "+91 98765 43210" is read by Excel as a
 * formula and "+919876543210" by Calc as the number 919876543210 (the + lost, and a leading 0
 * would be too); the formula guard's apostrophe (csv.server.ts) keeps them but shows in the cell.
 * `="+91 98765 43210"` is read by both as the text itself: a formula whose only content is a
 * string constant, written only for values of digits, spaces and + ( ) . - (no quote can end the
 * string), so nothing else can run. Every other text goes through the guard.
 */
function csvTypedCell(cell: Cell): string {
  if (cell === null) return "";
  if (cell.kind === "number") return cell.value.toFixed(cell.decimals);
  if (cell.kind === "date") return csvCell(cell.text);
  if (cell.phone && PHONE.test(cell.text)) return `"=""${cell.text}"""`;
  return csvCell(cell.text);
}

/** A column's width in the XLSX, in characters: its header, or what its type usually holds. */
const WIDTHS: Record<ColumnType, number> = { text: 18, phone: 17, id: 8, count: 9, amount: 12, instant: 17, day: 11 };

/** The sheet as a CSV or XLSX byte stream, read batch by batch as the client takes it. */
export function exportSheet<Row>(sheet: Sheet<Row>, batches: AsyncIterable<readonly Row[]>, { format, timeZone }: { format: ExportFormat; timeZone: string }): ReadableStream<Uint8Array> {
  const headers = sheet.columns.map((c) => c.header);
  const cells = cellsOf(sheet, batches, timeZone);
  if (format === "csv") return csvStream(headers, cells, csvTypedCell);
  return xlsxStream(
    sheet.name,
    sheet.columns.map((c) => ({ header: c.header, width: Math.max(c.header.length + 2, WIDTHS[c.type]) })),
    cells,
  );
}

/** "retreatly-waitlist-2025-11-01.csv": the sheet's file part and the organiser's date of the export. */
export function exportFileName(file: string, format: ExportFormat, now: Date, timeZone: string) {
  return `retreatly-${file}-${dayInZone(now, timeZone)}.${format}`;
}

/** The download: the sheet streamed, named for its file part and the organiser's day, never cached. */
export function exportResponse<Row>(sheet: Sheet<Row>, batches: AsyncIterable<readonly Row[]>, { format, now, timeZone }: { format: ExportFormat; now: Date; timeZone: string }) {
  return new Response(exportSheet(sheet, batches, { format, timeZone }), {
    headers: {
      ...NO_STORE,
      "Content-Type": EXPORT_TYPES[format],
      "Content-Disposition": `attachment; filename="${exportFileName(sheet.file, format, now, timeZone)}"`,
    },
  });
}

/** The format a route was asked for: /admin/people.xlsx or .csv. */
export function exportFormatOf(url: URL): ExportFormat {
  return url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
}
