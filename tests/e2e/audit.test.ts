import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { hashPassword } from "~/lib/admin/password.server";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, step, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * Who did what, end to end on one production server and its SQLite file: the owner named at the
 * first-run setup adds a note and exports the leads; the timeline and the audit page name her,
 * and a note from before users says "admin (before users)". On the same database restarted with
 * the break-glass password, a stage change by the break-glass owner is named so. The audit
 * page's filters narrow the log, without JavaScript too, and a member gets no audit page.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
const OWNER = { name: "Anika Rao", email: "anika@retreatly.example", password: "the shala at first light" };
const MEMBER = { name: "Dev Menon", email: "dev@retreatly.example", password: "tea on the veranda at four" };
const BREAK_GLASS = "a key under the lantern";
const LEAD = { name: "Priya Sharma", email: "priya.sharma@example.com" };
const OLD_NOTE = "Called before the admin had users";
const NOTE = "Prefers the December dates, a single room";
const SHOTS = path.resolve("test-results");

let browser: Browser;
let server: Server | undefined;
let dataDir: string | undefined;
let owner: BrowserContext;
let page: Page;
let personId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = { SMTP_URL: "", FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT_PER_MINUTE: "1000" };

/** The server's SQLite file, for what no page can do: a record from before users, a member. */
function withDb<T>(fn: (db: SQLite.Database) => T): T {
  const db = new SQLite(path.join(dataDir!, "retreatly.sqlite"), { fileMustExist: true, timeout: 5_000 });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** The entries the audit page shows: [who, what] each. */
async function auditRows(p: Page) {
  const entries = p.getByTestId("audit-entry");
  const out: [string, string][] = [];
  for (let i = 0; i < (await entries.count()); i++) {
    const entry = entries.nth(i);
    out.push([(await entry.getByTestId("audit-actor").textContent())!.trim(), (await entry.locator("div > p").first().textContent())!.trim()]);
  }
  return out;
}

/** No sideways scroll at the phone's width: the elements that stick out, if any. */
const overflowing = (p: Page) =>
  p.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class") ?? "").slice(0, 60)} (${Math.round(el.getBoundingClientRect().right)} px)`);
  });

describe("who did what", () => {
  it("names the owner created at the first run on the timeline and in the audit log; a note from before users says so", async () => {
    // From scratch on a retry too: a new database, so the setup link is the first run's.
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-audit-"));
    server = await startServer({ dataDir, env });
    const base = server.url;

    // The first-run link is in the server's log only.
    await expect.poll(() => /"path":"(\/admin\/setup\/[^"]+)"/.exec(server!.logs())?.[1], { timeout: 10_000 }).toBeTruthy();
    const setupPath = /"path":"(\/admin\/setup\/[^"]+)"/.exec(server.logs())![1]!;
    owner = await browser.newContext(DESKTOP);
    page = await owner.newPage();
    await page.goto(base + setupPath);
    await waitForHydration(page);
    await page.getByLabel("Your name").fill(OWNER.name);
    await page.getByLabel("E-mail").fill(OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
    await page.getByLabel("The password again").fill(OWNER.password);
    await page.getByRole("button", { name: "Create the owner's account" }).click();
    await page.waitForURL(/\/admin\/users/, { timeout: 30_000 });

    const res = await fetch(`${base}/retreats/goa-2025`, {
      method: "POST",
      body: new URLSearchParams({ website: "", _form: "brochure", name: LEAD.name, email: LEAD.email, phone: "098765 43210" }),
    });
    expect(res.status).toBe(200);
    // A note written before named users: the column's default names its maker as every such
    // record does after the upgrade.
    personId = withDb((db) => {
      const request = db.prepare("select person_id, created_at from lead_requests where email_key = ?").get(LEAD.email) as { person_id: number; created_at: string };
      db.prepare("insert into lead_events (person_id, kind, stage, body, created_at) values (?, 'note', null, ?, ?)").run(request.person_id, OLD_NOTE, request.created_at);
      return request.person_id;
    });

    await page.goto(`${base}/admin/leads/${personId}`);
    await waitForHydration(page);
    await page.getByLabel("Note").fill(NOTE);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const timeline = page.getByTestId("timeline");
    const entry = (text: string) => timeline.locator("li").filter({ hasText: text });
    await expect.poll(() => entry(NOTE).count(), { timeout: 10_000 }).toBe(1);
    await step("the timeline", async () => {
      expect(await entry(NOTE).textContent()).toContain(`by ${OWNER.name}`);
      expect(await entry(OLD_NOTE).textContent()).toContain("by admin (before users)");
      // The visitor's own request names nobody.
      expect(await entry("Sent a brochure request").textContent()).not.toContain("by ");
    });
    await page.locator("[data-sonner-toast]").filter({ hasText: "Saved" }).waitFor();
    await page.screenshot({ path: path.join(SHOTS, "audit-timeline-1280.png"), fullPage: true });

    // The exports, as the dashboard's links fetch them.
    for (const [download, type] of [
      ["leads.csv?range=30", "text/csv"],
      ["leads.xlsx?q=priya", "spreadsheetml"],
      ["leads.emails", "text/plain"],
    ] as const) {
      const res = await page.request.get(`${base}/admin/${download}`);
      expect([res.status(), res.headers()["content-type"]], download).toEqual([200, expect.stringContaining(type)]);
    }

    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit" }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await waitForHydration(page);
    await step("the audit page", async () => {
      const rows = await auditRows(page);
      // Newest first: the migration's own entry is dated by the real clock, after the pinned day.
      expect(rows).toEqual([
        ["system", "Switched to named users"],
        [OWNER.name, "Exported leads: e-mail addresses"],
        [OWNER.name, "Exported leads: XLSX"],
        [OWNER.name, "Exported leads: CSV"],
        [OWNER.name, `Added a note: lead ${personId}`],
        [OWNER.name, "Created the owner: anika@retreatly.example"],
      ]);
      const exported = (what: string) => page.getByTestId("audit-entry").filter({ hasText: `Exported leads: ${what}` }).textContent();
      expect(await exported("CSV")).toContain("Brochure leads · last 30 days · 1 row");
      expect(await exported("XLSX")).toContain('Brochure leads · search "priya" · 1 row');
      expect(await exported("e-mail addresses")).toContain("Brochure leads · 1 address");
      expect(await page.getByRole("link", { name: `lead ${personId}` }).getAttribute("href")).toBe(`/admin/leads/${personId}`);
      expect(await page.getByText(/kept for 730 days/).count()).toBe(1);
    });
    await expectNoAxeViolations(page, "the audit page");
    await page.screenshot({ path: path.join(SHOTS, "audit-1280.png"), fullPage: true });
  });

  it("names the break-glass owner, and filters the log by user, action and days, without JavaScript too", async () => {
    // The same database with the server's break-glass password set: a password alone signs in.
    await server!.stop();
    server = await startServer({ dataDir, env: { ...env, ...(await testAdminEnv(BREAK_GLASS)) } });
    const base = server.url;
    const glass = await browser.newContext(PHONE);
    try {
      const phone = await glass.newPage();
      await phone.goto(`${base}/admin/leads`);
      await waitForHydration(phone);
      await phone.getByLabel("Password").fill(BREAK_GLASS);
      await phone.getByRole("button", { name: "Sign in" }).click();
      await phone.getByRole("navigation", { name: "Admin" }).waitFor();
      await phone.goto(`${base}/admin/leads/${personId}`);
      await waitForHydration(phone);
      await phone.getByLabel("Stage", { exact: true }).selectOption("qualified");
      await phone.getByRole("button", { name: "Save", exact: true }).click();
      const changed = phone.getByTestId("timeline").locator("li").filter({ hasText: "Stage: Qualified" });
      await expect.poll(() => changed.count(), { timeout: 10_000 }).toBe(1);
      expect(await changed.textContent()).toContain("by break-glass owner");
      expect(await overflowing(phone), "the timeline fits 390 px").toEqual([]);
      await phone.screenshot({ path: path.join(SHOTS, "audit-timeline-390.png"), fullPage: true });

      await phone.goto(`${base}/admin/audit?user=break-glass`);
      await waitForHydration(phone);
      expect(await auditRows(phone)).toEqual([
        ["break-glass owner", `Changed a stage: lead ${personId}`],
        ["break-glass owner", "Signed in"],
      ]);
      expect(await phone.getByTestId("audit-entry").first().textContent()).toContain("New → Qualified");
      expect(await overflowing(phone), "the audit page fits 390 px").toEqual([]);
      await phone.goto(`${base}/admin/audit`);
      await waitForHydration(phone);
      await expectNoAxeViolations(phone, "the audit page at 390 px");
      await phone.screenshot({ path: path.join(SHOTS, "audit-390.png"), fullPage: true });
    } finally {
      await glass.close();
    }

    // The owner's session outlived the restart. Without JavaScript: the GET form, then the clean URL.
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await owner.storageState() });
    try {
      const form = await noJs.newPage();
      await form.goto(`${base}/admin/audit`);
      await form.getByLabel("User").selectOption({ label: OWNER.name });
      await form.getByLabel("Action").selectOption({ label: "Added a note" });
      await form.getByRole("button", { name: "Apply" }).click();
      await form.waitForURL(/\/admin\/audit\?user=\d+&action=lead\.note$/);
      // The address changes a moment before React draws the filtered list.
      await expect.poll(() => auditRows(form)).toEqual([[OWNER.name, `Added a note: lead ${personId}`]]);
      expect(await form.getByRole("heading", { name: "1 entry" }).count()).toBe(1);

      // The organiser's days: the pinned day holds every act of the test, the migration's entry
      // (the real date) falls outside; the day before holds none.
      await form.goto(`${base}/admin/audit?from=2025-11-01&to=2025-11-01`);
      expect((await auditRows(form)).map(([, what]) => what)).toEqual([
        `Changed a stage: lead ${personId}`,
        "Signed in",
        "Exported leads: e-mail addresses",
        "Exported leads: XLSX",
        "Exported leads: CSV",
        `Added a note: lead ${personId}`,
        "Created the owner: anika@retreatly.example",
      ]);
      await form.goto(`${base}/admin/audit?to=2025-10-31&user=system`);
      await form.getByText("No entry matches these filters.").waitFor();
      // Another instance, another option: before users has its own choice; nothing here was done by it.
      await form.getByLabel("User").selectOption({ label: "admin (before users)" });
      await form.getByRole("button", { name: "Apply" }).click();
      await form.waitForURL(/user=before-users/);
      await form.getByText("No entry matches these filters.").waitFor();
      // A hand-edited query comes back clean.
      await form.goto(`${base}/admin/audit?user=nobody&action=lead.note&page=x`);
      expect(new URL(form.url()).search).toBe("?action=lead.note");
    } finally {
      await noJs.close();
    }
  });

  it("is the owner's only: a member gets no audit page, and no link to it", async () => {
    const hash = await hashPassword(MEMBER.password, { N: 2 ** 14, r: 8, p: 1 });
    withDb((db) => {
      const now = new Date().toISOString();
      db.prepare("insert into admin_users (email, name, role, password_hash, created_at, updated_at) values (?, ?, 'member', ?, ?, ?) on conflict (email) do nothing").run(
        MEMBER.email,
        MEMBER.name,
        hash,
        now,
        now,
      );
    });
    const member = await browser.newContext(DESKTOP);
    try {
      const p = await member.newPage();
      await p.goto(`${server!.url}/admin/leads`);
      await waitForHydration(p);
      await p.getByLabel("E-mail").fill(MEMBER.email);
      await p.getByLabel("Password").fill(MEMBER.password);
      await p.getByRole("button", { name: "Sign in" }).click();
      const nav = p.getByRole("navigation", { name: "Admin" });
      await nav.waitFor();
      expect(await nav.getByRole("link", { name: "Audit" }).count()).toBe(0);
      const res = await p.goto(`${server!.url}/admin/audit`);
      expect(res?.status()).toBe(403);
    } finally {
      await member.close();
    }
  });
});
