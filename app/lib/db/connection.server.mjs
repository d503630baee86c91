// @ts-check
/**
 * Where the database is and how a connection to it is made, for everyone: the app's client
 * (db.server.ts, which adds the file guard, the statement cache and the migrations), the ops
 * commands and the server's retention timer (openOpsDb), the scripts and the tests. Plain ESM,
 * because the ops commands and the server run under plain `node`.
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { getEnv } from "../env.server.mjs";

/**
 * The database the environment names: PostgreSQL when DATABASE_URL is set, otherwise the
 * SQLite file DATA_DIR/SQLITE_FILE.
 * @param {import("../env.server.mjs").Env} [env]
 * @returns {{ kind: "postgres", url: string } | { kind: "sqlite", file: string }}
 */
export function databaseTarget(env = getEnv()) {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "sqlite", file: path.resolve(env.DATA_DIR, env.SQLITE_FILE) };
}

/**
 * A SQLite connection with the settings every user of the file shares. WAL lets readers work
 * while a lead is written; synchronous=FULL makes every acknowledged commit reach the disk, so a
 * lead we answered "thank you" for survives a power cut or kill -9; a busy writer makes us wait
 * instead of failing.
 * @param {string} file
 * @param {{ fileMustExist?: boolean }} [options] true for ops work: never create a database
 */
export function openSqlite(file, { fileMustExist = false } = {}) {
  if (file !== ":memory:" && !fileMustExist) fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file, { fileMustExist });
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  return database;
}

/**
 * A PostgreSQL pool. Without an error listener, an idle client losing its server crashes the
 * whole process.
 * @param {string} url @param {number} max @param {(error: Error) => void} onError
 */
export function openPgPool(url, max, onError) {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", onError);
  return pool;
}

/**
 * A Kysely client for ops work (backup's neighbours: retention, the server's daily timer). It
 * opens an existing database and never migrates: an ops command pointed at the wrong file should
 * fail, not create an empty database there.
 * @param {ReturnType<typeof databaseTarget>} [target]
 * @returns {Kysely<any>}
 */
export function openOpsDb(target = databaseTarget()) {
  if (target.kind === "postgres") {
    // A dropped idle client must not crash the server's timer.
    return new Kysely({ dialect: new PostgresDialect({ pool: openPgPool(target.url, 2, () => {}) }) });
  }
  if (!fs.existsSync(target.file)) throw new Error(`No SQLite database at ${target.file}`);
  return new Kysely({ dialect: new SqliteDialect({ database: openSqlite(target.file, { fileMustExist: true }) }) });
}
