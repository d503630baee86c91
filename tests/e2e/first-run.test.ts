import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * The way into the admin on a new install and on one from before named users:
 * - `fresh`: nobody can sign in; the server's log holds a single-use link that creates the owner.
 * - `shared`: a database with the one shared password of before (set by `npm run admin:set-password`
 *   before the server starts); it signs in once to make the owner, and stays the owner's; the same
 *   command later resets that owner's password.
 */
type Server = Awaited<ReturnType<typeof startServer>>;
const OWNER = { name: "Anika Mehta", email: "anika@retreatly.example", password: "monsoon light over the shala" };
const SHARED = "the shared one from before";

let browser: Browser;
let fresh: Server;
let shared: Server;
const sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-shared-"));

function setPassword(dataDir: string, password: string, ...args: string[]) {
  return promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin-set-password.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: password, ADMIN_PASSWORD_HASH: "" },
  });
}

beforeAll(async () => {
  await setPassword(sharedDir, SHARED);
  [browser, fresh, shared] = await Promise.all([
    launchBrowser(),
    startServer({ env: { ADMIN_PASSWORD_HASH: "", SITE_TODAY: "" } }),
    startServer({ env: { ADMIN_PASSWORD_HASH: "", SITE_TODAY: "" }, dataDir: sharedDir }),
  ]);
}, 90_000);

afterAll(async () => {
  await browser?.close();
  for (const s of [fresh, shared]) {
    await s?.stop();
    if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
});

const setupPath = (server: Server) => /"path":"(\/admin\/setup\/[A-Za-z0-9_-]{43})"/.exec(server.logs())?.[1];

async function signIn(page: Page, base: string, credentials: { email?: string; password: string }) {
  await page.goto(`${base}/admin/leads`);
  await waitForHydration(page);
  if (credentials.email !== undefined) await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: credentials.email !== undefined ? "Sign in" : "Unlock" }).click();
}

describe("first run", () => {
  it("creates the owner from the setup link in the log, once; the owner then signs in by e-mail", async () => {
    const link = setupPath(fresh);
    expect(link).toBeTruthy();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();

    // A forged link: a clear page, nothing made.
    const forged = await page.goto(`${fresh.url}/admin/setup/${"A".repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await page.getByRole("heading", { name: "This link cannot be used" }).waitFor();

    await page.goto(`${fresh.url}${link}`);
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Set up the admin" }).waitFor();
    await expectNoAxeViolations(page, "setup page");
    // The schema's messages, in the browser before any post.
    await page.getByLabel("Your name").fill(OWNER.name);
    await page.getByLabel("E-mail").fill("anika@");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("The password again").fill("other");
    await page.getByRole("button", { name: "Create the owner's account" }).click();
    await page.getByText("Please enter a valid e-mail address").waitFor();
    await page.getByText("Please choose a password of at least 12 characters", { exact: false }).waitFor();
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByLabel("The password again").fill(OWNER.password);
    await page.getByRole("button", { name: "Create the owner's account" }).click();
    await page.waitForURL(/\/admin\/users/);
    await expect(page.getByRole("navigation", { name: "Admin" }).innerText()).resolves.toContain(OWNER.name);

    // The link is spent: a second use changes nothing.
    const again = await fetch(`${fresh.url}${link}`);
    expect(again.status).toBe(410);
    const post = await fetch(`${fresh.url}${link}`, {
      method: "POST",
      body: new URLSearchParams({ form: "setup", name: "Mallory", email: "mallory@evil.example", password: "a long enough password", confirm: "a long enough password" }),
      redirect: "manual",
    });
    expect(post.status).toBe(410);
    expect(post.headers.get("set-cookie")).toBeNull();

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await signIn(page, fresh.url, { email: "mallory@evil.example", password: "a long enough password" });
    await page.getByText("Invalid e-mail or password. Please try again.").waitFor();
    await signIn(page, fresh.url, { email: OWNER.email.toUpperCase(), password: OWNER.password });
    await page.getByRole("link", { name: /Anika Mehta/ }).waitFor();
    await context.close();
  });
});

describe("from the shared password of before", () => {
  it("signs in with it once to create the owner, who keeps it; admin:set-password later resets the owner's password", async () => {
    expect(setupPath(shared)).toBeUndefined(); // someone can sign in: no setup link
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await signIn(page, shared.url, { password: SHARED });
    await page.waitForURL(/\/admin\/welcome$/);
    // Nothing else opens until the owner exists.
    await page.goto(`${shared.url}/admin/follow-up`);
    await page.waitForURL(/\/admin\/welcome$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "welcome page");
    await page.getByLabel("Your name").fill(OWNER.name);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByRole("button", { name: "Become the owner" }).click();
    await page.waitForURL(/\/admin\/users/);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Sign in" }).waitFor();

    // The password alone no longer opens anything: the sign-in asks for the e-mail now.
    const alone = await fetch(`${shared.url}/admin/leads`, { method: "POST", body: new URLSearchParams({ password: SHARED }), redirect: "manual" });
    expect(alone.status).toBe(400);
    await signIn(page, shared.url, { email: OWNER.email, password: SHARED });
    await page.getByRole("link", { name: /Anika Mehta/ }).waitFor();

    // Locked out later: the command line sets a new password, and ends the owner's sessions.
    const { stdout } = await setPassword(shared.dataDir, "a brand new passphrase here");
    expect(stdout).toContain("The password of Anika Mehta <anika@retreatly.example> was set");
    await page.goto(`${shared.url}/admin/follow-up`);
    await page.waitForURL(/\/admin\/leads$/);
    await page.getByText("Your session has ended", { exact: false }).waitFor();
    await signIn(page, shared.url, { email: OWNER.email, password: SHARED });
    await page.getByText("Invalid e-mail or password. Please try again.").waitFor();
    await signIn(page, shared.url, { email: OWNER.email, password: "a brand new passphrase here" });
    await page.getByRole("link", { name: /Anika Mehta/ }).waitFor();
    await context.close();
  });
});
