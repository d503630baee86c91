import { hashPassword } from "~/lib/admin/password.server";

/**
 * ADMIN_PASSWORD_HASH for a server under test: scrypt at N=2^14, which the server takes only with
 * ADMIN_ALLOW_WEAK_HASH=1, instead of production's N=2^17. Every sign-in and every wrong guess
 * checks the hash, and at full strength each took a second or more of a busy two-core machine.
 * The production parameters and the refusal of weak hashes have their own unit tests
 * (app/lib/admin/password.server.test.ts).
 */
export async function testAdminEnv(password: string) {
  return { ADMIN_PASSWORD_HASH: await hashPassword(password, { N: 2 ** 14, r: 8, p: 1 }), ADMIN_ALLOW_WEAK_HASH: "1" };
}
