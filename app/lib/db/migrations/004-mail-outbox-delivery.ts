import type { Kysely } from "kysely";

/**
 * Delivery columns for the mail outbox:
 * - headers: a JSON object of extra message headers (Reply-To for the organiser, and the RFC 8058
 *   List-Unsubscribe pair on every newsletter e-mail), fixed when the row is enqueued so a retry
 *   sends exactly the same message.
 * - claim_token: a random value written when a worker claims a row. The worker only records the
 *   outcome where the token is still its own, so a worker whose lease ran out (and whose row
 *   another instance reclaimed) cannot overwrite the newer attempt's result.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("mail_outbox").addColumn("headers", "text").execute();
  await db.schema.alterTable("mail_outbox").addColumn("claim_token", "text").execute();
  // The admin counts failed mail; the claim query reads (status, next_attempt_at) via 001's index.
  await db.schema.createIndex("mail_outbox_lead_idx").on("mail_outbox").columns(["lead_table", "lead_id"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("mail_outbox_lead_idx").ifExists().execute();
  await db.schema.alterTable("mail_outbox").dropColumn("claim_token").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("headers").execute();
}
