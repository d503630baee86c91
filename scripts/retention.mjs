#!/usr/bin/env node
/**
 * npm run retention [-- --days N] [-- --dry-run]
 * Erases leads older than LEAD_RETENTION_DAYS (or --days) from every lead table, with their
 * queued e-mails, and prints how many rows went from each table (docs/operations.md).
 */
import { parseArgs } from "node:util";
import { databaseTarget, openOpsDb } from "../server/ops/database.mjs";
import { eraseExpiredLeads, retentionDays } from "../server/ops/retention.mjs";
import { createLogger } from "../server/logger.mjs";

// Log lines go to stderr, so stdout carries only the result (e.g. the backup's path for scripts).
const logger = createLogger({ destination: process.stderr });

const { values } = parseArgs({ options: { days: { type: "string" }, "dry-run": { type: "boolean", default: false } } });
let db;
try {
  const days = retentionDays(values.days === undefined ? process.env : { LEAD_RETENTION_DAYS: values.days });
  if (days === null) {
    console.error("Set LEAD_RETENTION_DAYS or pass --days N (whole days, at least 1).");
    process.exit(2);
  }
  db = openOpsDb(databaseTarget());
  const result = await eraseExpiredLeads(db, { days, dryRun: values["dry-run"] });
  logger.info({ retentionDays: days, dryRun: values["dry-run"], ...result }, values["dry-run"] ? "lead retention (dry run)" : "lead retention ran");
} catch (error) {
  logger.error({ error: error.message }, "lead retention failed");
  process.exitCode = 1;
} finally {
  await db?.destroy();
}
