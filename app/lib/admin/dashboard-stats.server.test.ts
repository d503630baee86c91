import { describe, expect, it } from "vitest";
import { statsForPage } from "./dashboard-stats.server";
import type { LeadStats } from "./leads-queries.server";

const now = new Date("2026-11-24T12:00:00.000Z");
const counts: LeadStats = {
  total: 60,
  last7Days: 4,
  bySource: [{ source: "/retreats/goa-2025", count: 60 }],
  perDay: [{ day: "2026-11-20", count: 60 }],
};

describe("statsForPage", () => {
  it("derives the chart and the page count from the counts", async () => {
    const logged: unknown[] = [];
    const stats = await statsForPage(Promise.resolve(counts), { range: "7" }, now, { log: (e) => logged.push(e) });
    expect(stats).toMatchObject({ total: 60, last7Days: 4, bySource: counts.bySource, pageCount: 3 });
    expect(stats!.chart.reduce((n, b) => n + b.count, 0)).toBe(60);
    expect(stats).not.toHaveProperty("perDay");
    expect(logged).toEqual([]);
    expect((await statsForPage(Promise.resolve({ ...counts, total: 0, perDay: [] }), { range: "all" }, now))?.pageCount).toBe(1);
  });

  it("hands a failed count on as null, logged, and never rejects", async () => {
    const logged: unknown[] = [];
    const failure = new Error("connection lost");
    await expect(statsForPage(Promise.reject(failure), { range: "all" }, now, { log: (e) => logged.push(e) })).resolves.toBeNull();
    expect(logged).toEqual([failure]);
  });

  it("gives up a count slower than the timeout (before React Router's own limit would)", async () => {
    const logged: unknown[] = [];
    const never = new Promise<LeadStats>(() => {});
    await expect(statsForPage(never, { range: "all" }, now, { timeoutMs: 20, log: (e) => logged.push(e) })).resolves.toBeNull();
    expect(String(logged[0])).toContain("not counted within 20 ms");
    // A count arriving after the timeout changes nothing and logs nothing more.
    let finish!: (s: LeadStats) => void;
    const late = statsForPage(new Promise<LeadStats>((r) => (finish = r)), { range: "all" }, now, { timeoutMs: 20, log: (e) => logged.push(e) });
    await expect(late).resolves.toBeNull();
    finish(counts);
    await new Promise((r) => setTimeout(r, 10));
    expect(logged).toHaveLength(2);
  });
});
