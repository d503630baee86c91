import { hashPassword } from "~/lib/admin/password.server";

/**
 * ADMIN_SECRET_KEY for servers under test: a fixed key, so a test can set up two-factor sign-in
 * (two-factor.server.ts encrypts the TOTP secrets with it). Never a real site's key.
 */
export const TEST_ADMIN_SECRET_KEY = "5f2b8c4e9a1d7f3b6e0c2a8d4f6b1e9c3a7d5f2b8c4e9a1d7f3b6e0c2a8d4f6b";

/**
 * ADMIN_PASSWORD_HASH for a server under test: scrypt at N=2^14, which the server takes only with
 * ADMIN_ALLOW_WEAK_HASH=1, instead of production's N=2^17. Every sign-in and every wrong guess
 * checks the hash, and at full strength each took a second or more of a busy two-core machine.
 * The production parameters and the refusal of weak hashes have their own unit tests
 * (app/lib/admin/password.server.test.ts). With it, ADMIN_SECRET_KEY (above).
 */
export async function testAdminEnv(password: string) {
  return {
    ADMIN_PASSWORD_HASH: await hashPassword(password, { N: 2 ** 14, r: 8, p: 1 }),
    ADMIN_ALLOW_WEAK_HASH: "1",
    ADMIN_SECRET_KEY: TEST_ADMIN_SECRET_KEY,
  };
}
