import type { Kysely } from "kysely";
import { withId, withLeadColumns } from "./helpers";

/** Every table the site starts with: the leads, the admin's sessions, and the mail outbox. */
export async function up(db: Kysely<any>) {
  await withLeadColumns(
    withId(db, db.schema.createTable("brochure_signups"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("brochure_url", "text", (c) => c.notNull()),
  ).execute();

  await withLeadColumns(
    withId(db, db.schema.createTable("waitlist_signups"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("retreat_location", "text", (c) => c.notNull()),
  ).execute();

  // Contact messages, corporate inquiries and host applications: one table, told apart by kind.
  await withLeadColumns(
    withId(db, db.schema.createTable("inquiries"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("company", "text")
      .addColumn("expertise", "text")
      .addColumn("dates", "text")
      .addColumn("message", "text", (c) => c.notNull()),
  ).execute();

  await withLeadColumns(
    withId(db, db.schema.createTable("newsletter_subscribers"))
      .addColumn("name", "text")
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("confirm_token_hash", "text")
      .addColumn("confirmed_at", "text")
      .addColumn("unsubscribed_at", "text"),
  ).execute();

  for (const table of ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"]) {
    await db.schema.createIndex(`${table}_created_at_idx`).on(table).column("created_at").execute();
    await db.schema.createIndex(`${table}_email_idx`).on(table).columns(["email", "created_at"]).execute();
  }
  await db.schema.createIndex("brochure_signups_source_idx").on("brochure_signups").columns(["source_page", "created_at"]).execute();
  await db.schema.createIndex("waitlist_signups_location_idx").on("waitlist_signups").columns(["retreat_location", "created_at"]).execute();
  await db.schema.createIndex("inquiries_kind_idx").on("inquiries").columns(["kind", "created_at"]).execute();

  // Fixed-window counters for rate limits and login throttling, shared by every server instance.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();

  await db.schema
    .createTable("app_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("admin_login_attempts"))
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("succeeded", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_login_attempts_idx").on("admin_login_attempts").columns(["created_at", "ip"]).execute();

  // Transactional outbox: a lead and its e-mails are written together; a worker sends them.
  await withId(db, db.schema.createTable("mail_outbox"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("lead_table", "text")
    .addColumn("lead_id", "integer")
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull()) // pending | sending | sent | failed
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>) {
  const tables = ["mail_outbox", "admin_login_attempts", "admin_sessions", "app_settings", "rate_limits", "newsletter_subscribers", "inquiries", "waitlist_signups", "brochure_signups"];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
