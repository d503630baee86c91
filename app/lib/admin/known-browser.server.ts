import crypto from "node:crypto";
import type { Db } from "~/lib/db/db.server";
import { getFormCookieSecrets } from "~/lib/forms/secret.server";
import { isHttps } from "./session.server";

/**
 * The known-browser cookie (docs/admin.md "Sign-in limits"): set on every successful sign-in,
 * kept 30 days, it lets that browser past the global slow-down and to the front of the password
 * queue, so guesses from elsewhere never keep the organiser waiting. It opens nothing by itself
 * (the password is still checked, and the per-address limit still applies). It is an expiry
 * signed with the site's cookie key (forms/secret.server.ts) together with the current password
 * hash: a new password retires every known browser.
 */
const KNOWN_BROWSER_SECONDS = 30 * 24 * 60 * 60;

function name(request: Request) {
  return isHttps(request) ? "__Host-retreatly_known" : "retreatly_known";
}

function attributes(request: Request) {
  return isHttps(request) ? "Path=/; Secure; HttpOnly; SameSite=Strict" : "Path=/admin; HttpOnly; SameSite=Strict";
}

function sign(secret: string, expires: number, passwordHash: string) {
  return crypto.createHmac("sha256", secret).update(`admin-known-browser:${expires}:${passwordHash}`).digest("base64url");
}

export async function knownBrowserCookie(db: Db, request: Request, passwordHash: string, now = Date.now()) {
  const [secret] = await getFormCookieSecrets(db);
  const expires = Math.floor(now / 1000) + KNOWN_BROWSER_SECONDS;
  return `${name(request)}=${expires}.${sign(secret!, expires, passwordHash)}; Max-Age=${KNOWN_BROWSER_SECONDS}; ${attributes(request)}`;
}

export async function isKnownBrowser(db: Db, request: Request, passwordHash: string, now = Date.now()): Promise<boolean> {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  const wanted = name(request);
  const values = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${wanted}=`))
    .map((part) => part.slice(wanted.length + 1))
    .slice(0, 4);
  if (!values.length) return false;
  const secrets = await getFormCookieSecrets(db);
  for (const value of values) {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) continue;
    const expires = Number(match[1]);
    if (expires * 1000 <= now) continue;
    const given = Buffer.from(match[2]!);
    for (const secret of secrets) {
      const expected = Buffer.from(sign(secret, expires, passwordHash));
      if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return true;
    }
  }
  return false;
}
