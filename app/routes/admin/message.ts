import { data, redirect } from "react-router";
import type { Route } from "./+types/message";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { log } from "~/lib/log.server";
import { MessageSchema } from "~/lib/messages/schema";
import { doPersonMessage } from "~/lib/messages/send.server";

/** Nothing to show here: the person's page has the messages block. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(`/admin/leads/${/^[1-9]\d{0,9}$/.test(params.id) ? params.id : ""}`, { headers: NO_STORE });
}

/**
 * POST /admin/leads/<person>/message: a messages block button (components/admin/person-messages.tsx).
 * The template is filled again here and the message recorded on the timeline; then the browser
 * goes on to wa.me or mailto:, or, for the site's own e-mail, back to the person's page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const person = /^[1-9]\d{0,9}$/.test(params.id) ? await getPerson(db, Number(params.id)) : null;
  if (!person) throw data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const parsed = MessageSchema.safeParse(Object.fromEntries(body.form));
  if (!parsed.success) return data({ error: "This message is not known here. Please reload the page and try again." }, { status: 400, headers: NO_STORE });
  const { purpose, edition, channel } = parsed.data;
  const outcome = await doPersonMessage(db, person, { purpose, edition: edition ?? null, channel }, admin);
  log.info("admin message", { person: person.id, purpose, channel, outcome: outcome.ok ? outcome.done : outcome.problem }, request);
  if (outcome.ok && outcome.redirect) throw redirect(outcome.redirect, { status: 303, headers: NO_STORE });
  const back = new URLSearchParams({ message: purpose, ...(edition ? { edition } : {}), message_done: outcome.ok ? outcome.done : outcome.problem });
  throw redirect(`/admin/leads/${person.id}?${back}#messages`, { status: 303, headers: NO_STORE });
}
