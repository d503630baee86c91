#!/usr/bin/env node
/**
 * npm run backup [-- --out <file>]
 * A consistent online copy of the site's database, taken while the server runs
 * (docs/operations.md). SQLite: <BACKUP_DIR>/retreatly-<UTC time>.sqlite via SQLite's backup
 * API; PostgreSQL (DATABASE_URL): a pg_dump custom-format file, .dump.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backupName, backupPostgres, backupSqlite } from "../server/ops/backup.mjs";
import { databaseTarget } from "../app/lib/db/connection.server.mjs";
import { getEnv } from "../app/lib/env.server.mjs";
import { createLogger } from "../server/logger.mjs";

// Log lines go to stderr, so stdout carries only the result (e.g. the backup's path for scripts).
const logger = createLogger({ destination: process.stderr });

const { values } = parseArgs({ options: { out: { type: "string" } } });
try {
  const env = getEnv();
  const target = databaseTarget(env);
  const dir = path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, "backups"));
  const out = path.resolve(values.out ?? path.join(dir, backupName(new Date(), target.kind === "sqlite" ? "sqlite" : "dump")));
  const result = target.kind === "sqlite" ? await backupSqlite(target.file, out) : await backupPostgres(target.url, out);
  logger.info({ database: target.kind, ...result }, "backup written");
  console.log(result.file);
} catch (error) {
  logger.error({ error: error.message }, "backup failed");
  process.exitCode = 1;
}
