import crypto from "node:crypto";
import { promisify } from "node:util";
import { fork, type ChildProcess } from "node:child_process";
import type { Db } from "~/lib/db/db.server";
import { SALT_BYTES, parseHash } from "./password-hash.server";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * The sign-in's scrypt runs in a helper process of its own (docs/decisions/029): node:crypto's
 * async scrypt takes a thread of libuv's pool, four threads which static files, compression and
 * DNS share, so a flood of guesses made every stylesheet wait. A worker thread would leave the
 * pool alone but not the process: two threads each touching 128 MiB of fresh memory contend with
 * the server's own thread for the process's memory map. The helper runs scryptSync, one check at
 * a time; the password queue (hash-queue.server.ts) starts at most two helpers. An idle helper
 * waits for the next check and never keeps the server up.
 */
const HELPER_SOURCE = `
const crypto = require("node:crypto");
process.on("message", ({ id, password, salt, keylen, options }) => {
  try {
    const key = crypto.scryptSync(password, Buffer.from(salt, "base64"), keylen, options);
    process.send({ id, key: key.toString("base64") });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});
process.on("disconnect", () => process.exit(0));
`;
const idleHelpers: ChildProcess[] = [];
let nextJob = 0;

function startHelper() {
  const helper = fork("-e", [HELPER_SOURCE], { execArgv: [], stdio: ["ignore", "ignore", "inherit", "ipc"], env: {} });
  helper.unref();
  // The IPC channel would keep the server's event loop alive too.
  (helper.channel as { unref?: () => void } | undefined)?.unref?.();
  return helper;
}

function scryptOnOwnThread(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
  let helper = idleHelpers.pop();
  while (helper && (helper.exitCode !== null || !helper.connected)) helper = idleHelpers.pop();
  helper ??= startHelper();
  const worker = helper;
  const id = ++nextJob;
  return new Promise<Buffer>((resolve, reject) => {
    const onMessage = (message: { id: number; key?: string; error?: string }) => {
      if (message.id !== id) return;
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      idleHelpers.push(worker);
      if (message.key) resolve(Buffer.from(message.key, "base64"));
      else reject(new Error(message.error ?? "scrypt failed"));
    };
    const onExit = () => {
      worker.off("message", onMessage);
      reject(new Error("password helper exited"));
    };
    worker.on("message", onMessage);
    worker.once("exit", onExit);
    worker.send({ id, password, salt: salt.toString("base64"), keylen, options });
  });
}

/** OWASP's scrypt floor (2023): N=2^17, r=8, p=1. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/**
 * The app_settings row (its key) where `npm run admin:set-password` stores the scrypt hash: a
 * row name, not a secret. The password itself is never stored; ADMIN_PASSWORD_HASH in the
 * environment, when set, takes precedence over this row.
 */
const ADMIN_HASH_ROW = "admin_password_hash";

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

/**
 * Constant-time check: the derived key is compared with timingSafeEqual, never with ===, so
 * response time does not reveal how many leading bytes matched.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const derived = await scryptOnOwnThread(password.normalize("NFKC"), parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.N, parsed.r),
  });
  return crypto.timingSafeEqual(derived, parsed.key);
}

/**
 * The shared password of before named users (the app_settings row): it keeps working until the
 * owner is created, and then becomes the owner's. ADMIN_PASSWORD_HASH is the break-glass owner's
 * (auth.server.ts), not this.
 */
export async function getStoredPasswordHash(db: Db): Promise<string | null> {
  const row = await db.selectFrom("app_settings").select("value").where("key", "=", ADMIN_HASH_ROW).executeTakeFirst();
  return row?.value ?? null;
}

/** Once the owner exists, the shared password is theirs: the row goes. */
export async function clearStoredPasswordHash(db: Db) {
  await db.deleteFrom("app_settings").where("key", "=", ADMIN_HASH_ROW).execute();
}

export async function storePasswordHash(db: Db, hash: string, now = new Date()) {
  const updated_at = now.toISOString();
  await db
    .insertInto("app_settings")
    .values({ key: ADMIN_HASH_ROW, value: hash, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: hash, updated_at }))
    .execute();
}
