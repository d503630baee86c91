import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { parseMail } from "../support/test-smtp";

/**
 * What the organiser does in several end-to-end walks, in one place: signing in, and reading
 * what the mail worker wrote to the outbox folder (OUTBOX_DIR, with no SMTP_URL). Opening
 * WhatsApp is tests/support/whatsapp.ts's.
 */

/** Signs in through the admin's gate with the server's test password (testAdminEnv). */
export async function signIn(page: Page, base: string, password: string) {
  await page.goto(`${base}/admin/leads`);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
  // The gate has a "Leads" heading too: the dashboard's link to the retreats says we are in.
  await page.getByRole("link", { name: "Edit retreat dates and prices" }).waitFor();
}

/**
 * The e-mails of one kind ("place_opened", "organiser_digest") in the outbox folder, read, in the
 * order they were queued (the worker names each file `<time>-<outbox id>-<kind>.eml`).
 */
export function outboxMails(dir: string, kind: string) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${kind}.eml`))
    .map((f) => ({ id: Number(f.split("-").at(-2)), mail: parseMail(fs.readFileSync(path.join(dir, f), "utf8")) }))
    .sort((a, b) => a.id - b.id)
    .map((m) => m.mail);
}
