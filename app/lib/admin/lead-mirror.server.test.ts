import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { brochureLead as lead } from "../../../tests/support/leads";
import { createDb, type Db } from "~/lib/db/db.server";
import { LeadMirror } from "./lead-mirror.server";
import { DEFAULT_FILTERS, LEAD_TABS, type LeadFilters } from "./lead-tabs";
import { getLeadStats, loadDashboard, rebuildDailyCounts, TABLES, type SearchMode } from "./leads-queries.server";
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

/** What the copy holds of each tab's leads, written out here rather than taken from migration 007's list. */
const HELD: Record<(typeof LEAD_TABS)[number], string[]> = {
  brochure: ["id", "name", "email", "phone", "created_at", "source_page"],
  waitlist: ["id", "name", "email", "phone", "created_at", "source_page"],
  inquiries: ["id", "name", "email", "phone", "company", "created_at", "source_page"],
  newsletter: ["id", "name", "email", "created_at", "source_page"],
};

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

  it("sees every edit of what it holds, in every tab, and a delete hidden by an insert", async () => {
    for (const tab of LEAD_TABS) {
      const table = TABLES[tab].table;
      const same = async (mirror: LeadMirror, label: string) => {
        for (const q of ["zed", "example", "a"])
          for (const over of [{}, { range: "7" as const }])
            expect(await mirror.stats(t.db, table, f({ tab, q, ...over }), now), `${label}: ${q}`).toEqual(await fromDatabase(t.db, dialect, f({ tab, q, ...over })));
      };
      for (const column of HELD[tab]) {
        const mirror = new LeadMirror(dialect);
        mirror.warm(table, t.db);
        expect(await mirror.loaded(table)).toBe(true);
        const row = await t.db.selectFrom(table).select(["id", sql<number>`(select max(id) from ${sql.table(table)})`.as("top")]).orderBy("id").limit(1).executeTakeFirstOrThrow();
        const value = column === "id" ? Number(row.top) + 1000 : column === "created_at" ? hoursAgo(1) : column === "source_page" ? "/moved" : `Zed ${column}`;
        await other.updateTable(table).set({ [column]: value }).where("id", "=", row.id).execute();
        if (column === "id") {
          // And a lead committed at the freed lower id: the copy's size alone would add up.
          const moved = (await t.db.selectFrom(table).selectAll().where("id", "=", value as number).executeTakeFirstOrThrow()) as Record<string, unknown>;
          const { search_text: _text, ...lower } = moved;
          await other.insertInto(table).values({ ...lower, id: row.id, email: "zed.freed@example.com" } as never).execute();
        }
        expect(await mirror.stats(t.db, table, f({ tab, q: "a" }), now), `${table}.${column} edited`).toBeNull();
        expect(await mirror.loaded(table)).toBe(true);
        await same(mirror, `${table}.${column}`);
      }
      // A lead deleted and another added: the size adds up, the version does not.
      const mirror = new LeadMirror(dialect);
      mirror.warm(table, t.db);
      expect(await mirror.loaded(table)).toBe(true);
      const copyOf = await t.db.selectFrom(table).selectAll().orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
      await other.deleteFrom(table).where("id", "=", copyOf.id).execute();
      const { id: _id, search_text: _text, ...again } = copyOf as Record<string, unknown>;
      await other.insertInto(table).values({ ...(again as object), email: "zed.again@example.com" } as never).execute();
      expect(await mirror.stats(t.db, table, f({ tab, q: "a" }), now), `${table} delete and insert`).toBeNull();
      expect(await mirror.loaded(table)).toBe(true);
      await same(mirror, `${table} delete and insert`);
    }
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

  it("gives the dashboard the figures the database gives, whichever way the database counts", async () => {
    const mirror = new LeadMirror(dialect);
    await loadedMirror(mirror, t.db);
    const read: string[] = [];
    const watched = t.db.withPlugin({ transformQuery: ({ node }) => (read.push(node.kind), node), transformResult: async ({ result }) => result });
    for (const q of QUERIES)
      for (const over of FILTERS) {
        const filters = f({ q, ...over });
        read.length = 0;
        const shown = await getLeadStats(t.db, dialect, filters, now, undefined, undefined, { mirror, readers: [watched] });
        // The database's own plan: the trigram index for "priya" and "9810", the scan or the complement for the others.
        expect(shown, `${q} ${JSON.stringify(over)}`).toEqual(await getLeadStats(t.db, dialect, filters, now));
        // SQLite's trigram index folds "É" to "é" and the copy would not: those go to the database.
        const toDatabase = dialect === "sqlite" && /[^\x20-\x7e]/.test(q) && [...q].length >= 3;
        expect(read.length > 0, `${q} read by a reader`).toBe(toDatabase);
      }
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

  it("leaves to the database a search containing its separator, and a table with a created_at spelled otherwise", async () => {
    const mirror = new LeadMirror(dialect);
    await loadedMirror(mirror, t.db);
    expect(await mirror.stats(t.db, TABLE, f({ q: "a\u0000b" }), now)).toBeNull();
    expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).not.toBeNull();

    // The same moment without milliseconds sorts differently as text ("Z" after "."), as the database compares it.
    await other.insertInto(TABLE).values(lead("Odd Time", "odd@example.com", GOA, "2025-12-19T12:00:00Z")).execute();
    expect(await mirror.stats(t.db, TABLE, f({ q: "odd" }), now)).toBeNull();
    const fresh = new LeadMirror(dialect);
    fresh.warm(TABLE, t.db);
    expect(await fresh.loaded(TABLE)).toBe(false);
    await other.deleteFrom(TABLE).where("email", "=", "odd@example.com").execute();
  });

  it("leaves the count to the database when its check fails", async () => {
    const mirror = new LeadMirror(dialect);
    await loadedMirror(mirror, t.db);
    const row = await t.db.selectFrom("lead_table_versions").selectAll().where("lead_table", "=", TABLE).executeTakeFirstOrThrow();
    await t.db.deleteFrom("lead_table_versions").where("lead_table", "=", TABLE).execute();
    try {
      expect(await mirror.stats(t.db, TABLE, f({ q: "sha" }), now)).toBeNull();
    } finally {
      await t.db.insertInto("lead_table_versions").values(row).execute();
    }
  });

  it("closes the other instance", async () => {
    await other.destroy();
  });
});

// The test cluster runs in the C locale, whose lower() folds ASCII only, as SQLite's LIKE does.
// A database in another locale folds accented letters too; the copy must fold as it does.
describe("the leads' in-memory copy on postgres in a C.UTF-8 database", () => {
  const t = useTestDb("postgres", { locale: "C.UTF-8" });

  it("folds a search as the database's lower() does", async () => {
    await t.db.insertInto(TABLE).values(fixture()).execute();
    const mirror = new LeadMirror("postgres");
    mirror.warm(TABLE, t.db);
    expect(await mirror.loaded(TABLE)).toBe(true);
    // The locale is in force: "élodie" finds "ÉLODIE Zoë" and "élodie Brun".
    expect((await fromDatabase(t.db, "postgres", f({ q: "élodie" }))).total).toBe(2);
    for (const q of ["élodie", "ÉLODIE", "zoë", "ZOË", "PRIYA"]) expect(await mirror.stats(t.db, TABLE, f({ q }), now), q).toEqual(await fromDatabase(t.db, "postgres", f({ q })));
  });

  it("sees a TRUNCATE, which also empties the table's daily counts", async () => {
    const mirror = new LeadMirror("postgres");
    await loadedMirror(mirror, t.db);
    const version = async () => (await t.db.selectFrom("lead_table_versions").select("version").where("lead_table", "=", TABLE).executeTakeFirstOrThrow()).version;
    const before = await version();
    await sql`truncate ${sql.table(TABLE)}`.execute(t.db);
    expect(await version()).toBe(before + 1);
    expect(await mirror.stats(t.db, TABLE, f({ q: "example" }), now)).toBeNull();
    expect(await mirror.loaded(TABLE)).toBe(true);
    expect((await mirror.stats(t.db, TABLE, f({ q: "example" }), now))?.total).toBe(0);
    expect((await getLeadStats(t.db, "postgres", f({}), now)).total).toBe(0);
  });
});

// Edge cases of the walk over the copy's one string (a review's, kept).
describe.each(dialects)("the in-memory copy's match walk on %s", (dialect) => {
  const t = useTestDb(dialect);
  const db = (fl: LeadFilters) => getLeadStats(t.db, dialect, fl, now, "scan" as SearchMode, "matches");
  const same = async (mirror: LeadMirror, qs: string[], label: string) => {
    for (const q of qs)
      for (const over of [{}, { range: "7" as const }, { retreat: GOA }, { range: "30" as const, retreat: BALI }]) {
        const fl = f({ q, ...over });
        const got = await mirror.stats(t.db, TABLE, fl, now);
        expect(got, `${label} ${JSON.stringify(q)} ${JSON.stringify(over)}`).not.toBeNull();
        expect(got, `${label} ${JSON.stringify(q)} ${JSON.stringify(over)}`).toEqual(await db(fl));
      }
  };
  const Q = ["aa", "aaa", "aaaa", "a", "zz", "zzz", "qq@x", "@x", "x", "zq", "aq", "q@", "@", "b", "ab", "ba", "aab", "abab", "bab"];

  it("self-similar, first/last, adjacent, whole texts, across many sync batches", async () => {
    const rows = [
      lead("aaa", "q@x", GOA, hoursAgo(1)), // first lead matches at the very start
      lead("aa", "aq@x", BALI, hoursAgo(24 * 8)),
      lead("a", "a", GOA, hoursAgo(24 * 20)),
      lead("", "", BALI, hoursAgo(2)),
      lead("abab", "bab", GOA, hoursAgo(3)),
      lead("b", "zz", BALI, hoursAgo(4)),
    ];
    await t.db.insertInto(TABLE).values(rows).execute();
    for (const batch of [1, 2, 3, 5000]) {
      const m = new LeadMirror(dialect, { loadBatch: batch });
      m.warm(TABLE, t.db);
      expect(await m.loaded(TABLE)).toBe(true);
      await same(m, Q, `batch ${batch}`);
    }
    const m = new LeadMirror(dialect, { loadBatch: 2 });
    m.warm(TABLE, t.db);
    expect(await m.loaded(TABLE)).toBe(true);
    // several syncs appending, the last lead matching at its very end
    const extra = [
      [lead("zzz", "aaa", GOA, hoursAgo(5))],
      [lead("a", "b", BALI, hoursAgo(6)), lead("aa", "zq", GOA, hoursAgo(7))],
      [lead("q", "zz", GOA, hoursAgo(8)), lead("ab", "aa", BALI, hoursAgo(9)), lead("x", "aaa", GOA, hoursAgo(10))],
    ];
    for (const [k, e] of extra.entries()) {
      await t.db.insertInto(TABLE).values(e).execute();
      await same(m, Q, `sync ${k}`);
    }
    // Whole texts, and searches that would run from one lead's text into the next one's
    // (each ends with its phone's empty column) if the copy did not end each text.
    await same(m, ["aaa\u001faaa\u001f", "x\u001faaa\u001f", "\u001f\u001f", "zz\u001f", "\u001fzz\u001f", "\u001f\u001fzzz", "\u001fzzz\u001f"], "whole");
  });

  it("grows past 1024 and 2048 leads over syncs", async () => {
    const m = new LeadMirror(dialect, { loadBatch: 700 });
    m.warm(TABLE, t.db);
    expect(await m.loaded(TABLE)).toBe(true);
    for (let k = 0; k < 5; k++) {
      const batch = Array.from({ length: 600 }, (_, i) => lead(`n${k}_${i} ${"a".repeat(i % 5)}`, `e${i}@x`, i % 2 ? GOA : BALI, hoursAgo((i * 7) % 2000)));
      await t.db.insertInto(TABLE).values(batch).execute();
      await same(m, ["aa", "aaaa", "n4_599", "n0_0 ", "_1", "@x"], `grow ${k}`);
    }
    const fresh = new LeadMirror(dialect, { loadBatch: 1000 });
    fresh.warm(TABLE, t.db);
    expect(await fresh.loaded(TABLE)).toBe(true);
    await same(fresh, ["aa", "aaaa", "n4_599", "n0_0 ", "_1", "@x"], "fresh");
  });

  it("leaves to the database a table with a created_at past year 9999, or (SQLite) a NUL in a lead's text", async () => {
    // toISOString spells it "+010000-...", which sorts before "2..." as the database compares text.
    const far = new Date(Date.UTC(10000, 0, 1)).toISOString();
    await t.db.insertInto(TABLE).values(lead("Farfuture", "far@x", GOA, far)).execute();
    const m = new LeadMirror(dialect);
    m.warm(TABLE, t.db);
    expect(await m.loaded(TABLE)).toBe(false);
    expect(await m.stats(t.db, TABLE, f({ q: "farfuture", range: "7" }), now)).toBeNull();
    await t.db.deleteFrom(TABLE).where("email", "=", "far@x").execute();
    if (dialect === "sqlite") {
      // SQLite's LIKE stops reading a text at a NUL: "cd" is not found in "ab\0cd" by the database.
      await t.db.insertInto(TABLE).values(lead("ab\u0000cd", "nul@x", GOA, hoursAgo(1))).execute();
      const n = new LeadMirror(dialect);
      n.warm(TABLE, t.db);
      expect(await n.loaded(TABLE)).toBe(false);
      await t.db.deleteFrom(TABLE).where("email", "=", "nul@x").execute();
    }
    const ok = new LeadMirror(dialect);
    ok.warm(TABLE, t.db);
    expect(await ok.loaded(TABLE)).toBe(true);
  });
});
