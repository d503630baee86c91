import { beforeEach, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { addSession, addUser, auditRows } from "../../../tests/support/team";
import { hashToken } from "./session.server";
import { changeRole, endSessions, loadTeam, removeTeamUser, resetTwoFactor } from "./team.server";
import { inviteUser } from "./invitations.server";
import { BREAK_GLASS, countOwners, createUser, findUserByEmail, getUser } from "./users.server";

const at = new Date("2025-11-01T09:00:00.000Z");

describe.each(dialects)("the team on %s", (dialect) => {
  const t = useTestDb(dialect);

  beforeEach(async () => {
    for (const table of ["admin_audit", "admin_tokens", "admin_sessions", "admin_users", "mail_outbox"] as const) await t.db.deleteFrom(table).execute();
  });

  it("lists owners first with their active sessions, the viewer's marked, and the break-glass owner's", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    const mine = await addSession(t.db, asha.id);
    await addSession(t.db, rohan.id, "user", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1");
    // Idle for longer than ADMIN_SESSION_IDLE_SECONDS: not active, not listed.
    const idle = await addSession(t.db, rohan.id);
    await t.db.updateTable("admin_sessions").set({ last_seen_at: new Date(Date.now() - 3 * 86_400_000).toISOString() }).where("token_hash", "=", hashToken(idle)).execute();
    await addSession(t.db, null, "break-glass");

    const team = await loadTeam(t.db, { admin: asha, tokenHash: hashToken(mine) });
    expect(team.members.map((m) => [m.name, m.role, m.you, m.twoFactor, m.sessions.length])).toEqual([
      ["Asha Rao", "owner", true, false, 1],
      ["Rohan Mehta", "member", false, false, 1],
    ]);
    expect(team.members[0]!.sessions[0]).toMatchObject({ current: true, browser: "Chrome on Linux" });
    expect(team.members[1]!.sessions[0]).toMatchObject({ current: false, browser: "Safari on iPhone" });
    expect(team.breakGlassSessions).toHaveLength(1);
  });

  it("turns off a user's two-factor for the owner (a lost phone): codes gone, sessions ended, audited", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    await t.db.updateTable("admin_users").set({ totp_secret: "sealed", totp_enabled_at: at.toISOString() }).where("id", "=", rohan.id).execute();
    await t.db.insertInto("admin_recovery_codes").values({ user_id: rohan.id, code_hash: "x".repeat(64), used_at: null }).execute();
    await addSession(t.db, rohan.id);
    expect(await resetTwoFactor(t.db, asha, (await getUser(t.db, rohan.id))!)).toBe("two-factor-off");
    const after = (await getUser(t.db, rohan.id))!;
    expect([after.totp_secret, after.totp_enabled_at]).toEqual([null, null]);
    expect(await t.db.selectFrom("admin_recovery_codes").selectAll().where("user_id", "=", rohan.id).execute()).toEqual([]);
    expect(await t.db.selectFrom("admin_sessions").selectAll().where("user_id", "=", rohan.id).execute()).toEqual([]);
    expect((await auditRows(t.db, "two-factor.reset")).map((r) => [r.actor, r.subject])).toEqual([["Asha Rao", "rohan.mehta@example.com"]]);
  });

  it("changes roles but never leaves the team without an owner", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    expect(await changeRole(t.db, asha, asha.id!, "member", at)).toBe("last-owner");
    expect(await changeRole(t.db, asha, rohan.id, "member", at)).toBe("unchanged");
    expect(await changeRole(t.db, asha, rohan.id, "owner", at)).toBe("role");
    expect(await changeRole(t.db, asha, asha.id!, "member", at)).toBe("role");
    expect(await countOwners(t.db)).toBe(1);
    expect(await changeRole(t.db, asha, 9999, "owner", at)).toBe("gone");
    expect((await auditRows(t.db, "user.role")).map((r) => [r.actor, r.subject, r.detail])).toEqual([
      ["Asha Rao", rohan.email, "member → owner"],
      ["Asha Rao", asha.email, "owner → member"],
    ]);
  });

  it("keeps one owner when two owners demote or remove each other at the same moment", async () => {
    for (let round = 0; round < 3; round++) {
      await t.db.deleteFrom("admin_users").execute();
      const { admin: a } = await addUser(t.db, `Owner A${round}`, "owner");
      const { admin: b } = await addUser(t.db, `Owner B${round}`, "owner");
      const results = await Promise.all(round === 0 ? [changeRole(t.db, a, b.id!, "member"), changeRole(t.db, b, a.id!, "member")] : round === 1 ? [removeTeamUser(t.db, a, b.id!), removeTeamUser(t.db, b, a.id!)] : [removeTeamUser(t.db, a, b.id!), changeRole(t.db, b, a.id!, "member")]);
      expect(results.sort()).toEqual(round === 0 ? ["last-owner", "role"] : round === 1 ? ["last-owner", "removed"] : expect.arrayContaining(["last-owner"]));
      expect(await countOwners(t.db)).toBe(1);
    }
  });

  it("removes a user (not yourself, never the last owner): their sessions and open links end, their address may come back", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    await addSession(t.db, rohan.id);
    await addSession(t.db, rohan.id);
    await t.db
      .insertInto("admin_tokens")
      .values({ token_hash: "x".repeat(64), purpose: "reset", user_id: rohan.id, email: rohan.email, created_at: at.toISOString(), expires_at: new Date(at.getTime() + 86_400_000).toISOString() })
      .execute();

    expect(await removeTeamUser(t.db, asha, asha.id!, at)).toBe("self");
    expect(await removeTeamUser(t.db, BREAK_GLASS, asha.id!, at)).toBe("last-owner");
    expect(await removeTeamUser(t.db, asha, rohan.id, at)).toBe("removed");
    expect(await removeTeamUser(t.db, asha, rohan.id, at)).toBe("gone");
    expect(await getUser(t.db, rohan.id)).toBeUndefined();
    expect(await t.db.selectFrom("admin_sessions").selectAll().where("user_id", "=", rohan.id).execute()).toHaveLength(0);
    expect(await t.db.selectFrom("admin_tokens").selectAll().where("user_id", "=", rohan.id).execute()).toHaveLength(0);
    expect(await auditRows(t.db, "user.remove")).toMatchObject([{ actor: "Asha Rao", subject: rohan.email, detail: "was member" }]);

    // Invited again next season: a new user; the old row keeps its records under a changed address.
    expect(await inviteUser(t.db, asha, { email: rohan.email, role: "member" }, at)).toEqual({ ok: true });
    const again = await createUser(t.db, { email: rohan.email, name: "Rohan Mehta", role: "member", passwordHash: "h" });
    expect(again.id).not.toBe(rohan.id);
    expect((await findUserByEmail(t.db, rohan.email))!.id).toBe(again.id);
    const old = await t.db.selectFrom("admin_users").select("email").where("id", "=", rohan.id).executeTakeFirstOrThrow();
    expect(old.email).toBe(`removed-${rohan.id}:${rohan.email}`);
  });

  it("ends one session or all of a user's, and says when the owner ended their own", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    const mine = hashToken(await addSession(t.db, asha.id));
    const phone = hashToken(await addSession(t.db, rohan.id));
    await addSession(t.db, rohan.id);
    await addSession(t.db, rohan.id);

    expect(await endSessions(t.db, asha, { sessionId: phone }, mine, at)).toEqual({ notice: "session-ended", endedCurrent: false });
    expect(await endSessions(t.db, asha, { sessionId: phone }, mine, at)).toEqual({ notice: "gone", endedCurrent: false });
    expect(await endSessions(t.db, asha, { userId: rohan.id }, mine, at)).toEqual({ notice: "sessions-ended", endedCurrent: false });
    expect(await t.db.selectFrom("admin_sessions").select("user_id").execute()).toEqual([{ user_id: asha.id }]);
    expect(await endSessions(t.db, asha, { sessionId: mine }, mine, at)).toEqual({ notice: "session-ended", endedCurrent: true });
    expect((await auditRows(t.db, "user.sessions-end")).map((r) => [r.subject, r.detail])).toEqual([
      [rohan.email, "one session"],
      [rohan.email, "all 2 sessions"],
      [asha.email, "one session"],
    ]);
  });
});
