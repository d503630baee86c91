import type { Migration } from "kysely";
import * as m001 from "./001-initial";
import * as m002admin from "./002-admin-indexes";
import * as m003counts from "./003-lead-daily-counts";
import * as m004mail from "./004-mail-outbox-delivery";

/**
 * Every migration, in order. Each one is written with Kysely's schema builder only, so the same
 * code runs on SQLite and PostgreSQL. Never edit a migration that has shipped: add a new one.
 */
export const migrations: Record<string, Migration> = {
  "001-initial": m001,
  "002-admin-indexes": m002admin,
  "003-lead-daily-counts": m003counts,
  "004-mail-outbox-delivery": m004mail,
};
