import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordHash, SCRYPT_PARAMS, verifyPassword } from "./password.server";

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
