import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { brochureLead as lead } from "../../../tests/support/leads";
import { createDb, type Db } from "~/lib/db/db.server";
import { LeadMirror } from "./lead-mirror.server";
import { DEFAULT_FILTERS, type LeadFilters } from "./lead-tabs";
import { getLeadStats, loadDashboard, rebuildDailyCounts, type SearchMode } from "./leads-queries.server";
import { SEED_SOURCES, seedLeads } from "./seed.server";

const now = new Date("2025-12-20T12:00:00.000Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const GOA = "/retreats/goa-2025";
const BALI = "/retreats/bali-2026";
const TABLE = "brochure_signups";
const f = (over: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...over });

/** Leads at and either side of each window's first moment, and names whose case only some foldings ignore. */
function fixture() {
  return [
    ...[7 * 24, 30 * 24, 90 * 24].flatMap((h) => [
      lead(`Before ${h}`, `before${h}@example.com`, BALI, hoursAgo(h + 2)),
      lead(`After ${h}`, `after${h}@example.com`, GOA, hoursAgo(h - 2)),
      lead(`Exactly ${h}`, `exactly${h}@example.com`, GOA, hoursAgo(h)),
    ]),
    lead("PRIYA Kapoor", "pk@example.com", BALI, hoursAgo(40 * 24), "+91 98100 22222"),
    lead("50% Off_Deal", "deal@example.com", BALI, hoursAgo(100 * 24)),
    lead("ÉLODIE Zoë", "elodie@example.fr", GOA, hoursAgo(5)),
    lead("élodie Brun", "brun@example.fr", GOA, hoursAgo(6 * 24)),
  ];
}

const QUERIES = ["example.com", "a.9", "sha", "PRIYA", "priya", "50%", "f_d", "9810", "élodie", "ÉLODIE", "zoë", "nobody"];
const FILTERS: Partial<LeadFilters>[] = [
  {},
  { range: "7" },
  { range: "30", retreat: GOA },
  { range: "90" },
  ...SEED_SOURCES.map((retreat) => ({ retreat })),
  { retreat: "/nowhere" },
];

/** The database's own count of a search, read whole (the way the mirror replaces). */
const fromDatabase = (db: Db, dialect: "sqlite" | "postgres", filters: LeadFilters) => getLeadStats(db, dialect, filters, now, "scan" as SearchMode, "matches");

async function loadedMirror(mirror: LeadMirror, db: Db) {
  mirror.warm(TABLE, db);
  expect(await mirror.loaded(TABLE)).toBe(true);
}

describe.each(dialects)("the leads' in-memory copy on %s", (dialect) => {
  const t = useTestDb(dialect);
  /** Another server instance's connection to the same database. */
  let other: Db;

  it("seeds", async () => {
    await seedLeads(t.db, { leads: 1500, now, days: 120, seed: 3 });
    await t.db.insertInto(TABLE).values(fixture()).execute();
    other = createDb(dialect === "postgres" ? { databaseUrl: t.url } : { sqliteFile: t.file }).db;
  });

  it("answers nothing until it is loaded, then counts every search exactly as the database", async () => {
    const mirror = new LeadMirror(dialect);
    expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).toBeNull();
    expect(await mirror.loaded(TABLE)).toBe(true);
    for (const q of QUERIES)
      for (const over of FILTERS) {
        const filters = f({ q, ...over });
        expect(await mirror.stats(t.db, TABLE, filters, now), `${q} ${JSON.stringify(over)}`).toEqual(await fromDatabase(t.db, dialect, filters));
      }
    // "élodie" against "ÉLODIE": SQLite's LIKE folds ASCII letters only; PostgreSQL's lower()
    // folds by the database's locale (the test cluster's: C, ASCII only too). The copy takes
    // each database's folding, so the comparisons above hold whatever the locale.
  });

  it("loads in batches, and not at all if a lead is deleted meanwhile", async () => {
    const total = Number((await t.db.selectFrom(TABLE).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
    const statements: string[] = [];
    const watched = t.db.withPlugin({ transformQuery: ({ node }) => (statements.push(node.kind), node), transformResult: async ({ result }) => result });
    const batched = new LeadMirror(dialect, { loadBatch: 400 });
    batched.warm(TABLE, watched);
    expect(await batched.loaded(TABLE)).toBe(true);
    expect(statements).toHaveLength(Math.floor(total / 400) + 1);
    for (const q of ["sha", "example.com", "PRIYA"]) expect(await batched.stats(t.db, TABLE, f({ q }), now)).toEqual(await fromDatabase(t.db, dialect, f({ q })));

    // A delete by another instance between two batches.
    const interrupted = new LeadMirror(dialect, { loadBatch: 400 });
    let batches = 0;
    const deleting = t.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        if (++batches === 2) await other.deleteFrom(TABLE).where("email", "=", "before168@example.com").execute();
        return result;
      },
    });
    interrupted.warm(TABLE, deleting);
    expect(await interrupted.loaded(TABLE)).toBe(false);
    await other.insertInto(TABLE).values(fixture()[0]!).execute();
  });

  it("adds leads another instance wrote, without loading the table again", async () => {
    const mirror = new LeadMirror(dialect);
    await loadedMirror(mirror, t.db);
    await other.insertInto(TABLE).values(lead("Newcomer Sharma", "newcomer@example.com", GOA, hoursAgo(1))).execute();
    const read: string[] = [];
    const watched = t.db.withPlugin({ transformQuery: ({ node }) => (read.push(node.kind), node), transformResult: async ({ result }) => result });
    const filters = f({ q: "newcomer" });
    expect((await mirror.stats(watched, TABLE, filters, now))?.total).toBe(1);
    expect(read).toHaveLength(1); // one statement: the new lead, the version and the count
    expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).toEqual(await fromDatabase(t.db, dialect, f({ q: "sha" })));
  });

  it("loads the table again after another instance deletes a lead or edits its searched text", async () => {
    const mirror = new LeadMirror(dialect);
    await loadedMirror(mirror, t.db);
    const newcomer = f({ q: "newcomer" });
    // An edit elsewhere on the row leaves the copy as it is.
    await other.updateTable(TABLE).set({ utm_source: "newsletter" }).where("email", "=", "newcomer@example.com").execute();
    expect((await mirror.stats(t.db, TABLE, newcomer, now))?.total).toBe(1);

    await other.updateTable(TABLE).set({ name: "Renamed Person" }).where("email", "=", "newcomer@example.com").execute();
    expect(await mirror.stats(t.db, TABLE, f({ q: "renamed" }), now)).toBeNull();
    expect(await mirror.loaded(TABLE)).toBe(true);
    expect((await mirror.stats(t.db, TABLE, f({ q: "renamed" }), now))?.total).toBe(1);

    await other.deleteFrom(TABLE).where("email", "=", "newcomer@example.com").execute();
    expect(await mirror.stats(t.db, TABLE, f({ q: "renamed" }), now)).toBeNull();
    expect(await mirror.loaded(TABLE)).toBe(true);
    expect((await mirror.stats(t.db, TABLE, f({ q: "renamed" }), now))?.total).toBe(0);
    expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).toEqual(await fromDatabase(t.db, dialect, f({ q: "sha" })));
  });

  it("loads the table again when a lead below its highest id commits after it (PostgreSQL's ids)", async () => {
    const mirror = new LeadMirror(dialect);
    const top = Number((await t.db.selectFrom(TABLE).select(sql<number>`max(id)`.as("m")).executeTakeFirstOrThrow()).m);
    await other.insertInto(TABLE).values({ ...lead("Later Id", "later@example.com", GOA, hoursAgo(1)), id: top + 10 }).execute();
    await loadedMirror(mirror, t.db);
    await other.insertInto(TABLE).values({ ...lead("Earlier Id", "earlier@example.com", GOA, hoursAgo(1)), id: top + 5 }).execute();
    expect(await mirror.stats(t.db, TABLE, f({ q: "earlier" }), now)).toBeNull();
    expect(await mirror.loaded(TABLE)).toBe(true);
    expect((await mirror.stats(t.db, TABLE, f({ q: "later" }), now))?.total).toBe(1);
    expect((await mirror.stats(t.db, TABLE, f({ q: "earlier" }), now))?.total).toBe(1);
  });

  it("leaves a table over its limit, or whose daily counts disagree, to the database", async () => {
    const small = new LeadMirror(dialect, { maxLeads: 100 });
    small.warm(TABLE, t.db);
    expect(await small.loaded(TABLE)).toBe(false);
    expect(await small.stats(t.db, TABLE, f({ q: "sha" }), now)).toBeNull();

    // A bulk load past the triggers: the daily counts say one lead fewer than the table has.
    await sql`update lead_daily_counts set count = count - 1 where lead_table = ${TABLE} and count > 0 and day = (select min(day) from lead_daily_counts where lead_table = ${TABLE} and count > 0)`.execute(t.db);
    const mirror = new LeadMirror(dialect);
    mirror.warm(TABLE, t.db);
    expect(await mirror.loaded(TABLE)).toBe(false);
    expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).toBeNull();
    await rebuildDailyCounts(t.db, TABLE);
  });

  it("counts a dashboard's long read from the copy once loaded, not on the readers", async () => {
    const mirror = new LeadMirror(dialect);
    const statements: string[] = [];
    const reader = t.db.withPlugin({ transformQuery: ({ node }) => (statements.push(node.kind), node), transformResult: async ({ result }) => result });
    const filters = f({ q: "example.com", range: "30" });
    const load = async () => {
      const loaded = await loadDashboard(t.db, dialect, filters, now, [reader, reader], mirror);
      return loaded.stats;
    };
    const expected = await fromDatabase(t.db, dialect, filters);
    // The first view starts the copy's load on the first reader, and the readers count.
    expect(await load()).toEqual(expected);
    expect(await mirror.loaded(TABLE)).toBe(true);
    statements.length = 0;
    expect(await load()).toEqual(expected);
    expect(statements).toEqual([]);
  });

  it("closes the other instance", async () => {
    await other.destroy();
  });
});
