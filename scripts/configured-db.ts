import { createDb, migrate } from "~/lib/db/db.server";
import { checkDataDir, markDataDir } from "~/lib/db/file-guard.server";
import { getEnv, sqlitePath } from "~/lib/env.server";

/**
 * The database the server uses (same DATABASE_URL / DATA_DIR / SQLITE_FILE rules), migrated; a
 * data directory that lost its database is refused as the server refuses it (file-guard.server.ts).
 */
export async function openConfiguredDb() {
  const env = getEnv();
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : sqlitePath(env);
  if (!env.DATABASE_URL) checkDataDir(sqlitePath(env));
  const { db, dialect } = createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: sqlitePath(env) });
  await migrate(db);
  if (!env.DATABASE_URL) markDataDir(sqlitePath(env));
  return { db, dialect, where };
}
