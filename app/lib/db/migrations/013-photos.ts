import type { Kysely } from "kysely";
import { isPostgres, withId } from "./helpers";

/**
 * The organiser's own photographs (docs/decisions/035-photos-in-the-database.md):
 * one row per picture slot that has a photograph (its manifest entry as JSON), the bytes of each
 * variant, and a log of every upload and removal whose highest id is the version every instance
 * checks before it shows a page's pictures.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("photos")
    .addColumn("image_id", "text", (c) => c.primaryKey())
    .addColumn("alt", "text", (c) => c.notNull())
    .addColumn("entry", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("photo_files")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("image_id", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("body", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("photo_files_image_id").on("photo_files").column("image_id").execute();
  await withId(db, db.schema.createTable("photo_changes"))
    .addColumn("image_id", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("photo_changes").execute();
  await db.schema.dropTable("photo_files").execute();
  await db.schema.dropTable("photos").execute();
}
