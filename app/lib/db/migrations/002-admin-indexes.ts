import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * Indexes for the admin dashboard: (created_at, id) for paging newest first and the
 * export's keyset; (UTC day, source_page, created_at) for the grouped statistics;
 * (source_page, created_at) for the retreat filter; substring search over the searched columns
 * (an FTS5 trigram table kept in step by triggers on SQLite, pg_trgm GIN indexes on
 * PostgreSQL); and the session and throttle lookups.
 */
const SEARCH_COLUMNS: Record<string, string[]> = {
  brochure_signups: ["name", "email", "phone"],
  waitlist_signups: ["name", "email", "phone"],
  inquiries: ["name", "email", "phone", "company"],
  newsletter_subscribers: ["name", "email"],
};
const leadTables = Object.keys(SEARCH_COLUMNS);

export async function up(db: Kysely<any>) {
  for (const table of leadTables) {
    await db.schema.createIndex(`${table}_created_id_idx`).on(table).columns(["created_at", "id"]).execute();
    await sql`create index ${sql.id(`${table}_day_idx`)} on ${sql.table(table)} (substr(created_at, 1, 10), source_page, created_at)`.execute(db);
  }
  for (const table of ["waitlist_signups", "inquiries", "newsletter_subscribers"]) {
    await db.schema.createIndex(`${table}_source_idx`).on(table).columns(["source_page", "created_at"]).execute();
  }
  await db.schema.createIndex("admin_sessions_expires_idx").on("admin_sessions").column("expires_at").execute();
  await db.schema.createIndex("admin_login_attempts_ip_idx").on("admin_login_attempts").columns(["ip", "created_at"]).execute();

  if (isPostgres(db)) {
    // pg_trgm is a trusted contrib extension (a database owner may create it). Where it is not
    // installed the dashboard still works, searching by scan; the migration must not fail.
    await sql`do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm unavailable: %', sqlerrm; end $$`.execute(db);
    for (const [table, columns] of Object.entries(SEARCH_COLUMNS)) {
      const list = columns.map((c) => `${c} gin_trgm_ops`).join(", ");
      const statement = `create index ${table}_search_idx on ${table} using gin (${list})`;
      await sql`do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then execute ${sql.lit(statement)}; end if; end $$`.execute(db);
    }
  } else {
    for (const [table, columns] of Object.entries(SEARCH_COLUMNS)) {
      const fts = `${table}_search`;
      const cols = columns.join(", ");
      const newCols = columns.map((c) => `new.${c}`).join(", ");
      const oldCols = columns.map((c) => `old.${c}`).join(", ");
      await sql.raw(`create virtual table ${fts} using fts5(${cols}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
      await sql.raw(`create trigger ${table}_search_ai after insert on ${table} begin insert into ${fts}(rowid, ${cols}) values (new.id, ${newCols}); end`).execute(db);
      await sql.raw(`create trigger ${table}_search_ad after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); end`).execute(db);
      await sql.raw(`create trigger ${table}_search_au after update of ${cols} on ${table} begin insert into ${fts}(${fts}, rowid, ${cols}) values ('delete', old.id, ${oldCols}); insert into ${fts}(rowid, ${cols}) values (new.id, ${newCols}); end`).execute(db);
      await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>) {
  for (const table of leadTables) {
    await db.schema.dropIndex(`${table}_created_id_idx`).ifExists().execute();
    await db.schema.dropIndex(`${table}_day_idx`).ifExists().execute();
    if (isPostgres(db)) await db.schema.dropIndex(`${table}_search_idx`).ifExists().execute();
    else {
      for (const t of ["ai", "ad", "au"]) await sql.raw(`drop trigger if exists ${table}_search_${t}`).execute(db);
      await sql.raw(`drop table if exists ${table}_search`).execute(db);
    }
  }
  for (const table of ["waitlist_signups", "inquiries", "newsletter_subscribers"])
    await db.schema.dropIndex(`${table}_source_idx`).ifExists().execute();
  await db.schema.dropIndex("admin_sessions_expires_idx").ifExists().execute();
  await db.schema.dropIndex("admin_login_attempts_ip_idx").ifExists().execute();
}
