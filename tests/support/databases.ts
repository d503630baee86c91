import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Db, type Dialect } from "~/lib/db/db.server";
import { migrations } from "~/lib/db/migrations";
import { createDatabase, dropDatabase, startPostgres } from "../../scripts/lib/postgres.mjs";

/**
 * For integration tests that must pass on both databases:
 *
 *   describe.each(dialects)("%s", (dialect) => {
 *     const t = useTestDb(dialect);
 *     it("...", async () => { const db = t.db; ... });
 *   });
 *
 * Each suite gets a fresh, migrated database: a temporary SQLite file, or a new database in the
 * throwaway PostgreSQL cluster that the unit run's global setup started (unit-global-setup.ts),
 * dropped when the suite is done. TEST_DATABASES=sqlite (the quick loop, `npm test`) leaves
 * PostgreSQL out.
 */
export const dialects: Dialect[] = process.env.TEST_DATABASES === "sqlite" ? ["sqlite"] : ["sqlite", "postgres"];

// Under a config without that global setup, the file starts a cluster of its own, stopped when
// its tests are done (registered at module level: a hook registered inside beforeAll would
// never run, leaving the cluster behind).
let ownCluster: Promise<{ base: string; stop(): Promise<void> }> | undefined;
async function pgBase(): Promise<string> {
  const provided = inject("pgBase");
  if (provided) return provided;
  ownCluster ??= startPostgres();
  return (await ownCluster!).base;
}
afterAll(async () => {
  if (ownCluster) await (await ownCluster).stop();
  ownCluster = undefined;
});

/**
 * `locale`: PostgreSQL only, the database's locale instead of the cluster's C. `before`: a
 * migration's number; the database stops at the one before it, for a migration's own test to
 * fill it at the old schema and then `migrate` it.
 */
export function useTestDb(dialect: Dialect, { locale, before }: { locale?: string; before?: string } = {}) {
  const handle = { db: undefined as unknown as Db, dialect, url: "" as string, file: "" as string };
  let dir: string | undefined;
  beforeAll(async () => {
    if (dialect === "postgres") {
      handle.url = await createDatabase(await pgBase(), "t", { locale });
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-sqlite-"));
      handle.file = path.join(dir, "test.sqlite");
    }
    const opened = openDatabase(handle.url ? { url: handle.url } : { file: handle.file }, { migrate: !before });
    handle.db = opened.db;
    await opened.ready;
    if (before) {
      const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < before));
      const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => older } }).migrateToLatest();
      if (error) throw error;
    }
  }, 60_000);
  afterAll(async () => {
    await handle.db?.destroy();
    // The cluster outlives the file: each database goes when its suite is done.
    if (handle.url) await dropDatabase(handle.url);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
