import { formatShortRange } from "~/lib/calendar";
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { RequestTable } from "~/lib/db/schema";
import { retreatNames, type RetreatName } from "~/lib/retreats/retreats.server";
import { REQUEST_TABLES, tabOfTable } from "~/lib/leads/lead-tables";
import { latestRequests } from "~/lib/leads/follow-up/queue.server";
import type { PersonSummary } from "~/lib/leads/follow-up-view";
import { aboutFilter, requestAbout, type EditionRef } from "~/lib/leads/request-retreat.server";
import { STAGES, type Stage } from "~/lib/leads/stages";
import { getSourcePages, searchCondition } from "./leads-queries.server";
import { PEOPLE_PAGE_SIZE, type PeopleListFilters } from "./people-filters";

/**
 * The people list and the pipeline (docs/admin.md, "People"): one row per person across the
 * brochure, waitlist and inquiry forms, read from lead_people with the filters as conditions on
 * its id, newest person first (the primary key's order, so a page is an index walk at any size).
 * The search is the leads tabs' own (searchCondition: the FTS5 trigram tables on SQLite, the
 * stored search_text on PostgreSQL, a phone number by its E.164 form), run per form and mapped
 * to people through lead_requests.
 */

export interface PersonListRow extends PersonSummary {
  personId: number;
  stage: Stage;
  followUpOn: string | null;
  /** The retreats (or editions) their requests were about, as the organiser says them ("Goa 2025"). */
  retreats: string[];
  requests: number;
  /** Their latest request, note, stage change or other event on the timeline. */
  lastContact: string;
  /** Their active bookings, by edition ("Goa 12-18 Dec 2026"). */
  bookings: string[];
}

/** The people filters' choices: every retreat, and every edition with its retreat. */
export interface FilterOptions {
  retreats: { id: string; name: string }[];
  editions: { slug: string; label: string; retreat: string }[];
}

async function readEditions(db: Db): Promise<EditionRef[]> {
  const rows = await db.selectFrom("retreat_editions").select(["slug", "retreat", "start_date"]).orderBy("start_date").orderBy("id").execute();
  return rows.map((r) => ({ slug: r.slug, retreat: r.retreat, startDate: r.start_date }));
}

function editionLabel(e: EditionRef, names: readonly RetreatName[]) {
  const place = names.find((r) => r.id === e.retreat)?.place ?? e.retreat;
  return `${place} ${e.startDate.slice(0, 4)}`;
}

function options(editions: EditionRef[], names: readonly RetreatName[]): FilterOptions {
  return {
    retreats: names.map((r) => ({ id: r.id, name: r.name })),
    editions: editions.map((e) => ({ slug: e.slug, label: editionLabel(e, names), retreat: e.retreat })),
  };
}

/** The people with a request of some form that matches, per form: `p.id in (…)`. */
function peopleWithRequests(perTable: (table: RequestTable) => Expression<SqlBool> | null): Expression<SqlBool> {
  const parts = REQUEST_TABLES.flatMap((table) => {
    const where = perTable(table);
    return where ? [sql`select person_id from lead_requests where lead_table = ${table} and lead_id in (select id from ${sql.table(table)} where ${where})`] : [];
  });
  if (parts.length === 0) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`p.id in (${sql.join(parts, sql` union all `)})`;
}

/** Every filter but the page as conditions on lead_people `p`. */
async function conditions(db: Db, filters: Omit<PeopleListFilters, "page">, editions: EditionRef[]): Promise<Expression<SqlBool>[]> {
  const out: Expression<SqlBool>[] = [];
  if (filters.stage) out.push(sql<SqlBool>`p.stage = ${filters.stage}`);
  if (filters.q) out.push(peopleWithRequests((table) => searchCondition(db, tabOfTable(table), filters.q)));
  if (filters.retreat || filters.edition) {
    const about = aboutFilter(filters, editions, await retreatNames(db), await getSourcePages(db, "waitlist", 200));
    out.push(
      peopleWithRequests((table) => {
        if (table !== "waitlist_signups") return sql<SqlBool>`source_page in (${sql.join(about.pages)})`;
        // A sign-up filed under its choice (migration 023), or one from before, by its words.
        const chosen = filters.edition ? sql<SqlBool>`edition_slug = ${filters.edition}` : sql<SqlBool>`retreat = ${filters.retreat}`;
        return about.waitlist.length ? sql<SqlBool>`(${chosen} or (retreat is null and retreat_location in (${sql.join(about.waitlist)})))` : chosen;
      }),
    );
  }
  return out;
}

const whereAll = (parts: Expression<SqlBool>[]) => (parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`);

/** What each listed person shows besides who they are: retreats asked about, request count, last contact. */
async function describePeople(db: Db, people: { id: number; stage: Stage; follow_up_on: string | null }[], editions: EditionRef[], names: readonly RetreatName[]): Promise<PersonListRow[]> {
  const ids = people.map((p) => Number(p.id));
  if (ids.length === 0) return [];
  const [summaries, links, events, booked] = await Promise.all([
    latestRequests(db, ids),
    db.selectFrom("lead_requests").select(["lead_table", "lead_id", "person_id", "created_at"]).where("person_id", "in", ids).execute(),
    db.selectFrom("lead_events").select(["person_id", (eb) => eb.fn.max("created_at").as("at")]).where("person_id", "in", ids).groupBy("person_id").execute(),
    db
      .selectFrom("bookings as b")
      .innerJoin("retreat_editions as e", "e.id", "b.edition_id")
      .select(["b.person_id", "e.retreat", "e.start_date", "e.end_date"])
      .where("b.person_id", "in", ids)
      .where("b.status", "=", "booked")
      .orderBy("e.start_date")
      .execute(),
  ]);
  const about = new Map<string, string | null>();
  for (const table of REQUEST_TABLES) {
    const leadIds = links.filter((l) => l.lead_table === table).map((l) => Number(l.lead_id));
    if (leadIds.length === 0) continue;
    const columns = table === "waitlist_signups" ? (["id", "source_page", "retreat_location", "retreat", "edition_slug"] as const) : (["id", "source_page"] as const);
    const rows = (await db.selectFrom(table).select(columns).where("id", "in", leadIds).execute()) as { id: number; source_page: string; retreat_location?: string; retreat?: string | null; edition_slug?: string | null }[];
    for (const row of rows) {
      const a = requestAbout(table, row, editions, names);
      const edition = a.edition ? editions.find((e) => e.slug === a.edition) : undefined;
      about.set(`${table}:${Number(row.id)}`, edition ? editionLabel(edition, names) : a.retreat ? (names.find((r) => r.id === a.retreat)?.place ?? null) : null);
    }
  }
  const lastEvent = new Map(events.map((e) => [Number(e.person_id), String(e.at)]));
  return people.flatMap((p) => {
    const id = Number(p.id);
    const summary = summaries.get(id);
    if (!summary) return [];
    const own = links.filter((l) => Number(l.person_id) === id);
    const retreats = [...new Set(own.map((l) => about.get(`${l.lead_table}:${Number(l.lead_id)}`)).filter((x): x is string => Boolean(x)))].sort();
    const latest = [...own.map((l) => l.created_at), lastEvent.get(id) ?? ""].sort().pop()!;
    const bookings = booked
      .filter((b) => Number(b.person_id) === id)
      .map((b) => `${names.find((n) => n.id === b.retreat)?.place ?? b.retreat} ${formatShortRange(b.start_date, b.end_date)}`);
    return [{ personId: id, stage: p.stage, followUpOn: p.follow_up_on, ...summary, retreats, requests: own.length, lastContact: latest, bookings }];
  });
}

/**
 * One page of people for `filters`, newest first, with the total and the filter's choices.
 * With a search or a retreat, the total is a window count over the page's own read, so their
 * subqueries run once; without, the count and the page are two index reads.
 */
export async function loadPeopleList(db: Db, filters: PeopleListFilters, pageSize = PEOPLE_PAGE_SIZE) {
  const [editions, names] = await Promise.all([readEditions(db), retreatNames(db)]);
  const where = whereAll(await conditions(db, filters, editions));
  const base = db.selectFrom("lead_people as p").where(where);
  const counted = () => base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst().then((r) => Number(r?.n ?? 0));
  const page = (withTotal: boolean) =>
    base
      .select(["p.id", "p.stage", "p.follow_up_on", (withTotal ? sql<number>`count(*) over ()` : sql<number>`0`).as("total")])
      .orderBy("p.id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute();
  let people: Awaited<ReturnType<typeof page>>;
  let total: number;
  if (filters.q || filters.retreat || filters.edition) {
    people = await page(true);
    // Past the last page no row carries the total: count it then (the route goes to the last page).
    total = people.length ? Number(people[0]!.total) : await counted();
  } else [people, total] = await Promise.all([page(false), counted()]);
  return { rows: await describePeople(db, people, editions, names), total, pageCount: Math.max(1, Math.ceil(total / pageSize)), options: options(editions, names) };
}

/**
 * The pipeline: per stage, its count and its newest `perStage` people, for a retreat or
 * edition (or everyone). Everyone: one query per stage, each a walk of the (stage, created_at)
 * index. A retreat or edition: one query numbering each stage's matching people, so the
 * filter's subqueries run once rather than once per stage.
 */
export async function loadPipeline(db: Db, filters: Pick<PeopleListFilters, "retreat" | "edition">, perStage = 12) {
  const [editions, names] = await Promise.all([readEditions(db), retreatNames(db)]);
  const parts = await conditions(db, { q: "", stage: "", ...filters }, editions);
  type Card = { id: number; stage: Stage; follow_up_on: string | null; total: number };
  let cards: Card[];
  if (parts.length === 0) {
    const [counts, ...columns] = await Promise.all([
      db.selectFrom("lead_people as p").select(["p.stage", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("p.stage").execute(),
      ...STAGES.map((stage) =>
        db.selectFrom("lead_people as p").where("p.stage", "=", stage).select(["p.id", "p.stage", "p.follow_up_on"]).orderBy("p.created_at", "desc").orderBy("p.id", "desc").limit(perStage).execute(),
      ),
    ]);
    cards = columns.flat().map((c) => ({ ...c, total: Number(counts.find((n) => n.stage === c.stage)?.n ?? 0) }));
  } else {
    const numbered = await sql<Card & { n: number }>`
      select id, stage, follow_up_on, n, total from (
        select p.id, p.stage, p.follow_up_on,
          row_number() over (partition by p.stage order by p.created_at desc, p.id desc) as n,
          count(*) over (partition by p.stage) as total
        from lead_people p where ${whereAll(parts)}
      ) numbered where n <= ${perStage} order by n`.execute(db);
    cards = numbered.rows;
  }
  const described = await describePeople(db, cards, editions, names);
  return {
    stages: STAGES.map((stage) => ({
      stage,
      total: Number(cards.find((c) => c.stage === stage)?.total ?? 0),
      people: described.filter((p) => p.stage === stage),
    })),
    options: options(editions, names),
  };
}
