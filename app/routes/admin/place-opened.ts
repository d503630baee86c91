import { data, redirect } from "react-router";
import type { Route } from "./+types/place-opened";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { getEdition } from "~/lib/editions/editions.server";
import { log } from "~/lib/log.server";
import { emailPlaceOpened } from "~/lib/messages/place-opened.server";
import { PlaceOpenedSchema } from "~/lib/messages/schema";

/** Nothing to show here: the edition's page has the waitlist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(`/admin/retreats/${encodeURIComponent(params.slug)}`, { headers: NO_STORE });
}

/**
 * POST /admin/retreats/<slug>/place-opened: "E-mail" beside one person of the waitlist, or
 * "E-mail all" (components/admin/place-opened.tsx); back to the edition's page with the counts.
 */
export async function action({ request, params }: Route.ActionArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const edition = await getEdition(db, params.slug);
  if (!edition) throw data({ error: "No such edition" }, { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const parsed = PlaceOpenedSchema.safeParse(Object.fromEntries(body.form));
  if (!parsed.success) return data({ error: "Please choose who to e-mail." }, { status: 400, headers: NO_STORE });
  const result = await emailPlaceOpened(db, edition, admin, parsed.data.person === "all" ? null : parsed.data.person);
  log.info("admin place opened", { edition: edition.slug, emailed: result.emailed, skipped: result.skipped, already: result.already, held: result.held }, request);
  const back = new URLSearchParams(
    result.missing.length
      ? { missing: result.missing.join(",") }
      : { emailed: String(result.emailed), skipped: String(result.skipped), already: String(result.already), held: String(result.held) },
  );
  throw redirect(`/admin/retreats/${edition.slug}?${back}#place-opened`, { status: 303, headers: NO_STORE });
}
