import { beforeEach, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { addSession, addUser, auditRows, linkMails } from "../../../tests/support/team";
import { getSite } from "~/content/site.server";
import { BREAK_GLASS, getUser, removeUser } from "./users.server";
import { SELF_RESETS_PER_HOUR, checkReset, requestPasswordReset, resetPassword, sendResetLink } from "./password-reset.server";

const at = new Date("2025-11-01T09:00:00.000Z");
const minutes = (m: number) => new Date(at.getTime() + m * 60_000);

describe.each(dialects)("password resets on %s", (dialect) => {
  const t = useTestDb(dialect);

  beforeEach(async () => {
    for (const table of ["admin_audit", "admin_tokens", "admin_sessions", "admin_users", "mail_outbox"] as const) await t.db.deleteFrom(table).execute();
  });

  it("sends an owner's link to the user, naming the owner", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    await sendResetLink(t.db, asha, rohan, at);
    const [mail] = await linkMails(t.db, "admin_reset");
    expect(mail!.row.to_address).toBe(rohan.email);
    expect(mail!.row.subject).toBe(`Choose a new password for ${getSite().name}'s admin`);
    expect(mail!.url).toBe(`${getSite().url}/admin/reset/${mail!.token}`);
    expect(mail!.text).toContain("Dear Rohan,");
    expect(mail!.text).toContain("Asha Rao sent you this link");
    expect(mail!.text).toMatch(/works once and expires in 72 hours/);
    expect(await checkReset(t.db, mail!.token, minutes(1))).toMatchObject({ ok: true, user: { id: rohan.id } });
    expect((await auditRows(t.db, "user.reset-link")).map((r) => [r.actor, r.subject])).toEqual([["Asha Rao", rohan.email]]);

    await sendResetLink(t.db, BREAK_GLASS, rohan, at);
    const [, second] = await linkMails(t.db, "admin_reset");
    expect(second!.text).toContain(`The owner of ${getSite().name}'s admin sent you this link`);
  });

  it("answers a request for any address, and e-mails a known one at most a few times an hour", async () => {
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    expect(await requestPasswordReset(t.db, "nobody@example.com", at)).toBe("unknown");
    expect(await linkMails(t.db, "admin_reset")).toHaveLength(0);

    const outcomes = [];
    for (let i = 0; i < SELF_RESETS_PER_HOUR + 2; i++) outcomes.push(await requestPasswordReset(t.db, " ROHAN.MEHTA@example.com", minutes(i)));
    expect(outcomes).toEqual([...Array(SELF_RESETS_PER_HOUR).fill("sent"), "limited", "limited"]);
    const mails = await linkMails(t.db, "admin_reset");
    expect(mails).toHaveLength(SELF_RESETS_PER_HOUR);
    expect(mails[0]!.text).toContain("Someone, hopefully you, asked");
    expect(mails.every((m) => m.row.to_address === rohan.email)).toBe(true);
    // An hour after the first, one more may go.
    expect(await requestPasswordReset(t.db, rohan.email, minutes(61))).toBe("sent");
    expect((await auditRows(t.db, "user.reset-link"))[0]).toMatchObject({ actor: "system", user_id: null, subject: rohan.email });
  });

  it("sets the password once, ends every session of the user and retires their other links", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    await addSession(t.db, rohan.id);
    await addSession(t.db, rohan.id);
    await addSession(t.db, asha.id);
    await sendResetLink(t.db, asha, rohan, at);
    await requestPasswordReset(t.db, rohan.email, minutes(1));
    const [first, second] = await linkMails(t.db, "admin_reset");

    const results = await Promise.all([resetPassword(t.db, first!.token, "new-hash-1", minutes(2)), resetPassword(t.db, first!.token, "new-hash-2", minutes(2))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 410 });
    expect(["new-hash-1", "new-hash-2"]).toContain((await getUser(t.db, rohan.id))!.password_hash);
    const sessions = await t.db.selectFrom("admin_sessions").select("user_id").execute();
    expect(sessions.map((s) => s.user_id)).toEqual([asha.id]);

    // The other link (the self-service one) no longer works, and nothing changes through it.
    const hash = (await getUser(t.db, rohan.id))!.password_hash;
    expect(await checkReset(t.db, second!.token, minutes(3))).toMatchObject({ ok: false, status: 410 });
    expect(await resetPassword(t.db, second!.token, "later", minutes(3))).toMatchObject({ ok: false, status: 410 });
    expect((await getUser(t.db, rohan.id))!.password_hash).toBe(hash);
    expect(await auditRows(t.db, "user.password")).toMatchObject([{ user_id: rohan.id, actor: "Rohan Mehta", subject: rohan.email }]);
  });

  it("refuses an expired or forged link, and a removed user's", async () => {
    const { admin: asha } = await addUser(t.db, "Asha Rao", "owner");
    const { row: rohan } = await addUser(t.db, "Rohan Mehta", "member");
    const { row: meera } = await addUser(t.db, "Meera Nair", "member");
    await sendResetLink(t.db, asha, rohan, at);
    await sendResetLink(t.db, asha, meera, at);
    const [forRohan, forMeera] = await linkMails(t.db, "admin_reset");

    expect(await checkReset(t.db, forRohan!.token, minutes(72 * 60))).toMatchObject({ ok: false, status: 410, problem: expect.stringMatching(/expired/) });
    expect(await resetPassword(t.db, forRohan!.token, "late", minutes(72 * 60 + 1))).toMatchObject({ ok: false, status: 410, problem: expect.stringMatching(/expired/) });
    expect(await resetPassword(t.db, "A".repeat(43), "forged", at)).toMatchObject({ ok: false, status: 404 });

    await removeUser(t.db, meera.id, minutes(1));
    expect(await checkReset(t.db, forMeera!.token, minutes(2))).toMatchObject({ ok: false, status: 404 });
    expect(await resetPassword(t.db, forMeera!.token, "removed", minutes(2))).toMatchObject({ ok: false, status: 404 });
    expect((await getUser(t.db, rohan.id))!.password_hash).toBe(rohan.password_hash);
    expect(await auditRows(t.db, "user.password")).toHaveLength(0);
  });
});
