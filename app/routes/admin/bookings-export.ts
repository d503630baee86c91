import { data } from "react-router";
import type { Route } from "./+types/bookings-export";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { recordSheetExport } from "~/lib/admin/audit.server";
import { exportFormatOf, exportResponse } from "~/lib/admin/exports.server";
import { BOOKINGS_SHEET, guestSheet } from "~/lib/bookings/bookings-export.server";
import { iterateBookings } from "~/lib/bookings/bookings.server";
import { getEdition } from "~/lib/editions/editions.server";
import { now as clockNow, siteTimeZone, today as clockToday } from "~/lib/clock.server";

/**
 * GET /admin/bookings.csv and .xlsx: every booking of every edition, cancelled and refunded ones
 * too; /admin/retreats/<slug>/guests.csv and .xlsx: the edition's guest list, its active
 * bookings. One sheet (bookings-export.server.ts), read in keyset batches, the audit log naming
 * who exported what before the first row leaves.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, admin } = await requireAdmin(request);
  const url = new URL(request.url);
  const format = exportFormatOf(url);
  const today = clockToday();
  const edition = params.slug === undefined ? null : await getEdition(db, params.slug);
  if (params.slug !== undefined && !edition) throw data("No such edition", { status: 404, headers: NO_STORE });
  const scope = edition ? { editionId: edition.id, activeOnly: true } : {};
  let count = 0;
  for await (const batch of iterateBookings(db, scope, today)) count += batch.length;
  await recordSheetExport(db, admin, { format, what: edition ? ["Guests", edition.slug] : ["Bookings"], count });
  const sheet = edition ? guestSheet(edition.slug) : BOOKINGS_SHEET;
  return exportResponse(sheet, iterateBookings(db, scope, today), { format, now: clockNow(), timeZone: siteTimeZone() });
}
