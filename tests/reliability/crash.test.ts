import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { BROCHURE_PATH, brochureFields, isAcknowledged, rawPost, startApp, urlencoded, type RunningServer } from "./support/app";

/**
 * Crash durability: a lead the site said "thank you" for is never lost.
 * SQLite runs in WAL with synchronous=FULL (docs/decisions/005), so a commit is on disk before
 * the action answers. kill -9 proves the process side (no buffered write, no torn commit, WAL
 * recovery on the next open); it cannot simulate a power cut, which synchronous=FULL covers.
 * Runnable alone: npx vitest run --config vitest.reliability.config.ts tests/reliability/crash
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 25);
const TERMS = Number(process.env.CRASH_TERMS ?? 5);
const CLIENTS = 8;
// The form guards stay on; only the per-IP limit is raised, since every client here is 127.0.0.1.
const ENV = { FORM_RATE_LIMIT_PER_MINUTE: "10000000" };

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function dataDir() {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-crash-"));
  dirs.push(d);
  return d;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readDb(dir: string) {
  const db = new SQLite(path.join(dir, "retreatly.sqlite"));
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const rows = db.prepare("select email, name, phone from brochure_signups").all() as { email: string; name: string; phone: string }[];
    return { integrity, rows };
  } finally {
    db.close();
  }
}

/**
 * 8 clients post sign-ups without pause while the server is stopped `times` times with
 * `signal` and restarted on the same data. Returns what the clients were told and how each
 * server process ended.
 */
async function restartUnderLoad(signal: NodeJS.Signals, times: number) {
  const dir = dataDir();
  let server: RunningServer = await startApp({ dataDir: dir, env: ENV });
  const acked = new Map<string, { name: string; phone: string }>();
  let sent = 0;
  let failed = 0;
  let serverErrors = 0;
  let running = true;
  const tag = signal.toLowerCase();

  const client = async (c: number) => {
    let n = 0;
    while (running) {
      const email = `${tag}-${c}-${n++}@example.com`;
      const fields = { name: `Crash ${c} ${n} Zoë 🧘`, email, phone: `+91 98100 ${String(n).padStart(5, "0")}` };
      sent++;
      try {
        const res = await rawPost(server.url, BROCHURE_PATH, urlencoded(brochureFields(fields)), {}, 5_000);
        if (isAcknowledged(res)) acked.set(email, { name: fields.name, phone: fields.phone });
        else if (res.status >= 500) serverErrors++; // never acknowledged, so nothing was promised
        else throw new Error(`unexpected ${res.status} for a valid sign-up: ${res.body.slice(0, 300)}`);
      } catch (error) {
        if ((error as Error).message.startsWith("unexpected")) throw error;
        failed++; // refused or reset: the server is down, and the visitor saw no "thank you"
        await sleep(10);
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, c) => client(c));

  const perStop: number[] = [];
  const exitCodes: (number | null)[] = [];
  try {
    for (let k = 0; k < times; k++) {
      const before = acked.size;
      // Wait until sign-ups are flowing again (a cold, just-restarted server on a busy machine
      // can take a moment), then stop it at a random moment inside the stream of requests.
      for (const deadline = Date.now() + 10_000; acked.size === before && Date.now() < deadline; ) await sleep(20);
      await sleep(100 + Math.random() * 250);
      const exited = new Promise<number | null>((r) => server.proc.once("exit", (code) => r(code)));
      server.proc.kill(signal);
      exitCodes.push(await exited);
      perStop.push(acked.size - before);
      server = await startApp({ dataDir: dir, env: ENV });
    }
    await sleep(300);
  } finally {
    running = false;
    await Promise.all(clients);
    await server.stop();
  }
  console.log(`${signal}: ${times} stops, ${sent} posts, ${acked.size} acknowledged, ${failed} refused/reset while down, ${serverErrors} 5xx; acknowledged between stops: ${perStop.join(",")}`);
  return { dir, acked, perStop, exitCodes, serverErrors };
}

function expectAllStored(dir: string, acked: Map<string, { name: string; phone: string }>) {
  const { integrity, rows } = readDb(dir);
  expect(integrity).toBe("ok");
  const stored = new Map(rows.map((r) => [r.email, r]));
  const missing = [...acked.keys()].filter((e) => !stored.has(e));
  expect(missing, `acknowledged but lost: ${missing.slice(0, 5).join(", ")}`).toEqual([]);
  for (const [email, v] of acked) expect(stored.get(email)).toMatchObject(v);
  // Nothing was stored twice either.
  expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
}

describe("crash durability", () => {
  it(`keeps every acknowledged sign-up through ${KILLS} kill -9s under ${CLIENTS} concurrent clients`, async () => {
    const { dir, acked, perStop } = await restartUnderLoad("SIGKILL", KILLS);
    // Sign-ups were really flowing around every kill, or this would prove nothing.
    expect(perStop.every((n) => n > 0), perStop.join(",")).toBe(true);
    expect(acked.size).toBeGreaterThan(KILLS * 3);
    expectAllStored(dir, acked);
  });

  it(`stops cleanly on SIGTERM under the same load, ${TERMS} times, keeping every acknowledged sign-up`, async () => {
    const { dir, acked, exitCodes, serverErrors } = await restartUnderLoad("SIGTERM", TERMS);
    expect(serverErrors).toBe(0); // a graceful stop answers properly or not at all
    // 0 = drained and closed the database; 1 would mean the shutdown timeout cut requests off.
    expect(exitCodes).toEqual(Array(TERMS).fill(0));
    expectAllStored(dir, acked);
  });

  it("drains in-flight requests on SIGTERM: each finishes, its lead is stored, then the process exits 0", async () => {
    const dir = dataDir();
    const server = await startApp({ dataDir: dir, env: ENV });
    const u = new URL(server.url);
    // Eight sign-ups whose bodies are half sent when SIGTERM arrives: the server has accepted
    // them and is reading. A graceful stop must let them finish, not cut them off.
    const inflight = Array.from({ length: 8 }, (_, i) => {
      const body = Buffer.from(urlencoded(brochureFields({ name: `Drain ${i}`, email: `drain-${i}@example.com`, phone: "+91 98100 00000" })));
      const socket = net.connect(Number(u.port), u.hostname);
      let response = "";
      socket.on("data", (d) => (response += d));
      const done = new Promise<string>((resolve, reject) => {
        socket.on("end", () => resolve(response));
        socket.on("error", reject);
      });
      socket.write(
        `POST ${BROCHURE_PATH} HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body.subarray(0, 10));
      return { socket, body, done };
    });
    await sleep(500);
    const exited = new Promise<number | null>((r) => server.proc.once("exit", (code) => r(code)));
    server.proc.kill("SIGTERM");
    await sleep(300);
    // Still draining: new visitors are turned away...
    await expect(rawPost(server.url, BROCHURE_PATH, "x=1", {}, 2_000)).rejects.toThrow();
    // ...while the eight already inside get their answer.
    // (write, not end: a browser keeps its side open until the answer arrives.)
    for (const r of inflight) r.socket.write(r.body.subarray(10));
    const responses = await Promise.all(inflight.map((r) => r.done));
    for (const res of responses) expect(res).toMatch(/^HTTP\/1\.1 30[23] [\s\S]*\r\nlocation: \/thank-you\/brochure/i);
    expect(await exited).toBe(0);
    expect(server.logs()).toMatch(/"msg":"shutting down"/);

    const { integrity, rows } = readDb(dir);
    expect(integrity).toBe("ok");
    expect(rows.map((r) => r.email).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `drain-${i}@example.com`).sort());
  });
});
