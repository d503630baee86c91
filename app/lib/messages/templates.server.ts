/**
 * Messages from templates (docs/messages.md), the server half: the organiser's templates as
 * stored (migration 020) and saved from /admin/templates, and a template filled for one person
 * and edition, from their requests and the edition's terms (and a booking's figures when the
 * caller has them).
 */
import { getSite } from "~/content/site.server";
import { editionTitle, retreatNameIn, retreatNames } from "~/lib/retreats/retreats.server";
import { recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { now as clockNow, today as clockToday } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import type { RequestTable } from "~/lib/db/schema";
import { bookingsOfPerson } from "~/lib/bookings/bookings.server";
import { listEditions } from "~/lib/editions/editions.server";
import { editionStatus } from "~/lib/editions/status";
import { whatsappDigits } from "~/lib/leads/phone.server";
import { requestAbout } from "~/lib/leads/request-retreat.server";
import { mailtoHref } from "~/lib/mailto";
import { CHANNELS, PURPOSES, PURPOSE_LABELS, fillTemplate, messageValues, type BookingFigures, type Channel, type FilledMessage, type Purpose } from "./fill";
import type { TemplateValues } from "./schema";

interface MessageTemplate {
  purpose: Purpose;
  channel: Channel;
  subject: string | null;
  body: string;
  updatedAt: string;
  by: string;
}

type Templates = Record<Purpose, Record<Channel, MessageTemplate>>;

/** Every template, by purpose and channel (the migration seeds all eight). */
export async function listTemplates(db: Db): Promise<Templates> {
  const rows = await db.selectFrom("message_templates").selectAll().execute();
  const out = {} as Templates;
  for (const purpose of PURPOSES) {
    out[purpose] = {} as Record<Channel, MessageTemplate>;
    for (const channel of CHANNELS) {
      const row = rows.find((r) => r.purpose === purpose && r.channel === channel);
      if (!row) throw new Error(`message template ${purpose}/${channel} is missing (migration 020 seeds it)`);
      out[purpose][channel] = { purpose, channel, subject: row.subject, body: row.body, updatedAt: row.updated_at, by: row.actor };
    }
  }
  return out;
}

/** Saves one template's words, with its line in the audit log. */
export async function saveTemplate(db: Db, channel: Channel, values: TemplateValues, actor: Admin, now = clockNow()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("message_templates")
      .set({ subject: channel === "email" ? (values.subject ?? "") : null, body: values.body, updated_at: now.toISOString(), ...actorOf(actor) })
      .where("purpose", "=", values.purpose)
      .where("channel", "=", channel)
      .execute();
    await recordAudit(trx, actor, "template.edit", { subject: `${PURPOSE_LABELS[values.purpose].title} (${channel === "email" ? "e-mail" : "WhatsApp"})` }, now);
  });
}

/** A request's row as the one rule of what it is about reads it (request-retreat.server.ts). */
function requestRow(row: Record<string, unknown>) {
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return { source_page: String(row.source_page ?? ""), retreat_location: text(row.retreat_location), retreat: text(row.retreat), edition_slug: text(row.edition_slug) };
}

/** The person a message is for, as the person page has them (follow-up/person.server.ts getPerson). */
export interface MessagePerson {
  id: number;
  name: string | null;
  email: string;
  phoneE164: string | null;
  requests: { table: RequestTable; row: Record<string, string | number | null> }[];
}

/** Who the booking figures are asked of (app/lib/bookings, once a person is booked on the edition). */
export type BookingLookup = (personId: number, editionId: number) => Promise<BookingFigures | null>;

/** The person's active booking on the edition (app/lib/bookings), as a message's figures: the default lookup. */
function bookingOf(db: Db): BookingLookup {
  return async (personId, editionId) => {
    const b = (await bookingsOfPerson(db, personId, clockToday())).find((x) => x.editionId === editionId && x.status === "booked");
    return b ? { agreedMinor: b.agreedMinor, paidMinor: b.paidMinor, balanceDueOn: b.dueOn } : null;
  };
}

interface Composed {
  purpose: Purpose;
  edition: { id: number; slug: string; label: string } | null;
  /** The editions to choose from: those not yet over, and the one the person asked about. */
  choices: { slug: string; label: string }[];
  email: FilledMessage;
  whatsapp: FilledMessage;
  /** wa.me with the filled text, or null without a phone number. */
  whatsappHref: string | null;
  mailtoHref: string;
}

/**
 * A template filled for a person: on the edition asked for (`editionSlug`), else the one their
 * latest request was about (its page's edition, or the next of its waitlist's retreat).
 */
export async function composeForPerson(
  db: Db,
  person: MessagePerson,
  purpose: Purpose,
  editionSlug: string | null,
  opts: { booking?: BookingLookup; templates?: Templates } = {},
): Promise<Composed> {
  const [templates, editions, names] = await Promise.all([opts.templates ?? listTemplates(db), listEditions(db), retreatNames(db)]);
  const day = clockToday();
  const ahead = editions.filter((e) => e.state !== "hidden" && editionStatus(e, day) !== "past");
  let edition = editionSlug ? (editions.find((e) => e.slug === editionSlug) ?? null) : null;
  if (!edition) {
    const refs = editions.map((e) => ({ slug: e.slug, retreat: e.retreat, startDate: e.start }));
    for (const r of [...person.requests].reverse()) {
      const about = requestAbout(r.table, requestRow(r.row), refs, names);
      edition = (about.edition && editions.find((e) => e.slug === about.edition)) || (about.retreat && ahead.find((e) => e.retreat === about.retreat)) || null;
      if (edition) break;
    }
  }
  const choices = [...ahead, ...(edition && !ahead.includes(edition) ? [edition] : [])].map((e) => ({ slug: e.slug, label: editionTitle(names, e) }));
  const booking = edition ? await (opts.booking ?? bookingOf(db))(person.id, edition.id) : null;
  const site = getSite();
  const values = messageValues({
    name: person.name,
    retreatName: edition ? retreatNameIn(names, edition.retreat) : null,
    edition,
    booking,
    today: day,
    site: { name: site.name, url: site.url, founder: site.founder.name },
  });
  const email = fillTemplate(templates[purpose].email, values);
  const whatsapp = fillTemplate(templates[purpose].whatsapp, values);
  return {
    purpose,
    edition: edition ? { id: edition.id, slug: edition.slug, label: editionTitle(names, edition) } : null,
    choices,
    email,
    whatsapp,
    whatsappHref: person.phoneE164 ? `https://wa.me/${whatsappDigits(person.phoneE164)}?text=${encodeURIComponent(whatsapp.body)}` : null,
    mailtoHref: mailtoHref(person.email, { subject: email.subject ?? "", body: email.body }),
  };
}

const DONE = ["sent", "held", "opened", "missing", "no-phone"] as const;
type Done = (typeof DONE)[number];

/**
 * The person page's messages block: the template and edition chosen in its GET form (the URL's
 * `message` and `edition`), filled for the person, and what the last button did (`message_done`).
 */
export async function personMessages(db: Db, person: MessagePerson, url: URL, opts: { booking?: BookingLookup } = {}) {
  const asked = url.searchParams.get("message");
  const purpose: Purpose = asked && (PURPOSES as readonly string[]).includes(asked) ? (asked as Purpose) : "general_reply";
  const composed = await composeForPerson(db, person, purpose, url.searchParams.get("edition"), opts);
  const done = url.searchParams.get("message_done");
  const noContact = await db.selectFrom("lead_people").select("no_contact_at").where("id", "=", person.id).executeTakeFirst();
  return {
    ...composed,
    purposes: PURPOSES.map((p) => ({ value: p, label: PURPOSE_LABELS[p].title })),
    done: done && (DONE as readonly string[]).includes(done) ? (done as Done) : null,
    email: { ...composed.email, to: person.email },
    noContactAt: noContact?.no_contact_at ?? null,
  };
}

export type PersonMessagesView = Awaited<ReturnType<typeof personMessages>>;
