import { data, redirect } from "react-router";
import { getDb, type Db } from "~/lib/db/db.server";
import { getAdminEnv } from "./config.server";
import { isPasswordHash } from "./password-hash.server";
import { getPasswordHash, verifyPassword } from "./password.server";
import {
  checkSession,
  clearSessionCookie,
  createSession,
  deleteSession,
  pruneSessions,
  readSessionTokens,
  serializeSessionCookie,
} from "./session.server";
import { BUSY, HashQueue, PRIORITY } from "./hash-queue.server";
import { isKnownBrowser, knownBrowserCookie } from "./known-browser.server";
import { markAttemptNotTried, markAttemptSucceeded, reserveLoginAttempt } from "./throttle.server";
import { BODY_MESSAGES, BodyError, readFormBody } from "~/lib/forms/request-body.server";
import { log, networkOf } from "~/lib/log.server";

/**
 * The admin guard (STYLE §7, §11): getAdmin() reports the state, requireAdmin() throws.
 * Every admin response is private: no-store keeps leads out of shared and back/forward caches.
 */
export const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

type AdminState =
  | { status: "not-configured"; invalidHash: boolean }
  | { status: "locked"; sessionEnded: boolean; clearCookie?: string }
  | { status: "unlocked"; token: string };

function limits() {
  const env = getAdminEnv();
  return { idleSeconds: env.ADMIN_SESSION_IDLE_SECONDS, maxSeconds: env.ADMIN_SESSION_MAX_SECONDS };
}

export async function getAdmin(request: Request, db?: Db): Promise<AdminState> {
  db ??= await getDb();
  const hash = await getPasswordHash(db);
  // A mistyped ADMIN_PASSWORD_HASH would otherwise refuse every password without saying why.
  if (!hash || !isPasswordHash(hash)) return { status: "not-configured", invalidHash: Boolean(hash) };
  const { present, tokens } = readSessionTokens(request);
  if (!present) return { status: "locked", sessionEnded: false };
  for (const token of tokens) {
    if ((await checkSession(db, token, limits())) === "valid") return { status: "unlocked", token };
  }
  // A cookie we do not (or no longer) know: the session ended. It is cleared, never adopted,
  // so a token planted before login can never become a session (fixation).
  return { status: "locked", sessionEnded: true, clearCookie: clearSessionCookie(request) };
}

/**
 * For resource routes (export, delete, logout). Without a valid session: a redirect to the
 * gate, which then says why; with `status401` a plain 401 for callers that fetch.
 */
export async function requireAdmin(request: Request): Promise<{ db: Db; token: string }> {
  const db = await getDb();
  const state = await getAdmin(request, db);
  if (state.status === "unlocked") return { db, token: state.token };
  const headers = new Headers(NO_STORE);
  if (state.status === "locked" && state.clearCookie) headers.append("Set-Cookie", state.clearCookie);
  throw redirect("/admin/leads", { headers });
}

/**
 * Cross-site request check for admin POSTs. SameSite=Strict already keeps the cookie off
 * cross-site requests; this is the second layer (OWASP: verify origin with standard headers).
 * Browsers send Origin on every POST and Sec-Fetch-Site on every request; when either says the
 * request came from another site it is refused. Clients that send neither (curl) carry no
 * browser cookies, so there is nothing to forge.
 */
export function checkSameOrigin(request: Request) {
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  const crossSite = (origin !== null && origin !== own) || (site !== null && site !== "same-origin" && site !== "none");
  if (crossSite) throw data({ error: "Cross-site request refused" }, { status: 403, headers: NO_STORE });
}

/** Admin forms are a password or a hidden field or two: far below the public forms' limit. */
const ADMIN_FORM_BYTES = 16 * 1024;

/**
 * An admin POST's form, read as the public forms read theirs (forms/request-body.server.ts):
 * another content type is a 415, a body that cannot be read (broken multipart, bytes that are
 * not UTF-8) a 400, too large a 413; the caller answers with the message, never a 500.
 */
export async function readAdminForm(
  request: Request,
): Promise<{ ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; error: string }> {
  try {
    return { ok: true, form: await readFormBody(request, ADMIN_FORM_BYTES) };
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, error: error.message };
    return { ok: false, status: 400, error: BODY_MESSAGES.malformed };
  }
}

/**
 * The client's address for throttling. server/main.mjs passes it (server/client-address.mjs, which
 * honours TRUST_PROXY, with an IPv6 address cut to its /64) as `clientIp` in the load context;
 * without it every client shares one bucket, which is stricter, never looser.
 */
export function clientIp(context: unknown): string {
  const ip = (context as { clientIp?: unknown } | undefined)?.clientIp;
  return typeof ip === "string" && ip ? ip : "unknown";
}

function logAttempt(ip: string, outcome: "success" | "failure" | "throttled" | "busy", request: Request) {
  // One line per attempt, never the password: when (the line's time), from which network (the
  // address with its host part cut off: a full one is personal data), with what, and the outcome.
  log[outcome === "success" ? "info" : "warn"](
    "admin login attempt",
    { outcome, network: networkOf(ip), userAgent: request.headers.get("User-Agent")?.slice(0, 200) ?? null },
    request,
  );
}

type LoginResult =
  | { ok: true; setCookie: string[] }
  | { ok: false; status: 400 | 401 | 429 | 503; error: string; retryAfterSeconds?: number };

/**
 * At most two password checks at once in this process (hash-queue.server.ts): with both cores
 * busy hashing, pages and static files would still be served, but slower; two is the most a
 * small server gives to guesses. At most 32 wait, none longer than 10 seconds.
 * @public the sign-in tests watch its load through `import * as auth`, which knip does not count.
 */
export const passwordQueue = new HashQueue({ slots: 2, maxWaiting: 32, maxWaitMs: 10_000 });
/** Addresses with a sign-in in progress here: one at a time each (a flood from one address waits for nothing). */
const inProgress = new Set<string>();

export async function login(request: Request, password: string, ip: string): Promise<LoginResult> {
  if (!password) return { ok: false, status: 400, error: "Password is required" };
  const db = await getDb();
  const hash = await getPasswordHash(db);
  if (!hash || !isPasswordHash(hash)) return { ok: false, status: 400, error: "The admin is not configured yet." };
  if (inProgress.has(ip)) {
    logAttempt(ip, "throttled", request);
    return { ok: false, status: 429, retryAfterSeconds: 1, error: "A sign-in from your connection is already being checked. Please wait a moment." };
  }
  inProgress.add(ip);
  try {
    return await checkLogin({ db, request, password, ip, hash });
  } finally {
    inProgress.delete(ip);
  }
}

async function checkLogin({ db, request, password, ip, hash }: { db: Db; request: Request; password: string; ip: string; hash: string }): Promise<LoginResult> {
  const env = getAdminEnv();
  const knownBrowser = await isKnownBrowser(db, request, hash);
  const reservation = await reserveLoginAttempt(
    db,
    ip,
    { perIpPerMinute: env.ADMIN_THROTTLE_PER_IP_PER_MINUTE, totalPerHour: env.ADMIN_THROTTLE_TOTAL_PER_HOUR },
    { knownBrowser },
  );
  if (!reservation.allowed) {
    logAttempt(ip, "throttled", request);
    const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: reservation.retryAfterSeconds,
      error: `Too many attempts. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} before trying again.`,
    };
  }
  const priority = knownBrowser ? PRIORITY.knownBrowser : reservation.failuresBefore === 0 ? PRIORITY.cleanAddress : PRIORITY.other;
  const verified = await passwordQueue.run(() => verifyPassword(password, hash), priority);
  if (verified === BUSY) {
    await markAttemptNotTried(db, reservation.id);
    logAttempt(ip, "busy", request);
    return { ok: false, status: 503, retryAfterSeconds: 5, error: "Sign-in is busy right now. Please try again in a few seconds." };
  }
  if (!verified) {
    logAttempt(ip, "failure", request);
    return { ok: false, status: 401, error: "Invalid password" };
  }
  await markAttemptSucceeded(db, reservation.id);
  logAttempt(ip, "success", request);
  // A fresh token on every login; whatever cookie came with the request is dropped.
  for (const old of readSessionTokens(request).tokens) await deleteSession(db, old);
  await pruneSessions(db);
  const { maxSeconds } = limits();
  const token = await createSession(db, limits());
  return { ok: true, setCookie: [serializeSessionCookie(request, token, maxSeconds), await knownBrowserCookie(db, request, hash)] };
}

export async function logout(request: Request) {
  const db = await getDb();
  for (const token of readSessionTokens(request).tokens) await deleteSession(db, token);
  return clearSessionCookie(request);
}

