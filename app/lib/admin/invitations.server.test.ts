import { beforeEach, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { addUser, auditRows, linkMails } from "../../../tests/support/team";
import { getSite } from "~/content/site.server";
import { BREAK_GLASS, findUserByEmail, listUsers } from "./users.server";
import { acceptInvitation, checkInvitation, inviteUser, listInvitations, revokeInvitation } from "./invitations.server";

const at = new Date("2025-11-01T09:00:00.000Z");
const hours = (h: number) => new Date(at.getTime() + h * 3_600_000);

describe.each(dialects)("invitations on %s", (dialect) => {
  const t = useTestDb(dialect);

  beforeEach(async () => {
    for (const table of ["admin_audit", "admin_tokens", "admin_sessions", "admin_users", "mail_outbox"] as const) await t.db.deleteFrom(table).execute();
  });

  it("e-mails a single-use link through the outbox, with the inviter, the role and the 72 hours", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    expect(await inviteUser(t.db, asha, { email: " Rohan@Example.com ", role: "member" }, at)).toEqual({ ok: true });

    const [mail, ...others] = await linkMails(t.db, "admin_invitation");
    expect(others).toHaveLength(0);
    expect(mail!.row.to_address).toBe("rohan@example.com");
    expect(mail!.row.status).toBe("pending");
    expect(mail!.row.subject).toBe(`You're invited to ${getSite().name}'s admin`);
    expect(mail!.url).toBe(`${getSite().url}/admin/invitation/${mail!.token}`);
    expect(mail!.text).toContain("Asha Rao has invited you");
    expect(mail!.text).toContain("as a member");
    expect(mail!.text).toMatch(/works once and expires in 72 hours/);
    expect(mail!.html).toContain(`href="${mail!.url}"`);

    // Only the token's hash is stored with the link.
    const link = await t.db.selectFrom("admin_tokens").selectAll().executeTakeFirstOrThrow();
    expect(link).toMatchObject({ purpose: "invitation", email: "rohan@example.com", role: "member", created_by: "Asha Rao" });
    expect(link.token_hash).not.toContain(mail!.token);
    expect(link.expires_at).toBe(hours(72).toISOString());

    expect(await listInvitations(t.db, at)).toEqual([
      { email: "rohan@example.com", role: "member", invitedBy: "Asha Rao", createdAt: at.toISOString(), expiresAt: hours(72).toISOString() },
    ]);
    expect((await auditRows(t.db, "user.invite")).map((r) => [r.actor, r.subject, r.detail])).toEqual([["Asha Rao", "rohan@example.com", "as member"]]);
  });

  it("refuses an address that already has a user, and queues nothing", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    await addUser(t.db, "Rohan", "member");
    const result = await inviteUser(t.db, asha, { email: "ROHAN@example.com", role: "owner" }, at);
    expect(result.ok).toBe(false);
    expect(await linkMails(t.db, "admin_invitation")).toHaveLength(0);
    expect(await listInvitations(t.db, at)).toHaveLength(0);
  });

  it("retires the first invitation to an address when a second is sent", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    await inviteUser(t.db, asha, { email: "meera@example.com", role: "member" }, at);
    await inviteUser(t.db, asha, { email: "meera@example.com", role: "owner" }, hours(1));
    const [first, second] = await linkMails(t.db, "admin_invitation");
    expect(await checkInvitation(t.db, first!.token, hours(2))).toMatchObject({ ok: false, status: 410 });
    expect(await checkInvitation(t.db, second!.token, hours(2))).toMatchObject({ ok: true, link: { role: "owner" } });
    expect(await listInvitations(t.db, hours(2))).toHaveLength(1);
  });

  it("creates the user once, with the invited address and role, and audits the join", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    await inviteUser(t.db, asha, { email: "meera@example.com", role: "owner" }, at);
    const { token } = (await linkMails(t.db, "admin_invitation"))[0]!;

    // Two posts of the same link at once: one creates the user, the other is told it was used.
    const results = await Promise.all([
      acceptInvitation(t.db, token, { name: "Meera Nair", passwordHash: "hash-1" }, hours(1)),
      acceptInvitation(t.db, token, { name: "Someone Else", passwordHash: "hash-2" }, hours(1)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 410 });
    const meera = await findUserByEmail(t.db, "meera@example.com");
    expect(meera).toMatchObject({ role: "owner", removed_at: null });
    expect(["Meera Nair", "Someone Else"]).toContain(meera!.name);
    expect((await listUsers(t.db)).length).toBe(2);
    const [join] = await auditRows(t.db, "user.join");
    expect(join).toMatchObject({ user_id: meera!.id, actor: meera!.name, subject: "meera@example.com", detail: "as owner, invited by Asha Rao" });

    // Used: the page and a third post say so, and nothing changes.
    expect(await checkInvitation(t.db, token, hours(2))).toMatchObject({ ok: false, status: 410 });
    expect(await acceptInvitation(t.db, token, { name: "Later", passwordHash: "hash-3" }, hours(2))).toMatchObject({ ok: false, status: 410 });
    expect((await listUsers(t.db)).length).toBe(2);
    expect(await listInvitations(t.db, hours(2))).toHaveLength(0);
  });

  it("refuses an expired, a forged and a revoked link, and changes nothing", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    await inviteUser(t.db, asha, { email: "late@example.com", role: "member" }, at);
    await inviteUser(t.db, asha, { email: "revoked@example.com", role: "member" }, at);
    const [late, revoked] = await linkMails(t.db, "admin_invitation");

    expect(await checkInvitation(t.db, late!.token, hours(71))).toMatchObject({ ok: true });
    expect(await checkInvitation(t.db, late!.token, hours(72))).toMatchObject({ ok: false, status: 410, problem: expect.stringMatching(/expired/) });
    expect(await acceptInvitation(t.db, late!.token, { name: "Late", passwordHash: "h" }, hours(73))).toMatchObject({ ok: false, status: 410, problem: expect.stringMatching(/expired/) });

    const forged = `${late!.token.slice(0, 42)}${late!.token.endsWith("A") ? "B" : "A"}`;
    expect(await checkInvitation(t.db, forged, at)).toMatchObject({ ok: false, status: 404 });
    expect(await checkInvitation(t.db, "not-a-token", at)).toMatchObject({ ok: false, status: 404 });
    expect(await acceptInvitation(t.db, forged, { name: "Forger", passwordHash: "h" }, at)).toMatchObject({ ok: false, status: 404 });

    expect(await revokeInvitation(t.db, asha, "Revoked@Example.com", at)).toBe("revoked");
    expect(await revokeInvitation(t.db, asha, "revoked@example.com", at)).toBe("gone");
    expect(await checkInvitation(t.db, revoked!.token, at)).toMatchObject({ ok: false, status: 410 });
    expect(await acceptInvitation(t.db, revoked!.token, { name: "Revoked", passwordHash: "h" }, at)).toMatchObject({ ok: false, status: 410 });

    expect((await listUsers(t.db)).map((u) => u.name)).toEqual(["Asha Rao"]);
    expect((await auditRows(t.db, "user.invite")).map((r) => r.detail)).toEqual(["as member", "as member"]);
    expect((await auditRows(t.db, "user.invite-revoke")).map((r) => [r.actor, r.subject])).toEqual([["Asha Rao", "revoked@example.com"]]);
    expect(await auditRows(t.db, "user.join")).toHaveLength(0);
  });

  it("refuses a link whose address has meanwhile become a user's", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    await inviteUser(t.db, asha, { email: "rohan@example.com", role: "member" }, at);
    const { token } = (await linkMails(t.db, "admin_invitation"))[0]!;
    await addUser(t.db, "Rohan", "member");
    expect(await checkInvitation(t.db, token, at)).toMatchObject({ ok: false, status: 410 });
    expect(await acceptInvitation(t.db, token, { name: "Rohan Two", passwordHash: "h" }, at)).toMatchObject({ ok: false, status: 410 });
    expect((await listUsers(t.db)).map((u) => u.name).sort()).toEqual(["Asha Rao", "Rohan"]);
  });

  it("lets the break-glass owner invite, without naming them in the e-mail", async () => {
    await inviteUser(t.db, BREAK_GLASS, { email: "new.owner@example.com", role: "owner" }, at);
    const [mail] = await linkMails(t.db, "admin_invitation");
    expect(mail!.text).toContain(`The owner of ${getSite().name}'s admin has invited you`);
    expect(mail!.text).not.toContain("break-glass");
    expect(await listInvitations(t.db, at)).toMatchObject([{ invitedBy: "break-glass owner", role: "owner" }]);
  });
});
