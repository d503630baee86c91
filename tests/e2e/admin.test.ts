import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { testAdminEnv } from "../support/admin-password";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * The admin leads dashboard end to end, each part against its own production server:
 * - `bare`: no password configured;
 * - `main`: ADMIN_PASSWORD_HASH set, leads inserted straight into its SQLite file;
 * - `short`: a 2-second idle expiry (session relocking) and the login throttle.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "quiet morning by the sea";
const GOA = "/retreats/goa-2025";
const BALI = "/retreats/bali-2026";
const MALDIVES = "/retreats/maldives-2026";
const now = Date.now();
const daysAgo = (d: number, extraMs = 0) => new Date(now - d * 86_400_000 - extraMs).toISOString();

let browser: Browser;
let bare: Server;
let main: Server;
let short: Server;

function insertLeads(server: Server) {
  const db = new SQLite(path.join(server.dataDir, "retreatly.sqlite"));
  const brochure = db.prepare(
    `insert into brochure_signups (name, email, phone, source_page, brochure_url, consent_version, consent_at, created_at)
     values (?, ?, ?, ?, '/brochures/x.pdf', '2025-01', ?, ?)`,
  );
  const add = (name: string, email: string, phone: string | null, source: string, created: string) =>
    brochure.run(name, email, phone, source, created, created);
  db.transaction(() => {
    for (let i = 0; i < 60; i++) add(`Guest ${String(i).padStart(2, "0")}`, `guest${i}@example.com`, null, GOA, daysAgo(4 + i * 0.2, 1000));
    add("Priya Sharma", "priya@example.com", "+91 98100 11111", GOA, daysAgo(1));
    add("<script>alert(1)</script>", "script@example.com", null, BALI, daysAgo(2));
    add('=HYPERLINK("http://x")', "evil@example.com", null, BALI, daysAgo(3));
    add("Ananya Iyer", "ananya@example.com", "+91 98100 22222", BALI, daysAgo(10));
    add("Old Timer", "old@example.com", null, MALDIVES, daysAgo(100));
    db.prepare(
      `insert into waitlist_signups (name, email, phone, source_page, retreat_location, consent_version, consent_at, created_at)
       values ('Waitlist Person', 'wait@example.com', null, '/retreats/morocco-2026', 'Morocco 2026', '2025-01', ?, ?)`,
    ).run(daysAgo(5), daysAgo(5));
  })();
  db.close();
}

beforeAll(async () => {
  // The leads below are dated from the real time, so these servers run on the real day: the
  // dashboard reads the site's one clock, which SITE_TODAY would move to the spec's day.
  const admin = { ...(await testAdminEnv(PASSWORD)), SITE_TODAY: "" };
  [browser, bare, main, short] = await Promise.all([
    launchBrowser(),
    startServer({ env: { ADMIN_PASSWORD_HASH: "" } }),
    startServer({ env: admin }),
    // TRUST_PROXY=loopback: X-Forwarded-Proto from the test (on loopback) counts, as from a TLS proxy.
    startServer({ env: { ...admin, ADMIN_SESSION_IDLE_SECONDS: "2", TRUST_PROXY: "loopback" } }),
  ]);
  insertLeads(main); // /healthz has already run the migrations
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const s of [bare, main, short]) {
    await s?.stop();
    if (s) fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
});

async function open(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

async function signIn(page: Page, password = PASSWORD) {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Unlock" }).click();
}

const rows = (page: Page) => page.getByTestId("lead-row");
const adminCookies = async (context: BrowserContext) => (await context.cookies(main.url + "/admin/leads")).filter((c) => c.name.includes("retreatly_admin"));
const total = (page: Page) => page.getByTestId("stat-total").innerText();
/** Client navigations update the URL a moment before React has rendered the new data. */
const waitTotal = (page: Page, n: string) =>
  page.waitForFunction((n) => document.querySelector('[data-testid="stat-total"]')?.textContent === n, n);

describe("admin: not set up", () => {
  it("says only that, names no command, path or setting; no default password works; the setup link is in the log alone", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await open(context, `${bare.url}/admin/leads`);
    await expect(page.getByRole("heading", { name: "The admin is not set up yet" }).isVisible()).resolves.toBe(true);
    const text = await page.locator("main").innerText();
    expect(text.trim()).toBe("The admin is not set up yet");
    expect(await page.content()).not.toMatch(/npm run|ADMIN_|admin\/setup|docs\//);
    // The link that creates the owner is in the server's log, and only there.
    const setupPath = /"path":"(\/admin\/setup\/[A-Za-z0-9_-]{43})"/.exec(bare.logs())?.[1];
    expect(setupPath).toBeTruthy();
    expect(await page.content()).not.toContain(setupPath!.split("/").pop()!);
    await expectNoAxeViolations(page, "/admin/leads (not set up)");
    for (const guess of ["admin", "password", "retreatly"]) {
      const res = await fetch(`${bare.url}/admin/leads`, { method: "POST", body: new URLSearchParams({ password: guess }), redirect: "manual" });
      expect(res.status).toBe(400);
      expect(res.headers.get("set-cookie") ?? "").not.toContain("retreatly_admin=");
    }
    await context.close();
  });
});

describe("admin: sign-in, dashboard, export, copy, JSON, delete, logout", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ ...DESKTOP, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: main.url });
  });
  afterAll(async () => context?.close());

  it("the gate: no-store, a password manager friendly field, required, then a wrong password", async () => {
    const res = await fetch(`${main.url}/admin/leads`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    page = await open(context, `${main.url}/admin/leads`);
    const field = page.getByLabel("Password");
    await expect(field.getAttribute("autocomplete")).resolves.toBe("current-password");
    await expect(field.getAttribute("type")).resolves.toBe("password");
    await expectNoAxeViolations(page, "/admin/leads (locked)");

    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByText("Password is required").waitFor();

    await signIn(page, "not the password");
    await page.locator("[data-sonner-toast]").getByText("Invalid password").waitFor();
    await page.locator("[data-sonner-toast]").getByText("Please try again.").waitFor();
    // Toasts wear the site's palette (toaster.tsx), not Sonner's white: linen, ink text.
    const toastColours = await page
      .locator("[data-sonner-toast]")
      .first()
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(toastColours).toEqual(["rgb(241, 233, 221)", "rgb(43, 38, 35)"]);
    await page.getByText("Invalid password. Please try again.").waitFor(); // visible without JS too
    expect(await adminCookies(context)).toEqual([]);
  });

  it("a token planted before sign-in is never adopted (session fixation)", async () => {
    const planted = "A".repeat(43);
    const plant = { name: "retreatly_admin", value: planted, domain: "127.0.0.1", path: "/admin" };
    await context.addCookies([plant]);
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    await context.addCookies([plant]);
    // A second planted cookie on a more specific path is sent first; it must not shadow ours.
    await context.addCookies([{ ...plant, path: "/admin/leads", value: "B".repeat(43) }]);
    await signIn(page);
    await page.getByRole("button", { name: "Log out" }).waitFor();
    await context.clearCookies({ name: "retreatly_admin", path: "/admin/leads" });
    const cookies = await adminCookies(context);
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie?.name).toBe("retreatly_admin");
    expect(cookie?.value).not.toBe(planted);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin", secure: false });
  });

  it("shows statistics over the whole set, the list, and names as text", async () => {
    await waitTotal(page, "65");
    await expect(page.getByTestId("stat-last7").innerText()).resolves.toBe(String(3 + 15)); // 1-3 days + guests at 4.0-6.8 days
    await expect(page.getByTestId("stat-sources").innerText()).resolves.toContain(GOA);
    await expect(rows(page).count()).resolves.toBe(25);
    let alerted = false;
    page.on("dialog", (d) => ((alerted = true), d.dismiss()));
    await expect(page.getByRole("cell", { name: "<script>alert(1)</script>", exact: true }).isVisible()).resolves.toBe(true);
    expect(alerted).toBe(false);
    await expect(page.getByRole("img", { name: /leads from/ }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "/admin/leads (dashboard)");
    await page.screenshot({ path: "test-results/admin-dashboard-1280.png", fullPage: true });
  });

  it("searches, and the URL keeps the search across a reload", async () => {
    await page.getByLabel("Search").fill("PRIYA");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\?q=PRIYA$/);
    await waitTotal(page, "1");
    await expect(rows(page).count()).resolves.toBe(1);
    await waitTotal(page, "1");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Search").inputValue()).resolves.toBe("PRIYA");
    await expect(rows(page).first().innerText()).resolves.toContain("priya@example.com");
    // Phone digits and e-mail work too.
    await page.goto(`${main.url}/admin/leads?q=22222`);
    await expect(rows(page).first().innerText()).resolves.toContain("Ananya Iyer");
  });

  it("filters by retreat and date range; invalid params redirect to a clean URL", async () => {
    await page.goto(`${main.url}/admin/leads`);
    await waitForHydration(page);
    await page.getByLabel("Retreat", { exact: true }).selectOption(BALI);
    await page.waitForURL(/retreat=%2Fretreats%2Fbali-2026/);
    await waitTotal(page, "3");
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain(BALI);

    await page.getByLabel("Date range").selectOption("7");
    await page.waitForURL(/range=7/);
    await waitTotal(page, "2");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Date range").inputValue()).resolves.toBe("7");
    await expect(page.getByLabel("Retreat", { exact: true }).inputValue()).resolves.toBe(BALI);

    await page.goto(`${main.url}/admin/leads?range=90`);
    await waitTotal(page, "64"); // Old Timer is 100 days old
    await page.goto(`${main.url}/admin/leads?range=30`);
    await waitTotal(page, "64");
    await page.goto(`${main.url}/admin/leads?range=14&page=abc&tab=nope&q=`);
    expect(new URL(page.url()).search).toBe("");
    await waitTotal(page, "65");
  });

  it("charts the whole selected range, a few days of leads as slim bars rather than slabs", async () => {
    await page.goto(`${main.url}/admin/leads?range=7`);
    await waitForHydration(page);
    const chart = page.getByTestId("lead-chart");
    await expect(chart.getAttribute("aria-label")).resolves.toMatch(/^\d+ leads from .+ to .+; busiest .+ with \d+$/);
    await expect(chart.locator(":scope > div").count()).resolves.toBe(8); // 7×24 hours touch 8 calendar days
    const widths = await page.getByTestId("lead-chart-bar").evaluateAll((bars) => bars.map((b) => b.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) expect(w).toBeLessThanOrEqual(28);
  });

  it("pages 25 at a time, with the page in the URL", async () => {
    await page.goto(`${main.url}/admin/leads`);
    await waitForHydration(page);
    await page.getByText("Page 1 of 3").waitFor();
    const first = await rows(page).first().innerText();
    // Slow the loader down so the pending state is visible: the list says it is loading.
    await page.route("**/admin/leads.data**", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.getByRole("link", { name: "Next" }).click();
    // Both checks at one instant: two in a row could straddle the end of the 700 ms delay.
    // The list is busy and says so; the statistics stay as they were.
    await page.waitForFunction(() => {
      const busy = document.querySelectorAll("[aria-busy=true]");
      return busy.length === 1 && /Loading leads\.\.\./.test(busy[0]!.querySelector("[role=status]")?.textContent ?? "");
    });
    await page.waitForURL(/\?page=2$/);
    await page.unroute("**/admin/leads.data**");
    await page.getByText("Page 2 of 3").waitFor();
    expect(await rows(page).first().innerText()).not.toBe(first);
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Page 2 of 3").waitFor();
    await page.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/\?page=3$/);
    await page.getByText("Page 3 of 3").waitFor();
    await expect(rows(page).count()).resolves.toBe(15);
    await page.goto(`${main.url}/admin/leads?page=99`);
    expect(new URL(page.url()).search).toBe("?page=3");
  });

  it("arrives whole without JavaScript: the statistics, chart and pages are in place", async () => {
    // The statistics are counted while the list renders (docs/decisions/016); the document
    // must still carry them in place, not in a hidden block that only a script moves.
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    await noJs.addCookies(await adminCookies(context));
    const plain = await noJs.newPage();
    await plain.goto(`${main.url}/admin/leads?page=2`);
    await expect(plain.getByTestId("stat-total").innerText()).resolves.toBe("65");
    await expect(plain.getByTestId("stat-sources").isVisible()).resolves.toBe(true);
    await expect(plain.getByRole("img", { name: /leads from/ }).isVisible()).resolves.toBe(true);
    await expect(plain.getByText("Page 2 of 3").isVisible()).resolves.toBe(true);
    await expect(rows(plain).count()).resolves.toBe(25);
    expect(await plain.content()).not.toMatch(/\$RC\(|<div hidden id="S:/);
    await noJs.close();
  });

  it("exports the current filter as CSV: BOM, header, filter applied, formulas inert", async () => {
    await page.goto(`${main.url}/admin/leads?retreat=${encodeURIComponent(BALI)}`);
    await waitForHydration(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^retreatly-brochure-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.locator("[data-sonner-toast]").getByText("CSV exported successfully").waitFor();
    await page.locator("[data-sonner-toast]").getByText("Downloaded filtered leads data.").waitFor();
    // The browser runs in its own process (one per worker): saveAs streams the file here.
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-csv-")), "leads.csv");
    await download.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
    expect(lines[0]!.startsWith("Id,Submitted,Name,E-mail,Phone,Stage,Next follow-up,Last note,Page,Brochure,Source")).toBe(true);
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(BALI))).toBe(true);
    const evil = lines.find((l) => l.includes("HYPERLINK"))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(evil).not.toMatch(/,=HYPERLINK/);
  });

  it("copies the e-mails of the whole filtered set", async () => {
    // A link to the list (/admin/leads.emails), which it copies with JavaScript.
    await page.getByRole("link", { name: "Copy e-mails" }).click();
    await page.locator("[data-sonner-toast]").getByText("Emails copied").waitFor();
    await page.locator("[data-sonner-toast]").getByText("3 email addresses copied to clipboard").waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split(", ").sort()).toEqual(["ananya@example.com", "evil@example.com", "script@example.com"]);
  });

  it("shows a lead's full record as JSON and copies it", async () => {
    await page.getByRole("button", { name: "JSON record of Ananya Iyer" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const shown = JSON.parse(await dialog.getByTestId("lead-json").innerText());
    expect(shown).toMatchObject({ name: "Ananya Iyer", email: "ananya@example.com", phone: "+91 98100 22222", source_page: BALI });
    expect(shown).toHaveProperty("created_at");
    await dialog.getByRole("button", { name: "Copy JSON" }).click();
    await page.locator("[data-sonner-toast]").getByText("Copied").first().waitFor();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(shown);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("deletes a lead after a confirmation", async () => {
    await page.getByRole("button", { name: "Delete Ananya Iyer" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this lead?" });
    await dialog.getByRole("button", { name: "Keep" }).click();
    await dialog.waitFor({ state: "detached" });
    await waitTotal(page, "3");
    await page.getByRole("button", { name: "Delete Ananya Iyer" }).click();
    await dialog.getByRole("button", { name: "Delete lead" }).click();
    await page.locator("[data-sonner-toast]").getByText("Lead deleted").waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="stat-total"]')?.textContent === "2");
    await expect(page.getByText("ananya@example.com").count()).resolves.toBe(0);
    // Search forgets the lead too.
    await page.goto(`${main.url}/admin/leads?q=ananya`);
    await page.getByText("No leads match these filters.").waitFor();
  });

  it("finds a lead by a search of one or two characters", async () => {
    // Below three characters no trigram index helps; the search still runs (LIKE). "=" is only
    // in the HYPERLINK lead's name, "<s" only in the script lead's.
    await page.goto(`${main.url}/admin/leads?q=${encodeURIComponent("=")}`);
    await waitTotal(page, "1");
    await expect(rows(page).first().innerText()).resolves.toContain("evil@example.com");
    await page.getByLabel("Search").fill("<s");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\?q=%3Cs$/);
    await waitTotal(page, "1");
    // Both searches count one lead: wait for the new list itself.
    await expect.poll(() => rows(page).first().innerText()).toContain("script@example.com");
  });

  it("keeps what is typed in the search box before the page has hydrated", async () => {
    const SCRIPT = /\/assets\/.+\.js$/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.goto(`${main.url}/admin/leads?q=guest`);
      await page.getByLabel("Search").fill("guest1");
      release();
      await waitForHydration(page);
      await expect(page.getByLabel("Search").inputValue()).resolves.toBe("guest1");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/\?q=guest1$/);
      // A search that arrives from elsewhere (here: Back) is written into the box.
      await page.goBack();
      await page.waitForURL(/\?q=guest$/);
      await expect.poll(() => page.getByLabel("Search").inputValue()).toBe("guest");
    } finally {
      // Held requests would wait for ever if the test failed before the release.
      release();
      await page.unroute(SCRIPT);
    }
  });

  it("shows the figures a direct count gives, as leads arrive and go", async () => {
    const totalOf = async (q: string) => {
      await page.goto(`${main.url}/admin/leads?q=${encodeURIComponent(q)}`);
      return total(page);
    };
    const db = new SQLite(path.join(main.dataDir, "retreatly.sqlite"));
    try {
      const direct = () => (db.prepare(`select count(*) as n from brochure_signups where email like '%example.com%'`).get() as { n: number }).n;
      const insert = db.prepare(
        `insert into brochure_signups (name, email, phone, source_page, brochure_url, consent_version, consent_at, created_at)
         values (?, ?, null, ?, '/brochures/x.pdf', '2025-01', ?, ?)`,
      );
      expect(await totalOf("example.com")).toBe(String(direct()));
      // Written and deleted by another server instance: the next page counts them as they are.
      insert.run("Late Arrival", "late@example.com", GOA, daysAgo(0), daysAgo(0));
      expect(await totalOf("example.com")).toBe(String(direct()));
      expect(await totalOf("late@exa")).toBe("1");
      db.prepare(`delete from brochure_signups where email = 'late@example.com'`).run();
      expect(await totalOf("example.com")).toBe(String(direct()));
      expect(await totalOf("ex")).toBe(String(direct()));
    } finally {
      db.close();
    }
  });

  it("switches to the waitlist tab with the same tools", async () => {
    await page.goto(`${main.url}/admin/leads`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Waitlist" }).click();
    await page.waitForURL(/tab=waitlist/);
    await page.getByRole("cell", { name: "Waitlist Person", exact: true }).waitFor();
    await expect(rows(page).count()).resolves.toBe(1);
    await page.getByRole("link", { name: "Inquiries" }).click();
    await page.getByText("No inquiries yet.", { exact: false }).waitFor();
  });

  it("is usable on a phone", async () => {
    const phone = await browser.newContext(PHONE);
    await phone.addCookies(await adminCookies(context));
    const p = await open(phone, `${main.url}/admin/leads`);
    await p.getByRole("button", { name: "Log out" }).waitFor();
    const overflow = await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Each lead is a card whose values are labelled with their column (CSS from data-label).
    const card = rows(p).first();
    const labels = await card.locator("td[data-label]").evaluateAll((cells) => cells.map((c) => getComputedStyle(c, "::before").content));
    expect(labels).toEqual(['"E-mail"', '"Phone"', '"Source"', '"Received"', '"Follow-up"']);
    await p.screenshot({ path: "test-results/admin-dashboard-390.png", fullPage: true });
    await expectNoAxeViolations(p, "/admin/leads (dashboard, phone)");
    await phone.close();
  });

  it("rejects cross-site posts", async () => {
    const [cookie] = await adminCookies(context);
    const res = await fetch(`${main.url}/admin/logout`, {
      method: "POST",
      headers: { Cookie: `${cookie!.name}=${cookie!.value}`, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    // Still signed in.
    await page.reload();
    await page.getByRole("button", { name: "Log out" }).waitFor();
  });

  it("an export after the session ended elsewhere fails with the toast", async () => {
    await page.goto(`${main.url}/admin/leads`);
    await waitForHydration(page);
    const [cookie] = await adminCookies(context);
    // Log out from "another tab": the session ends on the server while this page still shows leads.
    const res = await fetch(`${main.url}/admin/logout`, { method: "POST", headers: { Cookie: `${cookie!.name}=${cookie!.value}` }, redirect: "manual" });
    expect(res.status).toBe(302);
    await page.getByRole("link", { name: "Export CSV" }).click();
    await page.locator("[data-sonner-toast]").getByText("Export failed").waitFor();
    await page.locator("[data-sonner-toast]").getByText("Please try again.").waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Unlock" }).waitFor();
    await signIn(page);
    await page.getByRole("button", { name: "Log out" }).waitFor();
  });

  it("logs out: the session ends on the server, not just in this browser", async () => {
    const [cookie] = await adminCookies(context);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Unlock" }).waitFor();
    const replay = await fetch(`${main.url}/admin/leads`, { headers: { Cookie: `${cookie!.name}=${cookie!.value}` } });
    const html = await replay.text();
    expect(html).toContain("Your session has ended");
    expect(html).not.toContain("priya@example.com");
    const csv = await fetch(`${main.url}/admin/leads.csv`, { headers: { Cookie: `${cookie!.name}=${cookie!.value}` }, redirect: "manual" });
    expect(csv.status).toBe(302);
    const attempts = main
      .logs()
      .split("\n")
      .filter((l) => l.includes('"admin login attempt"'))
      .map((l) => JSON.parse(l));
    // Each attempt with its request id and the client's network, never its full address.
    expect(attempts).toContainEqual(expect.objectContaining({ msg: "admin login attempt", outcome: "failure", network: "127.0.0.0/24" }));
    expect(attempts.every((a) => typeof a.reqId === "string" && a.reqId.length >= 8 && !("ip" in a))).toBe(true);
    expect(main.logs()).not.toContain(PASSWORD);
    expect(main.logs()).not.toContain("not the password");
  });
});

describe("admin: session expiry and throttling", () => {
  it("shows the empty state, then relocks once the session has been idle too long", async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await open(context, `${short.url}/admin/leads`);
    await signIn(page);
    await page.getByText("No leads yet. Once someone requests a brochure, entries will appear here.").waitFor();
    await page.waitForTimeout(2_500);
    await page.reload();
    await waitForHydration(page);
    await page.getByText("Your session has ended. Please sign in again.").waitFor();
    await expect(page.getByRole("button", { name: "Unlock" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("over HTTPS (behind a trusted proxy) the cookie is __Host- prefixed and Secure", async () => {
    const res = await fetch(`${short.url}/admin/leads`, {
      method: "POST",
      body: new URLSearchParams({ password: PASSWORD }),
      headers: { "X-Forwarded-Proto": "https" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("retreatly_admin="))!;
    expect(cookie).toMatch(/^__Host-retreatly_admin=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Strict");
    expect(cookie).toContain("; Path=/;");
    expect(cookie).not.toContain("Domain");
  });

  it("answers 429 after 5 failed attempts in a minute from one address", async () => {
    const post = (password: string) =>
      fetch(`${short.url}/admin/leads`, { method: "POST", body: new URLSearchParams({ password }), redirect: "manual" });
    for (let i = 0; i < 5; i++) expect((await post(`wrong ${i}`)).status).toBe(401);
    const blocked = await post("wrong 6");
    expect(blocked.status).toBe(429);
    // The wait runs from the 5th failure: a minute, less the time since.
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(45);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await blocked.text()).toContain("Too many attempts. Please wait a minute before trying again.");
    // Even the right password waits: otherwise guessing could continue.
    expect((await post(PASSWORD)).status).toBe(429);
    const context = await browser.newContext(DESKTOP);
    const page = await open(context, `${short.url}/admin/leads`);
    await signIn(page);
    await page.getByText("Too many attempts. Please wait a minute before trying again.").first().waitFor();
    await context.close();
    expect(short.logs()).toMatch(/"outcome":"throttled"/);
  });
});

describe("admin: dates read the same on the server and in the browser", () => {
  let night: Server;
  beforeAll(async () => {
    night = await startServer({ env: await testAdminEnv(PASSWORD) });
    const db = new SQLite(path.join(night.dataDir, "retreatly.sqlite"));
    // 18:45 UTC is 00:15 in India: Node's ICU once wrote it "24:15" where the browser wrote
    // "00:15", and the dashboard failed to hydrate.
    const at = new Date(Date.UTC(2026, 8, 7, 18, 45)).toISOString();
    db.prepare(
      `insert into brochure_signups (name, email, phone, source_page, brochure_url, consent_version, consent_at, created_at)
       values ('Night Owl', 'owl@example.com', null, ?, '/brochures/x.pdf', '2025-01', ?, ?)`,
    ).run(GOA, at, at);
    db.close();
  }, 60_000);
  afterAll(async () => {
    await night?.stop();
    if (night) fs.rmSync(night.dataDir, { recursive: true, force: true });
  });

  it("shows a lead from just after midnight in India as 00:15 and hydrates without an error", async () => {
    const context = await browser.newContext({ ...DESKTOP, timezoneId: "America/New_York" });
    const errors: string[] = [];
    const page = await open(context, `${night.url}/admin/leads`);
    await signIn(page);
    await rows(page).first().waitFor();
    page.on("pageerror", (e) => errors.push(e.message));
    await page.reload();
    await waitForHydration(page);
    await expect(rows(page).first().innerText()).resolves.toContain("8 Sept 2026, 00:15");
    expect(errors).toEqual([]);
    await context.close();
  });
});
