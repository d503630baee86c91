import { getSite } from "~/content/site.server";
import type { Db } from "~/lib/db/db.server";
import type { AdminRole } from "~/lib/db/schema";
import { now as clockNow } from "~/lib/clock.server";
import { invitationEmail } from "~/lib/mail/team-mail.server";
import { enqueueRenderedMail } from "~/lib/mail/enqueue.server";
import { recordAudit } from "./audit.server";
import { LINK_HOURS, LINK_PROBLEMS, checkLink, createLink, openLinks, retireLinks, useLink, type LinkRow } from "./links.server";
import { hashToken } from "./session.server";
import { adminOf, createUser, emailKey, findUserByEmail, type Admin, type AdminUserRow } from "./users.server";

/**
 * Invitations (docs/team.md "Users and invitations"): the owner invites an address with a role;
 * the invitee receives a single-use link (links.server.ts, 72 hours) through the mail outbox, and
 * on its page chooses a name and a password, which creates their user and signs them in. One open
 * invitation per address: a new one retires the last, so only the newest e-mail's link works.
 */

export interface PendingInvitation {
  email: string;
  role: AdminRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export async function listInvitations(db: Db, at = clockNow()): Promise<PendingInvitation[]> {
  return (await openLinks(db, "invitation", at)).map((link) => ({
    email: link.email ?? "",
    role: link.role ?? "member",
    invitedBy: link.created_by,
    createdAt: link.created_at,
    expiresAt: link.expires_at,
  }));
}

const ALREADY_A_USER = "This address already has an account. To let them in again, send them a password reset link.";

/**
 * Invites `email` as `role`: the link, its e-mail and the audit entry are stored together or not
 * at all. An address that already belongs to a user is refused.
 */
export async function inviteUser(db: Db, admin: Admin, invite: { email: string; role: AdminRole }, at = clockNow()) {
  const email = emailKey(invite.email);
  return db.transaction().execute(async (trx) => {
    if (await findUserByEmail(trx, email)) return { ok: false as const, error: ALREADY_A_USER };
    await retireLinks(trx, "invitation", { email }, at);
    const token = await createLink(trx, "invitation", { email, role: invite.role, createdBy: admin.name }, at);
    const site = getSite();
    // The break-glass owner has no name worth putting in a stranger's inbox.
    const inviter = admin.kind === "user" ? admin.name : null;
    const mail = invitationEmail(site, { inviter, role: invite.role, url: `${site.url}/admin/invitation/${token}`, hours: LINK_HOURS.invitation });
    await enqueueRenderedMail(trx, "admin_invitation", email, mail);
    await recordAudit(trx, admin, "user.invite", { subject: email, detail: `as ${invite.role}` }, at);
    return { ok: true as const };
  });
}

/** Revokes the open invitation of an address: its link stops working. */
export async function revokeInvitation(db: Db, admin: Admin, email: string, at = clockNow()): Promise<"revoked" | "gone"> {
  const key = emailKey(email);
  return db.transaction().execute(async (trx) => {
    const open = (await openLinks(trx, "invitation", at)).some((link) => link.email === key);
    if (!open) return "gone";
    await retireLinks(trx, "invitation", { email: key }, at);
    await recordAudit(trx, admin, "user.invite-revoke", { subject: key }, at);
    return "revoked";
  });
}

type InvitationCheck = { ok: true; link: LinkRow } | { ok: false; status: 404 | 410; problem: string };

const TAKEN = "This address already has an account. Sign in with it, or use Forgot your password on the sign-in page.";

/** What the invitation's page shows: the invitation if it can still be accepted, else why not. Changes nothing. */
export async function checkInvitation(db: Db, token: string, at = clockNow()): Promise<InvitationCheck> {
  const link = await checkLink(db, "invitation", token, at);
  if (!link.ok) return { ok: false, status: link.reason === "unknown" ? 404 : 410, problem: LINK_PROBLEMS[link.reason] };
  if (!link.link.email || (await findUserByEmail(db, link.link.email))) return { ok: false, status: 410, problem: TAKEN };
  return link;
}

/**
 * Accepts the invitation: the link is used (once, however many posts race), the user created
 * with the invited address and role, and the join audited, in one transaction; nothing of it
 * if the link can no longer be used.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  person: { name: string; passwordHash: string },
  at = clockNow(),
): Promise<{ ok: true; user: AdminUserRow } | { ok: false; status: 404 | 410; problem: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const link = await trx.selectFrom("admin_tokens").selectAll().where("token_hash", "=", hashToken(token)).where("purpose", "=", "invitation").executeTakeFirst();
      if (!link?.email) return { ok: false as const, status: 404 as const, problem: LINK_PROBLEMS.unknown };
      if (await findUserByEmail(trx, link.email)) return { ok: false as const, status: 410 as const, problem: TAKEN };
      if (!(await useLink(trx, token, at))) {
        const why = link.used_at ? "used" : Date.parse(link.expires_at) <= at.getTime() ? "expired" : "used";
        return { ok: false as const, status: 410 as const, problem: LINK_PROBLEMS[why] };
      }
      const user = await createUser(trx, { email: link.email, name: person.name, role: link.role ?? "member", passwordHash: person.passwordHash }, at);
      await recordAudit(trx, adminOf(user), "user.join", { subject: user.email, detail: `as ${user.role}${link.created_by ? `, invited by ${link.created_by}` : ""}` }, at);
      return { ok: true as const, user };
    });
  } catch (error) {
    // Two acceptances of two invitations of one address at once: the address is unique, the
    // second insert fails and its transaction (with its link's use) is rolled back.
    if (await findUserByEmail(db, (await linkEmail(db, token)) ?? "")) return { ok: false, status: 410, problem: TAKEN };
    throw error;
  }
}

async function linkEmail(db: Db, token: string) {
  const row = await db.selectFrom("admin_tokens").select("email").where("token_hash", "=", hashToken(token)).executeTakeFirst();
  return row?.email ?? null;
}
