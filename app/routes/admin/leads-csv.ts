import type { Route } from "./+types/leads-csv";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { recordExport } from "~/lib/admin/audit.server";
import { EXPORT_TYPES, exportFileName, exportFormatOf } from "~/lib/admin/exports.server";
import { parseFilters } from "~/lib/admin/lead-tabs";
import { countLeads, exportLeads } from "~/lib/admin/leads-queries.server";
import { now as clockNow, siteTimeZone } from "~/lib/clock.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";

/**
 * GET /admin/leads.csv and /admin/leads.xlsx?<the dashboard's filters>: the current filter as a
 * CSV or an XLSX workbook (STYLE §8: a loader-only resource route behind the same guard), named
 * for the tab and the organiser's date (retreatly-waitlist-2025-11-01.csv). Rows stream from
 * the database in keyset batches, so 100,000 leads never sit in memory at once. The audit log
 * names who exported what (the filters and the count) before the first row leaves.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, admin } = await requireAdmin(request);
  const url = new URL(request.url);
  const { filters } = parseFilters(url.searchParams);
  const format = exportFormatOf(url);
  const now = clockNow();
  const timeZone = siteTimeZone();
  const filename = exportFileName(LEAD_TABLES[filters.tab].file, format, now, timeZone);
  const { total } = await countLeads(db, filters, now, timeZone);
  await recordExport(db, admin, { format, filters, count: total });
  return new Response(exportLeads(db, filters, now, { format, timeZone }), {
    headers: {
      ...NO_STORE,
      "Content-Type": EXPORT_TYPES[format],
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
