import crypto from "node:crypto";

/**
 * The `_started` field every lead form posts: the server's clock when the page was rendered,
 * signed, so the minimum fill time (FORM_MIN_FILL_MS) cannot be passed by a script that posts
 * "ten seconds ago" without having loaded a page. The value is `<ms>.<HMAC-SHA256>` under the
 * form cookie key (FORM_COOKIE_SECRET, or the one kept in app_settings: secret.server.ts); the
 * first key signs and every listed key verifies, so rotating the key does not turn the forms of
 * pages already open into bot traps.
 *
 * No expiry: a visitor who leaves a tab open overnight and then sends the form is a person, and
 * a script that wants a signature must fetch a page from us for it (and stays under the per-IP
 * rate limit). Only importing node:crypto, so the tests can sign the way a page does.
 */
const PURPOSE = "retreatly form render time v1\n";

function mac(secret: string, ms: number): string {
  return crypto.createHmac("sha256", secret).update(PURPOSE + String(ms)).digest("base64url");
}

export function signStartedAt(ms: number, secret: string): string {
  return `${ms}.${mac(secret, ms)}`;
}

/**
 * The render time carried by a posted `_started`, or why it cannot be trusted: absent, not of
 * the form `<ms>.<signature>`, or signed by none of the keys (forged, or an old unsigned value).
 */
export function verifyStartedAt(
  value: FormDataEntryValue | null,
  secrets: readonly string[],
): { ms: number } | { problem: "missing" | "malformed" | "forged" } {
  if (typeof value !== "string" || value === "") return { problem: "missing" };
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return { problem: "malformed" };
  const ms = Number(match[1]);
  if (!Number.isSafeInteger(ms)) return { problem: "malformed" };
  const given = Buffer.from(match[2]!, "base64url");
  for (const secret of secrets) {
    const expected = Buffer.from(mac(secret, ms), "base64url");
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return { ms };
  }
  return { problem: "forged" };
}
