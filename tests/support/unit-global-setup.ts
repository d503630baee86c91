import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/lib/postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** postgresql://postgres@127.0.0.1:port of the run's throwaway cluster (databases.ts). */
    pgBase: string;
  }
}

/**
 * One throwaway PostgreSQL cluster for the whole unit run: every test file's databases are
 * created in it (tests/support/databases.ts), instead of each file starting a cluster of its own.
 */
export default async function setup(project: TestProject) {
  // The quick loop runs on SQLite alone (databases.ts).
  if (process.env.TEST_DATABASES === "sqlite") return;
  const cluster = await startPostgres();
  project.provide("pgBase", cluster.base);
  return () => cluster.stop();
}
