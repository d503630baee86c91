import type { Db } from "~/lib/db/db.server";
import { hashConfirmToken } from "~/lib/leads/leads.server";
import { findSubscriberByUnsubscribeToken } from "./tokens.server";

/**
 * The two state changes a newsletter e-mail's links make (routes/newsletter-confirm.tsx and
 * routes/newsletter-unsubscribe.tsx), kept here so they are tested against both databases.
 */

/** A confirmation link older than this no longer confirms (the visitor can simply sign up again). */
const CONFIRM_TTL_MS = 14 * 24 * 60 * 60_000;

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/**
 * Double opt-in: the subscriber counts as confirmed only from here. The token's hash is kept, so
 * a second click (or a mail scanner's prefetch before the person's own click) still lands on
 * the friendly "you are confirmed" page.
 */
export async function confirmSubscription(db: Db, token: string | null, now = new Date()): Promise<ConfirmOutcome> {
  if (!token || token.length > 200) return "invalid";
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "confirmed_at", "unsubscribed_at", "consent_at"])
    .where("confirm_token_hash", "=", hashConfirmToken(token))
    .executeTakeFirst();
  if (!row || row.unsubscribed_at !== null) return "invalid";
  if (row.confirmed_at !== null) return "already-confirmed";
  // consent_at is when this sign-up (or re-subscription) was made, so when its token was issued.
  if (now.getTime() - Date.parse(row.consent_at) > CONFIRM_TTL_MS) return "expired";
  const updated = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? "confirmed" : "already-confirmed";
}

type UnsubscribeState = "subscribed" | "unsubscribed" | "invalid";

/** What the unsubscribe page shows for a token, without changing anything (GET). */
export async function unsubscribeState(db: Db, token: string | null): Promise<UnsubscribeState> {
  const row = await findSubscriberByUnsubscribeToken(db, token);
  if (!row) return "invalid";
  return row.unsubscribed_at === null ? "subscribed" : "unsubscribed";
}

/**
 * Unsubscribes (POST: the page's button or a mail client's RFC 8058 one-click request).
 * Idempotent; the confirmation token is dropped, so an old confirmation link cannot bring the
 * address back. Pending newsletter e-mails to the subscriber are not sent any more.
 */
export async function unsubscribe(db: Db, token: string | null, now = new Date()): Promise<"unsubscribed" | "invalid"> {
  const row = await findSubscriberByUnsubscribeToken(db, token);
  if (!row) return "invalid";
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("newsletter_subscribers")
      .set({ unsubscribed_at: now.toISOString(), confirm_token_hash: null })
      .where("id", "=", row.id)
      .where("unsubscribed_at", "is", null)
      .execute();
    await trx
      .updateTable("mail_outbox")
      .set({ status: "failed", last_error: "not sent: the subscriber unsubscribed first" })
      .where("lead_table", "=", "newsletter_subscribers")
      .where("lead_id", "=", row.id)
      .where("kind", "=", "newsletter_confirm")
      .where("status", "=", "pending")
      .execute();
  });
  return "unsubscribed";
}

/** E-mails that gave up (for the admin dashboard's notice). Uses mail_outbox_due_idx's status prefix. */
export async function countFailedMail(db: Db): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
