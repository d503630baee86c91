/**
 * npm run admin:set-password
 *   For an owner who lost access: prompts twice (hidden) on a terminal and sets the owner's
 *   password in the database the server uses (DATABASE_URL, or DATA_DIR/SQLITE_FILE: the same
 *   rules as the server); every session of that owner ends. With several owners, name one:
 *   `-- --email anika@example.com`. `-- --reset-two-factor` also turns off their two-factor
 *   sign-in (a lost phone). Before any user exists it stores the shared password instead, which
 *   then signs in once to create the owner (docs/team.md "First run").
 * ADMIN_PASSWORD=... npm run admin:set-password      (scripts: from the environment)
 * printf %s "$PW" | npm run admin:set-password       (scripts: from stdin)
 * npm run admin:set-password -- --print-hash         prints the hash for ADMIN_PASSWORD_HASH
 *   instead of storing it.
 */
import { hashPassword, storePasswordHash } from "~/lib/admin/password.server";
import { recordAudit } from "~/lib/admin/audit.server";
import { PASSWORD_MIN } from "~/lib/admin/account-schema";
import { emailKey, hasUsers } from "~/lib/admin/users.server";
import { turnOffTwoFactor } from "~/lib/admin/two-factor.server";
import { getEnv } from "~/lib/env.server.mjs";
import { openConfiguredDb } from "./configured-db";

const MIN_LENGTH = PASSWORD_MIN;
const printOnly = process.argv.includes("--print-hash");
const resetTwoFactor = process.argv.includes("--reset-two-factor");
const emailArg = process.argv[process.argv.indexOf("--email") + 1];
const email = process.argv.includes("--email") && emailArg ? emailKey(emailArg) : null;

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const onData = (chunk: string) => {
      // A paste arrives as one chunk of many characters: handle each.
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          process.stderr.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function readStdin() {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  // Only the line ending a here-string or echo adds; spaces inside a passphrase are kept.
  return text.replace(/\r?\n$/, "");
}

async function readPassword() {
  const fromEnv = getEnv().ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden("New admin password: ");
  const second = await promptHidden("Repeat it: ");
  if (first !== second) {
    console.error("The two passwords differ. Nothing was changed.");
    process.exit(1);
  }
  return first;
}

const password = await readPassword();
if (password.length < MIN_LENGTH) {
  console.error(`The password needs at least ${MIN_LENGTH} characters (a passphrase of a few words is easiest). Nothing was changed.`);
  process.exit(1);
}
const hash = await hashPassword(password);
if (printOnly) {
  console.log(hash);
  process.exit(0);
}
const { db, where } = await openConfiguredDb();
if (!(await hasUsers(db))) {
  await storePasswordHash(db, hash);
  await db.deleteFrom("admin_sessions").execute();
  await db.destroy();
  console.log(`Admin password stored in ${where}. Sign in with it once to create the owner's account.`);
} else {
  const owners = await db
    .selectFrom("admin_users")
    .select(["id", "email", "name"])
    .where("role", "=", "owner")
    .where("removed_at", "is", null)
    .execute();
  const owner = email ? owners.find((o) => o.email === email) : owners.length === 1 ? owners[0] : undefined;
  if (!owner) {
    await db.destroy();
    console.error(
      email
        ? `No owner has the address ${email}. The owners: ${owners.map((o) => o.email).join(", ")}. Nothing was changed.`
        : `There are ${owners.length} owners: name one with -- --email (${owners.map((o) => o.email).join(", ")}). Nothing was changed.`,
    );
    process.exit(1);
  }
  const at = new Date().toISOString();
  if (resetTwoFactor) await turnOffTwoFactor(db, owner.id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("admin_users").set({ password_hash: hash, updated_at: at }).where("id", "=", owner.id).execute();
    await trx.deleteFrom("admin_sessions").where("user_id", "=", owner.id).execute();
    await recordAudit(trx, "system", "user.password", { subject: owner.email, detail: `Reset from the server's command line${resetTwoFactor ? ", two-factor sign-in turned off" : ""}` });
  });
  await db.destroy();
  console.log(`The password of ${owner.name} <${owner.email}> was set in ${where}; their sessions were ended.${resetTwoFactor ? " Two-factor sign-in is off: turn it on again from the account page." : ""}`);
}
if (getEnv().ADMIN_PASSWORD_HASH)
  console.log("Note: ADMIN_PASSWORD_HASH is set in this environment: with it (and no e-mail) anyone who knows that password signs in as the break-glass owner.");
