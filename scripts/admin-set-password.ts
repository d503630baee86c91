/**
 * npm run admin:set-password
 *   Prompts twice (hidden) on a terminal and stores a scrypt hash of the admin password in the
 *   database the server uses (DATABASE_URL, or DATA_DIR/SQLITE_FILE: the same rules as the
 *   server). Every existing admin session ends, so a changed password locks out old sessions.
 * ADMIN_PASSWORD=... npm run admin:set-password      (scripts: from the environment)
 * printf %s "$PW" | npm run admin:set-password       (scripts: from stdin)
 * npm run admin:set-password -- --print-hash         prints the hash for ADMIN_PASSWORD_HASH
 *   instead of storing it.
 */
import { hashPassword, storePasswordHash } from "~/lib/admin/password.server";
import { getEnv } from "~/lib/env.server.mjs";
import { openConfiguredDb } from "./configured-db";

const MIN_LENGTH = 12;
const printOnly = process.argv.includes("--print-hash");

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
await storePasswordHash(db, hash);
await db.deleteFrom("admin_sessions").execute();
await db.destroy();
console.log(`Admin password stored in ${where}. Existing admin sessions were ended.`);
if (getEnv().ADMIN_PASSWORD_HASH)
  console.log("Note: ADMIN_PASSWORD_HASH is set in this environment and takes precedence over the stored password.");
