import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAdminEnv } from "./config.server";
import { isPasswordHash, weakHashReason } from "./password-hash.server";
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from "./password.server";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("uses N=2^17, r=8, p=1 and a 16-byte random salt by default, and verifies", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword("a long passphrase ₹");
    const [scheme, logN, r, p, salt] = hash.split(":");
    expect([scheme, logN, r, p]).toEqual(["scrypt", "17", "8", "1"]);
    expect(Buffer.from(salt!, "base64url").length).toBe(16);
    expect(await verifyPassword("a long passphrase ₹", hash)).toBe(true);
    expect(await verifyPassword("a long passphrase", hash)).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    const a = await hashPassword("same password", FAST);
    const b = await hashPassword("same password", FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same password", b)).toBe(true);
  });

  it("rejects malformed or tampered hashes instead of throwing", async () => {
    const hash = await hashPassword("secret words here", FAST);
    expect(isPasswordHash(hash)).toBe(true);
    expect(isPasswordHash("plain text")).toBe(false);
    expect(await verifyPassword("secret words here", "scrypt:10:8:1:short:key")).toBe(false);
    const parts = hash.split(":");
    parts[5] = Buffer.alloc(32).toString("base64url");
    expect(await verifyPassword("secret words here", parts.join(":"))).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });
});

describe("the password check's thread", () => {
  it("is its own: a check completes while every thread of libuv's pool is held (static files wait there)", async () => {
    const hash = await hashPassword("pool test", FAST);
    // Four reads of FIFOs nobody writes to hold libuv's four pool threads, as a flood of
    // node:crypto scrypt calls did before.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pool-"));
    const fifos = [1, 2, 3, 4].map((i) => path.join(dir, `fifo-${i}`));
    for (const fifo of fifos) execFileSync("mkfifo", [fifo]);
    const held = fifos.map((fifo) => fs.promises.readFile(fifo).catch(() => null));
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // The pool is held once a task queued behind the four reads no longer completes: only then
    // does the check below prove anything, however slowly a busy machine starts the reads.
    let probe: Promise<unknown> = Promise.resolve();
    let pending = false;
    for (let tries = 0; tries < 50 && !pending; tries++) {
      pending = true;
      probe = fs.promises.access(dir).finally(() => (pending = false));
      await sleep(100);
    }
    try {
      expect(pending, "libuv's pool is held by the four reads").toBe(true);
      const result = await Promise.race([verifyPassword("pool test", hash), new Promise((r) => setTimeout(() => r("timed out"), 5000))]);
      expect(result).toBe(true);
    } finally {
      // Release the pool: a writer opens and closes each FIFO (a synchronous open, off the pool).
      // A non-blocking open for writing fails with ENXIO while no reader has the FIFO open yet:
      // then its read has not started, and the writer tries again until it has.
      for (const fifo of fifos)
        for (let tries = 0; ; tries++) {
          try {
            fs.closeSync(fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK));
            break;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENXIO" || tries > 200) throw error;
            await sleep(25);
          }
        }
      await probe;
      await Promise.all(held);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("weak hashes", () => {
  it("names the parameters below OWASP's floor and accepts the floor and its equal trades", async () => {
    expect(weakHashReason(await hashPassword("x", FAST))).toMatch(/N=2\^10, r=8, p=1\) are below the floor/);
    expect(weakHashReason(await hashPassword("x", { N: 2 ** 14, r: 8, p: 1 }))).not.toBeNull();
    expect(weakHashReason(await hashPassword("x", { N: 2 ** 14, r: 1, p: 64 }))).not.toBeNull(); // 2 MiB of memory
    expect(weakHashReason(`scrypt:17:8:1:${Buffer.alloc(16).toString("base64url")}:${Buffer.alloc(32).toString("base64url")}`)).toBeNull();
    expect(weakHashReason(`scrypt:15:8:4:${Buffer.alloc(16).toString("base64url")}:${Buffer.alloc(32).toString("base64url")}`)).toBeNull();
    expect(weakHashReason("not a hash")).toBeNull();
  });

  it("are refused in ADMIN_PASSWORD_HASH with a message saying why, unless ADMIN_ALLOW_WEAK_HASH=1 (tests)", async () => {
    const weak = await hashPassword("x", FAST);
    expect(() => parseAdminEnv({ ADMIN_PASSWORD_HASH: weak })).toThrow(/ADMIN_PASSWORD_HASH is refused: its scrypt parameters \(N=2\^10/);
    expect(parseAdminEnv({ ADMIN_PASSWORD_HASH: weak, ADMIN_ALLOW_WEAK_HASH: "1" }).ADMIN_PASSWORD_HASH).toBe(weak);
    const strong = `scrypt:17:8:1:${Buffer.alloc(16).toString("base64url")}:${Buffer.alloc(32).toString("base64url")}`;
    expect(parseAdminEnv({ ADMIN_PASSWORD_HASH: strong }).ADMIN_PASSWORD_HASH).toBe(strong);
  });
});
