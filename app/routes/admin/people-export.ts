import type { Route } from "./+types/people-export";
import { requireAdmin } from "~/lib/admin/auth.server";
import { recordSheetExport } from "~/lib/admin/audit.server";
import { exportFormatOf, exportResponse } from "~/lib/admin/exports.server";
import { PEOPLE_SHEET, countPeople, describePeopleFilters, iteratePeople, parsePeopleExportFilters } from "~/lib/admin/people-export.server";
import { now as clockNow, siteTimeZone, today as clockToday } from "~/lib/clock.server";

/**
 * GET /admin/people.csv and /admin/people.xlsx[?stage=…&due=…]: one row per person across every
 * form, with their follow-up (people-export.server.ts), named for the organiser's date
 * (retreatly-people-2025-11-01.xlsx). Read in keyset batches as the client takes them; the
 * audit log names who exported it and how many rows before the first row leaves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, admin } = await requireAdmin(request);
  const url = new URL(request.url);
  const filters = parsePeopleExportFilters(url.searchParams);
  const format = exportFormatOf(url);
  const today = clockToday();
  const count = await countPeople(db, filters, today);
  await recordSheetExport(db, admin, { format, what: ["People", ...describePeopleFilters(filters)], count });
  return exportResponse(PEOPLE_SHEET, iteratePeople(db, filters, today), { format, now: clockNow(), timeZone: siteTimeZone() });
}
