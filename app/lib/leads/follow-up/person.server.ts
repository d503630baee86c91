import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { RequestTable } from "~/lib/db/schema";
import { REQUEST_TABLES, tabOfTable, type LeadTab } from "~/lib/leads/lead-tables";
import { toE164 } from "~/lib/leads/phone.server";
import type { ReplyLinks, RowPerson } from "~/lib/leads/follow-up-view";
import { replyLinks } from "~/lib/leads/reply-links.server";
import { retreatNames } from "~/lib/retreats/retreats.server";
import type { Stage } from "~/lib/leads/stages";

/**
 * A person as the organiser follows them up (docs/decisions/032-lead-follow-up.md): their page
 * (every request, the e-mails about them, the timeline), and what the lead lists show of each
 * row's person. One function per use, as the admin's other reads (ADR 025).
 */

interface RequestView {
  table: RequestTable;
  tab: LeadTab;
  id: number;
  at: string;
  repeat: boolean;
  about: string;
  /** This request's phone in E.164 (each request keeps its own; the person's is `phoneE164`). */
  phoneE164: string | null;
  /** Every field the visitor sent, as stored. */
  row: Record<string, string | number | null>;
}

interface TimelineEntry {
  at: string;
  kind: "request" | "repeat" | "stage" | "note" | "follow_up" | "merge" | "details" | "booking" | "payment" | "message" | "no_contact" | "contact_again";
  stage?: Stage | null;
  text: string | null;
  /** Who made a stage change, note or follow-up day: their name then, or "admin (before users)". */
  by?: string;
}

interface MailView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  at: string;
  sentAt: string | null;
  error: string | null;
}

interface PersonView {
  id: number;
  stage: Stage;
  lostReason: string | null;
  followUpOn: string | null;
  createdAt: string;
  name: string | null;
  email: string;
  phone: string | null;
  phoneE164: string | null;
  requests: RequestView[];
  timeline: TimelineEntry[];
  mail: MailView[];
  reply: ReplyLinks;
  /** Other people who gave one of this person's phone numbers: maybe the same person. */
  matches: PersonMatch[];
}

interface PersonMatch {
  id: number;
  name: string | null;
  email: string;
  /** The number they share, in E.164. */
  phone: string;
}

/** A person's page: their requests across the forms, the e-mails about them and the timeline. */
export async function getPerson(db: Db, personId: number): Promise<PersonView | null> {
  const person = await db.selectFrom("lead_people").selectAll().where("id", "=", personId).executeTakeFirst();
  if (!person) return null;
  const links = await db.selectFrom("lead_requests").selectAll().where("person_id", "=", personId).orderBy("created_at").execute();
  const requests: RequestView[] = [];
  const retreats = await retreatNames(db);
  for (const table of REQUEST_TABLES) {
    const ids = links.filter((l) => l.lead_table === table).map((l) => Number(l.lead_id));
    if (ids.length === 0) continue;
    const rows = (await db.selectFrom(table).selectAll().where("id", "in", ids).execute()) as Record<string, string | number | null>[];
    for (const row of rows) {
      const link = links.find((l) => l.lead_table === table && Number(l.lead_id) === Number(row.id))!;
      requests.push({
        table,
        tab: tabOfTable(table),
        id: Number(row.id),
        at: link.created_at,
        repeat: Number(link.is_repeat) === 1,
        about: replyLinks(facts(table, row), null, retreats).about,
        phoneE164: link.phone_e164,
        row: { ...row, id: Number(row.id) },
      });
    }
  }
  requests.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const latest = requests[requests.length - 1];
  if (!latest) return null;
  const events = await db.selectFrom("lead_events").selectAll().where("person_id", "=", personId).orderBy("created_at").orderBy("id").execute();
  const mail = requests.length
    ? await db
        .selectFrom("mail_outbox")
        .select(["id", "kind", "to_address", "subject", "status", "created_at", "sent_at", "last_error"])
        .where((eb) => eb.or(requests.map((r) => eb.and([eb("lead_table", "=", r.table), eb("lead_id", "=", r.id)]))))
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    : [];
  const matches = await possibleMatches(db, personId);
  const timeline: TimelineEntry[] = [
    ...requests.map((r): TimelineEntry => ({ at: r.at, kind: r.repeat ? "repeat" : "request", text: r.about })),
    ...events.map((e): TimelineEntry => ({ at: e.created_at, kind: e.kind, stage: e.stage, text: e.body, by: e.actor })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    id: Number(person.id),
    stage: person.stage,
    lostReason: person.lost_reason,
    followUpOn: person.follow_up_on,
    createdAt: person.created_at,
    name: person.name,
    email: person.email,
    phone: person.phone,
    phoneE164: person.phone_e164,
    requests,
    timeline,
    mail: mail.map((m) => ({ id: Number(m.id), kind: m.kind, to: m.to_address, subject: m.subject, status: m.status, at: m.created_at, sentAt: m.sent_at, error: m.last_error })),
    // About the latest request, to the person's own name and address (never a later request's).
    reply: replyLinks({ ...facts(latest.table, latest.row), name: person.name, email: person.email }, person.phone_e164, retreats),
    matches,
  };
}

/**
 * The people who gave a phone number this person gave, with another e-mail (or they would be
 * this person): two reads of lead_requests' indexes (by person, then by phone), a few rows each.
 */
async function possibleMatches(db: Db, personId: number): Promise<PersonMatch[]> {
  const found = await db
    .selectFrom("lead_requests as mine")
    .innerJoin("lead_requests as theirs", "theirs.phone_e164", "mine.phone_e164")
    .innerJoin("lead_people as p", "p.id", "theirs.person_id")
    .select(["p.id", "p.name", "p.email", "theirs.phone_e164 as phone", "p.created_at"])
    .where("mine.person_id", "=", personId)
    .where("mine.phone_e164", "is not", null)
    .where("theirs.person_id", "!=", personId)
    .orderBy("p.created_at")
    .orderBy("p.id")
    .limit(200)
    .execute();
  const seen = new Map<number, PersonMatch>();
  for (const f of found) if (!seen.has(Number(f.id))) seen.set(Number(f.id), { id: Number(f.id), name: f.name, email: f.email, phone: String(f.phone) });
  return [...seen.values()].slice(0, 20);
}

/** What the reply links need of a request's row. */
export function facts(table: RequestTable, row: Record<string, unknown>) {
  return {
    table,
    kind: (row.kind as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    email: String(row.email),
    sourcePage: String(row.source_page),
    retreatLocation: (row.retreat_location as string | null) ?? null,
    retreat: (row.retreat as string | null) ?? null,
  };
}

/** Each list row's person: stage, follow-up day, whether a repeat, and the replies. */
export async function peopleOfRows(db: Db, table: RequestTable, rows: Record<string, unknown>[]): Promise<Record<number, RowPerson>> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return {};
  const found = await db
    .selectFrom("lead_requests as r")
    .innerJoin("lead_people as p", "p.id", "r.person_id")
    .select(["r.lead_id", "r.person_id", "r.is_repeat", "r.phone_e164", "p.stage", "p.follow_up_on"])
    .where("r.lead_table", "=", table)
    .where("r.lead_id", "in", ids)
    .execute();
  const out: Record<number, RowPerson> = {};
  const retreats = await retreatNames(db);
  for (const f of found) {
    const row = rows.find((r) => Number(r.id) === Number(f.lead_id));
    if (!row) continue;
    out[Number(f.lead_id)] = {
      personId: Number(f.person_id),
      stage: f.stage,
      followUpOn: f.follow_up_on,
      repeat: Number(f.is_repeat) === 1,
      reply: replyLinks(facts(table, row), f.phone_e164, retreats),
    };
  }
  return out;
}

/**
 * The search's phone match: a query that reads as a phone number ("9876543210") finds the
 * leads whose number is the same in E.164, however either was typed. Null when it is no number.
 */
export function phoneSearchIds(db: Db, table: string, q: string) {
  const phone = toE164(q);
  if (!phone) return null;
  return sql`select lead_id from lead_requests where lead_table = ${table} and phone_e164 = ${phone}`;
}

