/**
 * A message from a template, done (docs/messages.md): opened in WhatsApp or the organiser's
 * e-mail app, or sent through the site's own mail (the outbox, with its daily cap). Each one is
 * a "message" entry on the person's timeline naming who did it, with its line in the audit log.
 */
import type { Site } from "~/content/site";
import { getSite } from "~/content/site.server";
import { leadSubject, recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { now as clockNow } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import { applyFollowUp } from "~/lib/leads/follow-up/apply.server";
import { enqueueMessageMail } from "~/lib/mail/enqueue.server";
import { layout, p, small, type MailContent } from "~/lib/mail/templates.server";
import { PURPOSE_LABELS, type Placeholder, type Purpose } from "./fill";
import type { BookingLookup, MessagePerson } from "./templates.server";
import { composeForPerson } from "./templates.server";

/** How a message went: opened in WhatsApp, opened in the organiser's e-mail app, or sent by the site. */
type MessageChannel = "whatsapp" | "email-app" | "email";

const CHANNEL_WORDS: Record<MessageChannel, string> = { whatsapp: "Opened WhatsApp with", "email-app": "Opened an e-mail with", email: "E-mailed" };

/** The timeline's words for a message: "Opened WhatsApp with Payment link (Goa Yoga & Surf Retreat, 17-21 December 2026)". */
function messageLine(channel: MessageChannel, purpose: Purpose, editionLabel: string | null) {
  return `${CHANNEL_WORDS[channel]} ${PURPOSE_LABELS[purpose].title}${editionLabel ? ` (${editionLabel})` : ""}`;
}

/** A message's timeline entry and audit line, in the caller's transaction. */
export async function recordMessage(
  trx: Trx,
  e: { personId: number; purpose: Purpose; channel: MessageChannel; edition: { id: number; label: string } | null; outboxId?: number; text: string },
  actor: Admin,
  now: Date,
) {
  const line = messageLine(e.channel, e.purpose, e.edition?.label ?? null);
  await trx
    .insertInto("lead_events")
    .values({
      person_id: e.personId,
      kind: "message",
      stage: null,
      // What it said, after the line: the timeline shows both, so the organiser sees what went.
      body: `${line}\n${e.text}`,
      created_at: now.toISOString(),
      message_purpose: e.purpose,
      message_channel: e.channel,
      edition_id: e.edition?.id ?? null,
      outbox_id: e.outboxId ?? null,
      ...actorOf(actor),
    })
    .execute();
  await recordAudit(trx, actor, "lead.message", { subject: leadSubject(e.personId), detail: line }, now);
}

/**
 * A filled template as an e-mail in the site's look: each paragraph of the body a paragraph,
 * and a footer with the site's contact details and, for a waitlist, the unsubscribe link.
 */
export function messageMail(site: Site, message: { subject: string; body: string }, opts: { unsubscribeUrl?: string; why: string }): MailContent {
  const paragraphs = message.body.split(/\n{2,}/).map((t) => t.trim()).filter(Boolean);
  const body = layout(site, {
    preheader: paragraphs[1] ?? paragraphs[0] ?? message.subject,
    blocks: paragraphs.map(p),
    footer: [
      small(opts.why),
      ...(opts.unsubscribeUrl ? [small(`Would you rather not hear from us again? Stop these e-mails: ${opts.unsubscribeUrl}`)] : []),
      small(`${site.name} · ${site.email} · ${site.phoneDisplay} · ${site.url}`),
    ],
  });
  return { subject: message.subject, ...body };
}

type Outcome =
  | { ok: true; redirect?: string; done: "opened" | "sent" | "held" }
  | { ok: false; problem: "missing" | "no-phone" | "gone"; missing?: Placeholder[] };

/**
 * The person page's three buttons: fills the template again on the server (the page's text is
 * never trusted), records the message, and says where to go: wa.me or mailto: for the two that
 * open an app, back to the page for the one the site sends. A New person becomes Contacted, as
 * with the reply links. Nothing is done while a placeholder has no value.
 */
export async function doPersonMessage(
  db: Db,
  person: MessagePerson,
  input: { purpose: Purpose; edition: string | null; channel: MessageChannel },
  actor: Admin,
  opts: { booking?: BookingLookup } = {},
): Promise<Outcome> {
  const composed = await composeForPerson(db, person, input.purpose, input.edition, opts);
  const filled = input.channel === "whatsapp" ? composed.whatsapp : composed.email;
  if (filled.missing.length) return { ok: false, problem: "missing", missing: filled.missing };
  if (input.channel === "whatsapp" && !composed.whatsappHref) return { ok: false, problem: "no-phone" };
  const now = clockNow();
  const site = getSite();
  const latest = person.requests.at(-1);
  if (!latest) return { ok: false, problem: "gone" };
  const edition = composed.edition ? { id: composed.edition.id, label: composed.edition.label } : null;
  const text = filled.subject ? `${filled.subject}\n\n${filled.body}` : filled.body;
  let held = false;
  await db.transaction().execute(async (trx) => {
    if (input.channel !== "email") return recordMessage(trx, { personId: person.id, purpose: input.purpose, channel: input.channel, edition, text }, actor, now);
    const mail = messageMail(site, { subject: filled.subject ?? "", body: filled.body }, { why: `You receive this e-mail because you wrote to us on ${site.url}. Simply reply to answer.` });
    // The outbox's own time is the real instant, as the lead e-mails' (its daily cap counts by it).
    const queued = await enqueueMessageMail(trx, { kind: "organiser_message", to: person.email, mail, lead: { table: latest.table, id: Number(latest.row.id) } });
    held = queued.withheld;
    // Held back by the daily cap: nothing went, so the timeline says nothing; the person's
    // e-mails list shows it as not sent, and why.
    if (!held) await recordMessage(trx, { personId: person.id, purpose: input.purpose, channel: "email", edition, outboxId: queued.id, text }, actor, now);
  });
  if (!held) await applyFollowUp(db, person.id, { intent: "contacted" }, actor, now);
  if (input.channel === "whatsapp") return { ok: true, done: "opened", redirect: composed.whatsappHref! };
  if (input.channel === "email-app") return { ok: true, done: "opened", redirect: composed.mailtoHref };
  return { ok: true, done: held ? "held" : "sent" };
}
