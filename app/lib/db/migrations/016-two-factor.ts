import type { Kysely } from "kysely";

/**
 * Two-factor sign-in (docs/team.md "Two-factor sign-in"): the last time-step whose code a user
 * gave, so the same code is never accepted twice (RFC 6238 §5.2), even within its 30 seconds or
 * by two servers at once. The secret and the recovery codes have their columns since 015.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("admin_users").addColumn("totp_last_step", "integer").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("admin_users").dropColumn("totp_last_step").execute();
}
