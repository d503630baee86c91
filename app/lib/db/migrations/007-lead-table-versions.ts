import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";
import { COUNTED_TABLES } from "./003-lead-daily-counts";
import { SEARCH_TEXT_PG } from "./006-pg-search-text";

/**
 * A change counter per lead table, raised by triggers whenever a lead is deleted or its searched
 * text, creation time or source page is updated: every change to what the admin's in-memory
 * search copy holds (app/lib/admin/lead-mirror.server.ts, docs/decisions/024) that a new id
 * does not show. Each server instance compares it with the version its copy was loaded at, so
 * a delete or an edit by any instance is seen by all. Inserts do not raise it: the copy reads
 * leads above the highest id it holds, and checks its size against lead_daily_counts (003).
 * On PostgreSQL a TRUNCATE raises it too, and also empties the table's daily counts (003 has
 * no trigger for it). A change the triggers cannot see (a restore of the file) comes with a
 * restart, which empties the copy (docs/operations.md: stop the server to restore).
 */
export const MIRRORED_COLUMNS: Record<string, string[]> = Object.fromEntries(
  // The id too: a lead moved above the copy's highest id would otherwise be read twice.
  COUNTED_TABLES.map((table) => [table, ["id", ...SEARCH_TEXT_PG[table as keyof typeof SEARCH_TEXT_PG], "created_at", "source_page"]]),
);

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("lead_table_versions")
    .addColumn("lead_table", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("lead_table_versions")
    .values(COUNTED_TABLES.map((lead_table) => ({ lead_table, version: 0 })))
    .execute();
  if (isPostgres(db)) {
    await sql`
      create function lead_table_versions_trg() returns trigger language plpgsql as $$
      begin
        update lead_table_versions set version = version + 1 where lead_table = tg_table_name;
        return null;
      end $$`.execute(db);
    // TRUNCATE fires no delete trigger, and 003's daily counts would keep counting the leads it
    // removed: both are mended here (SQLite has no TRUNCATE).
    await sql`
      create function lead_daily_counts_truncate_trg() returns trigger language plpgsql as $$
      begin
        delete from lead_daily_counts where lead_table = tg_table_name;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      // Per statement: a delete of many leads raises the version once (and one of none, too:
      // the retention run's daily delete makes each instance load its copies again).
      await sql
        .raw(
          `create trigger ${table}_version after delete or truncate or update of ${MIRRORED_COLUMNS[table]!.join(", ")} on ${table} for each statement execute function lead_table_versions_trg()`,
        )
        .execute(db);
      await sql.raw(`create trigger ${table}_daily_counts_truncate after truncate on ${table} for each statement execute function lead_daily_counts_truncate_trg()`).execute(db);
    }
  } else {
    for (const table of COUNTED_TABLES) {
      const bump = `update lead_table_versions set version = version + 1 where lead_table = '${table}';`;
      await sql.raw(`create trigger ${table}_version_ad after delete on ${table} begin ${bump} end`).execute(db);
      await sql.raw(`create trigger ${table}_version_au after update of ${MIRRORED_COLUMNS[table]!.join(", ")} on ${table} begin ${bump} end`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>) {
  for (const table of COUNTED_TABLES) {
    if (isPostgres(db)) for (const t of ["version", "daily_counts_truncate"]) await sql.raw(`drop trigger if exists ${table}_${t} on ${table}`).execute(db);
    else for (const t of ["ad", "au"]) await sql.raw(`drop trigger if exists ${table}_version_${t}`).execute(db);
  }
  if (isPostgres(db)) {
    await sql`drop function if exists lead_table_versions_trg()`.execute(db);
    await sql`drop function if exists lead_daily_counts_truncate_trg()`.execute(db);
  }
  await db.schema.dropTable("lead_table_versions").ifExists().execute();
}
