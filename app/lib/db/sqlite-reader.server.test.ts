import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDb } from "../../../tests/support/databases";
import { brochureLead } from "../../../tests/support/leads";
import { DEFAULT_FILTERS, type LeadFilters } from "~/lib/admin/lead-tabs";
import { getLeadStats, loadDashboard, searchMode, type StatsBy } from "~/lib/admin/leads-queries.server";
import type { Db } from "./db.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { READER_MMAP_BYTES, createSqliteReader, isReaderUnavailable } from "./sqlite-reader.server";

// Every reader thread the tests start, so a test can end one as a crash would.
const threads = vi.hoisted(() => [] as import("node:worker_threads").Worker[]);
vi.mock("node:worker_threads", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:worker_threads")>();
  class RecordedWorker extends real.Worker {
    constructor(...args: ConstructorParameters<typeof real.Worker>) {
      super(...args);
      threads.push(this);
    }
  }
  return { ...real, Worker: RecordedWorker };
});

const now = new Date("2025-12-20T12:00:00.000Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const f = (over: Partial<LeadFilters>): LeadFilters => ({ ...DEFAULT_FILTERS, ...over });

function lead(i: number) {
  const phone = i % 4 ? null : `+91 98100 ${String(10000 + i)}`;
  const source = i % 2 ? "/retreats/goa-2025" : "/retreats/bali-2026";
  return brochureLead(i % 3 ? `Guest ${i}` : `Priya ${i}`, `guest${i}@example.com`, source, daysAgo(i % 60), phone);
}

const count = async (db: Db) => Number((await sql<{ n: number }>`select count(*) as n from brochure_signups`.execute(db)).rows[0]!.n);

describe("the SQLite reader thread", () => {
  const t = useTestDb("sqlite");
  const other = useTestDb("sqlite");
  let reader: Db;
  beforeAll(async () => {
    await t.db.insertInto("brochure_signups").values(Array.from({ length: 120 }, (_, i) => lead(i))).execute();
    reader = createSqliteReader(t.file);
  });
  afterAll(async () => {
    await reader?.destroy();
  });

  it("counts a search's statistics exactly as the main connection does, both ways", async () => {
    for (const q of ["priya", "example.com", "guest1", "9810", "nobody-here"])
      for (const over of [{}, { range: "30" as const }, { range: "7" as const, retreat: "/retreats/goa-2025" }])
        for (const by of ["matches", "complement"] as StatsBy[]) {
          const filters = f({ q, ...over });
          const mode = await searchMode(t.db, "sqlite", "brochure", q);
          const main = await getLeadStats(t.db, "sqlite", filters, now, mode, by);
          expect(await getLeadStats(reader, "sqlite", filters, now, mode, by), `${q} ${by} ${JSON.stringify(over)}`).toEqual(main);
        }
  });

  it("counts a long read split across two reader threads exactly as the main connection does", async () => {
    const second = createSqliteReader(t.file);
    try {
      for (const q of ["example.com", "guest1", "9810"])
        for (const over of [{}, { range: "30" as const }, { range: "7" as const, retreat: "/retreats/goa-2025" }])
          for (const by of ["matches", "complement"] as StatsBy[]) {
            const filters = f({ q, ...over });
            const main = await getLeadStats(t.db, "sqlite", filters, now, "scan", by);
            const split = await getLeadStats(t.db, "sqlite", filters, now, "scan", by, { readers: [reader, second], splitFrom: 1 });
            expect(split, `${q} ${by} ${JSON.stringify(over)}`).toEqual(main);
          }
    } finally {
      await second.destroy();
    }
  });

  it("is where the dashboard counts a search's statistics, and only those", async () => {
    // A reader over another database with two matching leads: what it counts shows which
    // connection did the counting.
    await other.db.insertInto("brochure_signups").values([lead(0), lead(3)]).execute();
    const elsewhere = createSqliteReader(other.file);
    try {
      const { stats, rows } = await loadDashboard(t.db, "sqlite", f({ q: "priya" }), now, [elsewhere]);
      expect((await stats).total).toBe(2);
      expect(rows).toHaveLength(25); // the list: the main connection's 40 matches
      expect(rows.every((r) => r.name!.startsWith("Priya"))).toBe(true);
      // Without a search the statistics stay on the main connection (their check may write).
      expect((await (await loadDashboard(t.db, "sqlite", f({}), now, [elsewhere])).stats).total).toBe(await count(t.db));
    } finally {
      await elsewhere.destroy();
    }
  });

  it("reads on its own thread: the server's thread stays free during a long read", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    // About half a second of work for SQLite, whatever the data.
    const long = sql<{ n: number }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) as n from c`.execute(reader);
    const result = await long;
    clearInterval(timer);
    expect(Number(result.rows[0]!.n)).toBe(3_000_000);
    // On the same thread no timer could fire until the read returned.
    expect(ticks).toBeGreaterThan(3);
  });

  it("reads one snapshot inside a transaction, while the main connection writes", async () => {
    const before = await count(t.db);
    const seen = await reader.transaction().execute(async (trx) => {
      const first = await count(trx);
      await t.db.insertInto("brochure_signups").values(lead(1000)).execute();
      return [first, await count(trx)];
    });
    expect(seen).toEqual([before, before]);
    expect(await count(reader)).toBe(before + 1);
  });

  it("once closed, fails what was pending and refuses more", async () => {
    const closing = createSqliteReader(t.file);
    const long = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c`.execute(closing);
    const inTransaction = closing.transaction().execute((trx) => count(trx));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await closing.destroy();
    await expect(long).rejects.toThrow();
    // The transaction waited for the connection behind the long read.
    await expect(inTransaction).rejects.toThrow();
    await expect(count(closing)).rejects.toThrow();
  });

  it("reads the file through a memory map (a broad search's scan re-read every page through its page cache)", async () => {
    const result = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(reader);
    expect(Number(result.rows[0]!.mmap_size)).toBe(READER_MMAP_BYTES);
  });

  it("is read-only, and an error fails only its own query", async () => {
    await expect(sql`delete from brochure_signups`.execute(reader)).rejects.toThrow(/readonly/i);
    await expect(sql`select nonsense from nowhere`.execute(reader)).rejects.toThrow(/no such table/);
    expect(await count(reader)).toBe(await count(t.db));
  });

  it("fails as unavailable when its thread cannot start, and does not start one per query", async () => {
    const broken = createSqliteReader(path.join(os.tmpdir(), `no-such-dir-${process.pid}`, "leads.sqlite"));
    try {
      const first = await count(broken).catch((error: unknown) => error);
      expect(isReaderUnavailable(first)).toBe(true);
      const second = await count(broken).catch((error: unknown) => error);
      expect(isReaderUnavailable(second)).toBe(true);
      expect((second as Error).message).toMatch(/did not start/);
    } finally {
      await broken.destroy();
    }
  });

  it("when unavailable, the dashboard counts a search on the main connection; an SQL error is not hidden", async () => {
    const broken = createSqliteReader(path.join(os.tmpdir(), `no-such-dir-${process.pid}`, "leads.sqlite"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reader-empty-"));
    const emptyFile = path.join(dir, "empty.sqlite");
    new SQLite(emptyFile).close();
    const tableless = createSqliteReader(emptyFile);
    try {
      const expected = (await getLeadStats(t.db, "sqlite", f({ q: "priya" }), now, await searchMode(t.db, "sqlite", "brochure", "priya"))).total;
      expect(expected).toBeGreaterThan(0);
      const { stats } = await loadDashboard(t.db, "sqlite", f({ q: "priya" }), now, [broken]);
      expect((await stats).total).toBe(expected);
      // A reader that runs the query and fails (here: no tables) is an error, not a fallback.
      const failing = await loadDashboard(t.db, "sqlite", f({ q: "priya" }), now, [tableless]);
      await expect(failing.stats).rejects.toThrow(/no such table/);
    } finally {
      await broken.destroy();
      await tableless.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with two readers and one unavailable, the dashboard counts on the other, not the main connection", async () => {
    const broken = createSqliteReader(path.join(os.tmpdir(), `no-such-dir-${process.pid}`, "leads.sqlite"));
    const elsewhere = createSqliteReader(other.file);
    try {
      // A reader over another database: what it counts shows which connection counted.
      const there = (await getLeadStats(other.db, "sqlite", f({ q: "priya" }), now)).total;
      expect(there).not.toBe((await getLeadStats(t.db, "sqlite", f({ q: "priya" }), now)).total);
      for (const readers of [[broken, elsewhere], [elsewhere, broken]]) {
        const { stats } = await loadDashboard(t.db, "sqlite", f({ q: "priya" }), now, readers);
        expect((await stats).total).toBe(there);
      }
    } finally {
      await broken.destroy();
      await elsewhere.destroy();
    }
  });

  it("a transaction whose thread dies fails as unavailable; the next query starts a new thread", async () => {
    const crashing = createSqliteReader(t.file);
    try {
      expect(await count(crashing)).toBe(await count(t.db));
      const started = threads.length;
      const outcome = await crashing
        .transaction()
        .execute(async (trx) => {
          await count(trx);
          await threads.at(-1)!.terminate();
          return count(trx);
        })
        .catch((error: unknown) => error);
      // Not "no transaction is active" from a rollback sent to a new thread: unavailable.
      expect(isReaderUnavailable(outcome)).toBe(true);
      expect(threads.length).toBe(started);
      // A thread that had started and then died is replaced at once, not after a minute.
      expect(await count(crashing)).toBe(await count(t.db));
      expect(threads.length).toBe(started + 1);
    } finally {
      await crashing.destroy();
    }
  });

  it("once closed, what was pending fails as closed, not as unavailable", async () => {
    const closing = createSqliteReader(t.file);
    const long = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c`.execute(closing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await closing.destroy();
    const error = await long.catch((e: unknown) => e);
    expect(isReaderUnavailable(error)).toBe(false);
    expect((error as Error).message).toMatch(/closed/);
  });
});
