import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createDb, migrate, type Db, type Dialect } from "~/lib/db/db.server";
// @ts-expect-error plain ESM helper without types
import { startPostgres } from "./postgres.mjs";

/**
 * For integration tests that must pass on both databases:
 *
 *   describe.each(dialects)("%s", (dialect) => {
 *     const t = useTestDb(dialect);
 *     it("...", async () => { const db = t.db; ... });
 *   });
 *
 * Each suite gets a fresh, migrated database: a temporary SQLite file, or a new database in a
 * throwaway PostgreSQL cluster started once per test file.
 */
export const dialects: Dialect[] = ["sqlite", "postgres"];

let cluster: Promise<{ createDatabase(prefix?: string, options?: { locale?: string }): Promise<string>; stop(): Promise<void> }> | undefined;
function pgCluster() {
  cluster ??= startPostgres();
  return cluster!;
}

// One cluster per test file, stopped when the file's tests are done. Registered at module
// level: a hook registered inside beforeAll would never run, leaving the cluster behind.
afterAll(async () => {
  if (cluster) await (await cluster).stop();
  cluster = undefined;
});

/** `locale`: PostgreSQL only, the database's locale instead of the cluster's C. */
export function useTestDb(dialect: Dialect, { locale }: { locale?: string } = {}) {
  const handle = { db: undefined as unknown as Db, dialect, url: "" as string, file: "" as string };
  let dir: string | undefined;
  beforeAll(async () => {
    if (dialect === "postgres") {
      handle.url = await (await pgCluster()).createDatabase("t", { locale });
      handle.db = createDb({ databaseUrl: handle.url }).db;
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-sqlite-"));
      handle.file = path.join(dir, "test.sqlite");
      handle.db = createDb({ sqliteFile: handle.file }).db;
    }
    await migrate(handle.db);
  }, 60_000);
  afterAll(async () => {
    await handle.db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return handle;
}
