import type { Kysely } from "kysely";
import { bali } from "~/content/retreats/bali";
import { goa } from "~/content/retreats/goa";
import { maldives } from "~/content/retreats/maldives";
import { morocco } from "~/content/retreats/morocco";
import { withId } from "./helpers";

/**
 * A retreat's whole story in the database (docs/decisions/043-retreat-content-in-the-database.md):
 * its published content (JSON checked by RetreatSchema on every save), the draft the organiser
 * is editing, a version number that a stale form is refused by, its place in the menus and when
 * it was archived; every saved version in retreat_versions; and an edition's own itinerary,
 * when it differs from the retreat's.
 *
 * The four retreats are seeded from the typed files of app/content/retreats, which stay only as
 * this seed's data: the migration copies them as they stood when it ran, and the database is the
 * source from then on.
 */
const SEED = [goa, maldives, bali, morocco];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("retreats").addColumn("content", "text").execute();
  await db.schema.alterTable("retreats").addColumn("draft", "text").execute();
  await db.schema.alterTable("retreats").addColumn("version", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("retreats").addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("retreats").addColumn("archived_at", "text").execute();
  await withId(db, db.schema.createTable("retreat_versions"))
    .addColumn("retreat", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("section", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull().defaultTo("admin"))
    .execute();
  await db.schema.createIndex("retreat_versions_retreat").on("retreat_versions").columns(["retreat", "version"]).unique().execute();
  await db.schema
    .createTable("edition_itineraries")
    .addColumn("edition_id", "integer", (c) => c.primaryKey())
    .addColumn("days", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull().defaultTo("admin"))
    .execute();

  const at = new Date().toISOString();
  const existing = new Set((await db.selectFrom("retreats").select("id").execute()).map((r) => r.id as string));
  for (const [i, retreat] of SEED.entries()) {
    const content = JSON.stringify(retreat);
    const values = { content, draft: null, version: 1, position: i + 1, updated_at: at };
    if (existing.has(retreat.id)) await db.updateTable("retreats").set(values).where("id", "=", retreat.id).execute();
    else await db.insertInto("retreats").values({ id: retreat.id, next_season: "Dates to be announced", archived_at: null, ...values }).execute();
    await db
      .insertInto("retreat_versions")
      .values({ retreat: retreat.id, version: 1, action: "seeded", section: null, content, at, actor_id: null, actor: "system" })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("edition_itineraries").execute();
  await db.schema.dropTable("retreat_versions").execute();
  for (const column of ["archived_at", "position", "version", "draft", "content"])
    await db.schema.alterTable("retreats").dropColumn(column).execute();
}
