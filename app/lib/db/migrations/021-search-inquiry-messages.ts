import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * The search reads an inquiry's message too, so a word the visitor wrote ("beginner") finds
 * them, on the inquiries tab and on the people list (docs/admin.md, "People"). The same two
 * indexes as before, one column wider: SQLite's FTS5 trigram table of 002 (with its triggers)
 * and PostgreSQL's stored, lowered search_text of 006 with its pg_trgm index. Both are rebuilt
 * from the rows, so every existing inquiry is found by its message at once. The columns are
 * copied here, not imported (a migration never changes once shipped); a test checks them
 * against LEAD_TABLES.
 */
const BEFORE = ["name", "email", "phone", "company"];
const AFTER = ["name", "email", "phone", "company", "message"];

async function sqliteSearch(db: Kysely<any>, columns: string[]) {
  const fts = "inquiries_search";
  for (const t of ["ai", "ad", "au"]) await sql.raw(`drop trigger if exists inquiries_search_${t}`).execute(db);
  await sql.raw(`drop table if exists ${fts}`).execute(db);
  const cols = columns.join(", ");
  const newCols = columns.map((c) => `new.${c}`).join(", ");
  const oldCols = columns.map((c) => `old.${c}`).join(", ");
  await sql.raw(`create virtual table ${fts} using fts5(${cols}, content='inquiries', content_rowid='id', tokenize='trigram')`).execute(db);
  await sql.raw(`create trigger inquiries_search_ai after insert on inquiries begin insert into ${fts}(rowid, ${cols}) values (new.id, ${newCols}); end`).execute(db);
  await sql.raw(`create trigger inquiries_search_ad after delete on inquiries begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); end`).execute(db);
  await sql
    .raw(`create trigger inquiries_search_au after update of ${cols} on inquiries begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); insert into ${fts}(rowid, ${cols}) values (new.id, ${newCols}); end`)
    .execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
}

async function pgSearch(db: Kysely<any>, columns: string[]) {
  const expression = `lower(${columns.map((c) => `coalesce(${c}, '')`).join(" || chr(31) || ")})`;
  // Dropping the column drops its trigram index with it.
  await sql.raw(`alter table inquiries drop column if exists search_text`).execute(db);
  await sql.raw(`alter table inquiries add column search_text text generated always as (${expression}) stored`).execute(db);
  const index = `create index inquiries_search_text_idx on inquiries using gin (search_text gin_trgm_ops)`;
  await sql`do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then execute ${sql.lit(index)}; end if; end $$`.execute(db);
}

export async function up(db: Kysely<any>) {
  if (isPostgres(db)) await pgSearch(db, AFTER);
  else await sqliteSearch(db, AFTER);
}

export async function down(db: Kysely<any>) {
  if (isPostgres(db)) await pgSearch(db, BEFORE);
  else await sqliteSearch(db, BEFORE);
}
