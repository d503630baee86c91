/**
 * npm run migrate: brings the configured database (DATABASE_URL, else DATA_DIR/SQLITE_FILE) to
 * the newest schema and exits; 0 when it is up to date, 1 with the reason when a migration
 * fails or the data directory lost its database (app/lib/db/file-guard.server.ts). compose.yaml
 * runs it as a one-shot service the app waits for, so a failing migration fails the deploy and
 * never a visitor's request. The server also migrates on start (a no-op after this), so
 * `npm run serve` on a fresh machine needs nothing else.
 */
import { openConfiguredDb } from "./configured-db";
import { migrations } from "~/lib/db/migrations";

try {
  const { db, where } = await openConfiguredDb();
  await db.destroy();
  console.log(`Database ${where} is at the newest schema (${Object.keys(migrations).length} migrations).`);
} catch (error) {
  console.error(`\nMigration failed: ${(error as Error)?.message ?? error}\n`);
  process.exit(1);
}
