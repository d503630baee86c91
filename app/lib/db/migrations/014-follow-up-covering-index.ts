import type { Kysely } from "kysely";

/**
 * The follow-up's due people read from the index alone: the header's count of
 * follow-ups due and the queue's walk by follow-up day test the stage and the creation time of
 * every person whose day has come, which migration 011's index on the day only made a table
 * lookup per person. Its leading column is the same, so it replaces that index.
 */
export async function up(db: Kysely<any>) {
  await db.schema.createIndex("lead_people_due_idx").on("lead_people").columns(["follow_up_on", "stage", "created_at"]).execute();
  await db.schema.dropIndex("lead_people_follow_up_idx").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.createIndex("lead_people_follow_up_idx").on("lead_people").columns(["follow_up_on"]).execute();
  await db.schema.dropIndex("lead_people_due_idx").execute();
}
