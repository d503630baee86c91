import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * SQLite: 002's (UTC day, source page, created_at) index widened with the searched columns
 * joined by a unit separator, so a broad search's statistics could read that index alone.
 * Narrowed back by 008 (docs/decisions/025-admin-reads.md). PostgreSQL: nothing.
 */
const SEARCH_TEXT: Record<"brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers", string> = {
  brochure_signups: "coalesce(name, '') || char(31) || coalesce(email, '') || char(31) || coalesce(phone, '')",
  waitlist_signups: "coalesce(name, '') || char(31) || coalesce(email, '') || char(31) || coalesce(phone, '')",
  inquiries:
    "coalesce(name, '') || char(31) || coalesce(email, '') || char(31) || coalesce(phone, '') || char(31) || coalesce(company, '')",
  newsletter_subscribers: "coalesce(name, '') || char(31) || coalesce(email, '')",
};

export async function up(db: Kysely<any>) {
  if (isPostgres(db)) return;
  for (const [table, text] of Object.entries(SEARCH_TEXT)) {
    await sql.raw(`create index ${table}_day_search_idx on ${table} (substr(created_at, 1, 10), source_page, created_at, ${text})`).execute(db);
    // The wider index serves everything the narrower one did (same leading columns).
    await sql.raw(`drop index if exists ${table}_day_idx`).execute(db);
  }
}

export async function down(db: Kysely<any>) {
  if (isPostgres(db)) return;
  for (const table of Object.keys(SEARCH_TEXT)) {
    await sql.raw(`create index if not exists ${table}_day_idx on ${table} (substr(created_at, 1, 10), source_page, created_at)`).execute(db);
    await sql.raw(`drop index if exists ${table}_day_search_idx`).execute(db);
  }
}
