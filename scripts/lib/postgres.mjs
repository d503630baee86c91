import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEnv } from "../../app/lib/env.server.mjs";
import { freePort } from "./free-port.mjs";

const BIN = getEnv().PG_BIN ?? "/usr/lib/postgresql/15/bin";

/**
 * A throwaway PostgreSQL 15 cluster in a temporary folder on a free loopback port.
 * initdb and postgres refuse to run as root, so they run with the postgres user's uid/gid
 * (spawn options rather than su, so our signals reach postgres directly).
 * `durable: false` (the default) turns fsync off for speed; durability tests pass true.
 * Returns { url, base, port, createDatabase(prefix, options), stop() }.
 */
export async function startPostgres({ durable = false } = {}) {
  const ids = userIds();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-pg-"));
  fs.chmodSync(dir, 0o700);
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  const data = path.join(dir, "data");
  const opts = ids ? { uid: ids.uid, gid: ids.gid } : {};
  const init = spawnSync(`${BIN}/initdb`, ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"], {
    ...opts,
    encoding: "utf8",
  });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const port = await freePort();
  const args = ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"];
  if (!durable) args.push("-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off");
  const proc = spawn(`${BIN}/postgres`, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  proc.stderr.on("data", (d) => (log += d));
  proc.stdout.on("data", (d) => (log += d));
  const base = `postgresql://postgres@127.0.0.1:${port}`;
  await waitFor(async () => {
    if (proc.exitCode !== null) throw new Error(`postgres exited: ${log}`);
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query("select 1");
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  });
  return {
    url: `${base}/postgres`,
    /** postgresql://postgres@127.0.0.1:port, for createDatabase(base, ...). */
    base,
    port,
    /** A new database; `locale` (e.g. "C.UTF-8") instead of the cluster's C, for its lower() and collation. */
    createDatabase: (prefix = "t", options = {}) => createDatabase(base, prefix, options),
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once("exit", r));
        proc.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let dbCounter = 0;

/**
 * A fresh, empty database in the cluster at `base` (postgresql://user@host:port): tests isolate
 * themselves this way. Names carry the process id, so the workers of one test run sharing a
 * cluster (and files run one after another in one process) never pick the same one. `locale` (e.g. "C.UTF-8") instead of the cluster's C.
 */
export async function createDatabase(base, prefix = "t", { locale } = {}) {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${process.pid}_${++dbCounter}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query(`create database "${name}"${locale ? ` template template0 locale '${locale.replaceAll("'", "''")}'` : ""}`);
  } finally {
    await client.end();
  }
  return `${base}/${name}`;
}

/** Drops a database made by createDatabase (its connections are closed first). */
export async function dropDatabase(url) {
  const { default: pg } = await import("pg");
  const at = url.lastIndexOf("/");
  const client = new pg.Client({ connectionString: `${url.slice(0, at)}/postgres` });
  await client.connect();
  try {
    await client.query(`drop database if exists "${url.slice(at + 1)}" with (force)`);
  } finally {
    await client.end();
  }
}

function userIds() {
  if (process.getuid?.() !== 0) return null;
  const out = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (out.status !== 0) throw new Error("running as root but there is no postgres user to run PostgreSQL as");
  return { uid: Number(out.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function waitFor(check, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("PostgreSQL did not start in time");
}
