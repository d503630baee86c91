import type { Transaction } from "kysely";
import { getSite } from "~/content/site.server";
import type { Db } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { mailtoHref } from "~/lib/mailto";
import { readMailConfig } from "./config.server";
import { packBody } from "./stored-body.server";
import { absoluteUrl, mailSubject, oneLine, type MailContent } from "./templates.server";
import { getMailLinkKey, unsubscribeToken } from "./tokens.server";
import { nudgeMailWorker } from "./worker.server";
import { packMailData } from "./stored-message.server";
import type { LeadForMail, MailKind, PersonForMail, StoredMailData } from "./types";

interface Planned {
  kind: MailKind;
  to: string;
  data: StoredMailData;
  headers: Record<string, string>;
}

/**
 * Writes the e-mails this lead triggers into mail_outbox, in the lead's transaction: the form
 * answers as soon as the transaction commits, and the worker (worker.server.ts) sends them. Only
 * inserts happen here, no network, so a down SMTP server never fails or slows a lead. A row keeps
 * the subject and the data its message is made from (stored-message.server.ts); the worker
 * renders the bodies when it sends, so the form post does not render, compress and store two
 * HTML messages. `withholdReason`: the visitor's e-mails are kept, withheld, with this reason
 * (a repeat of the same request, app/lib/leads/people.server.ts); the organiser is still told.
 * `person`: who the request was linked to, so the organiser's e-mail links to their page.
 */
export async function enqueueLeadEmails(trx: Transaction<Database>, lead: LeadForMail, opts: { withholdReason?: string; person?: PersonForMail } = {}): Promise<void> {
  const site = getSite();
  const config = readMailConfig();
  const planned: Planned[] = [
    // Reply-To the visitor: the organiser answers a lead by replying to its notification.
    { kind: "organiser_lead", to: config.organiserEmail, data: opts.person ? { lead, person: opts.person } : { lead }, headers: { "Reply-To": lead.email } },
  ];
  const visitor = (kind: MailKind, data: StoredMailData = { lead }, headers: Record<string, string> = {}) =>
    planned.push({ kind, to: lead.email, data, headers });

  switch (lead.kind) {
    case "brochure":
      visitor("brochure");
      break;
    case "waitlist":
      visitor("waitlist");
      break;
    case "contact":
    case "corporate":
    case "host":
      visitor("inquiry_ack");
      break;
    case "newsletter": {
      if (!lead.confirmToken) break; // nothing to confirm (the caller always passes one)
      const token = unsubscribeToken(await getMailLinkKey(trx), lead.id, lead.email);
      const unsubscribeUrl = absoluteUrl(site, `/newsletter/unsubscribe?token=${token}`);
      const confirmUrl = absoluteUrl(site, `/newsletter/confirm?token=${encodeURIComponent(lead.confirmToken)}`);
      // RFC 8058 one-click unsubscribe: mail clients show an "Unsubscribe" button that POSTs
      // "List-Unsubscribe=One-Click" to the https URL (app/routes/newsletter-unsubscribe.tsx).
      // The mailto (RFC 2369) is for clients that only write: it reaches the organiser's inbox
      // with the token in the subject, to be removed by hand (docs/mail.md).
      const unsubscribeMailto = mailtoHref(config.organiserEmail, { subject: `Unsubscribe ${token}` });
      visitor("newsletter_confirm", { lead, links: { confirmUrl, unsubscribeUrl } }, {
        "List-Unsubscribe": `<${unsubscribeUrl}>, <${unsubscribeMailto}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      break;
    }
  }

  const now = new Date().toISOString();
  // At most a few e-mails a day to one visitor's mailbox: the forms take any address,
  // so without a cap they would send our mail to a stranger as often as a script liked. The lead
  // is stored and the organiser told as always; the visitor's e-mail is kept, withheld, with why.
  const mailbox = recipientKey(lead.email);
  const withheld = planned.length > 1 && (await sentToday(trx, mailbox, now)) >= config.visitorDailyLimit;
  if (withheld) planned[0]!.data = { ...planned[0]!.data, visitorMailWithheld: true };
  await trx
    .insertInto("mail_outbox")
    .values(
      planned.map((m) => ({
        kind: m.kind,
        lead_table: lead.table,
        lead_id: lead.id,
        to_address: m.to,
        recipient_key: recipientKey(m.to),
        // The subject now (the admin and the tests read it); the bodies when the worker sends.
        subject: mailSubject[m.kind](site, lead),
        text_body: packMailData(m.data),
        html_body: "",
        headers: JSON.stringify(m.headers),
        ...(opts.withholdReason && m.kind !== "organiser_lead"
          ? { status: "withheld" as const, last_error: opts.withholdReason }
          : withheld && m.kind !== "organiser_lead"
          ? {
              status: "withheld" as const,
              last_error: `not sent: ${config.visitorDailyLimit} e-mails to ${mailbox} (its +tags and letter case counted as one address) in the last 24 hours (MAIL_VISITOR_DAILY_LIMIT)`,
            }
          : { status: "pending" as const }),
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  // The rows become visible when the caller commits, a moment from now; the nudge asks this
  // process's worker (if it runs) to look shortly instead of at its next poll.
  nudgeMailWorker();
}

/**
 * The mailbox an address reaches, as the cap counts it: lower-cased, without the +tag that most
 * providers deliver to the same inbox (target+1@x.example and Target+2@X.example are
 * target@x.example), so a script cannot pass the cap by varying the tag or the case. Migration
 * 019 fills older rows by the same rule in SQL.
 */
function recipientKey(address: string): string {
  const lower = address.toLowerCase();
  const at = lower.indexOf("@");
  const plus = lower.indexOf("+");
  return plus >= 0 && at > plus ? lower.slice(0, plus) + lower.slice(at) : lower;
}

/**
 * E-mails to this mailbox (any kind but the organiser's, sent or waiting, not withheld) in the
 * 24 hours before `nowIso`, by mail_outbox_recipient_key_idx (migration 019). Two posts at the
 * same moment may both see the count below the cap, so it can be passed by one or two e-mails
 * under a burst; it exists to stop a flood, not to count.
 */
async function sentToday(trx: Transaction<Database>, mailbox: string, nowIso: string): Promise<number> {
  const since = new Date(Date.parse(nowIso) - 24 * 60 * 60_000).toISOString();
  const row = await trx
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("recipient_key", "=", mailbox)
    .where("created_at", ">=", since)
    .where("kind", "!=", "organiser_lead")
    .where("status", "!=", "withheld")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Queues a message the organiser sends a person from a template (app/lib/messages), rendered,
 * in the caller's transaction, filed under the person's request so it shows on their page and
 * goes with them on erasure. It counts toward the daily cap of MAIL_VISITOR_DAILY_LIMIT like
 * the site's own e-mails: over it, the row is kept `withheld` with why, and `withheld` is true.
 */
export async function enqueueMessageMail(
  trx: Transaction<Database>,
  m: { kind: string; to: string; mail: MailContent; lead: { table: string; id: number }; headers?: Record<string, string> },
  at = new Date(),
): Promise<{ id: number; withheld: boolean }> {
  const config = readMailConfig();
  const iso = at.toISOString();
  const withheld = (await sentToday(trx, recipientKey(m.to), iso)) >= config.visitorDailyLimit;
  const row = await trx
    .insertInto("mail_outbox")
    .values({
      kind: m.kind,
      lead_table: m.lead.table,
      lead_id: m.lead.id,
      to_address: m.to,
      recipient_key: recipientKey(m.to),
      subject: oneLine(m.mail.subject),
      text_body: packBody(m.mail.text),
      html_body: packBody(m.mail.html),
      headers: JSON.stringify(m.headers ?? {}),
      ...(withheld
        ? { status: "withheld" as const, last_error: `not sent: ${config.visitorDailyLimit} e-mails to this address in the last 24 hours (MAIL_VISITOR_DAILY_LIMIT)` }
        : { status: "pending" as const }),
      attempts: 0,
      next_attempt_at: iso,
      created_at: iso,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (!withheld) nudgeMailWorker();
  return { id: Number(row.id), withheld };
}

/**
 * Queues an e-mail already rendered (the organiser's digest, the team's invitation and reset
 * links), in the caller's transaction where there is one, so it is stored with what it tells of
 * or not at all. The worker sends it like every other.
 */
export async function enqueueRenderedMail(db: Db | Transaction<Database>, kind: string, to: string, mail: MailContent, at = new Date()) {
  const iso = at.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      kind,
      lead_table: null,
      lead_id: null,
      to_address: to,
      recipient_key: recipientKey(to),
      subject: mail.subject,
      text_body: packBody(mail.text),
      html_body: packBody(mail.html),
      headers: JSON.stringify({}),
      status: "pending",
      attempts: 0,
      next_attempt_at: iso,
      created_at: iso,
    })
    .execute();
  nudgeMailWorker();
}
