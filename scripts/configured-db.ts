import { databaseTarget } from "~/lib/db/connection.server.mjs";
import { openDatabase } from "~/lib/db/db.server";

/**
 * The database the server uses (same DATABASE_URL / DATA_DIR / SQLITE_FILE rules), opened as
 * the server opens it (openDatabase: migrated, a data directory that lost its database refused),
 * and where it is, for the scripts' messages.
 */
export async function openConfiguredDb() {
  const target = databaseTarget();
  const { db, dialect, ready } = openDatabase(target);
  await ready;
  return { db, dialect, where: target.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : target.file };
}
