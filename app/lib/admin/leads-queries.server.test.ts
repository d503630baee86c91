import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { brochureLead as lead } from "../../../tests/support/leads";
import { DEFAULT_FILTERS, type LeadFilters } from "./lead-tabs";
import {
  deleteLead,
  getLeadPage,
  getLeadStats,
  getSourcePages,
  iterateLeads,
  loadDashboard,
  readIndexesOnly,
  resetDailyCountCheck,
  searchMode,
  searchPlan,
  searchStatsQuery,
  splitDay,
  statsBy,
  TABLES,
  type SearchMode,
} from "./leads-queries.server";
import { Kysely, PostgresDialect, sql, type CompiledQuery } from "kysely";
import pg from "pg";
import type { Database } from "~/lib/db/schema";
import { seedLeads } from "./seed.server";
import { checkSession, createSession } from "./session.server";

const now = new Date("2025-12-20T12:00:00.000Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();


const GOA = "/retreats/goa-2025";
const BALI = "/retreats/bali-2026";

const f = (over: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...over });

function seedRows() {
  const rows = [
    lead("Priya Sharma", "priya@example.com", GOA, daysAgo(1), "+91 98100 11111"),
    lead("Rohan Mehta", "rohan@example.com", GOA, daysAgo(3)),
    lead("Ananya Iyer", "ananya@example.com", BALI, daysAgo(10), "+91 98100 22222"),
    lead("PRIYA Kapoor", "pk@example.com", BALI, daysAgo(40)),
    lead("50% Off_Deal", "deal@example.com", BALI, daysAgo(100)),
    lead('=HYPERLINK("http://x")', "evil@example.com", GOA, daysAgo(2)),
  ];
  // 30 more Goa leads for paging, one a day from 5 to 34 days ago.
  for (let i = 0; i < 30; i++) rows.push(lead(`Guest ${i}`, `guest${i}@example.com`, GOA, daysAgo(5 + i)));
  return rows;
}

describe.each(dialects)("admin lead queries on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("seeds", async () => {
    await t.db.insertInto("brochure_signups").values(seedRows()).execute();
  });

  it("computes statistics over the whole filtered set in the database", async () => {
    const all = await getLeadStats(t.db, dialect, f({}), now);
    expect(all.total).toBe(36);
    expect(all.last7Days).toBe(6); // 1, 2, 3 days ago and guests at 5, 6 and exactly 7 days
    expect(all.bySource).toEqual([
      { source: GOA, count: 33 },
      { source: BALI, count: 3 },
    ]);
    expect(all.perDay.reduce((s, d) => s + d.count, 0)).toBe(36);
    const bali = await getLeadStats(t.db, dialect, f({ retreat: BALI }), now);
    expect(bali.total).toBe(3);
    expect(bali.bySource).toEqual([{ source: BALI, count: 3 }]);
  });

  it("filters by date range", async () => {
    expect((await getLeadStats(t.db, dialect, f({ range: "7" }), now)).total).toBe(6);
    expect((await getLeadStats(t.db, dialect, f({ range: "30" }), now)).total).toBe(30);
    expect((await getLeadStats(t.db, dialect, f({ range: "90" }), now)).total).toBe(35);
  });

  it("searches name, e-mail and phone, ignoring case, with wildcards taken literally", async () => {
    const names = async (q: string) => (await getLeadPage(t.db, dialect, f({ q }), now)).map((r) => r.name).sort();
    expect(await names("priya")).toEqual(["PRIYA Kapoor", "Priya Sharma"]);
    expect(await names("ROHAN@EXAMPLE")).toEqual(["Rohan Mehta"]);
    expect(await names("22222")).toEqual(["Ananya Iyer"]);
    expect(await names("50%")).toEqual(["50% Off_Deal"]);
    expect(await names("f_D")).toEqual(["50% Off_Deal"]);
    expect(await names("pk")).toEqual(["PRIYA Kapoor"]); // short: the scan path
    expect(await names('"http')).toEqual(['=HYPERLINK("http://x")']);
    expect(await names("nobody-here")).toEqual([]);
    expect((await getLeadStats(t.db, dialect, f({ q: "priya", retreat: BALI }), now)).total).toBe(1);
  });

  it("counts a search's statistics the same from its matches and from the complement", async () => {
    // Most leads have no phone: the complement must still count them when the name and e-mail
    // do not match either (a null condition left out would make "priya" count them as matches).
    const queries = ["example.com", "priya", "rohan", "guest1", "50%", "nobody-here"];
    const ranges = [{}, { range: "30" as const }, { range: "7" as const, retreat: GOA }, { retreat: BALI }];
    for (const q of queries)
      for (const over of ranges) {
        const filters = f({ q, ...over });
        const mode = await searchMode(t.db, dialect, "brochure", q);
        const byMatches = await getLeadStats(t.db, dialect, filters, now, mode, "matches");
        expect(await getLeadStats(t.db, dialect, filters, now, mode, "complement"), `${q} ${JSON.stringify(over)}`).toEqual(byMatches);
      }
    expect((await getLeadStats(t.db, dialect, f({ q: "example.com" }), now, undefined, "complement")).total).toBe(36);
    expect((await getLeadStats(t.db, dialect, f({ q: "priya" }), now, undefined, "complement")).total).toBe(2);
  });

  it("reads every lead's search text for a search matching a third of them on PostgreSQL, not yet 10,000 on SQLite", async () => {
    // 11 of 36: a third of the leads. SQLite asks its trigram index up to SCAN_FROM_MATCHES.
    expect(await searchPlan(t.db, dialect, "brochure", "guest1")).toEqual({ mode: dialect === "postgres" ? "scan" : "index", by: "matches" });
    expect(await searchPlan(t.db, dialect, "brochure", "priya")).toEqual({ mode: "index", by: "matches" }); // 2 of 36
  });

  it("counts by the complement when a search matches most of a sample of leads", async () => {
    expect(await statsBy(t.db, dialect, "brochure", "example.com", "scan")).toBe("complement");
    expect(await statsBy(t.db, dialect, "brochure", "guest", "scan")).toBe("complement"); // 30 of 36
    expect(await statsBy(t.db, dialect, "brochure", "priya", "scan")).toBe("matches");
    expect(await statsBy(t.db, dialect, "waitlist", "example.com", "scan")).toBe("matches"); // no leads
  });

  it("plans a search's mode and, where the plan read the sample, the same way of counting as statsBy", async () => {
    for (const tab of ["brochure", "waitlist"] as const)
      for (const q of ["", "example.com", "guest", "priya", "guest1", "pk", "exämple", "nobody-here"]) {
        const plan = await searchPlan(t.db, dialect, tab, q);
        expect(plan.mode, `${tab} ${q}`).toBe(await searchMode(t.db, dialect, tab, q));
        if (plan.by) expect(plan.by, `${tab} ${q}`).toBe(q ? await statsBy(t.db, dialect, tab, q, plan.mode) : "matches");
      }
    // SQLite's broad search: the sample that chose the scan also chose the complement.
    if (dialect === "sqlite") expect(await searchPlan(t.db, dialect, "brochure", "example.com")).toEqual({ mode: "scan", by: "complement" });
  });

  it("pages 25 at a time, newest first, in the database", async () => {
    const p1 = await getLeadPage(t.db, dialect, f({}), now);
    const p2 = await getLeadPage(t.db, dialect, f({ page: 2 }), now);
    expect(p1).toHaveLength(25);
    expect(p2).toHaveLength(11);
    expect(p1[0]!.name).toBe("Priya Sharma");
    const times = [...p1, ...p2].map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...p1, ...p2].map((r) => r.id)).size).toBe(36);
    expect(p1[0]).not.toHaveProperty("confirm_token_hash");
  });

  it("skips whole days on deep pages and still returns exactly the OFFSET page", async () => {
    for (const over of [{}, { retreat: GOA }, { range: "30" as const }, { q: "guest" }]) {
      const filters = f({ ...over, page: 2 });
      const stats = await getLeadStats(t.db, dialect, filters, now);
      const plain = await getLeadPage(t.db, dialect, filters, now);
      // skipAfter 0: take the day-skip path even for this shallow page.
      const skipped = await getLeadPage(t.db, dialect, filters, now, stats.perDay, 0);
      expect(skipped.map((r) => r.id)).toEqual(plain.map((r) => r.id));
    }
    const { stats, rows } = await loadDashboard(t.db, dialect, f({ page: 2 }), now);
    expect((await stats).total).toBe(36);
    expect(rows).toHaveLength(11);
  });

  it("keeps per-day counts in step through triggers, and rebuilds them when bypassed", async () => {
    const sum = async () =>
      Number((await sql<{ n: number }>`select coalesce(sum(count), 0) as n from lead_daily_counts where lead_table = 'brochure_signups'`.execute(t.db)).rows[0]!.n);
    expect(await sum()).toBe(36);
    await sql`delete from lead_daily_counts`.execute(t.db); // as a restore without triggers might leave it
    resetDailyCountCheck();
    expect((await getLeadStats(t.db, dialect, f({}), now)).total).toBe(36);
    expect(await sum()).toBe(36);
    expect((await getLeadStats(t.db, dialect, f({ retreat: BALI }), now)).total).toBe(3);
  });

  it("lists the distinct source pages", async () => {
    expect(await getSourcePages(t.db, "brochure")).toEqual([BALI, GOA]);
    expect(await getSourcePages(t.db, "waitlist")).toEqual([]);
  });

  it("iterates every matching lead in keyset batches", async () => {
    const seen: number[] = [];
    for await (const batch of iterateLeads(t.db, dialect, f({}), now, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      seen.push(...batch.map((r) => Number(r.id)));
    }
    expect(new Set(seen).size).toBe(36);
    const goa: string[] = [];
    for await (const batch of iterateLeads(t.db, dialect, f({ retreat: GOA, range: "7" }), now, 2)) goa.push(...batch.map((r) => r.source_page));
    expect(goa).toHaveLength(6);
    expect(new Set(goa)).toEqual(new Set([GOA]));
  });

  it("deletes a lead, and search forgets it too", async () => {
    const [row] = await getLeadPage(t.db, dialect, f({ q: "rohan" }), now);
    expect(await deleteLead(t.db, "brochure", row!.id)).toBe(true);
    expect(await deleteLead(t.db, "brochure", row!.id)).toBe(false);
    expect(await getLeadPage(t.db, dialect, f({ q: "rohan" }), now)).toEqual([]);
    expect((await getLeadStats(t.db, dialect, f({}), now)).total).toBe(35);
  });

  it("sessions: valid, renewed on use, expired when idle or past the absolute limit", async () => {
    const limits = { idleSeconds: 60, maxSeconds: 300 };
    const token = await createSession(t.db, limits, now);
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    expect(await checkSession(t.db, token, limits, at(50))).toBe("valid");
    expect(await checkSession(t.db, token, limits, at(100))).toBe("valid"); // renewed at 50 s
    expect(await checkSession(t.db, token, limits, at(200))).toBe("expired");
    expect(await checkSession(t.db, token, limits, at(201))).toBe("unknown");
    const long = await createSession(t.db, limits, now);
    for (let s = 50; s < 300; s += 50) expect(await checkSession(t.db, long, limits, at(s))).toBe("valid");
    expect(await checkSession(t.db, long, limits, at(300))).toBe("expired");
    expect(await checkSession(t.db, "x".repeat(43), limits, now)).toBe("unknown");
    const stored = await t.db.selectFrom("admin_sessions").select("token_hash").execute();
    expect(stored.every((r) => r.token_hash !== token)).toBe(true);
  });
});

// A long read split in two at a day (splitRead, docs/decisions/023) must count exactly what one
// read counts, wherever the split falls: on a window's partial first day too.
describe.each(dialects)("a long read split in two on %s", (dialect) => {
  const t = useTestDb(dialect);
  const day = (d: number) => daysAgo(d).slice(0, 10);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

  it("seeds, with leads either side of the windows' first moments", async () => {
    // The last 7 days start at 12:00 seven days ago (the week's first day is partial); so do the
    // last 30 and 90 days'. A lead just before and one just after each start.
    const edges = [7 * 24, 30 * 24, 90 * 24].flatMap((h) => [
      lead(`Before ${h}`, `before${h}@example.com`, BALI, hoursAgo(h + 2)),
      lead(`After ${h}`, `after${h}@example.com`, GOA, hoursAgo(h - 2)),
    ]);
    await t.db.insertInto("brochure_signups").values([...seedRows(), ...edges]).execute();
  });

  it("counts exactly as one read, split at any day around the windows' and the leads' ends", async () => {
    const splits = [-1, 0, 1, 2, 6, 7, 8, 29, 30, 31, 89, 90, 91, 99, 100, 101].map(day);
    const queries = ["example.com", "guest1", "50%"];
    const filters = [{}, { range: "7" as const }, { range: "30" as const, retreat: GOA }, { range: "90" as const }, { retreat: BALI }];
    for (const q of queries)
      for (const over of filters)
        for (const by of ["matches", "complement"] as const) {
          const f0 = f({ q, ...over });
          const whole = await getLeadStats(t.db, dialect, f0, now, "scan", by);
          for (const splitAt of splits)
            expect(await getLeadStats(t.db, dialect, f0, now, "scan", by, { readers: [t.db, t.db], splitAt }), `${q} ${by} ${JSON.stringify(over)} at ${splitAt}`).toEqual(whole);
        }
  });

  it("splits at the day by which half the leads of the other filters are counted", async () => {
    const rows = await t.db.selectFrom("brochure_signups").select(["created_at", "source_page"]).execute();
    const median = (keep: (r: (typeof rows)[number]) => boolean) => {
      const days = rows.filter(keep).map((r) => r.created_at.slice(0, 10)).sort();
      // The first day whose running count reaches half.
      return days[Math.ceil(days.length / 2) - 1];
    };
    expect(await splitDay(t.db, f({}), now, 1)).toBe(median(() => true));
    expect(await splitDay(t.db, f({ retreat: GOA }), now, 1)).toBe(median((r) => r.source_page === GOA));
    // A range counts from its first day (whole: the split only needs to be about halfway).
    expect(await splitDay(t.db, f({ range: "30" }), now, 1)).toBe(median((r) => r.created_at.slice(0, 10) >= day(30)));
    // Not split under splitFrom leads.
    expect(await splitDay(t.db, f({}), now, rows.length + 1)).toBeUndefined();
  });

  it("reads the halves on two readers, and a narrowed search or a small set on the first alone", async () => {
    // Two views of the one test database that note the statements each was given.
    const seen: string[][] = [[], []];
    const readers = seen.map((statements) =>
      t.db.withPlugin({
        transformQuery: ({ node }) => (statements.push(node.kind), node),
        transformResult: async ({ result }) => result,
      }),
    );
    const used = async (over: Partial<LeadFilters>, mode: SearchMode, splitFrom: number) => {
      seen.forEach((statements) => (statements.length = 0));
      await getLeadStats(t.db, dialect, f(over), now, mode, undefined, { readers, splitFrom });
      return seen.map((statements) => statements.length > 0);
    };
    expect(await used({ q: "example.com" }, "scan", 1)).toEqual([true, true]);
    expect(await used({ q: "example.com" }, "scan", 1000)).toEqual([true, false]);
    expect(await used({ q: "priya" }, "index", 1)).toEqual([true, false]);
  });
});

// SQLite answers a search through the trigram index or, when it matches many leads, by a scan
// of migration 005's index (leads-queries.server.ts, SearchMode); both must find the same leads.
describe("search plans on sqlite", () => {
  const dialect = "sqlite" as const;
  const t = useTestDb(dialect);

  it("seeds", async () => {
    await t.db.insertInto("brochure_signups").values(seedRows()).execute();
  });

  it("finds the same leads through the trigram index and by scan", async () => {
    const queries = ["priya", "PRIYA", "ROHAN@EXAMPLE", "22222", "50%", "f_D", '"http', "example.com", "guest1", "nobody-here", "mehta"];
    for (const q of queries) {
      const look = async (mode: SearchMode) => ({
        names: (await getLeadPage(t.db, dialect, f({ q }), now, undefined, undefined, mode)).map((r) => r.name),
        stats: await getLeadStats(t.db, dialect, f({ q }), now, mode),
        ranged: (await getLeadStats(t.db, dialect, f({ q, range: "30", retreat: GOA }), now, mode)).total,
      });
      expect(await look("scan"), q).toEqual(await look("index"));
    }
    expect((await getLeadStats(t.db, dialect, f({ q: "example.com" }), now, "scan")).total).toBe(36);
    expect((await getLeadStats(t.db, dialect, f({ q: "guest1" }), now, "scan")).total).toBe(11);
  });

  it("scans for a search matching many leads and for short ones, and uses the trigram index otherwise", async () => {
    // All 36 leads share "example.com", most of the newest leads: a scan, whatever the index's
    // count would say (it is not asked).
    expect(await searchMode(t.db, dialect, "brochure", "example.com", 1_000_000)).toBe("scan");
    // "guest1" matches 11 of 36, a minority: the trigram index's count decides.
    expect(await searchMode(t.db, dialect, "brochure", "guest1", 11)).toBe("scan");
    expect(await searchMode(t.db, dialect, "brochure", "guest1", 12)).toBe("index");
    expect(await searchMode(t.db, dialect, "brochure", "priya", 36)).toBe("index");
    expect(await searchMode(t.db, dialect, "brochure", "pk")).toBe("scan");
    // Outside ASCII only the trigram index folds case ("É" finds "é"), so it keeps those.
    expect(await searchMode(t.db, dialect, "brochure", "exämple", 1)).toBe("index");
  });

  it.each(["brochure", "waitlist", "inquiries", "newsletter"] as const)(
    "scans migration 005's index alone on the %s tab, without reading the leads' rows",
    async (tab) => {
      // The matching leads' scan, and the complement's (the leads a search does not match).
      for (const negate of [false, true]) {
        const compiled = searchStatsQuery(t.db, dialect, f({ tab, q: "example.com" }), now, "scan", negate).compile();
        const plan = await t.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
        expect(plan.rows.map((r) => r.detail).join("; ")).toContain(`USING COVERING INDEX ${TABLES[tab].table}_day_search_idx`);
      }
    },
  );
});

// PostgreSQL searches migration 006's lowered search text: a selective search through that
// column's trigram index, a broad one (and its complement) by reading 006's index alone.
// Planned over seeded, vacuumed tables, as a real database's are (autovacuum): on an empty,
// never vacuumed table the planner prices plans alike and picks among them arbitrarily.
describe("search plan on postgres", () => {
  const dialect = "postgres" as const;
  const t = useTestDb(dialect);
  beforeAll(async () => {
    await seedLeads(t.db, { leads: 3000, otherShare: 1, now, seed: 3 });
    await sql`vacuum analyze`.execute(t.db);
  });
  const explain = async (compiled: CompiledQuery, conn: typeof t.db) => {
    const plan = await conn.executeQuery<{ "QUERY PLAN": string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
  };

  it("scans a search matching a quarter of the newest leads or more, or one pg_trgm cannot narrow", async () => {
    // Shares of the 1,000 newest seeded leads: example.com all, "sha" about 16%, "priya" about 5%
    // ("guest1", a third, is scanned: the tests of both databases above).
    expect(await searchPlan(t.db, dialect, "brochure", "example.com")).toEqual({ mode: "scan", by: "complement" });
    expect(await searchPlan(t.db, dialect, "brochure", "sha")).toEqual({ mode: "index", by: "matches" });
    expect(await searchPlan(t.db, dialect, "brochure", "priya")).toEqual({ mode: "index", by: "matches" });
    expect(await searchPlan(t.db, dialect, "brochure", "nobody-here")).toEqual({ mode: "index", by: "matches" });
    // No run of three letters or digits: pg_trgm would offer trigrams nearly every lead has.
    expect(await searchPlan(t.db, dialect, "brochure", "a.9")).toMatchObject({ mode: "scan" });
    expect(await searchPlan(t.db, dialect, "brochure", "x.y")).toEqual({ mode: "scan", by: "matches" });
  });

  it("reads a scanned search's statistics and a complement inside a transaction without the rows' plans", async () => {
    const statements: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 3 }) }),
      log: (event) => void (event.level === "query" && statements.push(event.query.sql.replace(/\s+/g, " ").toLowerCase())),
    });
    try {
      for (const [q, scanned] of [["a.9", true], ["example.com", true], ["priya", false]] as const) {
        statements.length = 0;
        await getLeadStats(logged, dialect, f({ q }), now);
        const settings = statements.findIndex((sql) => sql.includes("set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)"));
        const stats = statements.findIndex((sql) => sql.includes("group by"));
        expect(stats, q).toBeGreaterThanOrEqual(0);
        if (!scanned) {
          expect(settings, q).toBe(-1);
          continue;
        }
        // Set after BEGIN and before the statistics, COMMIT after them: the settings hold for it.
        const begin = statements.indexOf("begin");
        expect([begin >= 0, begin < settings, settings < stats, statements.indexOf("commit") > stats], q).toEqual([true, true, true, true]);
      }
    } finally {
      await logged.destroy();
    }
  });

  it("says a split read is on its way only once both halves are (the page renders meanwhile)", async () => {
    // The second reader's only connection is held by a transaction: its half cannot start.
    const held = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: t.url, max: 1 }) }) });
    let release!: () => void;
    const holding = held.transaction().execute(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      let sent = false;
      const filters = f({ q: "example.com" });
      const stats = getLeadStats(t.db, dialect, filters, now, "scan", "complement", { readers: [t.db, held], splitFrom: 1, sent: () => (sent = true) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent).toBe(false);
      release();
      await holding;
      expect(await stats).toEqual(await getLeadStats(t.db, dialect, filters, now, "scan", "complement"));
      expect(sent).toBe(true);
    } finally {
      release?.();
      await held.destroy();
    }
  });

  it.each(["brochure", "waitlist", "inquiries", "newsletter"] as const)(
    "can answer a selective search on the %s tab through migration 006's trigram index",
    async (tab) => {
      const installed = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(t.db);
      expect(installed.rows[0]!.n, "pg_trgm is installed on the test cluster").toBe(1);
      // 3,000 leads are few enough to read whole: table scans off, to see what the index offers.
      const compiled = searchStatsQuery(t.db, dialect, f({ tab, q: "priya" }), now, "index").compile();
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return explain(compiled, trx);
      });
      expect(plan).toContain(`Bitmap Index Scan on ${TABLES[tab].table}_search_text_idx`);
    },
  );

  it.each(["brochure", "waitlist", "inquiries", "newsletter"] as const)(
    "counts a scanned search, and the leads a search does not match, on the %s tab from migration 006's index alone",
    async (tab) => {
      // With the settings scanLeadStats and complementStats read them with (the test above).
      // With table scans alone off, the planner read every row through a bitmap for the
      // scanned search (negate false).
      for (const negate of [false, true]) {
        const compiled = searchStatsQuery(t.db, dialect, f({ tab, q: "a.9" }), now, "scan", negate).compile();
        const plan = await readIndexesOnly(t.db, (trx) => explain(compiled, trx));
        expect(plan, `negate ${negate}`).toContain(`Index Only Scan using ${TABLES[tab].table}_day_search_idx`);
      }
    },
  );
});
