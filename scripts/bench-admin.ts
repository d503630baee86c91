/**
 * npm run bench [-- --leads 30000] [--runs 20] [--no-pg] [--no-http]
 * The admin dashboard (docs/performance.md has the budget): p95 per filter of a dashboard page
 * (statistics + list + retreat list) and a full CSV export's time, at 30,000 and 100,000
 * seeded brochure leads (or the --leads given). Runs on a temporary SQLite database and, when
 * the PostgreSQL 15 binaries are present, a throwaway PostgreSQL cluster
 * (scripts/lib/postgres.mjs). Figures are printed, never asserted.
 *
 * "queries" times what the dashboard route reads (loadDashboard and the follow-up summary) in this process; "CPU" is this process's CPU time for it, which
 * other work on a shared machine inflates far less than the wall clock (on SQLite it is all the
 * work: the database runs in this process; on PostgreSQL only the client's share). "HTML"
 * times the production server's whole document (needs `npm run build`), as is the export.
 * Then the people list's and the pipeline's reads in this process, per filter.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hashPassword } from "~/lib/admin/password.server";
import { loadFollowUpForList } from "~/lib/leads/follow-up/queue.server";
import { DEFAULT_FILTERS, PAGE_SIZE, serializeFilters, type LeadFilters } from "~/lib/admin/lead-tabs";
import { exportLeads, loadDashboard } from "~/lib/admin/leads-queries.server";
import { PEOPLE_PAGE_SIZE, type PeopleListFilters } from "~/lib/admin/people-filters";
import { loadPeopleList, loadPipeline } from "~/lib/admin/people-queries.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { openDatabase, type Dialect } from "~/lib/db/db.server";
import { getEnv } from "~/lib/env.server.mjs";
import { seedLeads } from "./seed-leads";
import { startPostgres } from "./lib/postgres.mjs";
import { startServer } from "./lib/server.mjs";

function arg(name: string, fallback: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}
const SIZES = process.argv.includes("--leads") ? [Number(arg("leads", "30000"))] : [30_000, 100_000];
const RUNS = Number(arg("runs", "20"));
const WITH_PG = !process.argv.includes("--no-pg");
const BUILD = getEnv().BUILD_DIR ?? "build";
const WITH_HTTP = !process.argv.includes("--no-http") && fs.existsSync(path.join(BUILD, "server/index.js"));
const PASSWORD = `bench-${Math.random().toString(36).slice(2)}-password`;

function scenarios(leads: number): Record<string, Partial<LeadFilters>> {
  return {
    "all leads, page 1": {},
    "all leads, middle page": { page: Math.max(1, Math.ceil(leads / PAGE_SIZE / 2)) },
    "search 'priya'": { q: "priya" },
    "search '9810' (phone digits)": { q: "9810" },
    "search 'sha' (matches 16%)": { q: "sha" },
    "search 'a.9' (matches 40%)": { q: "a.9" },
    "search 'example.com' (matches all)": { q: "example.com" },
    "search 'k' (1 character)": { q: "k" },
    "search 'pr' (2 characters)": { q: "pr" },
    "search, no match": { q: "nobody-at-all" },
    "retreat filter": { retreat: "/retreats/bali-2026" },
    "last 7 days": { range: "7" },
    "last 30 days + retreat": { range: "30", retreat: "/retreats/goa-2025" },
    "last 90 days + retreat + search": { range: "90", retreat: "/retreats/maldives-2026", q: "mehta" },
    "waitlist tab": { tab: "waitlist" },
  };
}

/** The people list's and the pipeline's reads (docs/admin.md, "People"), per filter. */
function peopleScenarios(leads: number): Record<string, () => Partial<PeopleListFilters> & { pipeline?: true }> {
  return {
    "people, page 1": () => ({}),
    "people, middle page": () => ({ page: Math.max(1, Math.ceil((leads * 1.2) / PEOPLE_PAGE_SIZE / 2)) }),
    "people, search 'beginner' (a message word)": () => ({ q: "beginner" }),
    "people, search 'priya'": () => ({ q: "priya" }),
    "people, search '9810' (phone digits)": () => ({ q: "9810" }),
    "people, search 'example.com' (matches all)": () => ({ q: "example.com" }),
    "people, stage New": () => ({ stage: "new" }),
    "people, retreat Goa": () => ({ retreat: "goa" }),
    "people, edition bali-2026 + search": () => ({ edition: "bali-2026", q: "sha" }),
    "pipeline, everyone": () => ({ pipeline: true }),
    "pipeline, retreat Goa": () => ({ pipeline: true, retreat: "goa" }),
  };
}

function p(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);

async function time(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: JIT, page cache, prepared plans
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return { p50: p(times, 0.5), p95: p(times, 0.95), cpu95: p(cpu, 0.95) };
}

function rssOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function benchDialect(dialect: Dialect, leads: number, target: { sqliteFile: string; dataDir: string } | { databaseUrl: string }) {
  console.log(`\n=== ${dialect}, ${leads.toLocaleString("en-IN")} leads ===`);
  const { db, ready } = openDatabase("databaseUrl" in target ? { url: target.databaseUrl } : { file: target.sqliteFile });
  await ready;
  let t = performance.now();
  await seedLeads(db, { leads, seed: 7 });
  console.log(`seeded ${leads.toLocaleString("en-IN")} brochure leads (+10% each in the other tabs) in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  // As autovacuum would have done on a real database: the planner needs statistics.
  if (dialect === "postgres") await (await import("kysely")).sql`vacuum analyze`.execute(db);

  const SCENARIOS = scenarios(leads);
  const rows: string[][] = [];
  // A server that has run for a while: every scenario once before any is timed, so the first
  // one timed does not also pay for compiling the code paths the others share.
  const read = (over: Partial<LeadFilters>) => {
    const filters = { ...DEFAULT_FILTERS, ...over };
    const loaded = loadDashboard(db, filters);
    const followUp = loadFollowUpForList(db, { table: LEAD_TABLES[filters.tab].table, rows: loaded.then((d) => d.rows), firstView: serializeFilters(filters) === "" });
    return Promise.all([loaded.then((d) => d.stats), followUp]);
  };
  for (const over of Object.values(SCENARIOS)) await read(over);
  for (const [name, over] of Object.entries(SCENARIOS)) {
    // As the route reads a page: the list and statistics, and beside them each row's person
    // and the follow-up counts (with the five most urgent people on the first view).
    const page = await time(RUNS, () => read(over));
    rows.push([name, ms(page.p50), ms(page.p95), ms(page.cpu95)]);
  }
  const people: string[][] = [];
  for (const [name, make] of Object.entries(peopleScenarios(leads))) {
    const { pipeline, ...over } = make();
    const filters: PeopleListFilters = { q: "", stage: "", retreat: "", edition: "", page: 1, ...over };
    const timed = await time(RUNS, () => (pipeline ? loadPipeline(db, filters) : loadPeopleList(db, filters)));
    people.push([name, ms(timed.p50), ms(timed.p95), ms(timed.cpu95)]);
  }
  printTable(people, false, "people page, filter");
  t = performance.now();
  const cpu = process.cpuUsage();
  let bytes = 0;
  for await (const chunk of exportLeads(db, DEFAULT_FILTERS) as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const used = process.cpuUsage(cpu);
  const exportQueries =
    `CSV export in this process: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t) / 1000).toFixed(2)} s ` +
    `(CPU of this process ${((used.user + used.system) / 1e6).toFixed(2)} s)`;
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
      const get = async (search: string) => {
        const res = await fetch(`${server.url}/admin/leads${search ? `?${search}` : ""}`, { headers });
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        await res.arrayBuffer();
      };
      for (const over of Object.values(SCENARIOS)) await get(serializeFilters({ ...DEFAULT_FILTERS, ...over }));
      let i = 0;
      for (const over of Object.values(SCENARIOS)) {
        const search = serializeFilters({ ...DEFAULT_FILTERS, ...over });
        const doc = await time(RUNS, () => get(search));
        rows[i++]!.push(ms(doc.p95));
      }
      printTable(rows, true);
      console.log(exportQueries);

      // Export: the whole table, with the server's resident memory sampled while it streams.
      await new Promise((r) => setTimeout(r, 500));
      const before = rssOf(server.proc.pid!);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.proc.pid!))), 10);
      t = performance.now();
      const res = await fetch(`${server.url}/admin/leads.csv`, { headers });
      let lines = 0;
      bytes = 0;
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
    console.log(exportQueries);
  }
}

function printTable(rows: string[][], http: boolean, first = "dashboard page, filter") {
  const head = [first, "queries p50", "queries p95", "CPU p95", ...(http ? ["HTML p95"] : [])];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

console.log(
  `Admin bench: ${SIZES.map((n) => n.toLocaleString("en-IN")).join(" and ")} leads, ${RUNS} runs per figure after warm-up, ${os.cpus().length} CPU(s), ` +
    `load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}` +
    (WITH_HTTP ? "" : " (no build: queries only)"),
);
let cluster: { createDatabase(prefix?: string): Promise<string>; stop(): Promise<void> } | undefined;
if (WITH_PG) {
  try {
    cluster = await startPostgres();
  } catch (error) {
    console.log(`\n(PostgreSQL skipped: ${(error as Error).message.split("\n")[0]})`);
  }
}
try {
  for (const leads of SIZES) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-bench-"));
    try {
      await benchDialect("sqlite", leads, { sqliteFile: path.join(tmp, "retreatly.sqlite"), dataDir: tmp });
      if (cluster) await benchDialect("postgres", leads, { databaseUrl: await cluster.createDatabase("bench") });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
} finally {
  await cluster?.stop();
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} (other work on the machine inflates every figure)`);
}
