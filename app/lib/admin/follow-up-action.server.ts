import { data, redirect } from "react-router";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { now as clockNow } from "~/lib/clock.server";
import { readFollowUpForm } from "~/lib/leads/stages";
import { log } from "~/lib/log.server";
import { applyFollowUp } from "~/lib/leads/follow-up/apply.server";

/** Where a follow-up post may send the organiser back to: only the admin's own lead pages. */
function safeReturn(value: unknown, fallback: string) {
  const text = typeof value === "string" ? value : "";
  return /^\/admin\/(leads|follow-up)(\/\d+)?(\?[^#\s\u0000-\u001f\u007f]*)?$/.test(text) ? text : fallback;
}

/**
 * POST /admin/leads/<person>: the follow-up form (stage, lost reason, follow-up day, note) or a
 * used reply link (intent=contacted). Without JavaScript: post/redirect/get back to where it
 * came from, or the lead's page again with the message when the form is refused. With it
 * (js=1): a small JSON answer for the fetcher, which then revalidates the page.
 */
export async function followUpAction(request: Request, personParam: string | undefined) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const personId = Number(personParam);
  const self = `/admin/leads/${personParam}`;
  if (!/^[1-9]\d{0,9}$/.test(personParam ?? "")) throw data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) return data({ ok: false as const, error: body.error }, { status: body.status, headers: NO_STORE });
  const js = body.form.get("js") === "1";
  const parsed = readFollowUpForm(body.form);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please check the form";
    return data({ ok: false as const, error }, { status: 400, headers: NO_STORE });
  }
  const found = await applyFollowUp(db, personId, parsed.data, admin, clockNow());
  if (!found) return data({ ok: false as const, error: "This lead no longer exists" }, { status: 404, headers: NO_STORE });
  log.info("admin followed up lead", { person: personId, intent: parsed.data.intent, stage: parsed.data.stage ?? null }, request);
  if (js) return data({ ok: true as const }, { headers: NO_STORE });
  throw redirect(safeReturn(body.form.get("returnTo"), self), { headers: NO_STORE });
}
