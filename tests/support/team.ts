import type { Db } from "~/lib/db/db.server";
import type { AdminRole } from "~/lib/db/schema";
import { createSession } from "~/lib/admin/session.server";
import { unpackBody } from "~/lib/mail/stored-body.server";
import { adminOf, createUser, type Admin } from "~/lib/admin/users.server";

/**
 * Helpers of the unit tests about the team and who did what: users without a real password hash
 * (nothing here signs in), sessions, and the single-use link read back from the outbox the way
 * its recipient reads it in the e-mail.
 */
export async function addUser(db: Db, name: string, role: AdminRole, at?: Date) {
  const row = await createUser(db, { email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`, name, role, passwordHash: "scrypt:not-a-real-hash" }, at);
  return { row, admin: adminOf(row) };
}

/** A named user as requireAdmin() hands them to a change: the records and the audit log name them. */
export async function namedAdmin(db: Db, name: string, role: AdminRole = "member"): Promise<Admin> {
  return (await addUser(db, name, role)).admin;
}

export const LIMITS = { idleSeconds: 3600, maxSeconds: 86_400 };

export async function addSession(db: Db, userId: number | null, kind: "user" | "break-glass" = "user", userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36") {
  return createSession(db, LIMITS, { userId, kind, userAgent });
}

/** The outbox's messages of a kind, oldest first, with the path of the link each carries. */
export async function linkMails(db: Db, kind: "admin_invitation" | "admin_reset") {
  const rows = await db.selectFrom("mail_outbox").selectAll().where("kind", "=", kind).orderBy("id").execute();
  return rows.map((row) => {
    const text = unpackBody(row.text_body);
    const html = unpackBody(row.html_body);
    const link = /https?:\/\/\S+\/admin\/(?:invitation|reset)\/([A-Za-z0-9_-]{43})/.exec(text);
    return { row, text, html, url: link?.[0] ?? null, token: link?.[1] ?? "" };
  });
}

export async function auditRows(db: Db, action: string) {
  return db.selectFrom("admin_audit").selectAll().where("action", "=", action).orderBy("id").execute();
}
