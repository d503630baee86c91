#!/usr/bin/env node
/**
 * npm run restore -- <backup file> --yes
 * Replaces the site's database with a backup made by `npm run backup`. Stop the server first
 * (docs/operations.md). Without --yes it only says what it would do, because everything
 * written since the backup is lost.
 */
import { parseArgs } from "node:util";
import { databaseTarget } from "../app/lib/db/connection.server.mjs";
import { restorePostgres, restoreSqlite } from "../server/ops/restore.mjs";
import { createLogger } from "../server/logger.mjs";

// Log lines go to stderr, so stdout carries only the result (e.g. the backup's path for scripts).
const logger = createLogger({ destination: process.stderr });

const { values, positionals } = parseArgs({ options: { yes: { type: "boolean", default: false } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error("Usage: npm run restore -- <backup file> --yes");
  process.exit(2);
}
try {
  const target = databaseTarget();
  const where = target.kind === "sqlite" ? target.file : target.url.replace(/\/\/[^@/]*@/, "//***@");
  if (!values.yes) {
    console.error(`This replaces the ${target.kind} database at ${where} with ${file}; everything written since that backup is lost.\nStop the server, then run again with --yes.`);
    process.exit(2);
  }
  if (target.kind === "sqlite") await restoreSqlite(file, target.file);
  else await restorePostgres(file, target.url);
  logger.info({ database: target.kind, from: file }, "database restored");
} catch (error) {
  logger.error({ error: error.message }, "restore failed");
  process.exitCode = 1;
}
