import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";
import { addDays } from "~/lib/calendar";
import { now as clockNow, today } from "~/lib/clock.server";
import type { RequestTable } from "~/lib/db/schema";
import { REQUEST_TABLES, tabOfTable, type LeadTab } from "~/lib/leads/lead-tables";
import { toE164 } from "~/lib/leads/phone.server";
import type { QueueCounts, QueueItem, ReplyLinks, RowPerson } from "~/lib/leads/follow-up-view";
import { replyLinks } from "~/lib/leads/reply-links.server";
import type { DueFilter, FollowUpInput, Stage } from "~/lib/leads/stages";

/**
 * The organiser's follow-up (docs/decisions/032-lead-follow-up.md): the stage, next
 * follow-up day and notes of a person, their page, the "To follow up" queue and its counts, and
 * what the lists show of each row's person. One function per use, as the admin's other reads
 * (ADR 025).
 */

/** A new lead not contacted within this long is overdue (the site promises an answer in 24-48 hours). */
export const NEW_LEAD_HOURS = 48;
/** Stages that need no follow-up any more. */
const CLOSED: Stage[] = ["booked", "lost"];

/**
 * Applies one post of the follow-up form: any of stage (with its lost reason), follow-up day
 * and note, each change an event on the timeline. `contacted` (a reply link was used) moves a
 * New person to Contacted and changes nothing else. False when there is no such person.
 */
export async function applyFollowUp(db: Db, personId: number, input: FollowUpInput, now: Date): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const person = await trx.selectFrom("lead_people").selectAll().where("id", "=", personId).executeTakeFirst();
      if (!person) return false;
      const at = now.toISOString();
      const events: { kind: "stage" | "note" | "follow_up"; stage: Stage | null; body: string | null }[] = [];
      const changes: Record<string, unknown> = {};
      const stage = input.intent === "contacted" ? (person.stage === "new" ? "contacted" : undefined) : input.stage;
      const lostReason = stage === "lost" ? input.lostReason || null : null;
      if (stage && (stage !== person.stage || (stage === "lost" && lostReason !== person.lost_reason))) {
        changes.stage = stage;
        changes.lost_reason = lostReason;
        if (person.stage === "new" && !person.contacted_at) changes.contacted_at = at;
        events.push({ kind: "stage", stage, body: lostReason });
      }
      if (input.intent === "update" && input.followUpOn !== undefined && (input.followUpOn || null) !== person.follow_up_on) {
        changes.follow_up_on = input.followUpOn || null;
        events.push({ kind: "follow_up", stage: null, body: input.followUpOn || null });
      }
      if (input.intent === "update" && input.note) events.push({ kind: "note", stage: null, body: input.note });
      if (Object.keys(changes).length > 0) await trx.updateTable("lead_people").set({ ...changes, updated_at: at }).where("id", "=", personId).execute();
      if (events.length > 0) await trx.insertInto("lead_events").values(events.map((e) => ({ ...e, person_id: personId, created_at: at }))).execute();
      return true;
    });
}

export interface RequestView {
  table: RequestTable;
  tab: LeadTab;
  id: number;
  at: string;
  repeat: boolean;
  about: string;
  /** Every field the visitor sent, as stored. */
  row: Record<string, string | number | null>;
}

export interface TimelineEntry {
  at: string;
  kind: "request" | "repeat" | "stage" | "note" | "follow_up";
  stage?: Stage | null;
  text: string | null;
}

export interface MailView {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  at: string;
  sentAt: string | null;
  error: string | null;
}

export interface PersonView {
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
}

/** A person's page: their requests across the forms, the e-mails about them and the timeline. */
export async function getPerson(db: Db, personId: number): Promise<PersonView | null> {
  const person = await db.selectFrom("lead_people").selectAll().where("id", "=", personId).executeTakeFirst();
  if (!person) return null;
  const links = await db.selectFrom("lead_requests").selectAll().where("person_id", "=", personId).orderBy("created_at").execute();
  const requests: RequestView[] = [];
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
        about: replyLinks(facts(table, row), null).about,
        row: { ...row, id: Number(row.id) },
      });
    }
  }
  requests.sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const latest = requests[requests.length - 1];
  if (!latest) return null;
  const withPhone = [...requests].reverse().find((r) => r.row.phone);
  const phoneE164 = [...links].reverse().find((l) => l.phone_e164)?.phone_e164 ?? null;
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
  const timeline: TimelineEntry[] = [
    ...requests.map((r): TimelineEntry => ({ at: r.at, kind: r.repeat ? "repeat" : "request", text: r.about })),
    ...events.map((e): TimelineEntry => ({ at: e.created_at, kind: e.kind, stage: e.stage, text: e.body })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    id: Number(person.id),
    stage: person.stage,
    lostReason: person.lost_reason,
    followUpOn: person.follow_up_on,
    createdAt: person.created_at,
    name: (latest.row.name as string | null) ?? null,
    email: String(latest.row.email),
    phone: (withPhone?.row.phone as string | undefined) ?? null,
    phoneE164,
    requests,
    timeline,
    mail: mail.map((m) => ({ id: Number(m.id), kind: m.kind, to: m.to_address, subject: m.subject, status: m.status, at: m.created_at, sentAt: m.sent_at, error: m.last_error })),
    reply: replyLinks(facts(latest.table, latest.row), phoneE164),
  };
}

function facts(table: RequestTable, row: Record<string, unknown>) {
  return {
    table,
    kind: (row.kind as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    email: String(row.email),
    sourcePage: String(row.source_page),
    retreatLocation: (row.retreat_location as string | null) ?? null,
  };
}


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
  for (const f of found) {
    const row = rows.find((r) => Number(r.id) === Number(f.lead_id));
    if (!row) continue;
    out[Number(f.lead_id)] = {
      personId: Number(f.person_id),
      stage: f.stage,
      followUpOn: f.follow_up_on,
      repeat: Number(f.is_repeat) === 1,
      reply: replyLinks(facts(table, row), f.phone_e164),
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




function queueConditions(now: Date, today: string) {
  const cutoff = new Date(now.getTime() - NEW_LEAD_HOURS * 3_600_000).toISOString();
  return { cutoff, today };
}

/** The header's counts: one grouped look at two small index ranges. */
export async function followUpCounts(db: Db, now: Date, today: string): Promise<QueueCounts> {
  const { cutoff } = queueConditions(now, today);
  const [n, d] = await Promise.all([
    db.selectFrom("lead_people").select((eb) => eb.fn.countAll<number>().as("n")).where("stage", "=", "new").where("created_at", "<", cutoff).executeTakeFirst(),
    db
      .selectFrom("lead_people")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("follow_up_on", "<=", today)
      .where("stage", "not in", CLOSED)
      .where((eb) => eb.not(eb.and([eb("stage", "=", "new"), eb("created_at", "<", cutoff)])))
      .executeTakeFirst(),
  ]);
  return { newOverdue: Number(n?.n ?? 0), due: Number(d?.n ?? 0) };
}

export interface PeopleFilters {
  stage: Stage | "";
  due: DueFilter;
  page: number;
}

/**
 * The "To follow up" queue (no filters): new leads older than 48 hours not contacted, and
 * follow-ups due today or overdue, most overdue first. With a stage or follow-up filter, the
 * people that match it instead, follow-up day first, then newest.
 */
export async function listPeople(db: Db, filters: PeopleFilters, now: Date, today: string, pageSize = 25): Promise<{ items: QueueItem[]; total: number; counts: QueueCounts }> {
  const { cutoff } = queueConditions(now, today);
  // The counts are read beside the page, and awaited with it: were the page's read to fail first,
  // a failed count left unawaited would be an unhandled rejection, which ends the server.
  const counted = followUpCounts(db, now, today);
  const [page, counts] = await Promise.all([
    filters.stage || filters.due ? filteredPeople(db, filters, today, pageSize) : queuePage(db, filters.page, counted, now, today, pageSize),
    counted,
  ]);
  const details = await latestRequests(db, page.people.map((p) => Number(p.id)));
  const items: QueueItem[] = [];
  page.people.forEach((p) => {
    const detail = details.get(Number(p.id));
    if (!detail) return;
    const isNewOverdue = p.stage === "new" && p.created_at < cutoff && !(p.follow_up_on && p.follow_up_on <= today);
    items.push({
      personId: Number(p.id),
      reason: isNewOverdue ? "new" : "due",
      dueAt: isNewOverdue ? new Date(Date.parse(p.created_at) + NEW_LEAD_HOURS * 3_600_000).toISOString() : (p.follow_up_on ?? p.created_at),
      stage: p.stage,
      followUpOn: p.follow_up_on,
      createdAt: p.created_at,
      ...detail,
    });
  });
  return { items, total: page.total, counts };
}

type PersonRow = { id: number; stage: Stage; follow_up_on: string | null; created_at: string };

/**
 * One page of the queue. Its two parts are disjoint and each is an ordered walk of one index
 * (new leads by their day, follow-ups by theirs), so the page is the merge of the first rows of
 * both and the total is the header's two counts, instead of sorting every open person by a
 * computed due time (tens of milliseconds at 30,000 people).
 */
async function queuePage(db: Db, pageNumber: number, counted: Promise<QueueCounts>, now: Date, today: string, pageSize: number) {
  const { cutoff } = queueConditions(now, today);
  const upTo = pageNumber * pageSize;
  const columns = ["id", "stage", "follow_up_on", "created_at"] as const;
  const [newOnes, dueOnes, counts] = await Promise.all([
    db
      .selectFrom("lead_people")
      .select(columns)
      .where("stage", "=", "new")
      .where("created_at", "<", cutoff)
      .where((eb) => eb.or([eb("follow_up_on", "is", null), eb("follow_up_on", ">", today)]))
      .orderBy("created_at")
      .orderBy("id")
      .limit(upTo)
      .execute(),
    db.selectFrom("lead_people").select(columns).where("follow_up_on", "<=", today).where("stage", "not in", CLOSED).orderBy("follow_up_on").orderBy("id").limit(upTo).execute(),
    counted,
  ]);
  // The due instant: 48 hours after a new request (ordered as its creation), or the follow-up day.
  const dueKey = (p: PersonRow) => (p.follow_up_on && p.follow_up_on <= today ? p.follow_up_on : p.created_at);
  const people = ([...newOnes, ...dueOnes] as PersonRow[]).sort((a, b) => (dueKey(a) < dueKey(b) ? -1 : dueKey(a) > dueKey(b) ? 1 : Number(a.id) - Number(b.id)));
  return { people: people.slice(upTo - pageSize, upTo), total: counts.newOverdue + counts.due };
}

/** The people of a stage or follow-up filter: follow-up day first, then newest. */
async function filteredPeople(db: Db, filters: PeopleFilters, today: string, pageSize: number) {
  let base = db.selectFrom("lead_people").select(["id", "stage", "follow_up_on", "created_at"]);
  if (filters.stage) base = base.where("stage", "=", filters.stage);
  if (filters.due === "due") base = base.where("follow_up_on", "<=", today);
  if (filters.due === "week") base = base.where("follow_up_on", "<=", addDays(today, 7));
  if (filters.due === "none") base = base.where("follow_up_on", "is", null);
  const [totalRow, people] = await Promise.all([
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    base
      .orderBy(sql`case when follow_up_on is null then 1 else 0 end`)
      .orderBy("follow_up_on")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
  ]);
  return { people: people as PersonRow[], total: Number(totalRow?.n ?? 0) };
}

/**
 * Each person's latest request: their name, address and replies as the queue and digest show
 * them. A few reads for the whole page (the people's links, then the rows of each form), not a
 * few per person.
 */
async function latestRequests(db: Db, personIds: number[]) {
  const out = new Map<number, { name: string | null; email: string; about: string; reply: ReplyLinks }>();
  if (personIds.length === 0) return out;
  const links = await db.selectFrom("lead_requests").selectAll().where("person_id", "in", personIds).orderBy("created_at", "desc").orderBy("lead_id", "desc").execute();
  const latest = new Map<number, (typeof links)[number]>();
  const phone = new Map<number, string>();
  for (const link of links) {
    const person = Number(link.person_id);
    if (!latest.has(person)) latest.set(person, link);
    if (link.phone_e164 && !phone.has(person)) phone.set(person, link.phone_e164);
  }
  for (const table of REQUEST_TABLES) {
    const wanted = [...latest].filter(([, l]) => l.lead_table === table);
    if (wanted.length === 0) continue;
    const rows = (await db.selectFrom(table).selectAll().where("id", "in", wanted.map(([, l]) => l.lead_id)).execute()) as Record<string, unknown>[];
    for (const [person, link] of wanted) {
      const row = rows.find((r) => Number(r.id) === Number(link.lead_id));
      if (!row) continue;
      const reply = replyLinks(facts(table, row), phone.get(person) ?? null);
      out.set(person, { name: (row.name as string | null) ?? null, email: String(row.email), about: reply.about, reply });
    }
  }
  return out;
}

/** A request's person, to open their page from a list row. */
export async function personOfRequest(db: Db, table: RequestTable, id: number): Promise<number | null> {
  const row = await db.selectFrom("lead_requests").select("person_id").where("lead_table", "=", table).where("lead_id", "=", id).executeTakeFirst();
  return row ? Number(row.person_id) : null;
}

/**
 * What the leads dashboard shows of the follow-up: each row's person, the header's counts and,
 * on the dashboard's first view, the few most urgent people, so the queue is what opens first.
 * The rows may still be loading: the counts and the queue are read meanwhile.
 */
export async function loadFollowUpForList(db: Db, table: string, rows: Promise<Record<string, unknown>[]> | Record<string, unknown>[], firstView: boolean, now = clockNow(), day = today()) {
  const isRequestTable = (REQUEST_TABLES as readonly string[]).includes(table);
  const [people, counts, urgent] = await Promise.all([
    isRequestTable ? Promise.resolve(rows).then((r) => peopleOfRows(db, table as RequestTable, r)) : Promise.resolve({}),
    firstView ? null : followUpCounts(db, now, day),
    firstView ? listPeople(db, { stage: "", due: "", page: 1 }, now, day, 5) : null,
  ]);
  return { people, counts: urgent?.counts ?? counts!, urgent: urgent?.items ?? null, urgentTotal: urgent?.total ?? 0, today: day };
}
