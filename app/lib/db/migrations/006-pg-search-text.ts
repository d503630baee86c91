import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * PostgreSQL: the searched columns of each lead table, joined by a unit separator and lowered,
 * kept by the database in a stored generated column `search_text` with one pg_trgm GIN index,
 * instead of 002's index over the separate columns: `search_text LIKE lower(p)` gives the
 * leads of an ILIKE of each column (ILIKE on UTF-8 is LIKE on lower() of both sides) without
 * lowering every column of every lead it tests. The (UTC day, source page, created_at) index
 * also got search_text as an INCLUDE column, for reads that 008 removed. SQLite: nothing.
 */
const SEARCH_TEXT_PG: Record<"brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers", string[]> = {
  brochure_signups: ["name", "email", "phone"],
  waitlist_signups: ["name", "email", "phone"],
  inquiries: ["name", "email", "phone", "company"],
  newsletter_subscribers: ["name", "email"],
};

const expression = (columns: string[]) => `lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || chr(31) || ")})`;

/** Runs `statement` only where pg_trgm is installed (002 made it optional). */
const ifTrgm = (statement: string) =>
  sql`do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then execute ${sql.lit(statement)}; end if; end $$`;

export async function up(db: Kysely<any>) {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(SEARCH_TEXT_PG)) {
    await sql.raw(`alter table ${table} add column search_text text generated always as (${expression(columns)}) stored`).execute(db);
    await ifTrgm(`create index ${table}_search_text_idx on ${table} using gin (search_text gin_trgm_ops)`).execute(db);
    // Replaced by the index above: one GIN index per lead, as before, not two.
    await sql.raw(`drop index if exists ${table}_search_idx`).execute(db);
    await sql.raw(`create index ${table}_day_search_idx on ${table} (substr(created_at, 1, 10), source_page, created_at) include (search_text)`).execute(db);
    // The wider index serves everything the narrower one did (same key columns).
    await sql.raw(`drop index if exists ${table}_day_idx`).execute(db);
  }
}

export async function down(db: Kysely<any>) {
  if (!isPostgres(db)) return;
  for (const [table, columns] of Object.entries(SEARCH_TEXT_PG)) {
    await sql.raw(`create index if not exists ${table}_day_idx on ${table} (substr(created_at, 1, 10), source_page, created_at)`).execute(db);
    await sql.raw(`drop index if exists ${table}_day_search_idx`).execute(db);
    await ifTrgm(`create index if not exists ${table}_search_idx on ${table} using gin (${columns.map((c) => `${c} gin_trgm_ops`).join(", ")})`).execute(db);
    await sql.raw(`drop index if exists ${table}_search_text_idx`).execute(db);
    await sql.raw(`alter table ${table} drop column if exists search_text`).execute(db);
  }
}
