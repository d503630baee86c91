import type { Db } from "~/lib/db/db.server";
import type { AdminRole, AdminTokenPurpose, AdminTokenTable } from "~/lib/db/schema";
import type { Selectable } from "kysely";
import { now as clockNow } from "~/lib/clock.server";
import { hashToken, newSessionToken } from "./session.server";

/**
 * The admin's single-use links (docs/team.md "Users and roles"): the first-run setup link the server
 * prints to its log, an invitation, a password reset. The link carries a 256-bit random token;
 * the database keeps only its SHA-256, so a copy of it opens nothing. A link is used once
 * (used_at is set in the same statement that checks it was not) and expires: an invitation or
 * a reset after 72 hours, the setup link when a new one is made.
 */
export const LINK_HOURS: Record<AdminTokenPurpose, number> = { setup: 24 * 7, invitation: 72, reset: 72 };

export type LinkRow = Selectable<AdminTokenTable>;

export async function createLink(
  db: Db,
  purpose: AdminTokenPurpose,
  fields: { userId?: number | null; email?: string | null; role?: AdminRole | null; createdBy?: string | null } = {},
  at = clockNow(),
): Promise<string> {
  const token = newSessionToken();
  await db
    .insertInto("admin_tokens")
    .values({
      token_hash: hashToken(token),
      purpose,
      user_id: fields.userId ?? null,
      email: fields.email ?? null,
      role: fields.role ?? null,
      created_by: fields.createdBy ?? null,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + LINK_HOURS[purpose] * 3_600_000).toISOString(),
    })
    .execute();
  return token;
}

type LinkCheck = { ok: true; link: LinkRow } | { ok: false; reason: "unknown" | "used" | "expired" };

/** What a link's page shows: the link if it can still be used, else why not. Changes nothing. */
export async function checkLink(db: Db, purpose: AdminTokenPurpose, token: string, at = clockNow()): Promise<LinkCheck> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: "unknown" };
  const link = await db
    .selectFrom("admin_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!link) return { ok: false, reason: "unknown" };
  if (link.used_at) return { ok: false, reason: "used" };
  if (Date.parse(link.expires_at) <= at.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, link };
}

/**
 * Marks the link used, if it still can be: true for exactly one caller, however many submit it
 * at once (the update's own condition decides, on either database).
 */
export async function useLink(db: Db, token: string, at = clockNow()): Promise<boolean> {
  const result = await db
    .updateTable("admin_tokens")
    .set({ used_at: at.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", at.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open links of a purpose (for the users page), newest first. */
export async function openLinks(db: Db, purpose: AdminTokenPurpose, at = clockNow()) {
  return db
    .selectFrom("admin_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", at.toISOString())
    .orderBy("created_at", "desc")
    .execute();
}

/** Ends a purpose's open links (a new setup link retires the old; a revoked invitation). */
export async function retireLinks(db: Db, purpose: AdminTokenPurpose, filter: { email?: string; userId?: number } = {}, at = clockNow()) {
  let query = db.updateTable("admin_tokens").set({ used_at: at.toISOString() }).where("purpose", "=", purpose).where("used_at", "is", null);
  if (filter.email) query = query.where("email", "=", filter.email);
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  await query.execute();
}

export const LINK_PROBLEMS: Record<"unknown" | "used" | "expired", string> = {
  unknown: "This link is not valid. Check that it was copied whole, or ask for a new one.",
  used: "This link has already been used. Each link works once: ask for a new one if you need it.",
  expired: "This link has expired. Ask for a new one.",
};
