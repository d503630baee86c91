import type { Db } from "~/lib/db/db.server";
import { isPostgres } from "~/lib/db/dialect";
import type { AdminRole, AdminSessionKind } from "~/lib/db/schema";
import { now as clockNow } from "~/lib/clock.server";
import { recordAudit } from "./audit.server";
import { getAdminEnv } from "./config.server";
import { describeUserAgent } from "./user-agent";
import { deleteUserSessions } from "./session.server";
import { turnOffTwoFactor } from "./two-factor.server";
import { getUser, listUsers, removeUser, setRole, type Admin, type AdminUserRow } from "./users.server";

/**
 * The owner's users page (docs/team.md "Users and invitations"): the team with its active
 * sessions, and the changes to it (a role, a removal, ending sessions). Each change is audited
 * and answers with a notice for the page, never throws for a refusal. Invitations and password
 * resets have their own modules (invitations.server.ts, password-reset.server.ts).
 */

export interface TeamSession {
  /** The session's token hash: a copy of it opens nothing (session.server.ts). */
  id: string;
  kind: AdminSessionKind;
  browser: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that reads the page. */
  current: boolean;
}

export interface TeamMember {
  id: number;
  name: string;
  email: string;
  role: AdminRole;
  twoFactor: boolean;
  createdAt: string;
  /** The owner reading the page. */
  you: boolean;
  sessions: TeamSession[];
}

/**
 * The team, owners first, each with their active sessions (not past their absolute or idle
 * expiry; sessions run on the real clock, session.server.ts), and the break-glass owner's.
 */
export async function loadTeam(db: Db, viewer: { admin: Admin; tokenHash: string }, real = new Date()) {
  const { ADMIN_SESSION_IDLE_SECONDS } = getAdminEnv();
  const users = await listUsers(db);
  const rows = await db
    .selectFrom("admin_sessions")
    .select(["token_hash", "user_id", "kind", "user_agent", "created_at", "last_seen_at"])
    .where("expires_at", ">", real.toISOString())
    .where("last_seen_at", ">", new Date(real.getTime() - ADMIN_SESSION_IDLE_SECONDS * 1000).toISOString())
    .where((eb) => eb.or([eb("user_id", "is not", null), eb("kind", "=", "break-glass")]))
    .orderBy("last_seen_at", "desc")
    .execute();
  const session = (r: (typeof rows)[number]): TeamSession => ({
    id: r.token_hash,
    kind: r.kind,
    browser: describeUserAgent(r.user_agent),
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    current: r.token_hash === viewer.tokenHash,
  });
  const members: TeamMember[] = users.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    twoFactor: Boolean(u.totp_enabled_at),
    createdAt: u.created_at,
    you: viewer.admin.id === u.id,
    sessions: rows.filter((r) => r.user_id === u.id).map(session),
  }));
  return { members, breakGlassSessions: rows.filter((r) => r.kind === "break-glass").map(session) };
}

export type TeamNotice = "role" | "removed" | "session-ended" | "sessions-ended" | "gone" | "last-owner" | "self" | "unchanged";

/**
 * The owners, locked until the caller's transaction ends on PostgreSQL (SQLite runs one
 * transaction at a time): of two owners demoting or removing each other at once, the second
 * waits for the first and then counts one owner, so the team never ends up without one.
 */
async function lockOwners(trx: Db): Promise<number[]> {
  const query = trx.selectFrom("admin_users").select("id").where("role", "=", "owner").where("removed_at", "is", null);
  return (await (isPostgres(trx) ? query.forUpdate() : query).execute()).map((r) => r.id);
}

export async function changeRole(db: Db, admin: Admin, userId: number, role: AdminRole, at = clockNow()): Promise<TeamNotice> {
  return db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx);
    const user = await getUser(trx, userId);
    if (!user) return "gone";
    if (user.role === role) return "unchanged";
    if (role === "member" && owners.length <= 1 && owners.includes(user.id)) return "last-owner";
    await setRole(trx, user.id, role, at);
    await recordAudit(trx, admin, "user.role", { subject: user.email, detail: `${user.role} → ${role}` }, at);
    return "role";
  });
}

/** Removes a user (never the owner who asks, never the last owner): their sessions and open links end with it. */
export async function removeTeamUser(db: Db, admin: Admin, userId: number, at = clockNow()): Promise<TeamNotice> {
  if (admin.id === userId) return "self";
  return db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx);
    const user = await getUser(trx, userId);
    if (!user) return "gone";
    if (user.role === "owner" && owners.length <= 1) return "last-owner";
    await removeUser(trx, user.id, at);
    await recordAudit(trx, admin, "user.remove", { subject: user.email, detail: `was ${user.role}` }, at);
    return "removed";
  });
}

/**
 * Ends one session (`sessionId`) or every session of a user. `endedCurrent`: the owner ended the
 * session they are using, and is signed out.
 */
export async function endSessions(
  db: Db,
  admin: Admin,
  target: { sessionId: string } | { userId: number },
  currentTokenHash: string,
  at = clockNow(),
): Promise<{ notice: TeamNotice; endedCurrent: boolean }> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("admin_sessions").select(["token_hash", "user_id", "kind"]);
    query = "sessionId" in target ? query.where("token_hash", "=", target.sessionId) : query.where("user_id", "=", target.userId);
    const sessions = await query.execute();
    if (sessions.length === 0) return { notice: "gone" as const, endedCurrent: false };
    await trx
      .deleteFrom("admin_sessions")
      .where(
        "token_hash",
        "in",
        sessions.map((s) => s.token_hash),
      )
      .execute();
    const userId = sessions[0]!.user_id;
    const user = userId === null ? null : await trx.selectFrom("admin_users").select("email").where("id", "=", userId).executeTakeFirst();
    const subject = user?.email ?? (sessions[0]!.kind === "break-glass" ? "break-glass owner" : null);
    const detail = "sessionId" in target ? "one session" : `all ${sessions.length === 1 ? "1 session" : `${sessions.length} sessions`}`;
    await recordAudit(trx, admin, "user.sessions-end", { subject, detail }, at);
    return {
      notice: "sessionId" in target ? ("session-ended" as const) : ("sessions-ended" as const),
      endedCurrent: sessions.some((s) => s.token_hash === currentTokenHash),
    };
  });
}

/** A lost phone: the owner turns a user's second factor off, and that user's sessions end with it. */
export async function resetTwoFactor(db: Db, admin: Admin, user: AdminUserRow): Promise<"two-factor-off"> {
  await turnOffTwoFactor(db, user.id);
  await deleteUserSessions(db, user.id);
  await recordAudit(db, admin, "two-factor.reset", { subject: user.email });
  return "two-factor-off";
}
