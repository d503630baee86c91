import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";
import { addDays, dayInZone } from "~/lib/calendar";
import { now as clockNow, siteTimeZone, today } from "~/lib/clock.server";
import type { RequestTable } from "~/lib/db/schema";
import { REQUEST_TABLES } from "~/lib/leads/lead-tables";
import type { PersonSummary, QueueCounts, QueueItem } from "~/lib/leads/follow-up-view";
import { replyLinks } from "~/lib/leads/reply-links.server";
import { retreatNames } from "~/lib/retreats/retreats.server";
import type { DueFilter, Stage } from "~/lib/leads/stages";
import { facts, peopleOfRows } from "./person.server";

/**
 * The "To follow up" queue and its counts, the people of a stage or follow-up filter, and the
 * queue's summary atop the leads dashboard (docs/decisions/032-lead-follow-up.md).
 */

/** A new lead not contacted within this long is overdue (the site promises an answer in 24-48 hours). */
const NEW_LEAD_HOURS = 48;
/** Stages that need no follow-up any more. */
const CLOSED: Stage[] = ["booked", "lost"];

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
export async function listPeople(db: Db, { filters, now, today, pageSize = 25 }: { filters: PeopleFilters; now: Date; today: string; pageSize?: number }): Promise<{ items: QueueItem[]; total: number; counts: QueueCounts }> {
  const { cutoff } = queueConditions(now, today);
  // The counts are read beside the page, and awaited with it: were the page's read to fail first,
  // a failed count left unawaited would be an unhandled rejection, which ends the server.
  const counted = followUpCounts(db, now, today);
  const [page, counts] = await Promise.all([
    filters.stage || filters.due ? filteredPeople(db, filters, today, pageSize) : queuePage(db, { pageNumber: filters.page, counted, now, today, pageSize }),
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
async function queuePage(db: Db, { pageNumber, counted, now, today, pageSize }: { pageNumber: number; counted: Promise<QueueCounts>; now: Date; today: string; pageSize: number }) {
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
 * Each person's name, reply address and phone (their own, migration 019), their last note and
 * their latest request, which the replies are about, as the queue, the digest and the people list
 * show them. A few reads for the whole page (the people, their links and notes, then the rows of
 * each form), not a few per person.
 */
export async function latestRequests(db: Db, personIds: number[]) {
  const out = new Map<number, PersonSummary>();
  if (personIds.length === 0) return out;
  const [people, links, notes] = await Promise.all([
    db.selectFrom("lead_people").select(["id", "name", "email", "phone", "phone_e164"]).where("id", "in", personIds).execute(),
    db.selectFrom("lead_requests").selectAll().where("person_id", "in", personIds).orderBy("created_at", "desc").orderBy("lead_id", "desc").execute(),
    db.selectFrom("lead_events").select(["person_id", "body", "created_at"]).where("person_id", "in", personIds).where("kind", "=", "note").orderBy("created_at", "desc").orderBy("id", "desc").execute(),
  ]);
  const who = new Map(people.map((p) => [Number(p.id), p]));
  const lastNote = new Map<number, { at: string; day: string; text: string }>();
  const zone = siteTimeZone();
  for (const n of notes) if (!lastNote.has(Number(n.person_id)) && n.body) lastNote.set(Number(n.person_id), { at: n.created_at, day: dayInZone(new Date(n.created_at), zone), text: n.body });
  const latest = new Map<number, (typeof links)[number]>();
  const retreats = await retreatNames(db);
  for (const link of links) {
    const person = Number(link.person_id);
    if (!latest.has(person)) latest.set(person, link);
  }
  for (const table of REQUEST_TABLES) {
    const wanted = [...latest].filter(([, l]) => l.lead_table === table);
    if (wanted.length === 0) continue;
    const rows = (await db.selectFrom(table).selectAll().where("id", "in", wanted.map(([, l]) => l.lead_id)).execute()) as Record<string, unknown>[];
    for (const [person, link] of wanted) {
      const row = rows.find((r) => Number(r.id) === Number(link.lead_id));
      const p = who.get(person);
      if (!row || !p) continue;
      const reply = replyLinks({ ...facts(table, row), name: p.name, email: p.email }, p.phone_e164, retreats);
      out.set(person, { name: p.name, email: p.email, phone: p.phone_e164 ?? p.phone, about: reply.about, reply, lastNote: lastNote.get(person) ?? null });
    }
  }
  return out;
}

/**
 * What the leads dashboard shows of the follow-up: each row's person, the header's counts and,
 * on the dashboard's first view, the few most urgent people, so the queue is what opens first.
 * The rows may still be loading: the counts and the queue are read meanwhile.
 */
export async function loadFollowUpForList(
  db: Db,
  { table, rows, firstView, now = clockNow(), day = today() }: { table: string; rows: Promise<Record<string, unknown>[]> | Record<string, unknown>[]; firstView: boolean; now?: Date; day?: string },
) {
  const isRequestTable = (REQUEST_TABLES as readonly string[]).includes(table);
  const [people, counts, urgent] = await Promise.all([
    isRequestTable ? Promise.resolve(rows).then((r) => peopleOfRows(db, table as RequestTable, r)) : Promise.resolve({}),
    firstView ? null : followUpCounts(db, now, day),
    firstView ? listPeople(db, { filters: { stage: "", due: "", page: 1 }, now, today: day, pageSize: 5 }) : null,
  ]);
  return { people, counts: urgent?.counts ?? counts!, urgent: urgent?.items ?? null, urgentTotal: urgent?.total ?? 0, today: day };
}
