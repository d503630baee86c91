import { csvCell } from "./csv.server";
import { dayInZone, isoInZone } from "~/lib/calendar";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import type { LeadTab } from "./lead-tabs";

/**
 * What the lead exports (CSV and XLSX) share beyond their format: timestamps in the organiser's
 * zone with its offset, file names that say which tab and which day, and how a phone number is
 * written so a spreadsheet shows it as typed (docs/decisions/033).
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** "retreatly-waitlist-2025-11-01.csv": the tab, and the organiser's date of the export. */
export function exportFileName(tab: LeadTab, format: ExportFormat, now: Date, timeZone: string) {
  return `retreatly-${LEAD_TABLES[tab].file}-${dayInZone(now, timeZone)}.${format}`;
}

/** The columns that hold an instant (ISO UTC in the database). */
const TIMESTAMPS = new Set(["created_at", "consent_at", "confirmed_at", "unsubscribed_at"]);

/** Each row's timestamps as ISO 8601 in the organiser's zone, with the offset (YYYY-MM-DDTHH:mm:ss+05:30 in India). */
export async function* inZone<T extends Record<string, unknown>>(batches: AsyncIterable<readonly T[]>, timeZone: string): AsyncGenerator<T[]> {
  for await (const batch of batches) {
    yield batch.map((row) => {
      const out: Record<string, unknown> = { ...row };
      for (const key of TIMESTAMPS) if (typeof out[key] === "string") out[key] = isoInZone(out[key] as string, timeZone);
      return out as T;
    });
  }
}

/** A phone number as people type one: an optional +, then digits, spaces, dots, dashes, brackets. */
const PHONE = /^\+?[0-9][0-9 ().-]{0,30}$/;

/**
 * A CSV cell, with phone numbers written so a spreadsheet keeps them as typed. A bare
 * "+91 98765 43210" is read by Excel as a formula and "+919876543210" by Calc as the number
 * 919876543210 (the + lost, and a leading 0 would be too); the formula guard's apostrophe
 * (csv.server.ts) keeps them but shows in the cell. `="+91 98765 43210"` is read by both as the
 * text itself: a formula whose only content is a string constant, written only for values of
 * digits, spaces and + ( ) . - (no quote can end the string), so nothing else can run.
 * Everything else goes through the guard as before.
 */
export function exportCsvCell(value: unknown, column: string) {
  if (column === "phone" && typeof value === "string" && PHONE.test(value)) return `"=""${value}"""`;
  return csvCell(value);
}
