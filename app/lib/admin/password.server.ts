import crypto from "node:crypto";
import { promisify } from "node:util";
import type { Db } from "~/lib/db/db.server";
import { getAdminEnv } from "./config.server";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** OWASP's scrypt floor (2023): N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/**
 * The app_settings row (its key) where `npm run admin:set-password` stores the scrypt hash: a
 * row name, not a secret. The password itself is never stored; ADMIN_PASSWORD_HASH in the
 * environment, when set, takes precedence over this row.
 */
export const ADMIN_HASH_ROW = "admin_password_hash";

/**
 * scrypt needs 128·N·r bytes (128 MiB at N=2^17), above Node's 32 MiB default maxmem, so
 * without this every hash throws "memory limit exceeded". Twice the need leaves headroom.
 */
function maxmem(N: number, r: number) {
  return 2 * 128 * N * r;
}

/**
 * Hash format: `scrypt:<log2 N>:<r>:<p>:<salt base64url>:<key base64url>`. Colons rather than
 * the usual `$` so the value can be pasted into an environment file without shell escaping.
 */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS) {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ["scrypt", Math.log2(params.N), params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(":");
}

export function isPasswordHash(value: string) {
  return parseHash(value) !== null;
}

function parseHash(value: string) {
  const parts = value.trim().split(":");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const nums = [Number(logN), Number(r), Number(p)];
  if (!nums.every((n) => Number.isInteger(n) && n > 0) || nums[0]! > 24) return null;
  const saltBuf = Buffer.from(salt, "base64url");
  const keyBuf = Buffer.from(key, "base64url");
  if (saltBuf.length < SALT_BYTES || keyBuf.length < 16) return null;
  return { N: 2 ** nums[0]!, r: nums[1]!, p: nums[2]!, salt: saltBuf, key: keyBuf };
}

/**
 * Constant-time check: the derived key is compared with timingSafeEqual, never with ===, so
 * response time does not reveal how many leading bytes matched.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const derived = await scrypt(password.normalize("NFKC"), parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.N, parsed.r),
  });
  return crypto.timingSafeEqual(derived, parsed.key);
}

/** The configured hash: ADMIN_PASSWORD_HASH wins, then the stored setting; null = not configured. */
export async function getPasswordHash(db: Db): Promise<string | null> {
  const fromEnv = getAdminEnv().ADMIN_PASSWORD_HASH;
  if (fromEnv) return fromEnv.trim();
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", ADMIN_HASH_ROW).executeTakeFirst();
  return row?.value ?? null;
}

export async function storePasswordHash(db: Db, hash: string, now = new Date()) {
  const updated_at = now.toISOString();
  await db
    .insertInto("app_settings")
    .values({ key: ADMIN_HASH_ROW, value: hash, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: hash, updated_at }))
    .execute();
}
