import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * A change counter per lead table, raised by triggers on deletes and on edits of what the
 * admin's former in-memory search copy held (removed, with this table, by migration 008).
 * Values are copied here, not imported, so this migration never changes.
 */
const COUNTED_TABLES = ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"];
const MIRRORED_COLUMNS: Record<string, string[]> = {
  brochure_signups: ["id", "name", "email", "phone", "created_at", "source_page"],
  waitlist_signups: ["id", "name", "email", "phone", "created_at", "source_page"],
  inquiries: ["id", "name", "email", "phone", "company", "created_at", "source_page"],
  newsletter_subscribers: ["id", "name", "email", "created_at", "source_page"],
};

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
    // TRUNCATE fires no delete trigger: 003's daily counts are mended here too.
    await sql`
      create function lead_daily_counts_truncate_trg() returns trigger language plpgsql as $$
      begin
        delete from lead_daily_counts where lead_table = tg_table_name;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      // Per statement: a delete of many leads raises the version once.
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
