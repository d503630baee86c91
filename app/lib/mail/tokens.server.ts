import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db/schema";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The unsubscribe link's token: the subscriber's id and an HMAC of the id and address under a
 * key kept in app_settings (created once, shared by every instance on the database). Stateless,
 * so any later newsletter e-mail can carry a working link without storing a token per mail, and
 * it keeps working after the subscriber has confirmed. (The confirmation token is different: a
 * random one-time value whose hash is on the subscriber row, see app/lib/leads.)
 */
const KEY_SETTING = "mail_link_secret";

export async function getMailLinkKey(db: Executor): Promise<string> {
  await db
    .insertInto("app_settings")
    .values({ key: KEY_SETTING, value: crypto.randomBytes(32).toString("base64url"), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", KEY_SETTING).executeTakeFirstOrThrow();
  return row.value;
}

function mac(key: string, id: number, email: string) {
  return crypto.createHmac("sha256", key).update(`unsubscribe:${id}:${email.toLowerCase()}`).digest("base64url").slice(0, 32);
}

export function unsubscribeToken(key: string, id: number, email: string) {
  return `${id}.${mac(key, id, email)}`;
}

/** The subscriber a token belongs to, or null for a malformed, forged or stale token. */
export async function findSubscriberByUnsubscribeToken(db: Executor, token: string | null) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select(["id", "email", "unsubscribed_at", "confirmed_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const expected = Buffer.from(mac(await getMailLinkKey(db), id, row.email));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? row : null;
}
