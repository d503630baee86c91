import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { now as clockNow } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { getAdminEnv } from "./config.server";
import type { Admin, AdminUserRow } from "./users.server";

/**
 * Two-factor sign-in (docs/team.md "Two-factor sign-in"): a time-based code (TOTP, RFC 6238)
 * from an authenticator app after the password, or one of ten single-use recovery codes.
 *
 * - The TOTP secret is kept encrypted (AES-256-GCM) with a key derived from ADMIN_SECRET_KEY,
 *   bound to its user: a copy of the database alone cannot make anyone's codes. Without the
 *   key, two-factor cannot be set up, and app codes cannot be checked (recovery codes still can).
 * - Recovery codes are kept as their SHA-256 only: each has about 59 random bits, far too many to
 *   guess from a hash, so a slow hash would add nothing.
 * - Codes are checked against the real time (Date.now()), never the site's clock, which
 *   SITE_TODAY moves by whole days: the phone's app knows only the real time.
 * - Nothing here is ever logged: not the secret, not a code.
 */

/** SHA1, 6 digits, 30 seconds: what every authenticator app reads from a QR code. */
const TOTP_PARAMS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** One step either side: a phone's clock a little off, or a code typed as it changed. */
const WINDOW = 1;
const SECRET_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits that cannot be mistaken for one another (no i, l, o, 0, 1). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_GROUPS = 3;
const RECOVERY_GROUP_LENGTH = 4;

/** The app_settings row of the owner's "require two-factor sign-in for everyone". */
const REQUIRED_SETTING = "admin_require_two_factor";

// ---------------------------------------------------------------------------------------------
// The key and the secret's encryption

/**
 * The encryption key, derived from ADMIN_SECRET_KEY (64 hex digits or base64 of 32 bytes, checked
 * at start by env.server.mjs); null when it is not set. Derived (HKDF) rather than used as it is,
 * so the same environment key can serve another purpose later without the two meeting.
 */
export function secretKey(raw: string | undefined = getAdminEnv().ADMIN_SECRET_KEY): Buffer | null {
  const value = raw?.trim();
  if (!value) return null;
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (bytes.length !== 32) return null;
  return Buffer.from(crypto.hkdfSync("sha256", bytes, Buffer.alloc(0), "retreatly admin totp secret v1", 32));
}

/** Binds a secret to its user: moved to another user's row, it no longer decrypts. */
const aad = (userId: number) => Buffer.from(`admin-user:${userId}`);

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url: a fresh 96-bit IV every time. */
export function encryptSecret(key: Buffer, userId: number, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The secret, or null when the stored value was not made with this key for this user (or was altered). */
export function decryptSecret(key: Buffer, userId: number, stored: string): string | null {
  const parts = stored.split(".");
  if (parts.length !== 4 || parts[0] !== "v1") return null;
  try {
    const [iv, tag, body] = parts.slice(1).map((p) => Buffer.from(p, "base64url")) as [Buffer, Buffer, Buffer];
    if (iv.length !== 12 || tag.length !== 16) return null;
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(aad(userId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// TOTP

/** A new secret, base32 (what the app's manual entry takes). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label = "", issuer = "") {
  return new TOTP({ ...TOTP_PARAMS, issuer, label, secret: Secret.fromBase32(secret) });
}

/**
 * The time-step a code belongs to, or null when it is not the secret's code within one step of
 * `at` (the real time; the default is Date.now() on purpose, never the site's clock).
 */
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const t = totp(secret);
  const delta = t.validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : t.counter({ timestamp: at }) + delta;
}

/**
 * Accepts a time-step for a user once: true only if no code of this step or a later one was
 * accepted before. The update's own condition decides, so of two servers given the same code at
 * once exactly one accepts it.
 */
async function acceptStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("admin_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the app's QR code holds: otpauth://totp/Retreatly:<e-mail>?secret=...&issuer=Retreatly */
function otpauthUri(secret: string, email: string, issuer: string) {
  return totp(secret, email, issuer).toString();
}

/**
 * The QR code as inline SVG, drawn here on the server: no script, no image request, nothing
 * for the CSP to allow, and the secret never leaves the page's HTML.
 */
async function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#2b2623", light: "#ffffff" } });
}

// ---------------------------------------------------------------------------------------------
// Recovery codes

/** Ten new codes like `k7wm-3fqa-px9d`: about 59 random bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: RECOVERY_GROUPS }, () =>
      Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)]).join(""),
    ).join("-"),
  );
}

/** A code as typed (any case, with or without dashes or spaces), in its stored form; null if it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, "");
  const length = RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH;
  if (plain.length !== length || [...plain].some((c) => !RECOVERY_ALPHABET.includes(c))) return null;
  return plain.match(new RegExp(`.{${RECOVERY_GROUP_LENGTH}}`, "g"))!.join("-");
}

export function hashRecoveryCode(code: string) {
  return crypto.createHash("sha256").update(`admin-recovery:${code}`).digest("hex");
}

/** Replaces a user's recovery codes with ten new ones, returned once (only their hashes stay). */
async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
  await db
    .insertInto("admin_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
    .execute();
  return codes;
}

export async function remainingRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("admin_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uses a recovery code: true for exactly one caller, however many give it at once. */
async function useRecoveryCode(db: Db, userId: number, code: string, at = clockNow()): Promise<boolean> {
  const result = await db
    .updateTable("admin_recovery_codes")
    .set({ used_at: at.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// A user's two-factor: enrolment, the check at sign-in, turning it off

type Enrolment = { secret: string; uri: string; svg: string };

/** Starts (or starts again) an enrolment: a new secret, kept encrypted, not yet on. */
export async function startEnrolment(db: Db, user: AdminUserRow, key = secretKey()): Promise<{ ok: true } | { ok: false; reason: "no-key" | "already-on" }> {
  if (!key) return { ok: false, reason: "no-key" };
  if (user.totp_enabled_at) return { ok: false, reason: "already-on" };
  const stored = encryptSecret(key, user.id, newTotpSecret());
  await db
    .updateTable("admin_users")
    .set({ totp_secret: stored, totp_last_step: null, updated_at: clockNow().toISOString() })
    .where("id", "=", user.id)
    .where("totp_enabled_at", "is", null)
    .execute();
  return { ok: true };
}

/** The enrolment in progress, for its page: the secret, its QR code; null when none (or the key changed). */
export async function pendingEnrolment(user: AdminUserRow, issuer: string, key = secretKey()): Promise<Enrolment | null> {
  if (user.totp_enabled_at || !user.totp_secret || !key) return null;
  const secret = decryptSecret(key, user.id, user.totp_secret);
  if (!secret) return null;
  const uri = otpauthUri(secret, user.email, issuer);
  return { secret, uri, svg: await qrSvg(uri) };
}

export async function cancelEnrolment(db: Db, userId: number) {
  await db.updateTable("admin_users").set({ totp_secret: null, totp_last_step: null }).where("id", "=", userId).where("totp_enabled_at", "is", null).execute();
}

type ConfirmResult = { ok: true; codes: string[] } | { ok: false; reason: "no-key" | "not-started" | "wrong" | "already-on" };

/**
 * The first code from the app: if right, two-factor is on and the ten recovery codes are made,
 * in one transaction, and returned this once. Of two confirmations at once, one turns it on.
 */
export async function confirmEnrolment(db: Db, user: AdminUserRow, code: string, key = secretKey(), at = Date.now()): Promise<ConfirmResult> {
  if (user.totp_enabled_at) return { ok: false, reason: "already-on" };
  if (!key) return { ok: false, reason: "no-key" };
  if (!user.totp_secret) return { ok: false, reason: "not-started" };
  const secret = decryptSecret(key, user.id, user.totp_secret);
  if (!secret) return { ok: false, reason: "not-started" };
  const step = totpStep(secret, code, at);
  if (step === null) return { ok: false, reason: "wrong" };
  return db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    const iso = clockNow().toISOString();
    const turnedOn = await trx
      .updateTable("admin_users")
      .set({ totp_enabled_at: iso, totp_last_step: step, updated_at: iso })
      .where("id", "=", user.id)
      .where("totp_enabled_at", "is", null)
      .where("totp_secret", "=", user.totp_secret)
      .executeTakeFirst();
    if (Number(turnedOn.numUpdatedRows) !== 1) return { ok: false, reason: "already-on" };
    return { ok: true, codes: await replaceRecoveryCodes(trx, user.id) };
  });
}

/** Ten new recovery codes (the old ones stop working), after a right code from the app. */
export async function renewRecoveryCodes(db: Db, user: AdminUserRow, code: string, key = secretKey(), at = Date.now()): Promise<SecondFactorResult | { ok: true; codes: string[] }> {
  const check = await checkAppCode(db, user, code, key, at);
  if (!check.ok) return check;
  return { ok: true, codes: await db.transaction().execute((trx) => replaceRecoveryCodes(trx, user.id)) };
}

/** Turns a user's two-factor off: the secret and every recovery code go. */
export async function turnOffTwoFactor(db: Db, userId: number) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: clockNow().toISOString() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("admin_recovery_codes").where("user_id", "=", userId).execute();
  });
}

/** What the sign-in's second step was given: an app code, a recovery code, or neither. */
export function readSecondFactor(input: string): { kind: "app"; code: string } | { kind: "recovery"; code: string } | null {
  const digits = input.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) return { kind: "app", code: digits };
  const recovery = normaliseRecoveryCode(input);
  return recovery ? { kind: "recovery", code: recovery } : null;
}

export type SecondFactorResult =
  | { ok: true; method: "app" }
  | { ok: true; method: "recovery"; remaining: number }
  | { ok: false; reason: "wrong" | "used" | "no-key" };

/** An app code: right, within one step, and not of a step already accepted. */
async function checkAppCode(db: Db, user: AdminUserRow, code: string, key: Buffer | null, at: number): Promise<SecondFactorResult> {
  if (!user.totp_enabled_at || !user.totp_secret) return { ok: false, reason: "wrong" };
  if (!key) return { ok: false, reason: "no-key" };
  const secret = decryptSecret(key, user.id, user.totp_secret);
  if (!secret) return { ok: false, reason: "no-key" };
  const step = totpStep(secret, code, at);
  if (step === null) return { ok: false, reason: "wrong" };
  return (await acceptStep(db, user.id, step)) ? { ok: true, method: "app" } : { ok: false, reason: "used" };
}

/**
 * The second step's check, for sign-in (auth.server.ts): an app code or a recovery code, each
 * accepted once. Throttling is the caller's (the same as the password's).
 */
export async function checkSecondFactor(
  db: Db,
  user: AdminUserRow,
  given: NonNullable<ReturnType<typeof readSecondFactor>>,
  key = secretKey(),
  at = Date.now(),
): Promise<SecondFactorResult> {
  if (!user.totp_enabled_at) return { ok: false, reason: "wrong" };
  if (given.kind === "app") return checkAppCode(db, user, given.code, key, at);
  if (!(await useRecoveryCode(db, user.id, given.code))) return { ok: false, reason: "wrong" };
  return { ok: true, method: "recovery", remaining: await remainingRecoveryCodes(db, user.id) };
}

/** Whether app codes can be checked for this user now (the key set and the same as at enrolment). */
export function canCheckAppCodes(user: AdminUserRow, key = secretKey()) {
  return Boolean(key && user.totp_secret && decryptSecret(key, user.id, user.totp_secret));
}

// ---------------------------------------------------------------------------------------------
// The owner's "require two-factor sign-in for everyone"

export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", REQUIRED_SETTING).executeTakeFirst();
  return row?.value === "1";
}

export async function setTwoFactorRequired(db: Db, required: boolean, at = clockNow()) {
  const value = required ? "1" : "0";
  const updated_at = at.toISOString();
  await db
    .insertInto("app_settings")
    .values({ key: REQUIRED_SETTING, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}

/**
 * Whether this admin must set up two-factor before anything else: a named user without it,
 * while the owner requires it. The break-glass owner is exempt (it is the server's password,
 * for the day nobody can sign in, and has no account to enrol).
 */
export async function mustEnrolTwoFactor(db: Db, admin: Admin): Promise<boolean> {
  if (admin.kind !== "user" || admin.twoFactor) return false;
  return isTwoFactorRequired(db);
}

/** How many users have two-factor on, of how many (the owner's setting shows it). */
export async function twoFactorCoverage(db: Db): Promise<{ on: number; users: number }> {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => [eb.fn.countAll<number>().as("users"), eb.fn.count<number>("totp_enabled_at").as("on")])
    .where("removed_at", "is", null)
    .executeTakeFirstOrThrow();
  return { on: Number(row.on), users: Number(row.users) };
}
