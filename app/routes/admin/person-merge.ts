import { data, redirect } from "react-router";
import type { Route } from "./+types/person-merge";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { now as clockNow } from "~/lib/clock.server";
import { mergePeople } from "~/lib/leads/follow-up/merge.server";
import { log } from "~/lib/log.server";

const PERSON_ID = /^[1-9]\d{0,9}$/;

/** Nothing to show here: the merge is a post from the person's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(PERSON_ID.test(params.id) ? `/admin/leads/${params.id}` : "/admin/leads", { headers: NO_STORE });
}

/**
 * POST /admin/leads/<person>/merge, `merge=<other person>`: the organiser's merge of a possible
 * match into this person (lib/leads/follow-up/merge.server.ts), then back to this person's page,
 * which says whether it happened.
 */
export async function action({ request, params }: Route.ActionArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  if (!PERSON_ID.test(params.id)) throw data({ message: "No such lead" }, { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) throw data({ message: body.error }, { status: body.status, headers: NO_STORE });
  const other = String(body.form.get("merge") ?? "");
  const keep = Number(params.id);
  const done = PERSON_ID.test(other) ? await mergePeople(db, keep, Number(other), admin, clockNow()) : "gone";
  if (done === "merged") log.info("admin merged two leads", { person: keep, merged: Number(other) }, request);
  throw redirect(`/admin/leads/${keep}?merge=${done}`, { headers: NO_STORE });
}
