import type { Route } from "./+types/leads-csv";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { parseFilters } from "~/lib/admin/lead-tabs";
import { exportLeads } from "~/lib/admin/leads-queries.server";

/**
 * GET /admin/leads.csv?<the dashboard's filters>: the current filter as CSV (STYLE §8: a
 * loader-only resource route behind the same guard). Rows stream from the database in
 * keyset batches, so 100,000 leads never sit in memory at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const { filters } = parseFilters(new URL(request.url).searchParams);
  const now = new Date();
  const filename = `leads-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(exportLeads(db, filters, now), {
    headers: {
      ...NO_STORE,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
