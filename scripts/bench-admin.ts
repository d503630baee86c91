/**
 * npm run bench
 * The admin dashboard against 100,000 seeded brochure leads (issue 5, item 4): p95 per filter
 * for a dashboard page (statistics + list + retreat list), and a full CSV export's time and the
 * server's memory growth. Runs on a temporary SQLite database and, when the PostgreSQL 15
 * binaries are present, a throwaway PostgreSQL cluster (tests/support/postgres.mjs).
 *
 * Two views of each figure: "queries" times the loader's database work in this process;
 * "HTTP" times the production server (needs `npm run build`): the full HTML document and the
 * loader-only `.data` answer a client-side navigation uses.
 *   --leads N       (default 100000)   --runs N (default 40)   --no-pg   --no-http
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "~/lib/admin/password.server";
import { DEFAULT_FILTERS, serializeFilters, type LeadFilters } from "~/lib/admin/lead-tabs";
import { LeadMirror } from "~/lib/admin/lead-mirror.server";
import { loadDashboard, TABLES } from "~/lib/admin/leads-queries.server";
import { seedLeads } from "~/lib/admin/seed.server";
import { createDb, createSqliteReaders, migrate, type Dialect } from "~/lib/db/db.server";
// @ts-expect-error plain ESM helper without types
import { startPostgres } from "../tests/support/postgres.mjs";
// @ts-expect-error plain ESM helper without types
import { startServer } from "../tests/support/server.mjs";

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const LEADS = Number(arg("leads", "100000"));
const RUNS = Number(arg("runs", "40"));
const WITH_PG = !process.argv.includes("--no-pg");
const BUILD = process.env.BUILD_DIR ?? "build";
const WITH_HTTP = !process.argv.includes("--no-http") && fs.existsSync(path.join(BUILD, "server/index.js"));
const PASSWORD = `bench-${Math.random().toString(36).slice(2)}-password`;

const SCENARIOS: Record<string, Partial<LeadFilters>> = {
  "all leads, page 1": {},
  "all leads, page 2000": { page: 2000 },
  "search 'priya'": { q: "priya" },
  "search '9810' (phone digits)": { q: "9810" },
  "search 'sha' (matches 16%)": { q: "sha" },
  "search 'a.9' (matches 40%)": { q: "a.9" },
  "search 'example.com' (matches all)": { q: "example.com" },
  "search, no match": { q: "nobody-at-all" },
  "retreat filter": { retreat: "/retreats/bali-2026" },
  "last 7 days": { range: "7" },
  "last 30 days + retreat": { range: "30", retreat: "/retreats/goa-2025" },
  "last 90 days + retreat + search": { range: "90", retreat: "/retreats/maldives-2026", q: "mehta" },
  "waitlist tab": { tab: "waitlist" },
};

function p(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: JIT, page cache, prepared plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { p50: p(times, 0.5), p95: p(times, 0.95) };
}

function rssOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function benchDialect(dialect: Dialect, target: { sqliteFile: string; dataDir: string } | { databaseUrl: string }) {
  console.log(`\n=== ${dialect} ===`);
  const { db } = createDb("databaseUrl" in target ? { databaseUrl: target.databaseUrl } : { sqliteFile: target.sqliteFile });
  await migrate(db);
  let t = performance.now();
  await seedLeads(db, { leads: LEADS, seed: 7 });
  console.log(`seeded ${LEADS.toLocaleString("en-IN")} brochure leads (+10% each in the other tabs) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  if (dialect === "postgres") await (await import("kysely")).sql`vacuum analyze`.execute(db);

  // As the server does (getReaders): a search's statistics on SQLite's two reader threads, on
  // PostgreSQL on two pool connections.
  const readers = "sqliteFile" in target ? createSqliteReaders(target.sqliteFile) : [db, db];
  // And as the server does, the in-memory copy of each tab counts a long read (ADR 024); the
  // last column is the same page without it, what a search pays while a copy (re)loads.
  const mirror = new LeadMirror(dialect);
  for (const tab of ["brochure", "waitlist"] as const) {
    const table = TABLES[tab].table;
    const heap = process.memoryUsage().heapUsed;
    t = performance.now();
    mirror.warm(table, readers[0]!);
    if (!(await mirror.loaded(table))) throw new Error(`copy of ${table} not loaded`);
    console.log(`in-memory copy of ${table} loaded in ${(performance.now() - t).toFixed(0)} ms, heap +${((process.memoryUsage().heapUsed - heap) / 1e6).toFixed(0)} MB`);
  }
  const rows: string[][] = [];
  for (const [name, over] of Object.entries(SCENARIOS)) {
    const filters = { ...DEFAULT_FILTERS, ...over };
    const withCopy = await time(RUNS, async () => {
      const loaded = await loadDashboard(db, dialect, filters, new Date(), readers, mirror);
      await loaded.stats;
    });
    const without = await time(RUNS, async () => {
      const loaded = await loadDashboard(db, dialect, filters, new Date(), readers);
      await loaded.stats;
    });
    rows.push([name, ms(withCopy.p50), ms(withCopy.p95), ms(without.p95)]);
  }
  for (const reader of readers) if (reader !== db) await reader.destroy();
  await db.destroy();

  if (WITH_HTTP) {
    const env: Record<string, string> = { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) };
    if ("databaseUrl" in target) env.DATABASE_URL = target.databaseUrl;
    const server = await startServer({ env, dataDir: "dataDir" in target ? target.dataDir : undefined });
    try {
      const login = await fetch(`${server.url}/admin/leads`, {
        method: "POST",
        body: new URLSearchParams({ password: PASSWORD }),
        headers: { Origin: server.url },
        redirect: "manual",
      });
      const cookie = login.headers.get("set-cookie")?.split(";")[0];
      if (!cookie) throw new Error(`login failed: ${login.status}`);
      const headers = { Cookie: cookie };
      // Warm the server once over every scenario (JIT, SQLite page cache, PostgreSQL plans), so
      // the first scenario measured does not pay for the whole process's warm-up.
      for (const over of Object.values(SCENARIOS)) {
        const search = serializeFilters({ ...DEFAULT_FILTERS, ...over });
        for (let k = 0; k < 5; k++) await (await fetch(`${server.url}/admin/leads${search ? `?${search}` : ""}`, { headers })).arrayBuffer();
      }
      let i = 0;
      for (const [, over] of Object.entries(SCENARIOS)) {
        const search = serializeFilters({ ...DEFAULT_FILTERS, ...over });
        const doc = await time(RUNS, async () => {
          const res = await fetch(`${server.url}/admin/leads${search ? `?${search}` : ""}`, { headers });
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          await res.arrayBuffer();
        });
        const dataOnly = await time(RUNS, async () => {
          const res = await fetch(`${server.url}/admin/leads.data${search ? `?${search}` : ""}`, { headers });
          if (res.status !== 200) throw new Error(`status ${res.status}`);
          await res.arrayBuffer();
        });
        rows[i++]!.push(ms(doc.p95), ms(dataOnly.p95));
      }
      printTable(rows, true);

      // Export: the whole table, with the server's resident memory sampled while it streams.
      await new Promise((r) => setTimeout(r, 500));
      const before = rssOf(server.proc.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.proc.pid))), 10);
      t = performance.now();
      const res = await fetch(`${server.url}/admin/leads.csv`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines++;
      }
      const seconds = (performance.now() - t) / 1000;
      clearInterval(sampler);
      console.log(
        `CSV export over HTTP: ${(lines - 1).toLocaleString("en-IN")} leads, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s; ` +
          `server RSS ${(before / 1e6).toFixed(0)} → peak ${(peak / 1e6).toFixed(0)} MB (growth ${((peak - before) / 1e6).toFixed(0)} MB)`,
      );
    } finally {
      await server.stop();
    }
  } else {
    printTable(rows, false);
  }
}

function printTable(rows: string[][], http: boolean) {
  const head = ["dashboard page, filter", "queries p50", "queries p95", "no copy p95", ...(http ? ["HTML p95", ".data p95"] : [])];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-bench-"));
try {
  console.log(
    `Admin bench: ${LEADS.toLocaleString("en-IN")} leads, ${RUNS} runs per figure after warm-up, ${os.cpus().length} CPU(s), ` +
      `load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}` +
      (WITH_HTTP ? "" : " (no build: queries only)"),
  );
  await benchDialect("sqlite", { sqliteFile: path.join(tmp, "retreatly.sqlite"), dataDir: tmp });
  if (WITH_PG) {
    let cluster: { createDatabase(prefix?: string): Promise<string>; stop(): Promise<void> } | undefined;
    try {
      cluster = await startPostgres();
    } catch (error) {
      console.log(`\n(PostgreSQL skipped: ${(error as Error).message.split("\n")[0]})`);
    }
    if (cluster) {
      try {
        await benchDialect("postgres", { databaseUrl: await cluster.createDatabase("bench") });
      } finally {
        await cluster.stop();
      }
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (other work on the machine inflates every figure)`);
}
