import type { Db } from "~/lib/db/db.server";
import type { AdminRole, AdminUserTable } from "~/lib/db/schema";
import type { Selectable } from "kysely";
import { now as clockNow } from "~/lib/clock.server";

/**
 * The admin's named users (docs/team.md "Users and roles"). An owner manages users, reads the audit log
 * and changes the site's settings (the two-factor requirement); a member follows up leads and
 * edits retreats and photographs. The admin has no bulk deletion: each lead is deleted alone. A removed user
 * keeps their row, so the records that name them still do, but can no longer sign in.
 */
export type AdminUserRow = Selectable<AdminUserTable>;

/**
 * Who is signed in. `user` is a named user; `break-glass` the server's ADMIN_PASSWORD_HASH, an
 * owner without a name for the day nobody can sign in; `legacy` the shared password of before
 * users, which may only create the owner.
 */
export type Admin =
  | { kind: "user"; id: number; name: string; email: string; role: AdminRole; twoFactor: boolean }
  | { kind: "break-glass"; id: null; name: "break-glass owner"; email: null; role: "owner"; twoFactor: false }
  | { kind: "legacy"; id: null; name: "admin"; email: null; role: "member"; twoFactor: false };

export const BREAK_GLASS: Admin = { kind: "break-glass", id: null, name: "break-glass owner", email: null, role: "owner", twoFactor: false };
export const LEGACY: Admin = { kind: "legacy", id: null, name: "admin", email: null, role: "member", twoFactor: false };

export function adminOf(row: AdminUserRow): Admin {
  return { kind: "user", id: row.id, name: row.name, email: row.email, role: row.role, twoFactor: Boolean(row.totp_enabled_at) };
}

/** Who an entry names: the user's id and their name as it was when they made it. */
interface Actor {
  actor_id: number | null;
  actor: string;
}

export function actorOf(admin: Admin): Actor {
  return { actor_id: admin.id, actor: admin.name };
}

/** E-mail addresses are compared lower-cased and trimmed; the user's own spelling is not kept. */
export function emailKey(email: string) {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom("admin_users").selectAll().where("email", "=", emailKey(email)).where("removed_at", "is", null).executeTakeFirst();
}

export async function getUser(db: Db, id: number) {
  return db.selectFrom("admin_users").selectAll().where("id", "=", id).where("removed_at", "is", null).executeTakeFirst();
}

export async function listUsers(db: Db) {
  return db.selectFrom("admin_users").selectAll().where("removed_at", "is", null).orderBy("role", "desc").orderBy("name").execute();
}

/** Whether anyone can sign in by name yet: until then, the first-run setup (or the shared password) creates the owner. */
export async function hasUsers(db: Db) {
  const row = await db.selectFrom("admin_users").select("id").where("removed_at", "is", null).limit(1).executeTakeFirst();
  return Boolean(row);
}

export async function createUser(
  db: Db,
  user: { email: string; name: string; role: AdminRole; passwordHash: string },
  at = clockNow(),
): Promise<AdminUserRow> {
  const iso = at.toISOString();
  const email = emailKey(user.email);
  // A removed user's address may come back (a seasonal helper, next season): the old row keeps
  // its records under a changed address, the new user starts clean.
  const removed = await db.selectFrom("admin_users").select("id").where("email", "=", email).where("removed_at", "is not", null).execute();
  for (const { id } of removed) await db.updateTable("admin_users").set({ email: `removed-${id}:${email}` }).where("id", "=", id).execute();
  return db
    .insertInto("admin_users")
    .values({ email, name: user.name.trim(), role: user.role, password_hash: user.passwordHash, created_at: iso, updated_at: iso })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string, at = clockNow()) {
  await db.updateTable("admin_users").set({ password_hash: passwordHash, updated_at: at.toISOString() }).where("id", "=", id).execute();
}

export async function setRole(db: Db, id: number, role: AdminRole, at = clockNow()) {
  await db.updateTable("admin_users").set({ role, updated_at: at.toISOString() }).where("id", "=", id).execute();
}

export async function countOwners(db: Db) {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .where("removed_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes a user: their sessions and open links end at once; their records keep their name.
 * Inside the caller's transaction when given one (the users page checks the owners there first).
 */
export async function removeUser(db: Db, id: number, at = clockNow()) {
  const remove = async (trx: Db) => {
    await trx.updateTable("admin_users").set({ removed_at: at.toISOString(), updated_at: at.toISOString(), totp_secret: null }).where("id", "=", id).execute();
    await trx.deleteFrom("admin_sessions").where("user_id", "=", id).execute();
    await trx.deleteFrom("admin_tokens").where("user_id", "=", id).where("used_at", "is", null).execute();
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", id).execute();
  };
  if (db.isTransaction) await remove(db);
  else await db.transaction().execute(remove);
}
