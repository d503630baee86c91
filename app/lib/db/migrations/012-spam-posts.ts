import { sql, type Kysely } from "kysely";
import { withId } from "./helpers";

/**
 * Posts the bot checks caught (honeypot, minimum fill time, later checks), kept apart from the
 * leads (docs/decisions/033-spam-time-zone-xlsx.md): nothing a visitor sent is
 * lost, yet no statistic, chart or export of the leads ever counts one. A post leaves this table
 * when the organiser moves it to the leads ("Not spam") or after 30 days (server/ops/retention.mjs).
 *
 * The visitor's fields are one JSON object (`fields`), so this table has no e-mail column of its
 * own; `context` holds what storing it as a lead needs later (source page, attribution, consent,
 * the retreat's name and brochure at the time). `valid` is 0 when the fields failed the form's
 * schema: such a post is kept to be read, and cannot be moved to the leads.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable("spam_posts"))
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("ms_since_render", "integer")
    .addColumn("valid", "integer", (c) => c.notNull())
    .addColumn("source_page", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("context", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`create index spam_posts_created_idx on spam_posts (created_at, id)`.execute(db);
  // The waitlist's retreat filter and figures go by the retreat the visitor chose:
  // its distinct values are read by seeks in this index, as the source pages are.
  await sql`create index waitlist_retreat_location_idx on waitlist_signups (retreat_location, created_at)`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`drop index if exists waitlist_retreat_location_idx`.execute(db);
  await db.schema.dropTable("spam_posts").ifExists().execute();
}
