/**
 * The stored password hash's format, read without hashing anything: whether a value is a hash,
 * and whether its scrypt parameters are strong enough. A leaf, so the admin settings can check
 * ADMIN_PASSWORD_HASH without importing the hashing (which reads those settings).
 */
export const SALT_BYTES = 16;

export function isPasswordHash(value: string) {
  return parseHash(value) !== null;
}

/**
 * The least work a hash may ask for: OWASP's floor, N·r·p >= 2^20 (N=2^17, r=8, p=1, or an
 * equal trade of N for p), with at least 16 MiB of memory (128·N·r), so a guess costs an
 * attacker with a copy of the hash what it costs us.
 */
const MIN_SCRYPT_WORK = 2 ** 20;
const MIN_SCRYPT_MEMORY = 16 * 1024 * 1024;

/** Why a well-formed hash is too weak to accept, or null when it is strong enough (or not a hash at all). */
export function weakHashReason(value: string): string | null {
  const parsed = parseHash(value);
  if (!parsed) return null;
  const { N, r, p } = parsed;
  if (N * r * p >= MIN_SCRYPT_WORK && 128 * N * r >= MIN_SCRYPT_MEMORY) return null;
  return (
    `its scrypt parameters (N=2^${Math.log2(N)}, r=${r}, p=${p}) are below the floor of N=2^17, r=8, p=1 ` +
    `(N·r·p at least 2^20 and 128·N·r at least 16 MiB). Make a new one with "npm run admin:set-password -- --print-hash"`
  );
}

export function parseHash(value: string) {
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
