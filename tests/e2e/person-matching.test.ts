import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { parseMail } from "../support/test-smtp";

/**
 * The attacks on the lead follow-up, through the real server and browser: Asha asks for a
 * brochure; "Mallory" sends a contact form with Asha's phone and her own e-mail. Asha's page
 * still says Asha, with her e-mail and reply links, and shows "Maybe the same person as
 * Mallory"; the organiser merges them from a browser without JavaScript. Then nine brochure
 * requests to victim+0..8@ with one phone: none is withheld as a "repeat" of another address;
 * the daily cap counts them as one mailbox, victim@, so three are sent and six withheld, saying so.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a quiet morning on the terrace";
const SHOTS = path.resolve("screenshots");
let browser: Browser;
let server: Server;
let outboxDir: string;
let db: Database.Database;
let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-matching-outbox-"));
  server = await startServer({
    env: { ...(await testAdminEnv(PASSWORD)), SMTP_URL: "", OUTBOX_DIR: outboxDir, MAIL_WORKER: "on", MAIL_POLL_MS: "100", FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT_PER_MINUTE: "1000" },
  });
  browser = await launchBrowser();
  admin = await browser.newContext(DESKTOP);
  page = await admin.newPage();
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByLabel("Password").waitFor({ state: "detached" });
  db = new Database(path.join(server.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
}, 60_000);

afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
  if (outboxDir) fs.rmSync(outboxDir, { recursive: true, force: true });
});

async function post(pagePath: string, fields: Record<string, string>) {
  const res = await fetch(server.url + pagePath, { method: "POST", body: new URLSearchParams({ website: "", ...fields }) });
  expect(res.status, await res.text().then((t) => t.slice(0, 200))).toBe(200);
}

const personOf = (email: string) => Number((db.prepare("select person_id from lead_requests where email_key = ? order by created_at limit 1").get(email) as { person_id: number }).person_id);

describe("matching people on a phone number", () => {
  let asha: number;
  let mallory: number;

  it("keeps Asha's page Asha's when Mallory writes with her phone, and shows them as maybe the same person", async () => {
    await post("/retreats/goa-2025", { _form: "brochure", name: "Asha Rao", email: "asha.rao@example.com", phone: "+91 98111 22233" });
    await post("/contact", { _form: "contact", name: "Mallory", email: "mallory@evil.example", phone: "098111 22233", message: "Please send the payment link to this address" });
    asha = personOf("asha.rao@example.com");
    mallory = personOf("mallory@evil.example");
    expect(mallory).not.toBe(asha);

    await page.goto(`${server.url}/admin/leads/${asha}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Asha Rao");
    const replies = page.locator("header");
    await expect(replies.getByRole("link", { name: /^E-mail/ }).getAttribute("href")).resolves.toMatch(/^mailto:asha\.rao@example\.com\?/);
    const whatsapp = new URL((await replies.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href"))!);
    expect(whatsapp.pathname).toBe("/919811122233");
    expect(whatsapp.searchParams.get("text")).toMatch(/^Hello Asha,/);
    await expect(page.getByTestId("person-request").count()).resolves.toBe(1);
    const matches = page.getByTestId("person-matches");
    await expect(matches.textContent()).resolves.toContain("Maybe the same person as Mallory");
    await expect(matches.getByRole("link", { name: "Mallory" }).getAttribute("href")).resolves.toBe(`/admin/leads/${mallory}`);
    await expectNoAxeViolations(page, "a person's page with a possible match");

    fs.mkdirSync(SHOTS, { recursive: true });
    await matches.screenshot({ path: path.join(SHOTS, "person-matches-1280.png") });
    const phone = await browser.newContext({ ...PHONE, storageState: await admin.storageState() });
    const small = await phone.newPage();
    await small.goto(`${server.url}/admin/leads/${asha}`);
    await small.getByTestId("person-matches").screenshot({ path: path.join(SHOTS, "person-matches-390.png") });
    await small.screenshot({ path: path.join(SHOTS, "person-page-390.png"), fullPage: true });
    // Nothing wider than the phone's screen.
    await expect(small.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await phone.close();

    await page.goto(`${server.url}/admin/leads/${mallory}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Mallory");
    await expect(page.getByTestId("person-matches").textContent()).resolves.toContain("Maybe the same person as Asha Rao");
  });

  it("merges Mallory into Asha from a browser without JavaScript, keeping Asha's name and reply address", async () => {
    const nojs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const plain = await nojs.newPage();
    await plain.goto(`${server.url}/admin/leads/${asha}`);
    await plain.getByRole("button", { name: "Merge into this person (Mallory into Asha Rao)" }).click();
    await plain.waitForURL(`${server.url}/admin/leads/${asha}?merge=merged`);
    await expect(plain.getByRole("status").filter({ hasText: "Merged:" }).textContent()).resolves.toBe("Merged: their requests, e-mails and notes are now on this page.");
    await expect(plain.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Asha Rao");
    await expect(plain.getByTestId("person-request").count()).resolves.toBe(2);
    await expect(plain.getByTestId("person-matches").count()).resolves.toBe(0);
    await expect(plain.getByTestId("timeline").textContent()).resolves.toContain("Merged in: Mallory (mallory@evil.example, 098111 22233, New): 1 request moved here");
    await expect(plain.locator("header").getByRole("link", { name: /^E-mail/ }).getAttribute("href")).resolves.toMatch(/^mailto:asha\.rao@example\.com\?/);
    const gone = await plain.goto(`${server.url}/admin/leads/${mallory}`);
    expect(gone?.status()).toBe(404);
    const audit = db.prepare("select actor, subject, detail from admin_audit where action = 'lead.merge'").all();
    expect(audit).toEqual([{ actor: expect.any(String), subject: `lead ${asha}`, detail: `lead ${mallory} merged into lead ${asha}` }]);
    await nojs.close();
  });

  it("changes the name and reply address from the person's page, refusing a hidden text-direction character", async () => {
    await page.goto(`${server.url}/admin/leads/${asha}`);
    await waitForHydration(page);
    const details = page.getByTestId("person-details");
    await details.locator("summary").click();
    await details.screenshot({ path: path.join(SHOTS, "person-details-1280.png") });
    await details.getByLabel("Reply e-mail").fill("asha\u202e@example.com");
    await details.getByRole("button", { name: "Save the name and reply address" }).click();
    await expect(details.getByText("Please type the address without hidden text-direction characters").isVisible()).resolves.toBe(true);
    await details.getByLabel("Reply e-mail").fill("asha@rao.example");
    await details.getByRole("button", { name: "Save the name and reply address" }).click();
    await page.waitForURL(`${server.url}/admin/leads/${asha}?details=saved`);
    await expect.poll(() => page.locator("header").getByRole("link", { name: /^E-mail/ }).getAttribute("href")).toMatch(/^mailto:asha@rao\.example\?/);
    await expect(page.getByTestId("timeline").textContent()).resolves.toContain("Name and reply address set to Asha Rao, asha@rao.example, +91 98111 22233");
  });

  it("sends each of nine +tagged addresses with one phone its brochure, up to the cap that counts them as victim@", async () => {
    for (let i = 0; i < 9; i++) await post("/retreats/goa-2025", { _form: "brochure", name: `Victim ${i}`, email: `victim+${i}@example.com`, phone: "+91 97000 00001" });
    const rows = db.prepare("select to_address, status, last_error from mail_outbox where kind = 'brochure' and to_address like 'victim+%' order by id").all() as { to_address: string; status: string; last_error: string | null }[];
    expect(rows.map((r) => r.to_address)).toEqual(Array.from({ length: 9 }, (_, i) => `victim+${i}@example.com`));
    // None withheld as a repeat: each address asked once.
    expect(rows.filter((r) => r.last_error?.includes("repeat"))).toEqual([]);
    // The cap (MAIL_VISITOR_DAILY_LIMIT, 3 by default) counts victim+0..8 as the one mailbox victim@example.com.
    expect(rows.slice(3).map((r) => [r.status, r.last_error])).toEqual(
      Array(6).fill(["withheld", "not sent: 3 e-mails to victim@example.com (its +tags and letter case counted as one address) in the last 24 hours (MAIL_VISITOR_DAILY_LIMIT)"]),
    );
    // The first three are in the outbox as sent messages, one to each address.
    const sentTo = async () =>
      fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith("-brochure.eml"))
        .map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), "utf8")).headers.to)
        .filter((to) => to?.startsWith("victim+"))
        .sort();
    await expect.poll(sentTo, { timeout: 15_000 }).toEqual(["victim+0@example.com", "victim+1@example.com", "victim+2@example.com"]);
  });
});
