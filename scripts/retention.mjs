#!/usr/bin/env node
/**
 * npm run retention [-- --days N] [-- --dry-run]
 * Erases leads older than LEAD_RETENTION_DAYS (or --days) from every lead table, with their
 * queued e-mails, and prints how many rows went from each table (docs/operations.md).
 */
import { parseArgs } from "node:util";
import { openOpsDb } from "../app/lib/db/connection.server.mjs";
import { getEnv, parseEnv } from "../app/lib/env.server.mjs";
import { eraseExpiredLeads } from "../server/ops/retention.mjs";
import { createLogger } from "../server/logger.mjs";

// Log lines go to stderr, so stdout carries only the result (e.g. the backup's path for scripts).
const logger = createLogger({ destination: process.stderr });

const { values } = parseArgs({ options: { days: { type: "string" }, "dry-run": { type: "boolean", default: false } } });
let db;
try {
  // --days is checked by the same rule as LEAD_RETENTION_DAYS.
  const days = values.days === undefined ? getEnv().LEAD_RETENTION_DAYS : parseEnv({ LEAD_RETENTION_DAYS: values.days }).LEAD_RETENTION_DAYS;
  if (days === undefined) {
    console.error("Set LEAD_RETENTION_DAYS or pass --days N (whole days, at least 1).");
    process.exit(2);
  }
  db = openOpsDb();
  const result = await eraseExpiredLeads(db, { days, dryRun: values["dry-run"] });
  logger.info({ retentionDays: days, dryRun: values["dry-run"], ...result }, values["dry-run"] ? "lead retention (dry run)" : "lead retention ran");
} catch (error) {
  logger.error({ error: error.message }, "lead retention failed");
  process.exitCode = 1;
} finally {
  await db?.destroy();
}
