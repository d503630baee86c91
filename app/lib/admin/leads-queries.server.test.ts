import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { brochureLead as lead } from "../../../tests/support/leads";
import type { Db } from "~/lib/db/db.server";
import { statsForPage } from "./dashboard-stats.server";
import { chartBuckets, rangeStart } from "./date-range";
import { DEFAULT_FILTERS, LEAD_TABS, type LeadFilters } from "./lead-tabs";
import { countLeads, deleteLead, exportLeads, filteredEmails, getLeadPage, getSourcePages, iterateLeads, loadDashboard, searchCondition } from "./leads-queries.server";
import { leadSheet } from "./lead-export.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { checkSession, createSession } from "./session.server";
import { refreshEnv } from "~/lib/env.server.mjs";
import { namedAdmin } from "../../../tests/support/team";

const now = new Date("2025-12-20T12:00:00.000Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

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
  // Either side of the first moment of the last 7, 30 and 90 days (a window's first day is partial).
  for (const h of [7 * 24, 30 * 24, 90 * 24])
    rows.push(lead(`Before ${h}`, `before${h}@test.org`, BALI, hoursAgo(h + 2)), lead(`After ${h}`, `after${h}@test.org`, GOA, hoursAgo(h - 2)));
  return rows;
}
const SEEDED = 42;

/**
 * What the dashboard must show, counted here by plain SQL over every lead: the filters written
 * out independently of the module (a search as lower(column) LIKE, fine for this ASCII data).
 */
async function direct(db: Db, filters: LeadFilters) {
  const { table, search, retreatColumn } = LEAD_TABLES[filters.tab];
  const where = [sql`1 = 1`];
  if (filters.retreat) where.push(sql`${sql.ref(retreatColumn)} = ${filters.retreat}`);
  const start = rangeStart(filters.range, now);
  if (start) where.push(sql`created_at >= ${start}`);
  if (filters.q) {
    const p = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${sql.join(search.map((c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${p} escape '\\'`), sql` or `)})`);
  }
  const cond = sql.join(where, sql` and `);
  const t = sql.table(table);
  const one = async (q: ReturnType<typeof sql>) => (await q.execute(db)).rows as Record<string, string | number>[];
  const [total] = await one(sql`select count(*) as n from ${t} where ${cond}`);
  const [week] = await one(sql`select count(*) as n from ${t} where ${cond} and created_at >= ${daysAgo(7)}`);
  const by = sql.ref(LEAD_TABLES[filters.tab].retreatColumn);
  const bySource = await one(sql`select ${by} as source, count(*) as count from ${t} where ${cond} group by ${by} order by count(*) desc, ${by}`);
  const perDay = await one(sql`select substr(created_at, 1, 10) as day, count(*) as count from ${t} where ${cond} group by substr(created_at, 1, 10) order by 1`);
  return {
    total: Number(total!.n),
    last7Days: Number(week!.n),
    bySource: bySource.map((r) => ({ source: String(r.source), count: Number(r.count) })),
    perDay: perDay.map((r) => ({ day: String(r.day), count: Number(r.count) })),
  };
}

describe.each(dialects)("admin reads on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("seeds", async () => {
    await t.db.insertInto("brochure_signups").values(seedRows()).execute();
  });

  it("computes statistics over the whole filtered set in the database", async () => {
    const all = await countLeads(t.db, f({}), now);
    expect(all.total).toBe(SEEDED);
    expect(all.last7Days).toBe(7); // 1, 2, 3 days ago, guests at 5, 6 and exactly 7 days, "After 168"
    expect(all.bySource).toEqual([
      { source: GOA, count: 36 },
      { source: BALI, count: 6 },
    ]);
    expect(all.perDay.reduce((s, d) => s + d.count, 0)).toBe(SEEDED);
    const bali = await countLeads(t.db, f({ retreat: BALI }), now);
    expect(bali).toMatchObject({ total: 6, bySource: [{ source: BALI, count: 6 }] });
    expect((await countLeads(t.db, f({ range: "7" }), now)).total).toBe(7);
    expect((await countLeads(t.db, f({ range: "30" }), now)).total).toBe(33);
    expect((await countLeads(t.db, f({ range: "90" }), now)).total).toBe(40);
  });

  it("shows figures (total, last 7 days, sources, chart, busiest day) equal to direct SQL counts", async () => {
    const filters: Partial<LeadFilters>[] = [
      {},
      { range: "7" },
      { range: "30", retreat: GOA },
      { range: "90" },
      { retreat: BALI },
      { q: "example.com" },
      { q: "priya", range: "90" },
      { q: "g", range: "30" },
      { q: "ue" },
      { q: "%" },
      { q: "nobody-here" },
      { tab: "waitlist" },
    ];
    for (const over of filters) {
      const filter = f(over);
      const { stats } = await loadDashboard(t.db, filter, now);
      const shown = (await statsForPage(stats, filter, now))!;
      const expected = await direct(t.db, filter);
      const label = JSON.stringify(over);
      expect({ total: shown.total, last7Days: shown.last7Days, bySource: shown.bySource }, label).toEqual({
        total: expected.total,
        last7Days: expected.last7Days,
        bySource: expected.bySource,
      });
      expect(shown.chart, label).toEqual(chartBuckets(expected.perDay, { range: filter.range, today: now.toISOString().slice(0, 10) }));
      const busiest = (buckets: { count: number }[]) => Math.max(0, ...buckets.map((b) => b.count));
      expect(busiest(shown.chart), label).toBe(busiest(chartBuckets(expected.perDay, { range: filter.range, today: now.toISOString().slice(0, 10) })));
      expect(shown.pageCount, label).toBe(Math.max(1, Math.ceil(expected.total / 25)));
    }
  });

  it("searches name, e-mail and phone, ignoring case, with wildcards taken literally, from one character on", async () => {
    const names = async (q: string) => (await getLeadPage(t.db, f({ q }), now)).map((r) => r.name).sort();
    expect(await names("priya")).toEqual(["PRIYA Kapoor", "Priya Sharma"]);
    expect(await names("ROHAN@EXAMPLE")).toEqual(["Rohan Mehta"]);
    expect(await names("22222")).toEqual(["Ananya Iyer"]);
    expect(await names("50%")).toEqual(["50% Off_Deal"]);
    expect(await names("f_D")).toEqual(["50% Off_Deal"]);
    expect(await names('"http')).toEqual(['=HYPERLINK("http://x")']);
    expect(await names("nobody-here")).toEqual([]);
    // One and two characters: found too (no trigram index can serve them).
    expect(await names("%")).toEqual(["50% Off_Deal"]);
    expect(await names("=")).toEqual(['=HYPERLINK("http://x")']);
    expect(await names("pK")).toEqual(["PRIYA Kapoor"]);
    expect(await names("_")).toEqual(["50% Off_Deal"]);
    expect((await countLeads(t.db, f({ q: "priya", retreat: BALI }), now)).total).toBe(1);
    expect((await countLeads(t.db, f({ q: "k" }), now)).total).toBe(2); // Kapoor, HYPERLINK
  });

  it("pages 25 at a time, newest first, in the database", async () => {
    const p1 = await getLeadPage(t.db, f({}), now);
    const p2 = await getLeadPage(t.db, f({ page: 2 }), now);
    expect(p1).toHaveLength(25);
    expect(p2).toHaveLength(SEEDED - 25);
    expect(p1[0]!.name).toBe("Priya Sharma");
    const times = [...p1, ...p2].map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set([...p1, ...p2].map((r) => r.id)).size).toBe(SEEDED);
    expect(p1[0]).not.toHaveProperty("confirm_token_hash");
    expect(await getLeadPage(t.db, f({ page: 3 }), now)).toEqual([]);
  });

  it("loads a dashboard page: its list, the retreats, and its statistics", async () => {
    const { stats, rows, sources } = await loadDashboard(t.db, f({ page: 2, range: "90" }), now);
    expect(rows).toHaveLength(40 - 25);
    expect(sources).toEqual([BALI, GOA]);
    expect((await stats).total).toBe(40);
  });

  it("lists the distinct source pages", async () => {
    expect(await getSourcePages(t.db, "brochure")).toEqual([BALI, GOA]);
    expect(await getSourcePages(t.db, "brochure", 1)).toEqual([BALI]);
    expect(await getSourcePages(t.db, "waitlist")).toEqual([]);
  });

  it("lists the e-mails of the whole filtered set, past the page shown, each address once", async () => {
    const goa = await filteredEmails(t.db, f({ retreat: GOA }), now);
    expect(goa).toHaveLength(36); // more than a page of 25
    expect(goa[0]).toBe("priya@example.com"); // newest first
    await t.db.insertInto("brochure_signups").values(lead("Priya again", "PRIYA@example.com", GOA, daysAgo(0.5))).execute();
    const again = await filteredEmails(t.db, f({ retreat: GOA }), now);
    expect(again).toHaveLength(36);
    expect(again.filter((e) => e.toLowerCase() === "priya@example.com")).toHaveLength(1);
    await t.db.deleteFrom("brochure_signups").where("name", "=", "Priya again").execute();
  });

  it("reads the site's clock when no time is given: a pinned day's last 7 days, not the real date's", async () => {
    process.env.SITE_TODAY = now.toISOString().slice(0, 10);
    refreshEnv();
    try {
      const week = await filteredEmails(t.db, f({ range: "7" }));
      expect(week).toContain("priya@example.com"); // 1 day before the pinned day
      expect(week).not.toContain("ananya@example.com"); // 10 days before it
    } finally {
      delete process.env.SITE_TODAY;
      refreshEnv();
    }
  });

  it("exports every matching lead, read in keyset batches", async () => {
    const seen: number[] = [];
    for await (const batch of iterateLeads(t.db, f({}), now, 7)) {
      expect(batch.length).toBeLessThanOrEqual(7);
      seen.push(...batch.map((r) => Number(r.id)));
    }
    expect(new Set(seen).size).toBe(SEEDED);
    const goa: string[] = [];
    for await (const batch of iterateLeads(t.db, f({ retreat: GOA, range: "7" }), now, 2)) goa.push(...batch.map((r) => r.source_page));
    expect(goa).toEqual(Array(7).fill(GOA));
    // Exactly a batch's worth: no empty batch after it.
    const batches: number[] = [];
    for await (const batch of iterateLeads(t.db, f({ q: "priya" }), now, 2)) batches.push(batch.length);
    expect(batches).toEqual([2]);
    const csv = new TextDecoder().decode(await new Response(exportLeads(t.db, f({ q: "pk" }), now)).arrayBuffer());
    const lines = csv.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(leadSheet("brochure").columns.map((c) => c.header).join(","));
    expect(lines[0]!.split(",").slice(0, 3)).toEqual(["Id", "Submitted", "Name"]);
    expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual(["PRIYA Kapoor"]);
  });

  it("deletes a lead and its queued e-mails; search forgets it too", async () => {
    const [row] = await getLeadPage(t.db, f({ q: "rohan" }), now);
    await t.db
      .insertInto("mail_outbox")
      .values({ kind: "brochure", lead_table: "brochure_signups", lead_id: row!.id, to_address: "rohan@example.com", subject: "s", text_body: "t", html_body: "h", status: "pending", next_attempt_at: now.toISOString(), created_at: now.toISOString() })
      .execute();
    const anika = await namedAdmin(t.db, "Anika");
    expect(await deleteLead(t.db, "brochure", row!.id, anika)).toBe(true);
    expect(await deleteLead(t.db, "brochure", row!.id, anika)).toBe(false);
    // Who deleted it, and which row; nothing of the person it was.
    const audit = await t.db.selectFrom("admin_audit").select(["actor", "user_id", "subject", "detail"]).where("action", "=", "lead.delete").execute();
    expect(audit.map((a) => ({ ...a, user_id: Number(a.user_id) }))).toEqual([{ actor: "Anika", user_id: anika.id, subject: `Brochure leads, row ${row!.id}`, detail: null }]);
    expect(await getLeadPage(t.db, f({ q: "rohan" }), now)).toEqual([]);
    expect(await getLeadPage(t.db, f({ q: "ro" }), now)).toEqual([]);
    expect((await countLeads(t.db, f({}), now)).total).toBe(SEEDED - 1);
    expect(await t.db.selectFrom("mail_outbox").select("id").where("lead_id", "=", row!.id).execute()).toEqual([]);
  });

  it("searches the columns of LEAD_TABLES, the one list the search indexes of migrations 002 and 006 copy", async () => {
    for (const tab of LEAD_TABS) {
      const { table, search } = LEAD_TABLES[tab];
      if (dialect === "sqlite") {
        const columns = await sql<{ name: string }>`select name from pragma_table_info(${`${table}_search`})`.execute(t.db);
        expect(columns.rows.map((r) => r.name), tab).toEqual(search);
      } else {
        const generated = await sql<{ expr: string }>`
          select generation_expression as expr from information_schema.columns where table_name = ${table} and column_name = 'search_text'`.execute(t.db);
        expect([...generated.rows[0]!.expr.matchAll(/coalesce\((\w+)/gi)].map((m) => m[1]), tab).toEqual(search);
      }
    }
  });

  it("finds a search of three characters or more through the trigram index, on every tab", async () => {
    for (const tab of LEAD_TABS) {
      const { table } = LEAD_TABLES[tab];
      const compiled = t.db.selectFrom(table).select("id").where(searchCondition(t.db, tab, "priya")).compile();
      const plan = await t.db.transaction().execute(async (trx) => {
        // A few dozen leads are cheaper to read whole: table scans off, to see what the index offers.
        if (dialect === "postgres") await sql`set local enable_seqscan = off`.execute(trx);
        const explained = await trx.executeQuery<Record<string, string>>({ ...compiled, sql: `explain ${dialect === "sqlite" ? "query plan " : ""}${compiled.sql}` });
        return explained.rows.map((r) => Object.values(r).join(" ")).join("\n");
      });
      expect(plan, tab).toContain(dialect === "sqlite" ? `${table}_search VIRTUAL TABLE` : `Bitmap Index Scan on ${table}_search_text_idx`);
    }
  });

  it("sessions: valid, renewed on use, expired when idle or past the absolute limit", async () => {
    const limits = { idleSeconds: 60, maxSeconds: 300 };
    const token = await createSession(t.db, limits, { userId: null, kind: "break-glass" }, now);
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    expect((await checkSession(t.db, token, limits, at(50))).status).toBe("valid");
    expect((await checkSession(t.db, token, limits, at(100))).status).toBe("valid"); // renewed at 50 s
    expect((await checkSession(t.db, token, limits, at(200))).status).toBe("expired");
    expect((await checkSession(t.db, token, limits, at(201))).status).toBe("unknown");
    const long = await createSession(t.db, limits, { userId: null, kind: "break-glass" }, now);
    for (let s = 50; s < 300; s += 50) expect((await checkSession(t.db, long, limits, at(s))).status).toBe("valid");
    expect((await checkSession(t.db, long, limits, at(300))).status).toBe("expired");
    expect((await checkSession(t.db, "x".repeat(43), limits, now)).status).toBe("unknown");
    const stored = await t.db.selectFrom("admin_sessions").select("token_hash").execute();
    expect(stored.every((r) => r.token_hash !== token)).toBe(true);
  });

});

describe.each(dialects)("the organiser's days on %s", (dialect) => {
  const t = useTestDb(dialect);
  // Either side of midnight in India (18:30 UTC) and in New York (05:00 UTC in December).
  const times = ["2025-12-10T18:15:00.000Z", "2025-12-10T18:45:00.000Z", "2025-12-11T03:00:00.000Z", "2025-12-11T12:00:00.000Z"];
  const at = new Date("2025-12-20T20:00:00.000Z"); // 21 December, 01:30 in India; 20 December, 15:00 in New York

  it("counts each lead on the day it was in the organiser's zone, and the chart ends on their today", async () => {
    await t.db.insertInto("brochure_signups").values(times.map((c, i) => lead(`Guest ${i}`, `g${i}@example.com`, GOA, c))).execute();
    const days = async (timeZone: string) => (await countLeads(t.db, f({}), at, timeZone)).perDay;
    expect(await days("Asia/Kolkata")).toEqual([{ day: "2025-12-10", count: 1 }, { day: "2025-12-11", count: 3 }]);
    expect(await days("America/New_York")).toEqual([{ day: "2025-12-10", count: 3 }, { day: "2025-12-11", count: 1 }]);
    expect(await days("UTC")).toEqual([{ day: "2025-12-10", count: 2 }, { day: "2025-12-11", count: 2 }]);
    const chart = async (timeZone: string) => (await statsForPage(countLeads(t.db, f({ range: "7" }), at, timeZone), { range: "7" }, at, { timeZone }))!.chart;
    expect((await chart("Asia/Kolkata")).at(-1)!.end).toBe("2025-12-21");
    expect((await chart("America/New_York")).at(-1)!.end).toBe("2025-12-20");
  });

  it("filters by custom days, the organiser's, each end included", async () => {
    // 10 December in India runs from 9 December 18:30 to 10 December 18:30 UTC.
    const kolkata = await countLeads(t.db, f({ from: "2025-12-10", to: "2025-12-10" }), at, "Asia/Kolkata");
    expect(kolkata.total).toBe(1);
    const newYork = await countLeads(t.db, f({ from: "2025-12-10", to: "2025-12-10" }), at, "America/New_York");
    expect(newYork.total).toBe(3);
    expect((await countLeads(t.db, f({ from: "2025-12-11" }), at, "Asia/Kolkata")).total).toBe(3);
    expect((await countLeads(t.db, f({ to: "2025-12-09" }), at, "Asia/Kolkata")).total).toBe(0);
  });
});
