import { getSite } from "~/content/site.server";
import type { Db } from "~/lib/db/db.server";
import { log } from "~/lib/log.server";
import { getAdminEnv } from "./config.server";
import { isPasswordHash } from "./password-hash.server";
import { clearStoredPasswordHash, getStoredPasswordHash } from "./password.server";
import { createLink, retireLinks } from "./links.server";
import { adminOf, createUser, hasUsers } from "./users.server";
import { recordAudit } from "./audit.server";

/**
 * The first-run setup (docs/team.md "First run"): while nobody can sign in (no user, no shared
 * password of before, no break-glass ADMIN_PASSWORD_HASH), every start of the server makes a
 * single-use link that creates the owner, and prints it to the server's log: only whoever runs
 * the server reads it. The admin pages themselves only say the admin is not set up yet. Each
 * start adds a link rather than retiring the last one, so instances sharing one database do not
 * cancel each other's; creating the owner retires them all.
 */
export async function announceSetupLink(db: Db) {
  if (await hasUsers(db)) return null;
  const breakGlass = getAdminEnv().ADMIN_PASSWORD_HASH?.trim();
  if (breakGlass && isPasswordHash(breakGlass)) return null;
  const shared = await getStoredPasswordHash(db);
  if (shared && isPasswordHash(shared)) return null;
  const token = await createLink(db, "setup");
  const path = `/admin/setup/${token}`;
  log.warn("admin setup link: open it to create the owner's account (single use, valid 7 days)", { url: `${getSite().url}${path}`, path });
  return path;
}

/**
 * The owner, created from the setup link or from the shared password of before users (whose
 * hash becomes theirs): every open setup link is retired and the shared password's row goes,
 * in one transaction.
 */
export async function createOwner(db: Db, owner: { name: string; email: string; passwordHash: string }) {
  return db.transaction().execute(async (trx) => {
    const user = await createUser(trx, { ...owner, role: "owner" });
    await retireLinks(trx, "setup");
    await clearStoredPasswordHash(trx);
    await recordAudit(trx, adminOf(user), "owner.create", { subject: user.email });
    return user;
  });
}
