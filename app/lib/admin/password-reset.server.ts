import { getSite } from "~/content/site.server";
import type { Db } from "~/lib/db/db.server";
import { now as clockNow } from "~/lib/clock.server";
import { log } from "~/lib/log.server";
import { resetEmail } from "~/lib/mail/team-mail.server";
import { enqueueRenderedMail } from "~/lib/mail/enqueue.server";
import { recordAudit } from "./audit.server";
import { LINK_HOURS, LINK_PROBLEMS, checkLink, createLink, retireLinks, useLink, type LinkRow } from "./links.server";
import { deleteUserSessions, hashToken } from "./session.server";
import { adminOf, findUserByEmail, getUser, setPasswordHash, type Admin, type AdminUserRow } from "./users.server";

/**
 * Password resets (docs/team.md "Users and invitations"): a single-use link (links.server.ts,
 * 72 hours) e-mailed through the outbox, sent by an owner from the users page or asked for on
 * the forgot-password page. Using it sets the new password and ends every session of that user;
 * it does not sign in, so a second step of sign-in (two-factor) is never skipped.
 */

/** Links one address may ask for in an hour on the forgot-password page: enough for a lost e-mail, too few to flood an inbox. */
export const SELF_RESETS_PER_HOUR = 3;

/**
 * Sends `user` a reset link. `by`: the owner who sent it, or null when asked for on the
 * forgot-password page (nobody is signed in there: the log names the system).
 */
export async function sendResetLink(db: Db, by: Admin | null, user: AdminUserRow, at = clockNow()) {
  await db.transaction().execute(async (trx) => {
    const token = await createLink(trx, "reset", { userId: user.id, email: user.email, createdBy: by?.name ?? null }, at);
    const site = getSite();
    const sentBy = by?.kind === "user" ? by.name : by ? `The owner of ${site.name}'s admin` : null;
    const mail = resetEmail(site, { name: user.name, sentBy, url: `${site.url}/admin/reset/${token}`, hours: LINK_HOURS.reset });
    await enqueueRenderedMail(trx, "admin_reset", user.email, mail);
    await recordAudit(trx, by ?? "system", "user.reset-link", { subject: user.email, detail: by ? "sent by an owner" : "asked for on the forgot-password page" }, at);
  });
}

type ResetRequestOutcome = "sent" | "unknown" | "limited";

/**
 * The forgot-password page's request. The page answers the same whatever this returns (and
 * before it returns), so the answer never tells whether an address has an account; the outcome
 * is for the tests and a log line without the address.
 */
export async function requestPasswordReset(db: Db, email: string, at = clockNow()): Promise<ResetRequestOutcome> {
  const user = await findUserByEmail(db, email);
  let outcome: ResetRequestOutcome;
  if (!user) outcome = "unknown";
  else if ((await selfResetsInLastHour(db, user.id, at)) >= SELF_RESETS_PER_HOUR) outcome = "limited";
  else {
    await sendResetLink(db, null, user, at);
    outcome = "sent";
  }
  log.info("admin password reset asked for", { outcome });
  return outcome;
}

async function selfResetsInLastHour(db: Db, userId: number, at: Date) {
  const row = await db
    .selectFrom("admin_tokens")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("purpose", "=", "reset")
    .where("user_id", "=", userId)
    .where("created_by", "is", null)
    .where("created_at", ">", new Date(at.getTime() - 3_600_000).toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type ResetCheck = { ok: true; link: LinkRow; user: AdminUserRow } | { ok: false; status: 404 | 410; problem: string };

/** What the reset page shows: whose password the link resets, else why it cannot. Changes nothing. */
export async function checkReset(db: Db, token: string, at = clockNow()): Promise<ResetCheck> {
  const link = await checkLink(db, "reset", token, at);
  if (!link.ok) return { ok: false, status: link.reason === "unknown" ? 404 : 410, problem: LINK_PROBLEMS[link.reason] };
  // A removed user's links are deleted with them; a link without its user opens nothing.
  const user = link.link.user_id === null ? undefined : await getUser(db, link.link.user_id);
  if (!user) return { ok: false, status: 404, problem: LINK_PROBLEMS.unknown };
  return { ok: true, link: link.link, user };
}

/**
 * Uses the link (once, however many posts race): the new password is set, every session of the
 * user ends, their other reset links are retired, and the change is audited, in one transaction.
 */
export async function resetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  at = clockNow(),
): Promise<{ ok: true; user: AdminUserRow } | { ok: false; status: 404 | 410; problem: string }> {
  return db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom("admin_tokens").selectAll().where("token_hash", "=", hashToken(token)).where("purpose", "=", "reset").executeTakeFirst();
    const user = link?.user_id == null ? undefined : await getUser(trx, link.user_id);
    if (!link || !user) return { ok: false as const, status: 404 as const, problem: LINK_PROBLEMS.unknown };
    if (!(await useLink(trx, token, at))) {
      return { ok: false as const, status: 410 as const, problem: LINK_PROBLEMS[Date.parse(link.expires_at) <= at.getTime() && !link.used_at ? "expired" : "used"] };
    }
    await setPasswordHash(trx, user.id, passwordHash, at);
    await deleteUserSessions(trx, user.id);
    await retireLinks(trx, "reset", { userId: user.id }, at);
    await recordAudit(trx, adminOf(user), "user.password", { subject: user.email, detail: "with a reset link; every session ended" }, at);
    return { ok: true as const, user };
  });
}
