import { PostgresAdapter, type CreateTableBuilder, type Kysely } from "kysely";

export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key on either database. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/**
 * First-touch attribution and proof of consent, kept on every lead row.
 * Timestamps are ISO 8601 UTC strings written by the app: they sort and compare the same way
 * on SQLite and PostgreSQL and come back as the same type from both drivers.
 */
export function withLeadColumns<T extends string>(table: CreateTableBuilder<T, any>) {
  return table
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("referrer", "text")
    .addColumn("landing_page", "text")
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull());
}
