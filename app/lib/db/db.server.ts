import type SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from "kysely";
import { databaseTarget, openPgPool, openSqlite } from "./connection.server.mjs";
import { migrations } from "./migrations";
import { checkDataDir, guardFile, markDataDir } from "./file-guard.server";
import type { Dialect } from "./dialect";
import type { Database } from "./schema";
import { errorFields, log } from "~/lib/log.server";

export type Db = Kysely<Database>;
export type { Dialect };

let opened: { db: Db; ready: Promise<void> } | undefined;

/**
 * The one database client, opened on first use (never at import, so building and rendering
 * static pages never touch it). Migrations run once, before the first query is answered.
 */
export function getDb(): Promise<Db> {
  try {
    opened ??= openDatabase(databaseTarget());
  } catch (error) {
    return Promise.reject(error);
  }
  return opened.ready.then(() => opened!.db);
}

/** Where the database is: a PostgreSQL URL, or a SQLite file (databaseTarget() gives the configured one). */
type DatabaseTarget = { url: string } | { file: string };

/**
 * The one way to open the database, for the server (getDb), the scripts and the tests: a new
 * client, and `ready` once the migrations have run. A SQLite data directory that lost its
 * database is refused (file-guard.server.ts), and once migrated the directory is marked as
 * holding one. `migrate: false` opens a database as it is (a second client on one already
 * migrated, or a migration's test that runs the migrations itself).
 */
export function openDatabase(target: DatabaseTarget, { migrate: runMigrations = true } = {}): { db: Db; dialect: Dialect; ready: Promise<void> } {
  const file = "file" in target ? target.file : undefined;
  if (file !== undefined) checkDataDir(file);
  const { db, dialect } = createDb(target);
  const ready = runMigrations ? migrate(db).then(() => void (file !== undefined && markDataDir(file))) : Promise.resolve();
  return { db, dialect, ready };
}

/** A new client for PostgreSQL (url) or SQLite (file). */
function createDb(target: DatabaseTarget): { db: Db; dialect: Dialect } {
  if ("url" in target) {
    const pool = openPgPool(target.url, 10, (error) => log.error("pg pool error", errorFields(error)));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  return {
    // guardFile: no statement runs on a file deleted or replaced under us (file-guard.server.ts).
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: guardFile(withStatementCache(openSqlite(target.file)), target.file) }) }),
    dialect: "sqlite",
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running the
 * small statements behind a lead. The same SQL text gets the same prepared statement (the
 * values are bound per call), up to a bound; one still iterating (a streamed export) is never
 * handed out twice.
 */
export function withStatementCache(database: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) return hit;
      const statement = database.prepare(sql);
      if (!hit) {
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Db) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") log.error("migration failed", { migration: r.migrationName });
  }
  if (error) throw error;
}

/** Closes the client (graceful shutdown, tests). The next getDb() opens a new one. */
export async function closeDb() {
  const current = opened;
  opened = undefined;
  if (current) await current.db.destroy();
}
