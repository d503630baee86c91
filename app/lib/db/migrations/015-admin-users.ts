import type { Kysely } from "kysely";
import { withId } from "./helpers";

/** What the records made before named users say about who made them. */
export const BEFORE_USERS = "admin (before users)";

/**
 * Named admin users (docs/team.md "Users and roles"): each with a role and a password of their own, the
 * single-use links that create or reset them (setup, invitation, reset), their two-factor
 * recovery codes, and the audit log of who did what. The sessions belong to a user from now on,
 * so every session of the shared password ends here, once; the shared password itself keeps
 * working until the owner is created (it becomes the owner's password). The timeline, the
 * edition history and the photo log gain who made each entry; what is already there was made
 * before users.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable("admin_users"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("removed_at", "text")
    .execute();

  await db.schema
    .createTable("admin_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("email", "text")
    .addColumn("role", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await withId(db, db.schema.createTable("admin_recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("admin_recovery_codes_user").on("admin_recovery_codes").column("user_id").execute();

  await withId(db, db.schema.createTable("admin_audit"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("admin_audit_at").on("admin_audit").column("at").execute();
  await db.schema.createIndex("admin_audit_user_at").on("admin_audit").columns(["user_id", "at"]).execute();

  // Every session of the shared password ends once, here: a session now names its user.
  await db.deleteFrom("admin_sessions").execute();
  await db.schema.alterTable("admin_sessions").addColumn("user_id", "integer").execute();
  await db.schema.alterTable("admin_sessions").addColumn("kind", "text", (c) => c.notNull().defaultTo("user")).execute();
  await db.schema.alterTable("admin_sessions").addColumn("user_agent", "text").execute();
  await db.schema.createIndex("admin_sessions_user").on("admin_sessions").column("user_id").execute();

  for (const table of ["lead_events", "retreat_edition_history", "photo_changes"]) {
    await db.schema.alterTable(table).addColumn("actor_id", "integer").execute();
    await db.schema
      .alterTable(table)
      .addColumn("actor", "text", (c) => c.notNull().defaultTo(BEFORE_USERS))
      .execute();
  }

  const now = new Date().toISOString();
  await db
    .insertInto("app_settings")
    .values({ key: "admin_users_since", value: now, updated_at: now })
    .execute();
  await db.insertInto("admin_audit").values({ at: now, user_id: null, actor: "system", action: "users.switch", subject: null, detail: "Named users introduced; every open session was ended." }).execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ["lead_events", "retreat_edition_history", "photo_changes"]) {
    await db.schema.alterTable(table).dropColumn("actor").execute();
    await db.schema.alterTable(table).dropColumn("actor_id").execute();
  }
  await db.schema.dropIndex("admin_sessions_user").execute();
  for (const column of ["user_agent", "kind", "user_id"]) await db.schema.alterTable("admin_sessions").dropColumn(column).execute();
  await db.deleteFrom("app_settings").where("key", "=", "admin_users_since").execute();
  await db.schema.dropTable("admin_audit").execute();
  await db.schema.dropTable("admin_recovery_codes").execute();
  await db.schema.dropTable("admin_tokens").execute();
  await db.schema.dropTable("admin_users").execute();
}
