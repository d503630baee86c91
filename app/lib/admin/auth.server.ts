import { data, redirect } from "react-router";
import { getDb, type Db } from "~/lib/db/db.server";
import crypto from "node:crypto";
import type { AdminSessionKind } from "~/lib/db/schema";
import { getAdminEnv } from "./config.server";
import { isPasswordHash } from "./password-hash.server";
import { SCRYPT_PARAMS, getStoredPasswordHash, hashPassword, verifyPassword } from "./password.server";
import { BREAK_GLASS, LEGACY, adminOf, findUserByEmail, getUser, hasUsers, type Admin, type AdminUserRow } from "./users.server";
import { recordAudit } from "./audit.server";
import { mustEnrolTwoFactor } from "./two-factor.server";
import {
  checkSession,
  clearSessionCookie,
  createSession,
  deleteSession,
  pruneSessions,
  readSessionTokens,
  serializeSessionCookie,
} from "./session.server";
import { BUSY, HashQueue, PRIORITY, type Priority } from "./hash-queue.server";
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
  | { status: "not-set-up" }
  | { status: "locked"; sessionEnded: boolean; clearCookie?: string; mode: SignInMode; switchedToUsers: boolean }
  | { status: "second-factor"; token: string; user: AdminUserRow }
  | { status: "unlocked"; token: string; admin: Admin };

/** `users`: e-mail and password. `shared`: no user yet, the one password of before (or the break-glass one). */
type SignInMode = "users" | "shared";

function limits() {
  const env = getAdminEnv();
  return { idleSeconds: env.ADMIN_SESSION_IDLE_SECONDS, maxSeconds: env.ADMIN_SESSION_MAX_SECONDS };
}

/** The server's break-glass hash (ADMIN_PASSWORD_HASH), if set and well-formed. */
function breakGlassHash(): string | null {
  const hash = getAdminEnv().ADMIN_PASSWORD_HASH?.trim();
  return hash && isPasswordHash(hash) ? hash : null;
}

/** The shared password of before users, while no user exists (it becomes the owner's). */
async function sharedHash(db: Db): Promise<string | null> {
  if (await hasUsers(db)) return null;
  const hash = await getStoredPasswordHash(db);
  return hash && isPasswordHash(hash) ? hash : null;
}

/** Whether and how anyone can sign in: by name, with a shared password, or not yet at all. */
async function signInMode(db: Db): Promise<SignInMode | null> {
  if (await hasUsers(db)) return "users";
  if (breakGlassHash() || (await sharedHash(db))) return "shared";
  return null;
}

/** Who a valid session belongs to, or null when that owner can no longer sign in. */
async function sessionAdmin(db: Db, userId: number | null, kind: AdminSessionKind): Promise<Admin | AdminUserRow | null> {
  if (kind === "break-glass") return breakGlassHash() ? BREAK_GLASS : null;
  if (kind === "legacy") return (await sharedHash(db)) ? LEGACY : null;
  if (userId === null) return null;
  return (await getUser(db, userId)) ?? null;
}

export async function getAdmin(request: Request, db?: Db): Promise<AdminState> {
  db ??= await getDb();
  const { present, tokens } = readSessionTokens(request);
  for (const token of tokens) {
    const check = await checkSession(db, token, limits());
    if (check.status !== "valid") continue;
    const owner = await sessionAdmin(db, check.userId, check.kind);
    if (!owner) {
      await deleteSession(db, token);
      continue;
    }
    if (check.kind === "second-factor") return { status: "second-factor", token, user: owner as AdminUserRow };
    return { status: "unlocked", token, admin: "kind" in owner ? owner : adminOf(owner) };
  }
  const mode = await signInMode(db);
  if (!mode) return { status: "not-set-up" };
  if (!present) return { status: "locked", sessionEnded: false, mode, switchedToUsers: false };
  // A cookie we do not (or no longer) know: the session ended. It is cleared, never adopted,
  // so a token planted before login can never become a session (fixation).
  // Ended while the shared password of before still stands: the switch to named users ended it
  // (the migration ends every session once), and the page says so.
  const switchedToUsers = mode === "shared" && (await sharedHash(db)) !== null;
  return { status: "locked", sessionEnded: true, clearCookie: clearSessionCookie(request), mode, switchedToUsers };
}

/**
 * For every admin loader and action. Without a valid session: a redirect to the sign-in, which
 * then says why. With the shared password of before users, only the page that creates the owner
 * opens (`allowShared`). While the owner requires two-factor sign-in, a user without it is sent
 * to their account page to set it up, and nothing else opens (`allowWithoutTwoFactor`: that page).
 */
export async function requireAdmin(
  request: Request,
  { allowShared = false, allowWithoutTwoFactor = false } = {},
): Promise<{ db: Db; token: string; admin: Admin }> {
  const db = await getDb();
  const state = await getAdmin(request, db);
  if (state.status === "unlocked") {
    if (state.admin.kind === "legacy" && !allowShared) throw redirect("/admin/welcome", { headers: NO_STORE });
    if (!allowWithoutTwoFactor && (await mustEnrolTwoFactor(db, state.admin))) throw redirect("/admin/account", { headers: NO_STORE });
    return { db, token: state.token, admin: state.admin };
  }
  // The stale cookie goes with the browser to the sign-in, which clears it and says the
  // session has ended.
  throw redirect("/admin/leads", { headers: NO_STORE });
}

/** Owner pages and posts: a member gets 403, whatever the address or form. */
export async function requireOwner(request: Request): Promise<{ db: Db; token: string; admin: Admin }> {
  const signedIn = await requireAdmin(request);
  if (signedIn.admin.role !== "owner")
    throw data({ error: "Only an owner can do this." }, { status: 403, headers: NO_STORE });
  return signedIn;
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

/**
 * A hash no password matches, checked when the e-mail belongs to nobody: the answer takes as
 * long as for a user, so the time does not tell which addresses have an account.
 */
let decoy: Promise<string> | null = null;
function decoyHash() {
  decoy ??= hashPassword(crypto.randomBytes(32).toString("base64"), SCRYPT_PARAMS);
  return decoy;
}

/** What the password is checked against: a user's, the break-glass or the shared one. */
type Candidate = { hash: string; user: AdminUserRow | null; kind: "user" | "break-glass" | "legacy" | "nobody" };

async function candidateFor(db: Db, email: string): Promise<Candidate | null> {
  if (!email) {
    // No e-mail: the server's break-glass password, or (before the owner exists) the shared one.
    const breakGlass = breakGlassHash();
    if (breakGlass) return { hash: breakGlass, user: null, kind: "break-glass" };
    const shared = await sharedHash(db);
    return shared ? { hash: shared, user: null, kind: "legacy" } : null;
  }
  const user = await findUserByEmail(db, email);
  return user ? { hash: user.password_hash, user, kind: "user" } : { hash: await decoyHash(), user: null, kind: "nobody" };
}

export async function login(request: Request, credentials: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const email = credentials.email.trim();
  const { password } = credentials;
  const db = await getDb();
  const mode = await signInMode(db);
  if (!mode) return { ok: false, status: 400, error: "The admin is not set up yet." };
  if (mode === "users" && !email && !breakGlassHash()) return { ok: false, status: 400, error: "E-mail is required" };
  if (!password) return { ok: false, status: 400, error: "Password is required" };
  if (inProgress.has(ip)) {
    logAttempt(ip, "throttled", request);
    return { ok: false, status: 429, retryAfterSeconds: 1, error: "A sign-in from your connection is already being checked. Please wait a moment." };
  }
  inProgress.add(ip);
  try {
    const candidate = await candidateFor(db, mode === "shared" ? "" : email);
    if (!candidate) return { ok: false, status: 400, error: "E-mail is required" };
    return await checkLogin({ db, request, password, ip, candidate });
  } finally {
    inProgress.delete(ip);
  }
}

/**
 * The throttle, then the password check: shared by the password and the second step's code
 * (two-factor), so a guessed code costs what a guessed password costs. `completes`: whether a
 * right answer ends the sign-in. The password of a user with two-factor does not: it leaves the
 * address's failures counting, so that knowing the password never resets the count of guessed
 * codes; only the right code does.
 */
export async function throttled<T>(
  db: Db,
  request: Request,
  ip: string,
  knownBrowser: boolean,
  check: (priority: Priority) => Promise<T | typeof BUSY>,
  verified: (result: T) => boolean,
  completes: (result: T) => boolean = () => true,
): Promise<{ ok: true; result: T } | Extract<LoginResult, { ok: false }>> {
  const env = getAdminEnv();
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
  const result = await check(priority);
  if (result === BUSY) {
    await markAttemptNotTried(db, reservation.id);
    logAttempt(ip, "busy", request);
    return { ok: false, status: 503, retryAfterSeconds: 5, error: "Sign-in is busy right now. Please try again in a few seconds." };
  }
  if (!verified(result)) {
    logAttempt(ip, "failure", request);
    return { ok: false, status: 401, error: "Invalid e-mail or password" };
  }
  if (completes(result)) await markAttemptSucceeded(db, reservation.id);
  else await markAttemptNotTried(db, reservation.id);
  logAttempt(ip, "success", request);
  return { ok: true, result };
}

async function checkLogin({ db, request, password, ip, candidate }: { db: Db; request: Request; password: string; ip: string; candidate: Candidate }): Promise<LoginResult> {
  const knownBrowser = candidate.kind !== "nobody" && (await isKnownBrowser(db, request, candidate.hash));
  const outcome = await throttled(
    db,
    request,
    ip,
    knownBrowser,
    (priority) => passwordQueue.run(() => verifyPassword(password, candidate.hash), priority),
    (ok) => ok && candidate.kind !== "nobody",
    () => !candidate.user?.totp_enabled_at,
  );
  if (!outcome.ok) return candidate.kind === "legacy" || candidate.kind === "break-glass" ? { ...outcome, error: outcome.status === 401 ? "Invalid password" : outcome.error } : outcome;
  const user = candidate.user;
  const kind: AdminSessionKind = user ? (user.totp_enabled_at ? "second-factor" : "user") : candidate.kind === "break-glass" ? "break-glass" : "legacy";
  if (kind !== "second-factor") await recordAudit(db, user ? adminOf(user) : candidate.kind === "break-glass" ? BREAK_GLASS : LEGACY, "sign-in");
  const setCookie = await startSession(db, request, { userId: user?.id ?? null, kind });
  // A browser becomes known once the whole sign-in succeeds: with two-factor, after the code.
  if (kind !== "second-factor") setCookie.push(await knownBrowserCookie(db, request, candidate.hash));
  return { ok: true, setCookie };
}

/**
 * A fresh session and its cookie, the request's own sessions ended: on every sign-in, and again
 * when the second step's code is right (a new token for the new privilege).
 */
export async function startSession(db: Db, request: Request, owner: { userId: number | null; kind: AdminSessionKind }) {
  for (const old of readSessionTokens(request).tokens) await deleteSession(db, old);
  await pruneSessions(db);
  const { maxSeconds } = limits();
  const token = await createSession(db, limits(), { ...owner, userAgent: request.headers.get("User-Agent") });
  return [serializeSessionCookie(request, token, maxSeconds)];
}

export async function logout(request: Request) {
  const db = await getDb();
  const state = await getAdmin(request, db);
  if (state.status === "unlocked" && state.admin.kind !== "legacy") await recordAudit(db, state.admin, "sign-out");
  for (const token of readSessionTokens(request).tokens) await deleteSession(db, token);
  return clearSessionCookie(request);
}
