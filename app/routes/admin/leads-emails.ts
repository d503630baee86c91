import type { Route } from "./+types/leads-emails";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { recordExport } from "~/lib/admin/audit.server";
import { parseFilters } from "~/lib/admin/lead-tabs";
import { filteredEmails } from "~/lib/admin/leads-queries.server";

/**
 * GET /admin/leads.emails?<the dashboard's filters>: every distinct e-mail address of the whole
 * filtered set (not only the page shown), comma-separated as a mail client's To field takes
 * them. "Copy e-mails" puts this on the clipboard; without JavaScript the same link shows it.
 * The audit log names who copied which filter's addresses, and how many.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, admin } = await requireAdmin(request);
  const { filters } = parseFilters(new URL(request.url).searchParams);
  const emails = await filteredEmails(db, filters);
  await recordExport(db, admin, { format: "emails", filters, count: emails.length });
  return new Response(emails.join(", "), {
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8", "X-Count": String(emails.length) },
  });
}
