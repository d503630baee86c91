import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { parseMail } from "../support/test-smtp";

/**
 * The people list, its search, the pipeline and the person page, as the organiser on a pinned
 * day: Asha writes three times (a Goa brochure, a Bali waitlist entry, a contact message saying
 * she is a beginner) and is one row; a word of her message finds her; the pipeline puts her
 * under New and Ravi, moved to Qualified, under Qualified; on a phone her page opens with the
 * follow-up form above her requests, without sideways scroll; the organiser's e-mail about her
 * third request links to her page and says she wrote twice before (an .eml in the outbox).
 * SCREENSHOTS_DIR=<dir> also saves the pages at 390 and 1280 px.
 */
type Server = { url: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a slow morning by the sea";
const SITE_URL = "https://retreatly.example";
let browser: Browser;
let server: Server;
let dataDir: string;
let outboxDir: string;
let desktop: BrowserContext;
let page: Page;

async function post(pagePath: string, fields: Record<string, string>) {
  const res = await fetch(server.url + pagePath, { method: "POST", body: new URLSearchParams({ website: "", ...fields }) });
  expect(res.status, await res.text().then((t) => t.slice(0, 200))).toBe(200);
}

async function shoot(p: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await p.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-people-"));
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-people-outbox-"));
  server = await startServer({
    dataDir,
    env: { ...(await testAdminEnv(PASSWORD)), SITE_URL, SMTP_URL: "", OUTBOX_DIR: outboxDir, MAIL_WORKER: "on", MAIL_POLL_MS: "100", FORM_MIN_FILL_MS: "0", SITE_TODAY: "2025-11-03", DIGEST_HOUR: "off" },
  });
  await post("/retreats/goa-2025", { _form: "brochure", name: "Asha Menon", email: "asha@example.com", phone: "+91 98765 43210" });
  await post("/retreats/bali-2026", { _form: "waitlist", name: "Asha Menon", email: "Asha@Example.com", phone: "", retreat_location: "Bali 2026" });
  await post("/contact", { _form: "contact", name: "Asha Menon", email: "asha@example.com", phone: "", message: "I am a complete beginner: is the week gentle enough?" });
  await post("/retreats/maldives-2026", { _form: "brochure", name: "Ravi Kumar", email: "ravi@example.com", phone: "91234 56789" });
  browser = await launchBrowser();
  desktop = await browser.newContext(DESKTOP);
  page = await desktop.newPage();
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("link", { name: "People", exact: true }).waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [dataDir, outboxDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const names = (p: Page) => p.getByTestId("person-row").locator("th a").allTextContents();

describe("people", () => {
  it("lists three requests of one person as one row, and finds her by a word of her message", async () => {
    await page.getByRole("link", { name: "People", exact: true }).click();
    await page.waitForURL(/\/admin\/people$/);
    await waitForHydration(page);
    expect(await names(page)).toEqual(["Ravi Kumar", "Asha Menon"]);
    const asha = page.getByTestId("person-row").filter({ hasText: "Asha Menon" });
    await expect(asha.textContent()).resolves.toContain("3 requests");
    await expect(asha.locator('[data-column="retreats"]').textContent()).resolves.toBe("Retreats asked aboutBali 2026, Goa 2025");
    await shoot(page, "people-1280");
    await expectNoAxeViolations(page, "People");

    await page.getByLabel("Search").fill("beginner");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/\?q=beginner$/);
    await expect.poll(() => names(page)).toEqual(["Asha Menon"]);
    // A phone number however typed finds its person.
    await page.goto(`${server.url}/admin/people?q=${encodeURIComponent("091234-56789")}`);
    expect(await names(page)).toEqual(["Ravi Kumar"]);
  });

  it("groups the people by stage in the pipeline, each card linking to the person", async () => {
    // Ravi becomes Qualified through his page's form.
    await page.goto(`${server.url}/admin/people?q=ravi`);
    await page.getByRole("link", { name: "Ravi Kumar" }).click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    await waitForHydration(page);
    await page.getByLabel("Stage", { exact: true }).selectOption("qualified");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Saved" }).waitFor();

    await page.goto(`${server.url}/admin/people/pipeline`);
    const column = (stage: string) => page.locator(`[data-stage="${stage}"]`).getByTestId("pipeline-card").locator("a").allTextContents();
    expect(await column("new")).toEqual(["Asha Menon"]);
    expect(await column("qualified")).toEqual(["Ravi Kumar"]);
    expect(await column("booked")).toEqual([]);
    // Side by side on a desktop: the stages' columns share one row.
    const tops = await page.locator("[data-stage]").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await shoot(page, "pipeline-1280");
    await expectNoAxeViolations(page, "Pipeline");
    // Filtered by an edition: only who asked about it.
    await page.getByLabel("Edition").selectOption("maldives-2026");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/edition=maldives-2026/);
    await expect.poll(() => column("qualified")).toEqual(["Ravi Kumar"]);
    expect(await column("new")).toEqual([]);
    await page.locator('[data-stage="qualified"]').getByRole("link", { name: "Ravi Kumar" }).click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
  });

  it("on a phone, opens a person's page with the follow-up form above the requests, without sideways scroll", async () => {
    const phone = await browser.newContext(PHONE);
    try {
      const p = await phone.newPage();
      await p.goto(`${server.url}/admin/leads`);
      await p.getByLabel("Password").fill(PASSWORD);
      await p.getByRole("button", { name: "Unlock" }).click();
      await p.getByRole("link", { name: "People", exact: true }).click();
      await p.waitForURL(/\/admin\/people$/);
      const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      await shoot(p, "people-390");
      await p.goto(`${server.url}/admin/people/pipeline`);
      expect(await overflow()).toBe(0);
      // Grouped lists: the stages one under another.
      const lefts = await p.locator("[data-stage]").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
      await shoot(p, "pipeline-390");
      await p.goto(`${server.url}/admin/people?q=asha`);
      await p.getByRole("link", { name: "Asha Menon" }).click();
      await p.waitForURL(/\/admin\/leads\/\d+$/);
      await waitForHydration(p);
      const form = await p.getByRole("form", { name: "Follow up" }).boundingBox();
      const requests = await p.getByRole("heading", { name: "Requests" }).boundingBox();
      const reply = await p.getByRole("link", { name: /^WhatsApp/ }).boundingBox();
      expect(form!.y + form!.height).toBeLessThan(requests!.y);
      expect(reply!.y).toBeLessThan(form!.y);
      expect(await p.getByTestId("person-request").count()).toBe(3);
      expect(await overflow()).toBe(0);
      await shoot(p, "person-390");
      await page.goto(p.url());
      await shoot(page, "person-1280");
    } finally {
      await phone.close();
    }
  });

  it("links the organiser's new-lead e-mail to the person, and says she wrote before", async () => {
    const file = () => fs.readdirSync(outboxDir).filter((f) => f.endsWith("-organiser_lead.eml")).map((f) => parseMail(fs.readFileSync(path.join(outboxDir, f), "utf8")));
    await expect.poll(() => file().length, { timeout: 15_000 }).toBe(4);
    const contact = file().find((m) => m.headers.subject?.startsWith("Contact inquiry"))!;
    await page.goto(`${server.url}/admin/people?q=asha`);
    const href = await page.getByRole("link", { name: "Asha Menon" }).getAttribute("href");
    expect(href).toMatch(/^\/admin\/leads\/\d+$/);
    expect(contact.text).toContain(`Open Asha Menon's page: ${SITE_URL}${href}`);
    expect(contact.html).toContain(`href="${SITE_URL}${href}"`);
    expect(contact.text).toContain("Has written before: 2 requests since 3 November 2025");
    const first = file().find((m) => m.text.startsWith("Brochure request") && m.text.includes("asha@example.com"))!;
    expect(first.text).not.toContain("Has written before");
  });
});
