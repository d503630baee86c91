import { data, redirect } from "react-router";
import type { Route } from "./+types/message";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { log } from "~/lib/log.server";
import { MessageSchema } from "~/lib/messages/schema";
import { doPersonMessage } from "~/lib/messages/send.server";

/**
 * GET /admin/leads/<person>/message?purpose=…&edition=…&channel=whatsapp|email-app: the
 * messages block's "Open in WhatsApp" and "Open e-mail" links. A link rather than a form: the
 * site's CSP (form-action 'self') stops a form's answer from redirecting to wa.me or mailto:,
 * and a link opens the app with JavaScript off too. It fills the template, puts it on the
 * timeline, then redirects to the app. The session cookie is SameSite=Strict, so a link on
 * another site reaches this signed out, and checkSameOrigin refuses a cross-site request besides.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const person = /^[1-9]\d{0,9}$/.test(params.id) ? await getPerson(db, Number(params.id)) : null;
  if (!person) throw data({ error: "No such lead" }, { status: 404, headers: NO_STORE });
  const parsed = MessageSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success || parsed.data.channel === "email") throw redirect(`/admin/leads/${person.id}#messages`, { headers: NO_STORE });
  return respond(request, person.id, parsed.data, await doPersonMessage(db, person, { ...parsed.data, edition: parsed.data.edition ?? null }, admin));
}

function respond(request: Request, personId: number, input: { purpose: string; edition?: string; channel: string }, outcome: Awaited<ReturnType<typeof doPersonMessage>>) {
  log.info("admin message", { person: personId, purpose: input.purpose, channel: input.channel, outcome: outcome.ok ? outcome.done : outcome.problem }, request);
  if (outcome.ok && outcome.redirect) throw redirect(outcome.redirect, { status: 303, headers: NO_STORE });
  const back = new URLSearchParams({ message: input.purpose, ...(input.edition ? { edition: input.edition } : {}), message_done: outcome.ok ? outcome.done : outcome.problem });
  throw redirect(`/admin/leads/${personId}?${back}#messages`, { status: 303, headers: NO_STORE });
}

/**
 * POST /admin/leads/<person>/message: the messages block's "Send by e-mail"
 * (components/admin/person-messages.tsx). The template is filled again here, queued in the
 * outbox and put on the timeline; back to the person's page, which says how it went.
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
  return respond(request, person.id, parsed.data, await doPersonMessage(db, person, { ...parsed.data, edition: parsed.data.edition ?? null, channel: "email" }, admin));
}
