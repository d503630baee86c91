import type { Db } from "~/lib/db/db.server";
import { adminOf, type Admin } from "~/lib/admin/users.server";

/**
 * A named admin user in a test database, as requireAdmin() would hand them to a change: the
 * records and the audit log name them. Inserted as a row (the users' own tests go through
 * createUser); the password hash is never checked here.
 */
export async function namedAdmin(db: Db, name: string, role: "owner" | "member" = "member"): Promise<Admin> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@retreatly.example`;
  const at = new Date().toISOString();
  const row = await db
    .insertInto("admin_users")
    .values({ email, name, role, password_hash: "not checked in these tests", created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return adminOf(row);
}
