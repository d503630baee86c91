import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";
import { testAdminEnv } from "../support/admin-password";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * The contributor's quick loop (`npm test`): the site as a visitor and the organiser meet it, in
 * the fewest page loads that still show it works. Every public route answers and hydrates; one
 * form of each kind is sent from the browser and found in the database; the admin signs in and
 * shows that lead. The full end-to-end suite (`npm run validate`) checks each of these in depth.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void> };
const PASSWORD = "smoke test morning";
let server: Server;
let browser: Browser;
let context: BrowserContext;
let db: Database.Database;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { ...(await testAdminEnv(PASSWORD)), FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT_PER_MINUTE: "1000" } }) as Promise<Server>,
    launchBrowser(),
  ]);
  // Reduced motion: the pages settle at once, as nothing here is about their motion.
  context = await browser.newContext({ ...DESKTOP, reducedMotion: "reduce" });
  await fetch(`${server.url}/healthz`); // migrates the database before it is opened here
  db = new Database(path.join(server.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
}, 60_000);

afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const stored = (table: string, email: string) => db.prepare(`select * from ${table} where email = ?`).get(email) as Record<string, unknown> | undefined;
const email = (kind: string) => `smoke+${kind}-${Date.now()}@example.com`;

async function open(pathname: string, on: BrowserContext = context): Promise<Page> {
  const page = await on.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const res = await page.goto(server.url + pathname);
  expect(res?.status(), pathname).toBe(200);
  await waitForHydration(page);
  expect(errors, `${pathname}: script errors`).toEqual([]);
  return page;
}

describe("smoke", () => {
  it("every public route answers 200 and hydrates without a script error", async () => {
    const phone = await browser.newContext({ ...PHONE, reducedMotion: "reduce" });
    try {
      for (const route of PUBLIC_ROUTES) {
        const page = await open(route, phone);
        await expect(page.locator("h1").count(), route).resolves.toBe(1);
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });

  it("stores one form of each kind sent from the browser: brochure, waitlist, inquiry, newsletter", async () => {
    const brochure = email("brochure");
    let page = await open("/retreats/goa-2025");
    let form = page.locator("#brochure-form form");
    await form.getByLabel("Full name").fill("Smoke Brochure");
    await form.getByLabel("Email").fill(brochure);
    await form.getByLabel("Phone/WhatsApp").fill("+91 98100 00000");
    await expect.poll(() => form.getByRole("button", { name: "Download Brochure" }).isDisabled()).toBe(false);
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    expect(stored("brochure_signups", brochure)).toMatchObject({ name: "Smoke Brochure", source_page: "/retreats/goa-2025" });
    await page.close();

    const waitlist = email("waitlist");
    page = await open("/retreats/bali-2026");
    form = page.locator("form#waitlist-bali-2026");
    await form.getByLabel("Full name").fill("Smoke Waitlist");
    await form.getByLabel("Email").fill(waitlist);
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Welcome to the waitlist!" }).waitFor();
    expect(stored("waitlist_signups", waitlist)).toMatchObject({ name: "Smoke Waitlist", retreat_location: "Bali 2026" });

    const newsletter = email("newsletter");
    const footer = page.locator("footer form");
    await footer.getByLabel("Email").fill(newsletter);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => stored("newsletter_subscribers", newsletter)?.source_page).toBe("/retreats/bali-2026");
    await page.close();

    const inquiry = email("contact");
    page = await open("/contact");
    form = page.locator("form#contact-form");
    await form.getByLabel("Name", { exact: true }).fill("Smoke Inquiry");
    await form.getByLabel("Email", { exact: true }).fill(inquiry);
    await form.getByLabel("Message", { exact: true }).fill("Is the Goa retreat right for a beginner?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Thank you, your message is on its way." }).waitFor();
    expect(stored("inquiries", inquiry)).toMatchObject({ kind: "contact", name: "Smoke Inquiry" });
    await page.close();
  });

  it("the admin signs in and shows a lead sent from the site", async () => {
    const page = await open("/admin/leads");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByTestId("lead-row").filter({ hasText: "Smoke Brochure" }).first().waitFor();
    await page.getByTestId("lead-row").filter({ hasText: "Smoke Brochure" }).first().getByRole("link").first().click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    await page.getByRole("heading", { level: 1, name: "Smoke Brochure" }).waitFor();
    await page.close();
  });
});
