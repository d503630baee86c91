import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/admin/password.server";
import { TEST_ADMIN_SECRET_KEY, testAdminEnv } from "../support/admin-password";
import { DESKTOP, expectNoAxeViolations, launchBrowser, step, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * Two-factor sign-in end to end (docs/team.md "Two-factor sign-in"), each test on a server of
 * its own, started with no user: the owner is created from the setup link in the server's log.
 * The codes are computed here from the key the page shows for manual entry, against the real
 * time (the servers run on the spec's day, SITE_TODAY: the codes must not follow it).
 */
type Server = Awaited<ReturnType<typeof startServer>>;
const OWNER = { name: "Meera Nair", email: "meera@example.com", password: "lanterns over the riad roof" };
const MEMBER = { name: "Arjun Rao", email: "arjun@example.com", password: "rice terraces after the rain" };
const CODE_FIELD = "Code from your authenticator app, or a recovery code";
const APP_CODE_FIELD = "The 6-digit code your app shows";

let browser: Browser;
const servers: Server[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

async function freshServer(env: Record<string, string> = {}) {
  const server = await startServer({ env: { ADMIN_PASSWORD_HASH: "", ADMIN_SECRET_KEY: TEST_ADMIN_SECRET_KEY, ...env } });
  servers.push(server);
  return server;
}

const codeAt = (key: string, offsetMs = 0) => new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + offsetMs });
/** A code that is none of the ones around now. */
const wrongCode = (key: string) => {
  const near = new Set([-30_000, 0, 30_000].map((d) => codeAt(key, d)));
  let code = 123456;
  while (near.has(String(code))) code++;
  return String(code);
};

/** The first-run setup link, from the server's log (a JSON line with its path). */
async function setupPath(server: Server) {
  for (let i = 0; i < 100; i++) {
    const match = /"path":"(\/admin\/setup\/[A-Za-z0-9_-]{43})"/.exec(server.logs());
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no setup link in the log:\n${server.logs()}`);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function createOwner(page: Page, server: Server) {
  await open(page, server.url + (await setupPath(server)));
  await page.getByLabel("Your name").fill(OWNER.name);
  await page.getByLabel("E-mail").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("The password again").fill(OWNER.password);
  await page.getByRole("button", { name: "Create the owner's account" }).click();
  await page.waitForURL(/\/admin\/users/);
}

/** Sets up two-factor from the account page; returns the key (as typed by hand), the code that turned it on, and the ten recovery codes. */
async function enrol(page: Page, base: string, { audit = false } = {}) {
  await open(page, `${base}/admin/account`);
  if (audit) await expectNoAxeViolations(page, "/admin/account (two-factor off)");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const keyText = await page.getByTestId("totp-key").innerText();
  const key = keyText.replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole("img", { name: /QR code/ }).locator("svg").count()).resolves.toBe(1);
  if (audit) await expectNoAxeViolations(page, "/admin/account (setting up)");
  await page.getByLabel(APP_CODE_FIELD).fill(wrongCode(key));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.getByText("That code is not right").waitFor();
  const first = codeAt(key);
  await page.getByLabel(APP_CODE_FIELD).fill(first);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = page.getByTestId("recovery-codes");
  await list.waitFor();
  const codes = (await list.locator("li").allInnerTexts()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  if (audit) await expectNoAxeViolations(page, "/admin/account (recovery codes shown)");
  return { key, first, codes };
}

async function password(page: Page, base: string, who: { email: string; password: string }) {
  await open(page, `${base}/admin/leads`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function giveCode(page: Page, code: string) {
  await page.getByLabel(CODE_FIELD).fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
async function logOut(page: Page) {
  await adminNav(page).getByRole("button", { name: "Log out" }).click();
  await page.getByLabel("E-mail").waitFor();
}

function auditRows(server: Server) {
  const db = new SQLite(path.join(server.dataDir, "retreatly.sqlite"), { readonly: true });
  try {
    return db.prepare("select actor, action, subject, detail from admin_audit order by id").all() as { actor: string; action: string; subject: string | null; detail: string | null }[];
  } finally {
    db.close();
  }
}

describe("two-factor sign-in", () => {
  it("the owner sets it up, then signs in with the password and a code; each code works once; a wrong one is refused", { timeout: 180_000 }, async () => {
    const server = await freshServer();
    const base = server.url;
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    let key = "";
    let first = "";
    let codes: string[] = [];

    await step("set up from the account page, the recovery codes shown once", async () => {
      await createOwner(page, server);
      ({ key, first, codes } = await enrol(page, base, { audit: true }));
      await open(page, `${base}/admin/account`);
      await page.getByText("10 recovery codes left").waitFor();
      await expect(page.getByTestId("recovery-codes").count()).resolves.toBe(0);
      await expect(page.getByTestId("totp-key").count()).resolves.toBe(0);
      await expectNoAxeViolations(page, "/admin/account (two-factor on)");
      await logOut(page);
    });

    await step("the password alone opens nothing: the second step asks for the code, and the set-up's own code is refused", async () => {
      await password(page, base, OWNER);
      await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      // Seconds after the set-up its code is still in the window: refused as used, not as wrong.
      await giveCode(page, first);
      await page.getByText("That code has already been used").waitFor();
      const field = page.getByLabel(CODE_FIELD);
      await expect(field.getAttribute("autocomplete")).resolves.toBe("one-time-code");
      await expectNoAxeViolations(page, "/admin/leads (second step)");
      await open(page, `${base}/admin/retreats`);
      await page.waitForURL(`${base}/admin/leads`);
      await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    });

    await step("a wrong code is refused", async () => {
      await giveCode(page, wrongCode(key));
      await page.getByText("That code is not right").waitFor();
      await expectNoAxeViolations(page, "/admin/leads (second step, wrong code)");
    });

    await step("the next code signs in", async () => {
      await giveCode(page, codeAt(key, 30_000));
      await adminNav(page).getByRole("link", { name: "Leads" }).waitFor();
      await logOut(page);
    });

    await step("a recovery code works once, and says how many are left", async () => {
      await password(page, base, OWNER);
      await giveCode(page, codes[0]!.toUpperCase());
      await page.waitForURL(`${base}/admin/account?done=recovery-used`);
      await page.getByText("9 recovery codes are left").waitFor();
      await logOut(page);
      await password(page, base, OWNER);
      await giveCode(page, codes[0]!);
      await page.getByText("That code is not right").waitFor();
    });

    await step("cancel ends the half-signed-in session", async () => {
      await page.getByRole("button", { name: "Cancel and sign in as someone else" }).click();
      await page.getByLabel("E-mail").waitFor();
      await open(page, `${base}/admin/account`);
      await page.waitForURL(`${base}/admin/leads`);
      await page.getByLabel("E-mail").waitFor();
    });

    await step("without JavaScript: a wrong code is a 401 with its message, a recovery code signs in", async () => {
      const plain = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
      const noJs = await plain.newPage();
      await noJs.goto(`${base}/admin/leads`);
      await noJs.getByLabel("E-mail").fill(OWNER.email);
      await noJs.getByLabel("Password", { exact: true }).fill(OWNER.password);
      await noJs.getByRole("button", { name: "Sign in", exact: true }).click();
      await noJs.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
      await noJs.getByLabel(CODE_FIELD).fill(wrongCode(key));
      const [wrong] = await Promise.all([
        noJs.waitForResponse((r) => r.request().method() === "POST"),
        noJs.getByRole("button", { name: "Sign in", exact: true }).click(),
      ]);
      expect(wrong.status()).toBe(401);
      await noJs.getByText("That code is not right").waitFor();
      await noJs.getByLabel(CODE_FIELD).fill(codes[1]!);
      await noJs.getByRole("button", { name: "Sign in", exact: true }).click();
      await noJs.waitForURL(`${base}/admin/account?done=recovery-used`);
      await noJs.getByText("8 recovery codes are left").waitFor();
      await plain.close();
    });

    await step("audited, with no code or secret in the log", async () => {
      const rows = auditRows(server);
      const actions = rows.map((r) => r.action);
      expect(actions).toContain("two-factor.on");
      expect(rows.filter((r) => r.action === "two-factor.recovery-used").map((r) => r.detail)).toEqual([
        "9 of 10 recovery codes left",
        "8 of 10 recovery codes left",
      ]);
      expect(rows.filter((r) => r.action === "sign-in").map((r) => r.detail)).toEqual(
        expect.arrayContaining(["With the authenticator app", "With a recovery code"]),
      );
      const logged = JSON.stringify(rows) + server.logs();
      expect(logged).not.toContain(key);
      for (const code of codes) expect(logged).not.toContain(code);
    });
    await context.close();
  });

  it("required for everyone, a user without it is held on their account page until they set it up; a new password ends their other sessions", { timeout: 180_000 }, async () => {
    const server = await freshServer();
    const base = server.url;
    const ownerContext = await browser.newContext(DESKTOP);
    const owner = await ownerContext.newPage();
    await createOwner(owner, server);

    // A member, as an invitation (another part of the admin) would have made them.
    const db = new SQLite(path.join(server.dataDir, "retreatly.sqlite"));
    const now = new Date().toISOString();
    db.prepare("insert into admin_users (email, name, role, password_hash, created_at, updated_at) values (?, ?, 'member', ?, ?, ?)").run(
      MEMBER.email,
      MEMBER.name,
      await hashPassword(MEMBER.password, { N: 2 ** 14, r: 8, p: 1 }),
      now,
      now,
    );
    db.close();

    const memberContext = await browser.newContext(DESKTOP);
    const member = await memberContext.newPage();
    let elsewhere: BrowserContext | undefined;

    await step("a new password: the current one is checked, and every other session ends", async () => {
      await password(member, base, MEMBER);
      await adminNav(member).getByRole("link", { name: "Leads" }).waitFor();
      elsewhere = await browser.newContext(DESKTOP);
      const other = await elsewhere.newPage();
      await password(other, base, MEMBER);
      await adminNav(other).getByRole("link", { name: "Leads" }).waitFor();

      await open(member, `${base}/admin/account`);
      const form = member.locator("#change-password");
      await form.getByLabel("Current password").fill("not my password at all");
      await form.getByLabel("New password", { exact: true }).fill("a new path through the dunes");
      await form.getByLabel("The new password again").fill("a new path through the dunes");
      await form.getByRole("button", { name: "Change password" }).click();
      await member.getByText("That is not your current password.").waitFor();
      await form.getByLabel("Current password").fill(MEMBER.password);
      await form.getByLabel("New password", { exact: true }).fill("a new path through the dunes");
      await form.getByLabel("The new password again").fill("a new path through the dunes");
      await form.getByRole("button", { name: "Change password" }).click();
      await member.getByText("Your password is changed.").waitFor();

      await open(other, `${base}/admin/leads`);
      // The sign-in again, saying the session ended (on a new database in words of the switch to named users).
      await other.getByLabel("E-mail").waitFor();
      await other.getByRole("status").getByText(/session has ended|every open session has ended/).waitFor();
      await elsewhere.close();
      // This browser is still signed in.
      await open(member, `${base}/admin/leads`);
      await adminNav(member).getByRole("link", { name: "Leads" }).waitFor();
      MEMBER.password = "a new path through the dunes";
    });

    await step("the owner cannot require it before having it, then requires it", async () => {
      await open(owner, `${base}/admin/account`);
      await owner.getByText("Turn on two-factor sign-in for yourself first").waitFor();
      await enrol(owner, base);
      await open(owner, `${base}/admin/account`);
      await owner.getByText("1 of 2 users have two-factor sign-in on.").waitFor();
      await owner.getByRole("button", { name: "Require two-factor sign-in for everyone" }).click();
      await owner.getByText("Two-factor sign-in is now required for everyone.").waitFor();
      await owner.locator("#everyone").getByText("Required", { exact: true }).waitFor();
      await expectNoAxeViolations(owner, "/admin/account (owner, required)");
    });

    await step("the member, already signed in, reaches only their account page", async () => {
      await open(member, `${base}/admin/leads`);
      await member.waitForURL(`${base}/admin/account`);
      await member.getByText("Please set up two-factor sign-in to continue").waitFor();
      await expect(adminNav(member).getByRole("link").count()).resolves.toBe(0);
      await expectNoAxeViolations(member, "/admin/account (held)");
      for (const page of ["/admin/retreats", "/admin/follow-up", "/admin/leads/1"]) {
        await open(member, base + page);
        await member.waitForURL(`${base}/admin/account`);
      }
      const csv = await memberContext.request.get(`${base}/admin/leads.csv`, { maxRedirects: 0 });
      expect(csv.status()).toBe(302);
      expect(csv.headers().location).toBe("/admin/account");
    });

    let memberKey = "";
    await step("signing in again lands there too; once set up, the admin opens", async () => {
      await logOut(member);
      await password(member, base, MEMBER);
      await member.waitForURL(`${base}/admin/account`);
      ({ key: memberKey } = await enrol(member, base));
      await open(member, `${base}/admin/leads`);
      await adminNav(member).getByRole("link", { name: "Leads" }).waitFor();
    });

    await step("new recovery codes after a code from the app", async () => {
      await open(member, `${base}/admin/account`);
      await member.locator("summary", { hasText: "Make new recovery codes" }).click();
      const form = member.locator("form#recovery-codes");
      await form.getByLabel(APP_CODE_FIELD).fill(wrongCode(memberKey));
      await form.getByRole("button", { name: "Make new recovery codes" }).click();
      await member.getByText("That code is not right").waitFor();
      await form.getByLabel(APP_CODE_FIELD).fill(codeAt(memberKey, 30_000));
      await form.getByRole("button", { name: "Make new recovery codes" }).click();
      await member.getByText("Here are your new recovery codes.").waitFor();
      await expect(member.getByTestId("recovery-codes").locator("li").count()).resolves.toBe(10);
    });

    await step("turned off with the password, and held again while it is required", async () => {
      await open(member, `${base}/admin/account`);
      await member.locator("summary", { hasText: "Turn off two-factor sign-in" }).click();
      const form = member.locator("form#two-factor-off");
      await form.getByLabel("Your password").fill("not my password at all");
      await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
      await member.getByText("That is not your current password.").waitFor();
      await form.getByLabel("Your password").fill(MEMBER.password);
      await form.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
      await member.getByText("Two-factor sign-in is off.").waitFor();
      await member.getByText("Please set up two-factor sign-in to continue").waitFor();
      await open(member, `${base}/admin/leads`);
      await member.waitForURL(`${base}/admin/account`);
    });

    await step("audited", async () => {
      const rows = auditRows(server);
      expect(rows).toEqual(
        expect.arrayContaining([
          { actor: MEMBER.name, action: "user.password", subject: MEMBER.email, detail: expect.any(String) },
          { actor: OWNER.name, action: "two-factor.on", subject: OWNER.email, detail: null },
          { actor: OWNER.name, action: "settings.require-two-factor", subject: null, detail: "Required for everyone" },
          { actor: MEMBER.name, action: "two-factor.on", subject: MEMBER.email, detail: null },
          { actor: MEMBER.name, action: "two-factor.recovery-new", subject: MEMBER.email, detail: "The old ones no longer work" },
          { actor: MEMBER.name, action: "two-factor.off", subject: MEMBER.email, detail: null },
        ]),
      );
    });
    await ownerContext.close();
    await memberContext.close();
  });

  it("the break-glass owner cannot set it up, is told so, and is never held by the requirement", async () => {
    const breakGlass = "the server's own long passphrase";
    const server = await freshServer(await testAdminEnv(breakGlass));
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await open(page, `${server.url}/admin/leads`);
    await page.getByLabel("Password", { exact: true }).fill(breakGlass);
    await page.getByRole("button", { name: "Unlock" }).click();
    await adminNav(page).getByRole("link", { name: "Leads" }).waitFor();
    await open(page, `${server.url}/admin/account`);
    await page.getByText("signed in with the server's break-glass password").waitFor();
    await expect(page.getByRole("button", { name: "Set up two-factor sign-in" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Change password" }).count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Require two-factor sign-in for everyone" }).click();
    await page.getByText("Two-factor sign-in is now required for everyone.").waitFor();
    await expectNoAxeViolations(page, "/admin/account (break-glass)");
    await open(page, `${server.url}/admin/leads`);
    await adminNav(page).getByRole("link", { name: "Leads" }).waitFor();
    await context.close();
  });

  it("without ADMIN_SECRET_KEY it cannot be set up, and the page says what the server needs", async () => {
    const server = await freshServer({ ADMIN_SECRET_KEY: "" });
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await createOwner(page, server);
    await open(page, `${server.url}/admin/account`);
    await page.getByText("the server needs ADMIN_SECRET_KEY").waitFor();
    await expect(page.getByRole("button", { name: "Set up two-factor sign-in" }).count()).resolves.toBe(0);
    // A post made anyway is refused with the same message, not a 500.
    const res = await context.request.post(`${server.url}/admin/account`, { form: { form: "two-factor-start" }, maxRedirects: 0, headers: { Origin: server.url } });
    expect(res.status()).toBe(503);
    await expectNoAxeViolations(page, "/admin/account (no key)");
    await context.close();
  });
});
