import { data, redirect } from "react-router";
import type { Route } from "./+types/delete-lead";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { isLeadTab } from "~/lib/admin/lead-tabs";
import { deleteLead } from "~/lib/admin/leads-queries.server";
import { log } from "~/lib/log.server";

/**
 * POST /admin/leads/:tab/:id: erases one lead after the dashboard's confirmation. Answers with
 * a redirect back to the list the organiser was on (`returnTo`, only ever an /admin/leads URL).
 */
export async function action({ request, params }: Route.ActionArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const id = Number(params.id);
  if (!isLeadTab(params.tab) || !Number.isSafeInteger(id) || id < 1)
    return data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const { form } = body;
  const returnTo = String(form.get("returnTo") ?? "");
  const deleted = await deleteLead(db, params.tab, id, admin);
  log.info("admin deleted lead", { tab: params.tab, id, deleted }, request);
  if (!deleted) return data({ error: "This lead was already deleted" }, { status: 404, headers: NO_STORE });
  // Only ever an /admin/leads URL, and only printable characters: a CR or LF would not fit in
  // the Location header at all.
  const safe = /^\/admin\/leads(\?[^#\s\u0000-\u001f\u007f]*)?$/.test(returnTo) ? returnTo : "/admin/leads";
  return redirect(safe, { headers: NO_STORE });
}

export function loader() {
  return redirect("/admin/leads", { headers: NO_STORE });
}
