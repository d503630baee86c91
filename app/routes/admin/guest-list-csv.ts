import { data } from "react-router";
import type { Route } from "./+types/guest-list-csv";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { recordAudit } from "~/lib/admin/audit.server";
import { guestListCsv, guestListOf } from "~/lib/bookings/guest-list.server";
import { today } from "~/lib/clock.server";

/** GET /admin/retreats/<slug>/guests.csv: the edition's booked guests, named in the audit log as an export. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, admin } = await requireAdmin(request);
  const list = await guestListOf(db, params.slug ?? "", today());
  if (!list) throw data("No such edition", { status: 404, headers: NO_STORE });
  const csv = guestListCsv(list.guests);
  await recordAudit(db, admin, "bookings.guest-list", { subject: list.edition.slug, detail: `CSV, ${list.places.booked} ${list.places.booked === 1 ? "guest" : "guests"}` });
  return new Response(csv, {
    headers: { ...NO_STORE, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="retreatly-guests-${list.edition.slug}.csv"` },
  });
}
