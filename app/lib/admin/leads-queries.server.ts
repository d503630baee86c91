import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { RequestTable } from "~/lib/db/schema";
import { isPostgres } from "~/lib/db/dialect";
import { addDays, dayInZone, daysFrom } from "~/lib/calendar";
import { dayBounds, now as clockNow, siteTimeZone } from "~/lib/clock.server";
import { exportSheet, type ExportFormat } from "./exports.server";
import { leadSheet, withFollowUp } from "./lead-export.server";
import { phoneSearchIds } from "~/lib/leads/follow-up/person.server";
import { rangeStart } from "./date-range";
import { LEAD_TABLES, type LeadRow } from "~/lib/leads/lead-tables";
import { PAGE_SIZE, type LeadFilters, type LeadTab } from "./lead-tabs";
import { recordAudit } from "./audit.server";
import type { Admin } from "./users.server";

/**
 * The admin's reads and its one write: a dashboard page, the CSV export and the deletion of a
 * lead, one function each. Every count, filter and page is computed by the database over the
 * whole filtered set, sized for an organiser's 1,000 to 30,000 leads and still
 * quick at 100,000 (docs/decisions/025-admin-reads.md).
 */

export interface LeadStats {
  total: number;
  last7Days: number;
  /** The busiest source first. */
  bySource: { source: string; count: number }[];
  /** Days in order; days without a lead are left out. */
  perDay: { day: string; count: number }[];
}

/** LIKE wildcards in the visitor's text match literally ("50%" finds "50%"). */
function likePattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The UTC day of created_at, spelled as in the (day, source page, created_at) index of migration 008. */
const DAY = sql<string>`substr(created_at, 1, 10)`;

/**
 * A search as a condition: any searched column containing the text, ignoring case.
 * - PostgreSQL: migration 006's stored, lowered search_text (ILIKE on UTF-8 is LIKE on lower()
 *   of both sides), which its pg_trgm index serves from three characters on.
 * - SQLite, three characters or more: the FTS5 trigram table of migration 002 (it folds case
 *   beyond ASCII too: "É" finds "é").
 * - SQLite, one or two characters: a trigram index cannot serve them, so LIKE over the columns
 *   (ASCII case folding); a scan of the table, a few milliseconds per 10,000 leads.
 */
export function searchCondition(db: Db, tab: LeadTab, q: string): Expression<SqlBool> {
  const text = textCondition(db, tab, q);
  // A query that reads as a phone number also finds that number however it was typed (E.164).
  const phone = tab === "newsletter" ? null : phoneSearchIds(db, LEAD_TABLES[tab].table, q);
  return phone ? sql<SqlBool>`(${text} or id in (${phone}))` : text;
}

function textCondition(db: Db, tab: LeadTab, q: string): Expression<SqlBool> {
  const { table, search } = LEAD_TABLES[tab];
  const pattern = likePattern(q);
  if (isPostgres(db)) return sql<SqlBool>`search_text like lower(${pattern}) escape '\\'`;
  if ([...q].length >= 3) {
    const fts = sql.table(`${table}_search`);
    // A quoted FTS5 phrase matches literally; quotes inside are doubled.
    return sql<SqlBool>`id in (select rowid from ${fts} where ${fts} match ${`"${q.replaceAll('"', '""')}"`})`;
  }
  return sql<SqlBool>`(${sql.join(
    search.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** The dashboard's filters (search, retreat, date range, custom days) as one WHERE condition. */
function whereFilters(db: Db, filters: LeadFilters, now: Date, timeZone = siteTimeZone()) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (filters.retreat) parts.push(eb(LEAD_TABLES[filters.tab].retreatColumn, "=", filters.retreat));
    const start = rangeStart(filters.range, now);
    if (start) {
      parts.push(eb("created_at", ">=", start));
      // Implied by the line above; it lets the grouped count seek in the (day, ...) index.
      parts.push(eb(DAY, ">=", start.slice(0, 10)));
    }
    // The custom days are the organiser's: from the start of the first to the start of the day after the last.
    if (filters.from) parts.push(eb("created_at", ">=", dayBounds(filters.from, timeZone).start));
    if (filters.to) parts.push(eb("created_at", "<", dayBounds(filters.to, timeZone).end));
    if (filters.q) parts.push(searchCondition(db, filters.tab, filters.q));
    return eb.and(parts);
  };
}

/**
 * The statistics of the whole filtered set in one grouped query, by (UTC day, whether the
 * organiser's day has begun, source page): the total, the last 7 days, the sources and the
 * chart's days, in the organiser's zone, all come from its rows.
 */
export async function countLeads(db: Db, filters: LeadFilters, now: Date, timeZone = siteTimeZone()): Promise<LeadStats> {
  // A UTC day holds the end of one of the organiser's days and the start of the next: count
  // apart those from the UTC time their day begins (18:30 for India), which the clock gives as
  // the start of today. Grouped in the (day, retreat, ...) index's own order, so the index is
  // read in order with no sort. A zone with summer time is split at today's boundary.
  const day = dayInZone(now, timeZone);
  const start = dayBounds(day, timeZone).start;
  const split = start.slice(11, 16);
  // The organiser's day that begins on a UTC day at `split`: for India the UTC day's evening is already the next day.
  const ahead = daysFrom(start.slice(0, 10), day);
  const late = split === "00:00" ? sql<number>`count(*)` : sql<number>`sum(case when substr(created_at, 12, 5) >= ${sql.lit(split)} then 1 else 0 end)`;
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const by = LEAD_TABLES[filters.tab].retreatColumn;
  const rows = await db
    .selectFrom(LEAD_TABLES[filters.tab].table)
    .where(whereFilters(db, filters, now, timeZone))
    .select([DAY.as("day"), sql<string>`${sql.ref(by)}`.as("source_page"), sql<number>`count(*)`.as("n"), late.as("late"), sql<number>`sum(case when created_at >= ${weekAgo} then 1 else 0 end)`.as("recent")])
    .groupBy([DAY, by])
    .execute();
  const bySource = new Map<string, number>();
  const perDay = new Map<string, number>();
  const add = (day: string, n: number) => n > 0 && perDay.set(day, (perDay.get(day) ?? 0) + n);
  let total = 0;
  let last7Days = 0;
  for (const r of rows) {
    const n = Number(r.n);
    const lateOnes = Number(r.late);
    total += n;
    last7Days += Number(r.recent);
    bySource.set(r.source_page, (bySource.get(r.source_page) ?? 0) + n);
    add(addDays(r.day, ahead - 1), n - lateOnes);
    add(addDays(r.day, ahead), lateOnes);
  }
  return {
    total,
    last7Days,
    bySource: [...bySource].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source)),
    perDay: [...perDay].map(([day, count]) => ({ day, count })).sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/** The filtered leads, newest first: the order of the list and of the export. */
function newestFirst(db: Db, filters: LeadFilters, now: Date) {
  return db
    .selectFrom(LEAD_TABLES[filters.tab].table)
    .where(whereFilters(db, filters, now))
    .select(LEAD_TABLES[filters.tab].columns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/** One page of leads (25, SPEC §9), newest first. OFFSET is fine at this size: page 2,000 of 100,000 leads skips 50,000 index entries. */
export async function getLeadPage(db: Db, filters: LeadFilters, now: Date): Promise<LeadRow[]> {
  const rows = await newestFirst(db, filters, now)
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }) as LeadRow);
}

/**
 * The distinct values of a tab's retreat filter (its retreatColumn): a loose index scan written as a
 * recursive query, each step one seek in the (source_page, created_at) index for the next value.
 */
export async function getSourcePages(db: Db, tab: LeadTab, limit = 50): Promise<string[]> {
  const table = sql.table(LEAD_TABLES[tab].table);
  // The waitlist's chosen retreat has its own (retreat_location, created_at) index (migration 012).
  const column = sql.ref(LEAD_TABLES[tab].retreatColumn);
  const result = await sql<{ page: string }>`
    with recursive s(page) as (
      select min(${column}) from ${table}
      union all
      select (select min(${column}) from ${table} where ${column} > s.page) from s where s.page is not null
    )
    select page from s where page is not null limit ${limit}`.execute(db);
  return result.rows.map((r) => r.page);
}

/**
 * Everything one dashboard page shows. The list and the retreat list are awaited; the statistics
 * come back as a promise counted meanwhile, so the page renders its list while they are counted
 * and the document is sent once they are in (docs/decisions/016).
 */
export async function loadDashboard(db: Db, filters: LeadFilters, now = clockNow(), timeZone = siteTimeZone()) {
  const stats = countLeads(db, filters, now, timeZone);
  // If the list fails first, nobody awaits the statistics: their failure must not go unhandled.
  stats.catch(() => {});
  const [rows, sources] = await Promise.all([getLeadPage(db, filters, now), getSourcePages(db, filters.tab)]);
  return { stats, rows, sources };
}

/** Every distinct e-mail address of the filtered set, newest lead first; case is ignored. */
export async function filteredEmails(db: Db, filters: LeadFilters, now = clockNow()) {
  const seen = new Map<string, string>();
  for await (const rows of iterateLeads(db, filters, now)) {
    for (const { email } of rows) if (email && !seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  }
  return [...seen.values()];
}

/**
 * Every lead of the filter, newest first, in batches read by keyset (created_at, id): each
 * batch is an index seek and memory holds one batch at a time, whatever the total.
 */
export async function* iterateLeads(db: Db, filters: LeadFilters, now = clockNow(), batchSize = 2000): AsyncGenerator<LeadRow[]> {
  let after: { created_at: string; id: number } | null = null;
  for (;;) {
    let query = newestFirst(db, filters, now).limit(batchSize);
    if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.created_at}, ${after.id})`);
    const rows = (await query.execute()) as LeadRow[];
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: Number(last.id) };
  }
}

/**
 * The filter's leads as a CSV or XLSX byte stream (exports.server.ts), read batch by batch as the
 * client takes them, each request with its person's follow-up (lead-export.server.ts).
 */
export function exportLeads(db: Db, filters: LeadFilters, now = clockNow(), { format = "csv", timeZone = siteTimeZone() }: { format?: ExportFormat; timeZone?: string } = {}): ReadableStream<Uint8Array> {
  const entry: { table: string; request: boolean } = LEAD_TABLES[filters.tab];
  const rows = iterateLeads(db, filters, now);
  return exportSheet(leadSheet(filters.tab), entry.request ? withFollowUp(db, entry.table as RequestTable, rows) : rows, { format, timeZone });
}

/**
 * Deletes one lead (the visitor's right to erasure); true when a row was removed. The audit line
 * naming `actor` holds the tab and the row's number, nothing of the person.
 */
export async function deleteLead(db: Db, tab: LeadTab, id: number, actor: Admin): Promise<boolean> {
  const table = LEAD_TABLES[tab].table;
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst();
    // Erasure covers copies too: queued e-mails about this lead hold the address and name.
    await trx.deleteFrom("mail_outbox").where("lead_table", "=", table).where("lead_id", "=", id).execute();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await recordAudit(trx, actor, "lead.delete", { subject: `${LEAD_TABLES[tab].label}, row ${id}` });
    return deleted;
  });
}
