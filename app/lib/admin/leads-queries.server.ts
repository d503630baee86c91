import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Db, Dialect } from "~/lib/db/db.server";
import { SEARCH_TEXT } from "~/lib/db/migrations/005-search-scan-index";
import { isReaderUnavailable } from "~/lib/db/sqlite-reader.server";
import { rangeStart } from "./date-range";
import type { LeadMirror } from "./lead-mirror.server";
import { PAGE_SIZE, type LeadFilters, type LeadTab } from "./lead-tabs";
import { log } from "~/lib/log.server";

/**
 * Every query of the dashboard. All counting, filtering and paging happens in the database
 * (issue 5: the statistics cover the whole filtered set, not the loaded page), and the
 * indexes of migrations 001, 002, 003, 005 and 006 keep each query fast at 100,000 leads.
 */
interface TableConfig {
  table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers";
  /** Columns the search box looks in. */
  search: string[];
  /** Columns shown in the record view and exported, in order. Secrets (token hashes) never. */
  columns: string[];
}

const ATTRIBUTION = ["utm_source", "utm_medium", "utm_campaign", "referrer", "landing_page", "consent_version", "consent_at"];

export const TABLES: Record<LeadTab, TableConfig> = {
  brochure: {
    table: "brochure_signups",
    search: ["name", "email", "phone"],
    columns: ["id", "created_at", "name", "email", "phone", "source_page", "brochure_url", ...ATTRIBUTION],
  },
  waitlist: {
    table: "waitlist_signups",
    search: ["name", "email", "phone"],
    columns: ["id", "created_at", "name", "email", "phone", "source_page", "retreat_location", ...ATTRIBUTION],
  },
  inquiries: {
    table: "inquiries",
    search: ["name", "email", "phone", "company"],
    columns: ["id", "created_at", "kind", "name", "email", "phone", "company", "expertise", "dates", "message", "source_page", ...ATTRIBUTION],
  },
  newsletter: {
    table: "newsletter_subscribers",
    search: ["name", "email"],
    columns: ["id", "created_at", "name", "email", "confirmed_at", "unsubscribed_at", "source_page", ...ATTRIBUTION],
  },
};

export type LeadRow = Record<string, string | number | null> & { id: number; created_at: string; email: string; name: string | null; source_page: string };

// The tables differ in columns, so the dynamic queries go through an untyped view of the db.
function anyDb(db: Db) {
  return db as unknown as Kysely<any>;
}

/** LIKE wildcards in the visitor's text match literally ("50%" finds "50%"). */
export function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The UTC day of created_at, written exactly as the index expression of migrations 002 and 005. */
const DAY = sql<string>`substr(created_at, 1, 10)`;

/**
 * How a search finds its leads. "index": through the trigram index (SQLite's FTS5 table,
 * PostgreSQL's pg_trgm), which answers a selective search in a millisecond or two but costs
 * about 1-2 ms per 1,000 matches. "scan": a LIKE over the searched text as stored in the
 * (day, source page, created_at) index holding it (SQLite's migration 005, PostgreSQL's 006),
 * 15-25 ms at 100,000 leads however many match. Both give the same leads: trigram matching and
 * LIKE both ignore ASCII case. On PostgreSQL "index" leaves the choice to the planner, and
 * "scan" reads 006's index alone (pgSearchPlan, readIndexesOnly).
 */
export type SearchMode = "index" | "scan";

/** From this many matches on, scanning beats the trigram index (see SearchMode). */
export const SCAN_FROM_MATCHES = 10_000;

/**
 * Chooses how to answer a search (on SQLite its statistics, page and export alike; on PostgreSQL
 * only how its statistics are read, listMode): a search matching many leads is scanned. The FTS
 * probe stops at SCAN_FROM_MATCHES, so it costs a few milliseconds at most. Searches with characters outside ASCII stay with the index, whose Unicode case folding
 * ("É" finds "é") LIKE does not share. A trigram index cannot help under three characters, so
 * those would scan (the dashboard asks for three at least: lead-tabs.ts, MIN_SEARCH_LENGTH).
 */
export async function searchMode(db: Db, dialect: Dialect, tab: LeadTab, q: string, scanFrom = SCAN_FROM_MATCHES): Promise<SearchMode> {
  return (await searchPlan(db, dialect, tab, q, scanFrom)).mode;
}

/**
 * searchMode, and how the search's statistics are counted (StatsBy) where choosing the mode
 * already told: on SQLite the sample that sends a broad search to the scan is the one statsBy
 * would read again, a round trip to the reader's thread before its long read (about a
 * millisecond). `by` is left out where the mode did not need the sample.
 */
export async function searchPlan(
  db: Db,
  dialect: Dialect,
  tab: LeadTab,
  q: string,
  scanFrom = SCAN_FROM_MATCHES,
): Promise<{ mode: SearchMode; by?: StatsBy }> {
  if (!q) return { mode: "index", by: "matches" };
  if (dialect !== "sqlite") return pgSearchPlan(db, tab, q);
  if ([...q].length < 3) return { mode: "scan" };
  if (!/^[\x20-\x7e]*$/.test(q)) return { mode: "index", by: "matches" };
  // A search matching most of the newest leads is scanned without asking the trigram index
  // (whose probe costs 4-5 ms when it reaches SCAN_FROM_MATCHES). On a table too small for
  // 10,000 matches the scan is cheap anyway, and both ways find the same leads.
  if (await mostlyMatches(db, dialect, tab, q, "scan")) return { mode: "scan", by: "complement" };
  const fts = sql.table(`${TABLES[tab].table}_search`);
  const probe = await sql<{ n: number }>`select count(*) as n from (select rowid from ${fts} where ${fts} match ${ftsPhrase(q)} limit ${scanFrom})`.execute(db);
  return { mode: Number(probe.rows[0]?.n ?? 0) >= scanFrom ? "scan" : "index", by: "matches" };
}

/** On PostgreSQL, from this share of a sample of the newest leads on, a search is scanned. */
export const PG_SCAN_FROM_SHARE = 0.25;

/**
 * searchPlan on PostgreSQL: the planner is left to choose (mode "index") only for a search
 * that pg_trgm can narrow and that matches under a quarter of the newest leads; otherwise the
 * statistics read 006's index alone (readIndexesOnly), 18-24 ms at 100,000 leads however many
 * match. Through the trigram index a search costs about 0.8 ms per 1,000 matches (16,000:
 * 13 ms). Left to itself, the planner read the table for "98" (20% of the leads: 46-49 ms), and
 * for "a.9" (40%) and "r.9" (20%) every row through the trigram index (51-60 ms): pg_trgm takes
 * its trigrams from runs of letters and digits, so all it has for those are the trigrams of
 * words starting with 9, which nearly every lead has. A search without a run of three letters
 * or digits is therefore scanned (a few that pg_trgm could narrow, such as "ab cd", too: only
 * the speed differs). docs/decisions/022. The same sample decides the way of counting.
 */
async function pgSearchPlan(db: Db, tab: LeadTab, q: string): Promise<{ mode: SearchMode; by: StatsBy }> {
  const share = await matchShare(db, "postgres", tab, q, "scan");
  const by: StatsBy = share > COMPLEMENT_FROM_SHARE ? "complement" : "matches";
  const narrow = /[\p{L}\p{N}]{3}/u.test(q);
  return { mode: by === "complement" || share >= PG_SCAN_FROM_SHARE || !narrow ? "scan" : "index", by };
}

/**
 * The mode for a page or an export: on PostgreSQL they are written the same either way (the
 * planner finds their few rows newest first), so no sample is read for them.
 */
function listMode(db: Db, dialect: Dialect, tab: LeadTab, q: string): Promise<SearchMode> | SearchMode {
  return dialect === "postgres" ? "index" : searchMode(db, dialect, tab, q);
}

/** A quoted FTS5 phrase matches literally; quotes inside are doubled. */
const ftsPhrase = (q: string) => `"${q.replaceAll('"', '""')}"`;

/** The search as a condition (no other filter), for whereFilters and the match-rate sample. */
function searchCondition(dialect: Dialect, tab: LeadTab, q: string, mode: SearchMode): Expression<SqlBool> {
  const config = TABLES[tab];
  if (dialect === "postgres") {
    // Migration 006's lowered search text: the same leads as an ILIKE of each column (ILIKE on
    // UTF-8 is LIKE on lower() of both sides), without lowering every column of every lead
    // tested; its pg_trgm index finds a selective search.
    return sql<SqlBool>`search_text like lower(${likePattern(q)}) escape '\\'`;
  }
  if (mode === "scan") {
    // The identical expression as migration 005's index, so the index alone answers.
    return sql<SqlBool>`${sql.raw(SEARCH_TEXT[config.table])} like ${likePattern(q)} escape '\\'`;
  }
  const fts = sql.table(`${config.table}_search`);
  return sql<SqlBool>`id in (select rowid from ${fts} where ${fts} match ${ftsPhrase(q)})`;
}

/**
 * The dashboard's filters as a WHERE condition. `negateSearch`: the leads of the other filters
 * that the search does NOT match (complementStats).
 */
function whereFilters(
  dialect: Dialect,
  tab: LeadTab,
  filters: Pick<LeadFilters, "q" | "retreat" | "range">,
  now: Date,
  mode: SearchMode,
  negateSearch = false,
  span?: DaySpan,
) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (filters.retreat) parts.push(eb("source_page", "=", filters.retreat));
    const start = rangeStart(filters.range, now);
    if (start) {
      parts.push(eb("created_at", ">=", start));
      // Redundant with the line above, but it lets the (day, source, created_at) index seek.
      parts.push(eb(DAY, ">=", start.slice(0, 10)));
    }
    // A part of a split read (splitRead): a range of the same index's first column.
    if (span?.after) parts.push(eb(DAY, ">", span.after));
    if (span?.upTo) parts.push(eb(DAY, "<=", span.upTo));
    if (!filters.q) return eb.and(parts);
    const search = searchCondition(dialect, tab, filters.q, mode);
    // "is not true", not "not": a condition that is null (never with today's expressions,
    // whose columns are coalesced) must count as not matched, or the complement misses it.
    parts.push(negateSearch ? sql<SqlBool>`(${search}) is not true` : search);
    return eb.and(parts);
  };
}

export interface LeadStats {
  total: number;
  last7Days: number;
  bySource: { source: string; count: number }[];
  perDay: { day: string; count: number }[];
}

/**
 * A search's statistics in one grouped read of the matching leads, by (UTC day, source page),
 * so the rows are read once rather than four times. Day first, then source: the order of
 * migration 005's covering index, so no sort is needed; exported for the test of that plan.
 */
export function searchStatsQuery(db: Db, dialect: Dialect, filters: LeadFilters, now: Date, mode: SearchMode, negateSearch = false, span?: DaySpan) {
  return statsByDay(db, dialect, filters, now, mode, negateSearch, undefined, span);
}

/** searchStatsQuery, its rows tagged with `part` when given (countParts). */
function statsByDay(db: Db, dialect: Dialect, filters: LeadFilters, now: Date, mode: SearchMode, negateSearch: boolean, part?: Part, span?: DaySpan) {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  return anyDb(db)
    .selectFrom(TABLES[filters.tab].table)
    .where(whereFilters(dialect, filters.tab, filters, now, mode, negateSearch, span))
    .select([
      ...(part ? [partColumn(part)] : []),
      DAY.as("day"),
      "source_page",
      sql<number>`count(*)`.as("n"),
      sql<number>`sum(case when created_at >= ${weekAgo} then 1 else 0 end)`.as("recent"),
    ])
    .groupBy([DAY, "source_page"]);
}

/**
 * Searches: total, last 7 days, counts by source page and per day (searchStatsQuery), in one
 * read, or one per part of the days (splitRead); `sent` as in complementStats.
 */
async function scanLeadStats(dialect: Dialect, filters: LeadFilters, now: Date, mode: SearchMode, parts: ReadParts): Promise<LeadStats> {
  const indexesOnly = dialect === "postgres" && mode === "scan";
  const rows = await splitRead(parts, filters, now, indexesOnly, (trx, span) => searchStatsQuery(trx, dialect, filters, now, mode, false, span));
  const bySource = new Map<string, number>();
  const perDay = new Map<string, number>();
  let total = 0;
  let last7Days = 0;
  for (const r of rows) {
    const n = Number(r.n);
    total += n;
    last7Days += Number(r.recent);
    bySource.set(r.source_page, (bySource.get(r.source_page) ?? 0) + n);
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + n);
  }
  return leadStats(total, last7Days, bySource, perDay);
}

/**
 * LeadStats from counts by source page and by day, in the order the dashboard lists them (the
 * busiest source first, days in order); a source or day with no lead is left out. Every way
 * of counting (a read, the complement, the in-memory copy) ends here, so all give one shape.
 */
export function leadStats(total: number, last7Days: number, bySource: Iterable<[string, number]>, perDay: Iterable<[string, number]>): LeadStats {
  const listed = <K,>(counts: Iterable<[K, number]>) => [...counts].filter(([, n]) => n > 0);
  return {
    total,
    last7Days,
    bySource: listed(bySource).map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    perDay: listed(perDay).map(([day, count]) => ({ day, count })).sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/**
 * How a search's statistics are counted. "matches": the matching leads, grouped by day and
 * source (searchStatsQuery). "complement": the statistics of the other filters without the
 * search (lead_daily_counts) less those of the leads the search does not match. Both read every
 * lead the other filters select, but grouping costs about as much again as matching, and the
 * complement groups only the leads that do not match: for a search matching nearly every lead
 * (the common e-mail domain) 19 ms instead of 35 at 100,000 leads on SQLite.
 */
export type StatsBy = "matches" | "complement";

/** The newest leads sampled to guess what share of the leads a search matches. */
const SAMPLE_SIZE = 1000;

/**
 * "complement" when a search matches more than half of a sample of the newest leads (whatever
 * the other filters). Only a cost guess: both ways give the same statistics (a test compares
 * them). Reads 1,000 entries of an index: under a millisecond.
 */
export async function statsBy(db: Db, dialect: Dialect, tab: LeadTab, q: string, mode: SearchMode): Promise<StatsBy> {
  // The trigram index is chosen for searches with few matches (searchMode): nothing to gain.
  if (!q || (dialect === "sqlite" && mode !== "scan")) return "matches";
  return (await mostlyMatches(db, dialect, tab, q, mode)) ? "complement" : "matches";
}

/** Whether a search matches more than half of the SAMPLE_SIZE newest leads of a tab. */
async function mostlyMatches(db: Db, dialect: Dialect, tab: LeadTab, q: string, mode: SearchMode): Promise<boolean> {
  return (await matchShare(db, dialect, tab, q, mode)) > COMPLEMENT_FROM_SHARE;
}

/** Above this share of the sample, a search's statistics are counted by the complement. */
const COMPLEMENT_FROM_SHARE = 0.5;

/** The share of the SAMPLE_SIZE newest leads of a tab that a search matches (0 without leads). */
async function matchShare(db: Db, dialect: Dialect, tab: LeadTab, q: string, mode: SearchMode): Promise<number> {
  const config = TABLES[tab];
  const match = searchCondition(dialect, tab, q, mode);
  // Newest first in the (day, source page, created_at) index whose entries hold the searched
  // text (SQLite: migration 005; PostgreSQL: 006's INCLUDE), so the sample reads that index
  // alone: on PostgreSQL 0.25 ms against 0.6 through the created_at index and the rows.
  const newest = sql`order by ${DAY} desc, source_page desc, created_at desc`;
  const result = await sql<{ n: number; m: number | null }>`
    select count(*) as n, sum(case when m then 1 else 0 end) as m
    from (select ${match} as m from ${sql.table(config.table)} ${newest} limit ${SAMPLE_SIZE}) sample`.execute(db);
  const n = Number(result.rows[0]?.n ?? 0);
  const m = Number(result.rows[0]?.m ?? 0);
  return n > 0 ? m / n : 0;
}

/**
 * complementStats: see StatsBy. The daily counts of the other filters and the leads the search
 * does not match are read in one statement (countParts), so they see one snapshot of the
 * table, whatever is added or deleted meanwhile, and on SQLite's reader thread the whole count
 * is one round trip: read one after the other inside a transaction, the reads after the long
 * one each waited for the server's thread to send them (4 ms at 100,000 leads). `sent` is
 * called once the statement is on its way: the dashboard renders its list while the database
 * reads (loadDashboard), so nothing should wait for the render before that read is sent.
 */
async function complementStats(dialect: Dialect, filters: LeadFilters, now: Date, mode: SearchMode, parts: ReadParts): Promise<LeadStats> {
  const rows = await splitRead(parts, filters, now, dialect === "postgres", (trx, span) => countParts(trx, filters, now, { unmatched: { dialect, mode }, span }));
  // Each part's rows are of its own days (countParts), so together they combine as one read's.
  return combineParts(rows, filters, now).stats;
}

/**
 * A part of the filtered leads by UTC day, for a long read split in two (splitRead): the days
 * after `after` up to and including `upTo`; an end left out is open.
 */
export interface DaySpan {
  after?: string;
  upTo?: string;
}

const inSpan = (day: string, span?: DaySpan) => !span || ((!span.after || day > span.after) && (!span.upTo || day <= span.upTo));

/**
 * Where and how a search's long read runs (getLeadStats). `db` asks where to split; with two
 * `readers` or more, a long read over at least `splitFrom` leads is split in two at the day
 * that halves them, and the halves are read at once, one on each of the first two readers.
 * `sent` is called once every part is on its way (loadDashboard).
 */
export interface ReadParts {
  db: Db;
  readers?: Db[];
  splitFrom?: number;
  /** The day to split at instead of splitDay's (tests: every day, window edges included). */
  splitAt?: string;
  sent?: () => void;
  /**
   * The in-memory copy that counts a search instead of the database (lead-mirror.server.ts,
   * ADR 024; copyFolds), kept up to date through `db`; when it cannot answer, the database
   * counts on the readers as before.
   */
  mirror?: LeadMirror;
}

/**
 * From this many leads (under the filters but the search) on, a long read is split in two.
 * Reading 100,000 index entries with a LIKE takes 18-30 ms on one core; in two halves on two
 * cores, 15 ms (docs/decisions/023). Under a few thousand the read is a few milliseconds and a
 * second part costs more than it saves.
 */
export const SPLIT_FROM = 20_000;

/**
 * Runs `statement` on the whole filtered set, or in two day ranges at once (ReadParts), each on
 * PostgreSQL with `indexesOnly` inside readIndexesOnly, and returns all the rows. Each part reads its own snapshot; the parts split by day, so every lead is
 * counted by exactly one of them, as it was at that part's read: a lead added or deleted
 * meanwhile is counted or not, never twice and never half (rows of one day never mix parts).
 * (A lead whose created_at moved across the split day between the two reads could be; nothing
 * in the app changes a lead's created_at.)
 */
async function splitRead<R>(
  parts: ReadParts,
  filters: LeadFilters,
  now: Date,
  indexesOnly: boolean,
  statement: (trx: Db, span: DaySpan | undefined) => { execute(): Promise<R[]> },
): Promise<R[]> {
  const readers = parts.readers ?? [parts.db];
  const day = readers.length > 1 ? (parts.splitAt ?? (await splitDay(parts.db, filters, now, parts.splitFrom ?? SPLIT_FROM))) : undefined;
  const spans: (DaySpan | undefined)[] = day ? [{ upTo: day }, { after: day }] : [undefined];
  let waiting = spans.length;
  const read = (trx: Db, span: DaySpan | undefined) => {
    const reading = statement(trx, span).execute();
    // After the pending callbacks of this turn, by which Kysely has handed the query to the
    // driver (pg writes it to the socket as it takes it); once for every part.
    setImmediate(() => --waiting === 0 && parts.sent?.());
    return reading;
  };
  const halves = await Promise.all(spans.map((span, i) => (indexesOnly ? readIndexesOnly(readers[i]!, (trx) => read(trx, span)) : read(readers[i]!, span))));
  return halves.flat();
}

/**
 * The day that halves the leads of the filters but the search (the first day by which half of
 * them are counted), from lead_daily_counts: a few hundred rows. None under `splitFrom` leads.
 */
export async function splitDay(db: Db, filters: LeadFilters, now: Date, splitFrom: number): Promise<string | undefined> {
  const { startDay } = windowsOf(filters, now);
  let days = anyDb(db)
    .selectFrom("lead_daily_counts")
    .select(["day", sql<number>`sum(count)`.as("n")])
    .where("lead_table", "=", TABLES[filters.tab].table)
    .groupBy("day");
  if (filters.retreat) days = days.where("source_page", "=", filters.retreat);
  if (startDay) days = days.where("day", ">=", startDay);
  const result = await sql<{ day: string; total: number | string }>`
    select day, total from (
      select day, sum(n) over (order by day) as upto, sum(n) over () as total from (${days}) d
    ) c where upto * 2 >= total order by day limit 1`.execute(db);
  const row = result.rows[0];
  return row && Number(row.total) >= splitFrom ? row.day : undefined;
}

/**
 * PostgreSQL: runs `read` in a transaction with no plan that reads the table's rows, so a scan
 * reads migration 006's (day, source, created_at) INCLUDE (search_text) index alone: 19 against
 * 40 ms for every lead's row at 100,000 leads, 20-24 against 51-60 ms through the trigram
 * index for the searches of pgSearchPlan's comment. The planner prices a whole-index scan above
 * a table scan, not knowing that unpacking each row up to its last column is the cost here.
 * The settings end with the transaction; the daily counts and the days' windows read through
 * indexes anyway. Tests check the plans.
 */
export function readIndexesOnly<T>(db: Db, read: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`.execute(trx);
    return read(trx);
  });
}

/**
 * Statistics of the whole filtered set, computed by the database (issue 5: not the loaded page).
 * Without a search they come from lead_daily_counts (migration 003), a few thousand rows
 * whatever the number of leads; the partial first day of a "last N days" window is counted
 * exactly from the leads, through the created_at index. A search's come from its matching
 * leads or, when it matches most of them, from the complement (StatsBy), read on `readers`
 * (ReadParts: split in two when the read is long); `sent`, if given, is called once that read,
 * or both its halves, is on its way.
 */
export async function getLeadStats(
  db: Db,
  dialect: Dialect,
  filters: LeadFilters,
  now = new Date(),
  mode?: SearchMode,
  by?: StatsBy,
  { readers = [db], splitFrom, splitAt, sent, mirror }: Omit<ReadParts, "db"> = {},
): Promise<LeadStats> {
  if (!filters.q) return rollupStats(db, filters, now);
  if (mirror && copyFolds(dialect, filters.q)) {
    const counted = await mirror.stats(db, TABLES[filters.tab].table, filters, now, readers[0]);
    if (counted) {
      sent?.();
      return counted;
    }
  }
  if (!mode) {
    // One sample for both, where the plan reads one (PostgreSQL's always does).
    const plan = await searchPlan(db, dialect, filters.tab, filters.q);
    mode = plan.mode;
    by ??= plan.by;
  }
  by ??= await statsBy(db, dialect, filters.tab, filters.q, mode);
  // Only a read of every lead under the other filters is worth splitting; a search the trigram
  // index narrows reads its few matches on the first reader.
  const long = mode === "scan" || by === "complement";
  const parts: ReadParts = { db, readers: long ? readers : readers.slice(0, 1), splitFrom, splitAt, sent };
  return by === "complement" ? complementStats(dialect, filters, now, mode, parts) : scanLeadStats(dialect, filters, now, mode, parts);
}

/**
 * Whether the in-memory copy counts a search as the database would (lead-mirror.server.ts): on
 * PostgreSQL always (the same LIKE over the same lowered text either way). On SQLite unless the
 * search has a character outside ASCII and three or more characters: searchPlan sends those to
 * the FTS5 trigram index, whose Unicode case folding ("É" finds "é") the copy, folding as LIKE
 * does, would not share.
 */
function copyFolds(dialect: Dialect, q: string) {
  return dialect === "postgres" || /^[\x20-\x7e]*$/.test(q) || [...q].length < 3;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** When each table's counts were last checked against the table (per process). */
const lastChecked = new Map<string, number>();
const CHECK_EVERY_MS = 60_000;

/** The time windows of a filter's statistics: its "last N days" start, and the last 7 days'. */
function windowsOf(filters: Pick<LeadFilters, "range">, now: Date) {
  const start = rangeStart(filters.range, now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  return {
    start,
    startDay: start?.slice(0, 10) ?? null,
    weekAgo,
    weekDay: weekAgo.slice(0, 10),
    // A window of 7 days or less has only leads of the last 7 days.
    needWeekWindow: !(start && start >= weekAgo),
  };
}

type Part = "rollup" | "start" | "week" | "unmatched" | "check";
const partColumn = (name: Part) => sql<Part>`${sql.lit(name)}`.as("part");
interface PartRow {
  part: Part;
  day: string;
  source_page: string;
  n: number | string;
  recent: number | string;
}

/**
 * The statistics of the filters without a search, from lead_daily_counts (migration 003), as
 * one statement whose rows say which part they belong to:
 * - "rollup": the daily counts, by day and source page, after the window's first day;
 * - "start": the partial first day of a "last N days" window, counted exactly from the leads
 *   through the created_at index, by source page;
 * - "week": the same for the first day of the last 7 days;
 * - "check": the table's count, to check the daily counts against (rollupStats);
 * - "unmatched": with `unmatched` (the search's plan), the leads of the same filters that the
 *   search does not match, by day and source page (complementStats).
 * The other parts read the filters but the search. One statement reads one snapshot on either
 * database.
 */
function countParts(
  db: Db,
  filters: LeadFilters,
  now: Date,
  { check = false, unmatched, span }: { check?: boolean; unmatched?: { dialect: Dialect; mode: SearchMode }; span?: DaySpan },
) {
  const table = TABLES[filters.tab].table;
  const { start, startDay, weekAgo, weekDay, needWeekWindow } = windowsOf(filters, now);
  let query: SelectQueryBuilder<any, any, PartRow> = anyDb(db)
    .selectFrom("lead_daily_counts")
    .select([partColumn("rollup"), "day", "source_page", "count as n", sql<number>`0`.as("recent")])
    .where("lead_table", "=", table)
    .where("count", ">", 0);
  if (filters.retreat) query = query.where("source_page", "=", filters.retreat);
  if (startDay) query = query.where("day", ">", startDay);
  if (span?.after) query = query.where("day", ">", span.after);
  if (span?.upTo) query = query.where("day", "<=", span.upTo);
  /** Exact counts per source page for created_at in [from, to): a window's partial first day. */
  const window = (name: Part, from: string, day: string) => {
    let q = anyDb(db)
      .selectFrom(table)
      .select([partColumn(name), sql<string>`cast(${day} as text)`.as("day"), "source_page", sql<number>`count(*)`.as("n"), sql<number>`0`.as("recent")])
      .where("created_at", ">=", from)
      .where("created_at", "<", nextDay(day))
      .groupBy("source_page");
    if (filters.retreat) q = q.where("source_page", "=", filters.retreat);
    return q;
  };
  // A part of a split read (span) counts a window's first day only if the day is its own.
  if (start && startDay && inSpan(startDay, span)) query = query.unionAll(window("start", start, startDay));
  if (needWeekWindow && inSpan(weekDay, span)) query = query.unionAll(window("week", weekAgo, weekDay));
  if (check)
    query = query.unionAll(
      anyDb(db).selectFrom(table).select([partColumn("check"), sql<string>`''`.as("day"), sql<string>`''`.as("source_page"), sql<number>`count(*)`.as("n"), sql<number>`0`.as("recent")]),
    );
  if (unmatched) query = query.unionAll(statsByDay(db, unmatched.dialect, filters, now, unmatched.mode, true, "unmatched", span));
  return query;
}

/** countParts's rows as statistics: the daily counts' figures less the unmatched leads'. */
function combineParts(rows: PartRow[], filters: Pick<LeadFilters, "range">, now: Date): { stats: LeadStats; actual: number | null } {
  const { startDay, weekDay, needWeekWindow } = windowsOf(filters, now);
  const bySource = new Map<string, number>();
  const perDay = new Map<string, number>();
  let total = 0;
  let weekBoundary = 0;
  let actual: number | null = null;
  const add = (day: string, source: string, n: number) => {
    total += n;
    bySource.set(source, (bySource.get(source) ?? 0) + n);
    perDay.set(day, (perDay.get(day) ?? 0) + n);
  };
  for (const r of rows) {
    const n = Number(r.n);
    if (r.part === "rollup") add(r.day, r.source_page, n);
    else if (r.part === "start") add(startDay!, r.source_page, n);
    else if (r.part === "week") weekBoundary += n;
    else if (r.part === "check") actual = n;
  }
  let last7Days = total;
  if (needWeekWindow) {
    last7Days = weekBoundary;
    for (const [day, n] of perDay) if (day > weekDay) last7Days += n;
  }
  for (const r of rows) {
    if (r.part !== "unmatched") continue;
    add(r.day, r.source_page, -Number(r.n));
    last7Days -= Number(r.recent);
  }
  // Less the unmatched leads, a day or source page can be left with none: leadStats leaves it out.
  return { actual, stats: leadStats(total, last7Days, bySource, perDay) };
}

async function rollupStats(db: Db, filters: LeadFilters, now: Date): Promise<LeadStats> {
  const table = TABLES[filters.tab].table;
  // The counts are a cache kept by triggers; a restore or bulk load that bypassed them would
  // make them wrong. Once a minute, on the unfiltered view, they are checked against the table.
  const check = !filters.retreat && !windowsOf(filters, now).start && Date.now() - (lastChecked.get(table) ?? 0) >= CHECK_EVERY_MS;
  const { stats, actual } = combineParts(await countParts(db, filters, now, { check }).execute(), filters, now);
  if (actual !== null) {
    lastChecked.set(table, Date.now());
    if (actual !== stats.total) {
      log.warn("lead_daily_counts out of step; rebuilding", { table, counted: stats.total, actual });
      await rebuildDailyCounts(db, table);
      // Checked a moment ago: the second pass does not check again.
      return rollupStats(db, filters, now);
    }
  }
  return stats;
}

/** Forgets when the counts were last checked, so the next unfiltered view checks them (tests). */
export function resetDailyCountCheck() {
  lastChecked.clear();
}

export async function rebuildDailyCounts(db: Db, table: string) {
  await db.transaction().execute(async (trx) => {
    await anyDb(trx).deleteFrom("lead_daily_counts").where("lead_table", "=", table).execute();
    await sql
      .raw(`insert into lead_daily_counts (lead_table, day, source_page, count) select '${table}', substr(created_at, 1, 10), source_page, count(*) from ${table} group by substr(created_at, 1, 10), source_page`)
      .execute(trx);
  });
}

/** From this offset on, getLeadPage skips whole days with the per-day counts (below). */
export const SKIP_DAYS_FROM = 1000;

/** One page of leads, newest first; LIMIT/OFFSET in the database (25 a page, SPEC §9). */
export async function getLeadPage(
  db: Db,
  dialect: Dialect,
  filters: LeadFilters,
  now = new Date(),
  perDay?: LeadStats["perDay"],
  skipAfter = SKIP_DAYS_FROM,
  mode?: SearchMode,
): Promise<LeadRow[]> {
  const config = TABLES[filters.tab];
  mode ??= await listMode(db, dialect, filters.tab, filters.q);
  let offset = (filters.page - 1) * PAGE_SIZE;
  let before: string | null = null;
  // Deep pages: OFFSET 50,000 makes the database step over 50,000 index entries. With the
  // exact per-day counts of the same filter (getLeadStats), whole days newer than the page
  // are skipped with a created_at bound and only the rest is offset.
  if (perDay && offset >= skipAfter) {
    let skipped = 0;
    for (let i = perDay.length - 1; i >= 0; i--) {
      const { day, count } = perDay[i]!;
      if (skipped + count > offset) {
        before = nextDay(day);
        break;
      }
      skipped += count;
    }
    if (before) offset -= skipped;
  }
  let query = anyDb(db)
    .selectFrom(config.table)
    .where(whereFilters(dialect, filters.tab, filters, now, mode))
    .select(config.columns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset(offset);
  if (before) query = query.where("created_at", "<", before);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }) as LeadRow);
}

/**
 * The distinct source pages of a tab, for the retreat filter. A loose index scan written as a
 * recursive query: each step asks the (source_page, created_at) index for the next value above
 * the last, so ten sources cost ten index seeks instead of a scan of every lead, in one round
 * trip to the database (on PostgreSQL a query per step cost a round trip each).
 */
export async function getSourcePages(db: Db, tab: LeadTab, limit = 50): Promise<string[]> {
  const table = sql.table(TABLES[tab].table);
  const result = await sql<{ page: string }>`
    with recursive s(page) as (
      select min(source_page) from ${table}
      union all
      select (select min(source_page) from ${table} where source_page > s.page) from s where s.page is not null
    )
    select page from s where page is not null limit ${limit}`.execute(db);
  return result.rows.map((r) => r.page);
}

/**
 * Every lead of the filter, newest first, in batches read by keyset (created_at, id) so each
 * batch is an index seek and memory holds one batch at a time, whatever the total.
 */
export async function* iterateLeads(
  db: Db,
  dialect: Dialect,
  filters: LeadFilters,
  now = new Date(),
  batchSize = 2000,
): AsyncGenerator<LeadRow[]> {
  const config = TABLES[filters.tab];
  const mode = await listMode(db, dialect, filters.tab, filters.q);
  let cursor: { created_at: string; id: number } | null = null;
  for (;;) {
    const after: { created_at: string; id: number } | null = cursor;
    let query = anyDb(db)
      .selectFrom(config.table)
      .where(whereFilters(dialect, filters.tab, filters, now, mode))
      .select(config.columns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize);
    if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.created_at}, ${after.id})`);
    const rows = (await query.execute()) as LeadRow[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const lastRow = rows[rows.length - 1]!;
    cursor = { created_at: lastRow.created_at, id: Number(lastRow.id) };
  }
}

/** Deletes one lead (the visitor's right to erasure); true when a row was removed. */
export async function deleteLead(db: Db, tab: LeadTab, id: number): Promise<boolean> {
  const table = TABLES[tab].table;
  return db.transaction().execute(async (trx) => {
    const result = await anyDb(trx).deleteFrom(table).where("id", "=", id).executeTakeFirst();
    // Erasure covers copies too: queued e-mails about this lead hold the address and name.
    await trx.deleteFrom("mail_outbox").where("lead_table", "=", table).where("lead_id", "=", id).execute();
    return Number(result.numDeletedRows) > 0;
  });
}

/**
 * Everything one dashboard page needs. The list and the retreat list are awaited; the
 * statistics are handed back as a promise. When they take one long read (a search), this
 * returns once that read is on its way, so the page renders its list while the database counts,
 * and the route sends the document once the figures are in (docs/decisions/016); otherwise it
 * returns once they are counted. A deep page waits for them too: its list skips whole days
 * using their per-day counts. A search's statistics are read by `readers` (getReaders): on
 * PostgreSQL separate pool connections, on SQLite connections on threads of their own
 * (docs/decisions/018); a long read is split across two of them (splitRead, docs/decisions/023).
 * If a SQLite reader's thread is unavailable, the count is read by each reader alone in turn,
 * then by `db`. Not the statistics without a search: their consistency check may rebuild the
 * daily counts, a write.
 */
export async function loadDashboard(db: Db, dialect: Dialect, filters: LeadFilters, now = new Date(), readers: Db[] = [db], mirror?: LeadMirror) {
  // The organiser who opens a tab may search it next: its copy loads meanwhile (ADR 024).
  mirror?.warm(TABLES[filters.tab].table, readers[0] ?? db);
  const { mode, by } = await searchPlan(db, dialect, filters.tab, filters.q);
  const deep = (filters.page - 1) * PAGE_SIZE >= SKIP_DAYS_FROM;
  let longReadSent!: () => void;
  const sent = new Promise<void>((resolve) => (longReadSent = resolve));
  const count = (conns: Db[]) => getLeadStats(db, dialect, filters, now, mode, by, { readers: conns, sent: longReadSent, mirror });
  // If a reader's thread is gone or would not start, another reader counts alone, and failing
  // those the main connection (slower for the server's other requests): the organiser still
  // gets the figures. A reader that would not start refuses at once, so trying it costs nothing.
  const fallbacks = [...(readers.length > 1 ? readers.map((reader) => [reader]) : []), [db]];
  const countFrom = (conns: Db[], next: number): Promise<LeadStats> =>
    count(conns).catch((error) => {
      if (!isReaderUnavailable(error) || next >= fallbacks.length) throw error;
      const to = fallbacks[next]!;
      log.warn(to[0] === db ? "statistics counted on the main connection" : "statistics counted on one reader", { reason: "reader unavailable" });
      return countFrom(to, next + 1);
    });
  const stats = filters.q && readers.some((reader) => reader !== db) ? countFrom(readers, 0) : count(readers);
  // If the list fails first, nobody awaits the statistics: their failure must not go unhandled.
  const settled = stats.then(
    () => {},
    () => {},
  );
  const [sources, rows] = await Promise.all([
    getSourcePages(db, filters.tab),
    deep
      ? stats.then((s) => getLeadPage(db, dialect, filters, now, s.perDay, SKIP_DAYS_FROM, mode))
      : getLeadPage(db, dialect, filters, now, undefined, SKIP_DAYS_FROM, mode),
    // Return (and let the page render) only once a long count is under way: the render holds
    // the event loop, and a count still sending its first statements would wait for it.
    Promise.race([sent, settled]),
  ]);
  return { stats, rows, sources };
}
