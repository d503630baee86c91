import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { DESKTOP, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { parseMail } from "../support/test-smtp";

/**
 * Following up a lead, as the organiser, on pinned days (SITE_TODAY): a Goa brochure
 * request and then a Bali waitlist entry with the same e-mail are one person with both
 * requests; the WhatsApp reply carries the E.164 number and the retreat; using the e-mail reply
 * marks the person Contacted; a note and a follow-up day are saved. Two days later (a server on
 * the same database with a later SITE_TODAY) the person is in "To follow up" and in the
 * organiser's daily digest, an .eml in the outbox.
 */
type Server = { url: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a slow morning by the sea";
let browser: Browser;
let page: Page;
let dataDir: string;
let outboxDir: string;
let env: Record<string, string>;
let day1: Server | undefined;
let day3: Server | undefined;

beforeAll(async () => {
  env = {
    ...(await testAdminEnv(PASSWORD)),
    SMTP_URL: "",
    MAIL_WORKER: "on",
    MAIL_POLL_MS: "100",
    FORM_MIN_FILL_MS: "0",
    // The third day's server sends its digest at once; the first day's sends none, so the one
    // digest in the outbox is the third day's, whenever its lead was posted.
    DIGEST_HOUR: "0",
  };
  browser = await launchBrowser();
}, 60_000);

/**
 * The first day from scratch: a new database, outbox and browser context, so that a retry of the
 * first test starts where its first try did (signed out, no leads), not where it stopped.
 */
async function startDayOne() {
  await day1?.stop();
  await page?.context().close();
  for (const dir of [dataDir, outboxDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-follow-up-"));
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-follow-up-outbox-"));
  env.OUTBOX_DIR = outboxDir;
  day1 = await startServer({ dataDir, env: { ...env, SITE_TODAY: "2025-11-01", DIGEST_HOUR: "off" } });
  page = await (await browser.newContext(DESKTOP)).newPage();
}

afterAll(async () => {
  await browser?.close();
  await day1?.stop();
  await day3?.stop();
  for (const dir of [dataDir, outboxDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function post(base: string, pagePath: string, fields: Record<string, string>) {
  const res = await fetch(base + pagePath, { method: "POST", body: new URLSearchParams({ website: "", ...fields }) });
  expect(res.status, await res.text().then((t) => t.slice(0, 200))).toBe(200);
}

describe("following up a lead", () => {
  it("shows two forms' requests as one person, replies in one tap, and saves the stage, a note and a follow-up day", async () => {
    await startDayOne();
    const base = day1!.url;
    await post(base, "/retreats/goa-2025", { _form: "brochure", name: "Priya Sharma", email: "priya.sharma@example.com", phone: "098765 43210" });
    await post(base, "/retreats/bali-2026", { _form: "waitlist", name: "Priya Sharma", email: "Priya.Sharma@Example.com", phone: "", retreat_location: "Bali 2026" });

    await page.goto(`${base}/admin/leads`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByRole("link", { name: "Priya Sharma" }).first().click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    await waitForHydration(page);

    const requests = page.getByTestId("person-request");
    await expect(requests.count()).resolves.toBe(2);
    await expect(requests.nth(0).textContent()).resolves.toContain("Brochure request for the Goa Yoga & Surf Retreat");
    await expect(requests.nth(1).textContent()).resolves.toContain("Waitlist entry for the Bali Yoga Retreat");
    const whatsapp = new URL((await page.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/919876543210");
    expect(whatsapp.searchParams.get("text")).toContain("Bali Yoga Retreat");
    const mailto = await page.getByRole("link", { name: /^E-mail/ }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:priya\.sharma@example\.com\?subject=/i);

    // Using the e-mail reply marks the lead Contacted (in the background; the link still opens).
    await page.getByRole("link", { name: /^E-mail/ }).click();
    await expect.poll(() => page.getByLabel("Stage", { exact: true }).inputValue(), { timeout: 10_000 }).toBe("contacted");

    await page.getByLabel("Next follow-up").fill("2025-11-02");
    await page.getByLabel("Note").fill("Spoke on the phone: wants a single room");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const timeline = page.getByTestId("timeline");
    await expect.poll(() => timeline.textContent(), { timeout: 10_000 }).toContain("Note: Spoke on the phone: wants a single room");
    await expect(timeline.textContent()).resolves.toContain("Follow up on 2025-11-02");
    await expect(timeline.textContent()).resolves.toContain("Contacted");
    await expect(page.getByTestId("person-mail").textContent()).resolves.toContain("Brochure");
    // The save is confirmed by a toast, which fades in once the toaster's code has arrived: axe
    // audits the page with it there, once it rests (expectNoAxeViolations), not halfway in.
    await page.locator("[data-sonner-toast]").filter({ hasText: "Saved" }).waitFor();
    await expectNoAxeViolations(page, "a lead's page");
  });

  it("two days later, lists the lead in To follow up and in the organiser's digest", async () => {
    await day1?.stop();
    day1 = undefined;
    await day3?.stop(); // a retry's: the same database, one server on it at a time
    day3 = await startServer({ dataDir, env: { ...env, SITE_TODAY: "2025-11-03" } });
    const digestFile = async () => fs.readdirSync(outboxDir).find((f) => f.endsWith("-organiser_digest.eml"));
    await expect.poll(digestFile, { timeout: 15_000 }).toBeTruthy();
    const digest = parseMail(fs.readFileSync(path.join(outboxDir, (await digestFile())!), "utf8"));
    expect(digest.headers.subject).toBe("To follow up on 2025-11-03: 0 new leads, 1 follow-up due");
    expect(digest.text).toContain("Priya Sharma (priya.sharma@example.com): waitlist entry for the Bali Yoga Retreat. Follow up since 2025-11-02.");

    await page.goto(`${day3!.url}/admin/follow-up`);
    await waitForHydration(page);
    const item = page.getByTestId("follow-up-item");
    await expect(item.count()).resolves.toBe(1);
    await expect(item.textContent()).resolves.toContain("Follow-up overdue since 2025-11-02");
    await expect(page.getByTestId("follow-up-counts").textContent()).resolves.toContain("0 new over 48 h · 1 due");
    await expectNoAxeViolations(page, "To follow up");
  });
});
