import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";

/**
 * Which database the site uses, read from the same variables as app/lib/env.server.ts
 * (DATABASE_URL, else DATA_DIR/SQLITE_FILE). Plain ESM rather than TypeScript: the ops scripts
 * and the server's retention timer run under plain `node` (Node 20 cannot load .ts, and the
 * production image has no tsx).
 * @returns {{ kind: "postgres", url: string } | { kind: "sqlite", file: string }}
 */
export function databaseTarget(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    return { kind: "postgres", url };
  }
  return { kind: "sqlite", file: path.resolve(env.DATA_DIR?.trim() || "data", env.SQLITE_FILE?.trim() || "retreatly.sqlite") };
}

/**
 * A Kysely client for ops work. It opens an existing database and never migrates: an ops
 * command pointed at the wrong file should fail, not create an empty database there.
 */
export function openOpsDb(target) {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    pool.on("error", () => {}); // a dropped idle client must not crash the server's timer
    return new Kysely({ dialect: new PostgresDialect({ pool }) });
  }
  if (!fs.existsSync(target.file)) throw new Error(`No SQLite database at ${target.file}`);
  const database = new SQLite(target.file, { fileMustExist: true });
  // Same settings as the app's own connection (app/lib/db/db.server.ts): a deletion is durable
  // once committed, and a busy writer makes us wait instead of failing.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  return new Kysely({ dialect: new SqliteDialect({ database }) });
}
