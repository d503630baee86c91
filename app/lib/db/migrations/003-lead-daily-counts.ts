import { sql, type Kysely } from "kysely";
import { isPostgres } from "./helpers";

/**
 * A per-day, per-source-page count of every lead table, kept in step by triggers, that the
 * admin's statistics read under an earlier, 50 ms budget. Dropped by 008: grouped counts of
 * the leads meet today's (docs/decisions/025-admin-reads.md).
 */
const COUNTED_TABLES = ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"];

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("lead_daily_counts")
    .addColumn("lead_table", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_daily_counts_pk", ["lead_table", "day", "source_page"])
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function lead_daily_counts_trg() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update lead_daily_counts set count = count - 1
           where lead_table = tg_table_name and day = substr(old.created_at, 1, 10) and source_page = old.source_page;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into lead_daily_counts (lead_table, day, source_page, count)
          values (tg_table_name, substr(new.created_at, 1, 10), new.source_page, 1)
          on conflict (lead_table, day, source_page) do update set count = lead_daily_counts.count + 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      await sql
        .raw(`create trigger ${table}_daily_counts after insert or delete or update of created_at, source_page on ${table} for each row execute function lead_daily_counts_trg()`)
        .execute(db);
    }
  } else {
    for (const table of COUNTED_TABLES) {
      const add = (row: string) =>
        `insert into lead_daily_counts (lead_table, day, source_page, count) values ('${table}', substr(${row}.created_at, 1, 10), ${row}.source_page, 1) on conflict (lead_table, day, source_page) do update set count = count + 1;`;
      const remove = (row: string) =>
        `update lead_daily_counts set count = count - 1 where lead_table = '${table}' and day = substr(${row}.created_at, 1, 10) and source_page = ${row}.source_page;`;
      await sql.raw(`create trigger ${table}_counts_ai after insert on ${table} begin ${add("new")} end`).execute(db);
      await sql.raw(`create trigger ${table}_counts_ad after delete on ${table} begin ${remove("old")} end`).execute(db);
      await sql.raw(`create trigger ${table}_counts_au after update of created_at, source_page on ${table} begin ${remove("old")} ${add("new")} end`).execute(db);
    }
  }
  for (const table of COUNTED_TABLES) {
    await sql
      .raw(`insert into lead_daily_counts (lead_table, day, source_page, count) select '${table}', substr(created_at, 1, 10), source_page, count(*) from ${table} group by substr(created_at, 1, 10), source_page`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>) {
  for (const table of COUNTED_TABLES) {
    if (isPostgres(db)) await sql.raw(`drop trigger if exists ${table}_daily_counts on ${table}`).execute(db);
    else for (const t of ["ai", "ad", "au"]) await sql.raw(`drop trigger if exists ${table}_counts_${t}`).execute(db);
  }
  if (isPostgres(db)) await sql`drop function if exists lead_daily_counts_trg()`.execute(db);
  await db.schema.dropTable("lead_daily_counts").ifExists().execute();
}
