import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * The admin reads its leads with plain grouped queries (docs/decisions/025-admin-reads.md), so
 * what only the removed machinery used goes: 003's per-day counts and their triggers, 007's
 * change versions and their triggers, and the (day, source page, created_at) indexes widened
 * with the searched text (005 on SQLite, 006's INCLUDE on PostgreSQL), put back at their
 * narrow width for the grouped counts. Lead rows, the FTS5 trigram tables (002) and
 * PostgreSQL's search_text with its pg_trgm index (006) stay. No down: what it drops only
 * served code that is gone (a backup taken before is the way back: docs/operations.md).
 */
const LEAD_TABLES = ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"];

export async function up(db: Kysely<any>) {
  const pg = isPostgres(db);
  for (const table of LEAD_TABLES) {
    const triggers = pg ? ["daily_counts", "version", "daily_counts_truncate"] : ["counts_ai", "counts_ad", "counts_au", "version_ad", "version_au"];
    for (const t of triggers) await sql.raw(`drop trigger if exists ${table}_${t}${pg ? ` on ${table}` : ""}`).execute(db);
    await sql.raw(`create index if not exists ${table}_day_idx on ${table} (substr(created_at, 1, 10), source_page, created_at)`).execute(db);
    await sql.raw(`drop index if exists ${table}_day_search_idx`).execute(db);
  }
  if (pg) for (const f of ["lead_daily_counts_trg", "lead_table_versions_trg", "lead_daily_counts_truncate_trg"]) await sql.raw(`drop function if exists ${f}()`).execute(db);
  await db.schema.dropTable("lead_table_versions").ifExists().execute();
  await db.schema.dropTable("lead_daily_counts").ifExists().execute();
}
