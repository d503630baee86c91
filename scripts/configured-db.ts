import { createDb, migrate } from "~/lib/db/db.server";
import { getEnv, sqlitePath } from "~/lib/env.server";

/** The database the server uses (same DATABASE_URL / DATA_DIR / SQLITE_FILE rules), migrated. */
export async function openConfiguredDb() {
  const env = getEnv();
  const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : sqlitePath(env);
  const { db, dialect } = createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: sqlitePath(env) });
  await migrate(db);
  return { db, dialect, where };
}
