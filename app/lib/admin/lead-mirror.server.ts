import { sql } from "kysely";
import type { Db, Dialect } from "~/lib/db/db.server";
import { SEARCH_TEXT } from "~/lib/db/migrations/005-search-scan-index";
import { errorFields, log } from "~/lib/log.server";
import { rangeStart } from "./date-range";
import type { LeadFilters } from "./lead-tabs";
import { leadStats, type LeadStats } from "./leads-queries.server";

/**
 * The admin's in-memory copy of what a search tests (docs/decisions/024): for every lead of a
 * table, its searched text, creation time and source page, and nothing else (no attribution,
 * no message). A search matching many leads has to test every lead under the other filters;
 * the database does that in 18-30 ms at 100,000 leads on this machine (an index read with a
 * LIKE per entry), this copy in 1-5. The list of leads and the export still come from the
 * database; the copy only counts.
 *
 * The copy is a cache and never the truth. Before each count it asks the database, in one
 * statement (one snapshot), for the leads above the highest id it holds, the table's change
 * version (migration 007: raised by every delete or edit, by any server instance) and its
 * number of leads (lead_daily_counts). New leads are added; a changed version, or a size that
 * does not add up (on PostgreSQL a lead with a lower id can commit after a higher one), makes
 * it load the table again in the background, and that count goes to the database as before.
 */

/** Over this many leads a table is left to the database: about 100 bytes a lead in memory. */
export const MIRROR_MAX_LEADS = 500_000;

/** Leads read per statement while a copy loads. */
const LOAD_BATCH = 5000;

/** After a load whose size disagreed with the daily counts, the wait before loading again. */
const RETRY_AFTER_MS = 60_000;

interface SyncRow {
  version: number | string;
  n: number | string;
  q: string | null;
  id: number | string | null;
  created_at: string | null;
  source_page: string | null;
  text: string | null;
}

/** SQLite's LIKE ignores the case of ASCII letters only: the copy folds the same way. */
const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

/** Ends each lead's text in the copy's one string; a search containing it is left to the database. */
const END = "\u0000";

/** A typed array with room for `need` entries: the same one, or a copy twice as large. */
function room<T extends Int32Array | Float64Array>(array: T, need: number): T {
  if (need <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(need, array.length * 2, 1024));
  bigger.set(array);
  return bigger;
}

/**
 * One table's copy. Every lead's text sits in one string, each followed by END, with where it
 * starts in `starts`; its time, day and source in typed arrays. A search is one indexOf after
 * another over that string (1-5 ms at 100,000 leads), and the garbage collector sees a handful
 * of objects rather than hundreds of thousands.
 */
class TableCopy {
  private text = "";
  /** Where each lead's text starts in `text`; starts[size] is the end. */
  private starts = new Int32Array(1024);
  /** created_at in milliseconds: only ISO strings as toISOString writes them are held. */
  private at = new Float64Array(1024);
  private day = new Int32Array(1024);
  private source = new Int32Array(1024);
  private days: string[] = [];
  private sources: string[] = [];
  private dayIndex = new Map<string, number>();
  private sourceIndex = new Map<string, number>();
  size = 0;
  maxId = 0;
  version = -1;
  /** Found out of step with the table: never counts again (a new copy is loaded). */
  stale = false;

  /** Adds the rows with a lead (a row of nulls has none). */
  add(dialect: Dialect, rows: SyncRow[]) {
    const texts: string[] = [];
    for (const r of rows) {
      if (r.id === null) continue;
      const iso = r.created_at!;
      const ms = Date.parse(iso);
      // The database compares created_at as text; as numbers the copy compares the same only
      // for one spelling of each moment (the app's toISOString). Any other: not held at all.
      // (24 characters: years 0000-9999; "+010000-..." would sort before "2..." as text.)
      if (!(Number.isFinite(ms) && iso.length === 24 && new Date(ms).toISOString() === iso)) throw new Error(`created_at not as the app writes it: ${JSON.stringify(iso)}`);
      const day = iso.slice(0, 10);
      let d = this.dayIndex.get(day);
      if (d === undefined) this.dayIndex.set(day, (d = this.days.push(day) - 1));
      let s = this.sourceIndex.get(r.source_page!);
      if (s === undefined) this.sourceIndex.set(r.source_page!, (s = this.sources.push(r.source_page!) - 1));
      const i = this.size++;
      this.starts = room(this.starts, this.size + 1);
      this.at = room(this.at, this.size);
      this.day = room(this.day, this.size);
      this.source = room(this.source, this.size);
      // PostgreSQL's search_text is lowered by the database already (migration 006).
      // SQLite's LIKE stops at a NUL inside a text (PostgreSQL stores none; the forms refuse it).
      if (r.text!.includes(END)) throw new Error("a lead's searched text holds a NUL");
      const text = (dialect === "postgres" ? r.text! : asciiLower(r.text!)) + END;
      this.starts[i + 1] = this.starts[i]! + text.length;
      this.at[i] = ms;
      this.day[i] = d;
      this.source[i] = s;
      texts.push(text);
      this.maxId = Math.max(this.maxId, Number(r.id));
    }
    if (texts.length) this.text += texts.join("");
  }

  /**
   * The statistics of the leads matching `q` (already folded) under the filters' other parts;
   * null for a search containing END.
   */
  count(q: string, filters: Pick<LeadFilters, "retreat" | "range">, now: Date): LeadStats | null {
    if (q.includes(END)) return null;
    const retreat = filters.retreat ? (this.sourceIndex.get(filters.retreat) ?? -1) : -2;
    const startIso = rangeStart(filters.range, now);
    const start = startIso ? Date.parse(startIso) : -Infinity;
    const weekAgo = now.getTime() - 7 * 86_400_000;
    const perDay = new Uint32Array(this.days.length);
    const bySource = new Uint32Array(this.sources.length);
    let total = 0;
    let last7Days = 0;
    const { text, starts, at, day, source, size } = this;
    if (retreat !== -1 && size > 0) {
      // Each match found, the lead it starts in; then on from that lead's end (a lead counts
      // once). A match cannot run into the next lead: it would contain END.
      let i = 0;
      let pos = text.indexOf(q);
      while (pos >= 0) {
        while (starts[i + 1]! <= pos) i++;
        if ((retreat < 0 || source[i] === retreat) && at[i]! >= start) {
          total++;
          if (at[i]! >= weekAgo) last7Days++;
          perDay[day[i]!]!++;
          bySource[source[i]!]!++;
        }
        if (++i >= size) break;
        pos = text.indexOf(q, starts[i]!);
      }
    }
    return leadStats(
      total,
      last7Days,
      this.sources.map((source, i) => [source, bySource[i]!]),
      this.days.map((day, i) => [day, perDay[i]!]),
    );
  }
}

interface TableState {
  copy?: TableCopy;
  loading?: Promise<void>;
  /** Syncs run one after another, so two never add the same new leads. */
  queue: Promise<unknown>;
  retryAt: number;
}

/** The copy of every lead table, for one database (leadMirror). */
export class LeadMirror {
  private tables = new Map<string, TableState>();

  private readonly maxLeads: number;
  private readonly loadBatch: number;

  constructor(
    private readonly dialect: Dialect,
    { maxLeads = MIRROR_MAX_LEADS, loadBatch = LOAD_BATCH }: { maxLeads?: number; loadBatch?: number } = {},
  ) {
    this.maxLeads = maxLeads;
    this.loadBatch = loadBatch;
  }

  /**
   * A search's statistics from the copy of `table`, after bringing it up to date through
   * `conn`; null when the copy cannot answer this time (not loaded yet, being loaded again, or
   * the table is over maxLeads), and the caller counts in the database. A copy is loaded through
   * `loadConn` (SQLite: a reader's thread, so reading every lead does not hold the server's).
   */
  async stats(
    conn: Db,
    table: string,
    filters: Pick<LeadFilters, "q" | "retreat" | "range">,
    now: Date,
    loadConn: Db = conn,
  ): Promise<LeadStats | null> {
    // Before asking PostgreSQL to fold it: it refuses a NUL in text, an error that would drop the copy.
    if (filters.q.includes(END)) return null;
    const state = this.state(table);
    if (state.loading) return null;
    if (!state.copy) {
      this.load(loadConn, table, state);
      return null;
    }
    const copy = state.copy;
    const synced = state.queue.then(() => this.sync(conn, table, copy, filters.q));
    state.queue = synced.catch(() => {});
    // The copy is only a cache: if its check fails, the database counts (and fails on its own
    // if the database is down).
    const q = await synced.catch((error: unknown) => {
      log.warn("lead copy check failed", { table, ...errorFields(error) });
      copy.stale = true;
      return null;
    });
    if (q === null) {
      if (state.copy === copy) {
        state.copy = undefined;
        this.load(loadConn, table, state);
      }
      return null;
    }
    return copy.count(q, filters, now);
  }

  /** Starts loading `table`'s copy through `loadConn`, unless it is loaded or loading. */
  warm(table: string, loadConn: Db) {
    const state = this.state(table);
    if (!state.copy) this.load(loadConn, table, state);
  }

  private state(table: string): TableState {
    let state = this.tables.get(table);
    if (!state) this.tables.set(table, (state = { queue: Promise.resolve(), retryAt: 0 }));
    return state;
  }

  /** Whether `table`'s copy is loaded, once a load under way is done (tests, the bench). */
  loaded(table: string): Promise<boolean> {
    const state = this.tables.get(table);
    return (state?.loading ?? Promise.resolve()).then(() => !!this.tables.get(table)?.copy);
  }

  /**
   * Adds the leads above the copy's highest id. The search, folded as the database folds it,
   * or null when the copy no longer matches the table (loaded again by the caller).
   */
  private async sync(conn: Db, table: string, copy: TableCopy, q: string): Promise<string | null> {
    if (copy.stale) return null;
    const rows = await this.read(conn, table, copy.maxId, q);
    const meta = rows[0]!;
    if (Number(meta.version) !== copy.version) return (copy.stale = true), null;
    copy.add(this.dialect, rows);
    if (copy.size !== Number(meta.n)) return (copy.stale = true), null;
    return this.dialect === "postgres" ? meta.q! : asciiLower(q);
  }

  /**
   * Loads `table` afresh in batches of LOAD_BATCH leads by id, so neither the server nor a
   * reader's thread holds every lead's row at once (one statement for 100,000 left 65 MB of
   * garbage behind, against the copy's own 6). The batches read different snapshots; the last one
   * must still show the first one's version (no delete or edit meanwhile) and as many leads as
   * the copy took (no lead committed below an id already read).
   */
  private load(conn: Db, table: string, state: TableState) {
    if (state.loading || Date.now() < state.retryAt) return;
    const started = performance.now();
    state.loading = (async () => {
      const copy = new TableCopy();
      let meta: SyncRow;
      for (;;) {
        const rows = await this.read(conn, table, copy.maxId, "", this.loadBatch);
        meta = rows[0]!;
        if (Number(meta.n) > this.maxLeads) {
          state.retryAt = Date.now() + RETRY_AFTER_MS;
          return;
        }
        if (copy.version === -1) copy.version = Number(meta.version);
        // A delete or an edit meanwhile: the next search loads again (no wait, unlike a failure).
        else if (Number(meta.version) !== copy.version) return log.info("lead copy not loaded: leads changed meanwhile", { table });
        const before = copy.size;
        copy.add(this.dialect, rows);
        if (copy.size - before < this.loadBatch) break;
      }
      if (copy.size !== Number(meta.n)) {
        // lead_daily_counts disagree with the table (a bulk load past the triggers; the
        // dashboard's own check rebuilds them within a minute, leads-queries.server.ts), or a
        // lead committed below an id read.
        log.warn("lead copy not used: its size disagrees with the daily counts", { table, leads: copy.size, counted: Number(meta.n) });
        state.retryAt = Date.now() + RETRY_AFTER_MS;
        return;
      }
      state.copy = copy;
      log.info("lead copy loaded", { table, leads: copy.size, ms: Math.round(performance.now() - started) });
    })()
      .catch((error) => {
        state.retryAt = Date.now() + RETRY_AFTER_MS;
        log.warn("lead copy not loaded", { table, ...errorFields(error) });
      })
      .finally(() => (state.loading = undefined));
  }

  /**
   * One statement, so one snapshot: the table's change version, its number of leads, the
   * search folded by PostgreSQL's lower() (the folding of its search_text), and the leads above
   * `afterId`, the `limit` lowest if given (none: a single row of nulls for those columns).
   * Over a too large table, no leads.
   */
  private async read(conn: Db, table: string, afterId: number, q: string, limit?: number): Promise<SyncRow[]> {
    const t = sql.table(table);
    const text = this.dialect === "postgres" ? sql.ref("search_text") : sql.raw(SEARCH_TEXT[table as keyof typeof SEARCH_TEXT]);
    const folded = this.dialect === "postgres" ? sql`lower(${q}::text)` : sql`null`;
    const result = await sql<SyncRow>`
      select v.version, c.n, ${folded} as q, l.id, l.created_at, l.source_page, l.text
      from (select version from lead_table_versions where lead_table = ${table}) v
      cross join (select coalesce(sum(count), 0) as n from lead_daily_counts where lead_table = ${table}) c
      left join (select id, created_at, source_page, ${text} as text from ${t} where id > ${afterId} ${limit ? sql`order by id limit ${limit}` : sql``}) l
        on c.n <= ${this.maxLeads}`.execute(conn);
    return result.rows;
  }
}

const mirrors = new WeakMap<Db, LeadMirror>();

/** The one copy for a database (the app's, or a test's own). */
export function leadMirror(db: Db, dialect: Dialect): LeadMirror {
  let mirror = mirrors.get(db);
  if (!mirror) mirrors.set(db, (mirror = new LeadMirror(dialect)));
  return mirror;
}
