import { sql, type Kysely } from "kysely";

/**
 * The e-mails sent to one address in the last day, counted when a lead is stored: at most a few
 * confirmation e-mails go to one recipient a day, so the forms cannot be used to flood a stranger
 * (enqueue.server.ts, docs/decisions/030). The same expression on SQLite and PostgreSQL; the
 * query spells it identically, lower(to_address), so both use the index.
 */
export async function up(db: Kysely<any>) {
  await sql`create index mail_outbox_recipient_idx on mail_outbox (lower(to_address), created_at)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists mail_outbox_recipient_idx`.execute(db);
}
