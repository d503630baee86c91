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
import { databaseTarget } from "../server/ops/database.mjs";
import { createLogger } from "../server/logger.mjs";

// Log lines go to stderr, so stdout carries only the result (e.g. the backup's path for scripts).
const logger = createLogger({ destination: process.stderr });

const { values } = parseArgs({ options: { out: { type: "string" } } });
try {
  const target = databaseTarget();
  const dir = path.resolve(process.env.BACKUP_DIR?.trim() || path.join(process.env.DATA_DIR?.trim() || "data", "backups"));
  const out = path.resolve(values.out ?? path.join(dir, backupName(new Date(), target.kind === "sqlite" ? "sqlite" : "dump")));
  const result = target.kind === "sqlite" ? await backupSqlite(target.file, out) : await backupPostgres(target.url, out);
  logger.info({ database: target.kind, ...result }, "backup written");
  console.log(result.file);
} catch (error) {
  logger.error({ error: error.message }, "backup failed");
  process.exitCode = 1;
}
