import crypto from "node:crypto";
import type { Db } from "~/lib/db/db.server";
import type { AdminSessionKind } from "~/lib/db/schema";

/**
 * Admin sessions. The browser holds a 256-bit random token; the database holds only
 * its SHA-256, so a leaked database or backup cannot be replayed as a login. SHA-256 (not
 * scrypt) is enough here because the token has 256 bits of entropy: nothing to brute-force.
 * Rows live in the database so every server instance sees the same sessions and a logout on
 * one instance ends the session everywhere.
 */
const TOKEN_BYTES = 32;

export function newSessionToken() {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

interface SessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

/** Whose session it is: a user's (`user`, or `second-factor` until their code is given), or the break-glass or shared password's. */
interface SessionOwner {
  userId: number | null;
  kind: AdminSessionKind;
  userAgent?: string | null;
}

export async function createSession(db: Db, limits: SessionLimits, owner: SessionOwner, now = new Date()) {
  const token = newSessionToken();
  const iso = now.toISOString();
  await db
    .insertInto("admin_sessions")
    .values({
      token_hash: hashToken(token),
      created_at: iso,
      last_seen_at: iso,
      expires_at: new Date(now.getTime() + limits.maxSeconds * 1000).toISOString(),
      user_id: owner.userId,
      kind: owner.kind,
      user_agent: owner.userAgent?.slice(0, 200) ?? null,
    })
    .execute();
  return token;
}

type SessionCheck = { status: "valid"; userId: number | null; kind: AdminSessionKind } | { status: "expired" } | { status: "unknown" };

/**
 * Looks the token up and renews it: valid sessions get last_seen_at = now. The write is
 * skipped when the last one is recent (a quarter of the idle window, at most a minute), so a
 * busy dashboard does not write on every request while idle expiry stays accurate.
 */
export async function checkSession(db: Db, token: string, limits: SessionLimits, now = new Date()): Promise<SessionCheck> {
  const token_hash = hashToken(token);
  const row = await db.selectFrom("admin_sessions").selectAll().where("token_hash", "=", token_hash).executeTakeFirst();
  if (!row) return { status: "unknown" };
  const nowMs = now.getTime();
  const idleDeadline = Date.parse(row.last_seen_at) + limits.idleSeconds * 1000;
  if (nowMs >= Date.parse(row.expires_at) || nowMs >= idleDeadline) {
    await db.deleteFrom("admin_sessions").where("token_hash", "=", token_hash).execute();
    return { status: "expired" };
  }
  const renewAfterMs = Math.min(60_000, (limits.idleSeconds * 1000) / 4);
  if (nowMs - Date.parse(row.last_seen_at) >= renewAfterMs) {
    await db.updateTable("admin_sessions").set({ last_seen_at: now.toISOString() }).where("token_hash", "=", token_hash).execute();
  }
  return { status: "valid", userId: row.user_id, kind: row.kind };
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom("admin_sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Ends every session of a user (a removed user, a new password, the owner's "end all"). */
export async function deleteUserSessions(db: Db, userId: number) {
  await db.deleteFrom("admin_sessions").where("user_id", "=", userId).execute();
}

/** Housekeeping on each login: drops sessions past their absolute expiry. */
export async function pruneSessions(db: Db, now = new Date()) {
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
}

/**
 * The cookie. Over HTTPS it is `__Host-retreatly_admin` with Secure: the prefix makes the
 * browser refuse it unless Secure, host-only and Path=/, so a sibling subdomain or a plain-HTTP
 * response cannot plant or overwrite it. The prefix forces Path=/ there; over plain HTTP
 * (local use) it is `retreatly_admin` with Path=/admin. HTTPS is decided from the request URL,
 * which the server builds from the request (server/client-address.mjs): X-Forwarded-Proto
 * counts only when TRUST_PROXY is set, so a client cannot fake it (docs/admin.md).
 */
export function isHttps(request: Request) {
  return new URL(request.url).protocol === "https:";
}

export function cookieName(request: Request) {
  return isHttps(request) ? "__Host-retreatly_admin" : "retreatly_admin";
}

function cookieAttributes(request: Request) {
  return isHttps(request) ? "Path=/; Secure; HttpOnly; SameSite=Strict" : "Path=/admin; HttpOnly; SameSite=Strict";
}

export function serializeSessionCookie(request: Request, token: string, maxSeconds: number) {
  return `${cookieName(request)}=${token}; Max-Age=${maxSeconds}; ${cookieAttributes(request)}`;
}

export function clearSessionCookie(request: Request) {
  return `${cookieName(request)}=; Max-Age=0; ${cookieAttributes(request)}`;
}

/**
 * Every value the request carries under our cookie name. A browser sends several when cookies
 * of the same name have different paths (a more specific path first), so the first is not
 * necessarily ours: an injected `Path=/admin/leads` cookie must not shadow the real session.
 * Values that are not 43 base64url characters are never ours and never reach the database.
 */
export function readSessionTokens(request: Request): { present: boolean; tokens: string[] } {
  const header = request.headers.get("Cookie");
  if (!header) return { present: false, tokens: [] };
  const name = cookieName(request);
  let present = false;
  const tokens: string[] = [];
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    present = true;
    const value = part.slice(eq + 1).trim();
    if (/^[A-Za-z0-9_-]{43}$/.test(value) && tokens.length < 4) tokens.push(value);
  }
  return { present, tokens };
}

/** The first well-formed token, "" if only malformed ones, null if none at all. */
export function readSessionToken(request: Request): string | null {
  const { present, tokens } = readSessionTokens(request);
  return tokens[0] ?? (present ? "" : null);
}
