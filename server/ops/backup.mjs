import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { getEnv } from "../../app/lib/env.server.mjs";

/** `retreatly-20261122T031500Z` : sorts by time, and carries no colon (Windows, scp). */
export function backupName(now = new Date(), ext = "sqlite") {
  return `retreatly-${now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}.${ext}`;
}

/**
 * A consistent copy of a live SQLite database, taken with SQLite's online backup API
 * (better-sqlite3 `.backup()`): it copies pages while the server keeps reading and writing, and
 * restarts if a write lands mid-copy, so the result is one committed state. Copying the file
 * with `cp` instead can tear a page or miss what is still in the -wal file.
 * The copy is written to a temporary name, checked with PRAGMA integrity_check, then renamed,
 * so a half-written file never carries a backup's name.
 */
export async function backupSqlite(sourceFile, destFile) {
  if (!fs.existsSync(sourceFile)) throw new Error(`No SQLite database at ${sourceFile}`);
  fs.mkdirSync(path.dirname(destFile), { recursive: true });
  const tmp = `${destFile}.partial`;
  fs.rmSync(tmp, { force: true });
  const source = new SQLite(sourceFile, { fileMustExist: true, readonly: true });
  try {
    source.pragma("busy_timeout = 5000");
    // After the first 100 pages, copy the rest in one step. In small steps, every write the
    // server commits between two steps restarts the copy, and a busy site starves it forever;
    // one step is one read transaction, which in WAL mode never blocks the server's writes.
    await source.backup(tmp, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  const copy = new SQLite(tmp);
  let check;
  try {
    // The copy inherits WAL mode; a rollback-journal file is one self-contained file to move,
    // with no -wal/-shm companions left behind.
    copy.pragma("journal_mode = DELETE");
    check = copy.pragma("integrity_check", { simple: true });
  } finally {
    copy.close();
  }
  if (check !== "ok") {
    fs.rmSync(tmp, { force: true });
    throw new Error(`The backup failed its integrity check: ${check}`);
  }
  fs.renameSync(tmp, destFile);
  return { file: destFile, bytes: fs.statSync(destFile).size };
}

/**
 * PostgreSQL: pg_dump in its custom format (-Fc: compressed, restorable table by table with
 * pg_restore). pg_dump reads inside one repeatable-read transaction, so the dump is consistent
 * while the site keeps taking leads. pg_dump must be at least the server's major version.
 */
export async function backupPostgres(url, destFile, { pgBin = getEnv().PG_BIN } = {}) {
  fs.mkdirSync(path.dirname(destFile), { recursive: true });
  const tmp = `${destFile}.partial`;
  await run(bin("pg_dump", pgBin), ["--format=custom", "--no-owner", "--no-privileges", `--file=${tmp}`, `--dbname=${url}`]);
  fs.renameSync(tmp, destFile);
  return { file: destFile, bytes: fs.statSync(destFile).size };
}

export function bin(name, pgBin) {
  return pgBin ? path.join(pgBin, name) : name;
}

/** Runs a PostgreSQL client tool; its stderr becomes the error message when it fails. */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (error) =>
      reject(new Error(`Could not run ${command}: ${error.message} (install the PostgreSQL client tools or set PG_BIN)`)),
    );
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr.trim()}`))));
  });
}
