import crypto from "node:crypto";
import type { Db } from "~/lib/db/db.server";
import { getEnv } from "~/lib/env.server.mjs";

/**
 * The key that signs the thank-you flash cookie. FORM_COOKIE_SECRET when set (comma-separated:
 * the first signs, all verify, for rotation); otherwise a random key created once and kept in
 * app_settings, so every instance sharing the database signs and verifies alike with no setup.
 */
const SETTING_KEY = "form_cookie_secret";
let cached: Promise<string[]> | undefined;

/** `db` may be a getter: with FORM_COOKIE_SECRET set, the database is never opened for the key. */
export function getFormCookieSecrets(db: Db | (() => Promise<Db>)): Promise<string[]> {
  const fromEnv = getEnv().FORM_COOKIE_SECRET;
  if (fromEnv?.length) return Promise.resolve(fromEnv);
  cached ??= (typeof db === "function" ? db() : Promise.resolve(db)).then(loadOrCreate).catch((error) => {
    cached = undefined; // try again on the next request
    throw error;
  });
  return cached;
}

async function loadOrCreate(db: Db): Promise<string[]> {
  const now = new Date().toISOString();
  await db
    .insertInto("app_settings")
    .values({ key: SETTING_KEY, value: crypto.randomBytes(32).toString("base64url"), updated_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", SETTING_KEY).executeTakeFirstOrThrow();
  return [row.value];
}

