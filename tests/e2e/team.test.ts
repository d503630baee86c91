import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { parseMail } from "../support/test-smtp";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { OWNER_PAGES } from "../../app/components/admin/admin-nav";
import { TEAM_INTENTS } from "../../app/lib/admin/account-schema";

/** Every admin page of the route table a signed-in user may be sent to, its parameters filled. */
function adminPaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [...(e.path?.startsWith("admin") ? [`/${e.path}`] : []), ...adminPaths(e.children ?? [])]);
}
const ADMIN_PAGES = adminPaths(routes as RouteConfigEntry[])
  .filter((p) => !/:token$|forgot-password|logout|preview/.test(p))
  .map((p) => p.replace(":tab", "brochure").replace(":id", "1").replace(":slug", "goa-2025").replace("*", "goa-2025/hero"));

/**
 * The team, through the built server and Chromium: the first-run owner (from the setup link in
 * the server's log) invites a member by e-mail (an .eml in OUTBOX_DIR), the member joins through
 * the link and signs in; a member gets 403 on every owner-only page and post, and their note
 * names them on the timeline and in the audit log; used, forged and expired invitation
 * links get the clear page and change nothing; the forgot-password page answers the same for any
 * address and its link works once; a removed member's open session is refused at the next click.
 */
type Server = { url: string; stop(): Promise<void>; logs(): string };
const OWNER = { name: "Asha Rao", email: "asha@example.com", password: "a slow morning by the sea" };
const MEMBER = { name: "Rohan Mehta", email: "rohan@example.com", password: "monsoon evenings in goa" };
const NEW_PASSWORD = "tea on the verandah at five";

let browser: Browser;
let server: Server;
let dataDir: string;
let outboxDir: string;
let env: Record<string, string>;
let owner: Page;
let member: Page;
let memberContext: BrowserContext;
let invitationPath = "";

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-team-"));
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-team-outbox-"));
  // No break-glass password: the server prints the first-run setup link to its log.
  env = { ADMIN_PASSWORD_HASH: "", SMTP_URL: "", MAIL_WORKER: "on", MAIL_POLL_MS: "100", OUTBOX_DIR: outboxDir, FORM_MIN_FILL_MS: "0" };
  [server, browser] = await Promise.all([startServer({ dataDir, env }) as Promise<Server>, launchBrowser()]);
  owner = await (await browser.newContext(DESKTOP)).newPage();
  memberContext = await browser.newContext(PHONE);
  member = await memberContext.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [dataDir, outboxDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The newest .eml of a kind in the outbox (waiting for it), parsed, with the link's path. */
async function lastMail(kind: "admin_invitation" | "admin_reset", count = 1) {
  const files = () => fs.readdirSync(outboxDir).filter((f) => f.endsWith(`-${kind}.eml`)).sort();
  await expect.poll(() => files().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  const mail = parseMail(fs.readFileSync(path.join(outboxDir, files().at(-1)!), "utf8"));
  const link = /https?:\/\/[^\s/]+(\/admin\/(?:invitation|reset)\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  return { ...mail, path: link?.[1] ?? "" };
}

const mainText = async (page: Page) => (await page.locator("main").innerText()).replace(/\s+/g, " ");

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Log out" }).waitFor();
}

describe("the team", () => {
  it("the first owner invites a member, who joins through the e-mailed link and is signed in", async () => {
    const setup = /"path":"(\/admin\/setup\/[A-Za-z0-9_-]{43})"/.exec(server.logs())?.[1];
    expect(setup, "the setup link in the server's log").toBeTruthy();
    await owner.goto(server.url + setup);
    await owner.getByLabel("Your name").fill(OWNER.name);
    await owner.getByLabel("E-mail").fill(OWNER.email);
    await owner.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await owner.getByLabel("The password again").fill(OWNER.password);
    await owner.getByRole("button", { name: "Create the owner's account" }).click();
    await owner.waitForURL(/\/admin\/users\?done=owner$/);
    await expect.poll(() => mainText(owner)).toContain("Your account is ready. Invite the team below.");
    await waitForHydration(owner);

    // An address that is already a user's is refused under the field.
    await owner.getByLabel("E-mail").fill(OWNER.email.toUpperCase());
    await owner.getByRole("button", { name: "Send the invitation" }).click();
    await owner.getByText("This address already has an account").waitFor();

    await owner.getByLabel("E-mail").fill(MEMBER.email);
    await owner.getByLabel(/^Member/).check();
    await owner.getByRole("button", { name: "Send the invitation" }).click();
    await owner.waitForURL(/done=invited$/);
    await expect(owner.getByTestId("invitation").innerText()).resolves.toMatch(/rohan@example\.com[\s\S]*Member · invited by Asha Rao/);
    await expectNoAxeViolations(owner, "the users page");

    const invitation = await lastMail("admin_invitation");
    expect(invitation.subject).toBe("You're invited to Retreatly's admin");
    expect(invitation.headers.to).toContain(MEMBER.email);
    expect(invitation.text).toContain("Asha Rao has invited you");
    expect(invitation.text).toMatch(/works once and expires in 72 hours/);
    expect(invitation.path).toMatch(/^\/admin\/invitation\//);
    invitationPath = invitation.path;

    await member.goto(server.url + invitationPath);
    await expect.poll(() => mainText(member)).toMatch(/Asha Rao invited you to the admin as a member[\s\S]*rohan@example\.com/);
    await waitForHydration(member);
    await expectNoAxeViolations(member, "the invitation page");
    await member.getByLabel("Your name").fill(MEMBER.name);
    await member.getByLabel("Password", { exact: true }).fill(MEMBER.password);
    await member.getByLabel("The password again").fill(MEMBER.password);
    await member.getByRole("button", { name: "Join the admin" }).click();
    await member.waitForURL(/\/admin\/leads$/);
    await member.getByRole("button", { name: "Log out" }).waitFor();
    await expect(member.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" }).count()).resolves.toBe(0);

    await owner.reload();
    const rohan = owner.getByTestId("team-member").filter({ hasText: MEMBER.email });
    await expect(rohan.innerText()).resolves.toMatch(/Rohan Mehta[\s\S]*Member[\s\S]*Off[\s\S]*Active sessions \(1\)/);
    await expect(owner.getByTestId("invitation").count()).resolves.toBe(0);
  });

  it("refuses a member every owner-only page and post with 403, and changes nothing; every other admin page opens", async () => {
    // Over plain HTTP the session cookie's path is /admin (session.server.ts).
    const cookies = (await memberContext.cookies(`${server.url}/admin/users`)).map((c) => `${c.name}=${c.value}`).join("; ");
    expect(cookies).toContain("retreatly_admin=");
    const asMember = (path: string, body?: Record<string, string>) =>
      fetch(server.url + path, {
        method: body ? "POST" : "GET",
        redirect: "manual",
        headers: { Cookie: cookies, ...(body ? { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" } : {}) },
        body: body ? new URLSearchParams(body) : undefined,
      });
    const owners = await owner.getByTestId("team-member").allInnerTexts();
    const ownerId = "1"; // the first user of a fresh database: the owner made by the setup link

    // Every page of the route table, as the member: the owner's sections answer 403, the rest open.
    for (const path of ADMIN_PAGES) {
      const res = await asMember(path);
      if (OWNER_PAGES.includes(path)) expect(res.status, path).toBe(403);
      else expect([200, 302, 404], path).toContain(res.status);
    }
    // Every owner's post: each intent of the users page, with fields that would otherwise act on
    // the owner (remove them, make them a member, end their sessions, mail them a reset link)...
    for (const intent of TEAM_INTENTS) {
      const res = await asMember("/admin/users", { intent, user: ownerId, role: "member", email: "mallory@example.com", session: "x" });
      expect(res.status, intent).toBe(403);
    }
    // ...the owner's setting on the account page, and the audit page's only address.
    expect((await asMember("/admin/account", { form: "require-two-factor", required: "on" })).status).toBe(403);
    expect((await asMember("/admin/audit?page=2")).status).toBe(403);

    await owner.reload();
    await expect(owner.getByTestId("team-member").allInnerTexts()).resolves.toEqual(owners);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith("-admin_invitation.eml"))).toHaveLength(1);
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith("-admin_reset.eml"))).toHaveLength(0);
  });

  it("names the member on the note they add, on the person's timeline and in the owner's audit log", async () => {
    const lead = new URLSearchParams({ _form: "brochure", name: "Priya Sharma", email: "priya.sharma@example.com", phone: "098765 43210", website: "" });
    expect((await fetch(`${server.url}/retreats/goa-2025`, { method: "POST", body: lead, redirect: "manual" })).status).toBe(302);
    await member.goto(`${server.url}/admin/leads`);
    await member.getByRole("link", { name: "Priya Sharma" }).first().click();
    await member.waitForURL(/\/admin\/leads\/\d+$/);
    await waitForHydration(member);
    await member.getByLabel("Note").fill("Called: she would like a sea-view room");
    await member.getByRole("button", { name: "Save", exact: true }).click();
    const note = member.getByTestId("timeline").locator("li").filter({ hasText: "Called: she would like a sea-view room" });
    await expect.poll(() => note.textContent(), { timeout: 10_000 }).toContain(`by ${MEMBER.name}`);

    await owner.goto(`${server.url}/admin/audit`);
    const entry = owner.getByTestId("audit-entry").filter({ hasText: "Added a note" }).first();
    await expect(entry.getByTestId("audit-actor").textContent()).resolves.toContain(MEMBER.name);
    await owner.goto(`${server.url}/admin/users`);
  });

  it("answers a used or forged invitation link with a clear page, and changes nothing", async () => {
    const used = await fetch(server.url + invitationPath);
    expect(used.status).toBe(410);
    const forged = `/admin/invitation/${crypto.randomBytes(32).toString("base64url")}`;
    const forgedGet = await fetch(server.url + forged);
    expect(forgedGet.status).toBe(404);
    for (const link of [invitationPath, forged]) {
      const post = await fetch(server.url + link, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name: "Mallory", password: "a password long enough", confirm: "a password long enough" }),
      });
      expect(post.status, link).toBe(link === forged ? 404 : 410);
      expect(post.headers.get("set-cookie") ?? "", link).not.toContain("retreatly_admin");
    }
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(server.url + invitationPath);
    await expect.poll(() => mainText(page)).toMatch(/This link cannot be used[\s\S]*already been used[\s\S]*Nothing was changed/);
    await expectNoAxeViolations(page, "a used invitation link");
    await page.goto(server.url + forged);
    await expect.poll(() => mainText(page)).toMatch(/This link is not valid/);
    await page.context().close();

    await owner.reload();
    await expect(owner.getByTestId("team-member").count()).resolves.toBe(2);
    // The access log names the invitation's page, never its token.
    expect(server.logs()).toContain('"path":"/admin/invitation/[token]"');
    expect(server.logs()).not.toContain(invitationPath.split("/").at(-1));
  });

  it("answers the forgot-password page the same for any address, and its link works once", async () => {
    const page = await (await browser.newContext(DESKTOP)).newPage();
    const ask = async (email: string) => {
      await page.goto(`${server.url}/admin/forgot-password`);
      await page.getByLabel("E-mail").fill(email);
      await page.getByRole("button", { name: "Send me a link" }).click();
      await page.waitForURL(/done=sent$/);
      // The address changes before React draws the answer: wait for the answer itself.
      await page.getByRole("button", { name: "Send another link" }).waitFor();
      return mainText(page);
    };
    const unknown = await ask("nobody@example.com");
    const known = await ask(MEMBER.email);
    expect(unknown).toContain("If an account uses that address, we have sent a link");
    expect(known).toBe(unknown);

    const reset = await lastMail("admin_reset");
    expect(reset.headers.to).toContain(MEMBER.email);
    expect(reset.subject).toBe("Choose a new password for Retreatly's admin");
    expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith("-admin_reset.eml"))).toHaveLength(1);

    await page.goto(server.url + reset.path);
    await expect.poll(() => mainText(page)).toContain(`For ${MEMBER.email}`);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("The new password again").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save the new password" }).click();
    await page.waitForURL(/\/admin\/forgot-password\?done=reset$/);
    await expect.poll(() => mainText(page)).toContain("Your password has been changed");

    // Every session of the member ended: their phone is back at the sign-in at the next click.
    await member.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Retreats" }).click();
    await member.getByRole("button", { name: "Sign in" }).waitFor();

    // Used once: the link now gets the clear page.
    await page.goto(server.url + reset.path);
    await expect.poll(() => mainText(page)).toContain("This link has already been used");
    await page.context().close();

    expect(server.logs()).not.toContain(reset.path.split("/").at(-1));
    await signIn(member, { email: MEMBER.email, password: NEW_PASSWORD });
  });

  it("removes the member after asking, and their open session is refused at the next click", async () => {
    await owner.goto(`${server.url}/admin/users`);
    await owner.getByRole("link", { name: `Remove ${MEMBER.name}` }).click();
    await owner.waitForURL(/\?remove=\d+#confirm-remove$/);
    await owner.getByRole("button", { name: `Remove ${MEMBER.name}` }).click();
    await owner.waitForURL(/done=removed$/);
    await expect.poll(() => mainText(owner)).toContain("User removed");
    await expect(owner.getByTestId("team-member").count()).resolves.toBe(1);

    await member.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Retreats" }).click();
    await member.getByRole("button", { name: "Sign in" }).waitFor();
    expect(new URL(member.url()).pathname).toBe("/admin/leads");
  });

  it("answers an invitation link past its 72 hours with a clear page", async () => {
    await owner.getByLabel("E-mail").fill("late@example.com");
    await owner.getByRole("button", { name: "Send the invitation" }).click();
    await owner.waitForURL(/done=invited$/);
    const late = await lastMail("admin_invitation", 2);
    expect(late.headers.to).toContain("late@example.com");
    // Four days later: the same database under a server whose day (SITE_TODAY) has moved on.
    await server.stop();
    server = (await startServer({ dataDir, env: { ...env, SITE_TODAY: "2025-11-05" } })) as Server;
    const res = await fetch(server.url + late.path);
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("This link has expired");
  });
});
