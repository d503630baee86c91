import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { html } from "../support/edition-servers";
import { openedWhatsApp } from "../support/whatsapp";
import { DESKTOP, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { signIn } from "./organiser";

/**
 * From lead to booked guest, as the organiser, on pinned days (SITE_TODAY): on 1 November 2026
 * she creates Goa in December 2026 through the admin (12-18 December, ₹42,000, ₹15,000 deposit,
 * the balance 30 days before, 12 places of which 9 taken elsewhere, set by hand), books a
 * waitlisted guest on it without JavaScript and records her deposit. The admin's places taken
 * and the public page's "places left" move by one; a payment above what is owed is refused
 * until she confirms it. Five days later (a server on the same database with a later day) the
 * balance, due within a week, is in "To follow up".
 */
type Server = { url: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a booking by the sea";
const SHOTS = process.env.BOOKINGS_SHOTS_DIR;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let dataDir: string;
let env: Record<string, string>;
let day1: Server | undefined;
let day6: Server | undefined;
let personUrl = "";

beforeAll(async () => {
  env = { ...(await testAdminEnv(PASSWORD)), SMTP_URL: "", MAIL_WORKER: "off", FORM_MIN_FILL_MS: "0", DIGEST_HOUR: "off" };
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-bookings-"));
  browser = await launchBrowser();
  day1 = await startServer({ dataDir, env: { ...env, SITE_TODAY: "2026-11-01" } });
  admin = await browser.newContext(DESKTOP);
  page = await admin.newPage();
}, 90_000);

afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await day1?.stop();
  await day6?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function post(base: string, pagePath: string, fields: Record<string, string>) {
  const res = await fetch(base + pagePath, { method: "POST", body: new URLSearchParams({ website: "", ...fields }) });
  expect(res.status, await res.text().then((t) => t.slice(0, 200))).toBe(200);
}

const field = (p: Page, name: string) => p.locator(`form [name="${name}"]`);

async function shoot(p: Page, selector: string, name: string) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await p.setViewportSize({ width, height: 900 });
    await p.locator(selector).screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
    expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name}: no sideways scroll at ${width}`).toBe(true);
  }
  await p.setViewportSize(DESKTOP.viewport!);
}

describe("from lead to booked guest", () => {
  it("creates Goa in December 2026 through the admin, with 9 of its 12 places set by hand", async () => {
    const base = day1!.url;
    await post(base, "/retreats/goa-2025", { _form: "waitlist", name: "Asha Menon", email: "asha@example.com", phone: "98765 43210", retreat_location: "The next Goa retreat" });
    await post(base, "/contact", { _form: "contact", name: "Asha Menon", email: "asha@example.com", phone: "", message: "Vegetarian, no nuts please" });

    await signIn(page, base, PASSWORD);
    await page.goto(`${base}/admin/retreats/new?from=goa-2025`);
    await waitForHydration(page);
    for (const [name, value] of Object.entries({ slug: "goa-2026", start: "2026-12-12", end: "2026-12-18", priceInr: "42000", depositInr: "15000", balanceDueDays: "30", capacity: "12", placesTaken: "9", paymentUrl: "https://rzp.io/l/goa-december-2026" }))
      await field(page, name).fill(value);
    await page.getByRole("button", { name: "Create the edition" }).click();
    await page.waitForURL(/\/admin\/retreats\/goa-2026\?created=/);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("edition-status").filter({ hasText: "Only 3 places left" }).waitFor();
    await expect(page.getByTestId("places-summary").textContent()).resolves.toBe("9 of 12 places taken: 0 booked + 9 set by hand · 3 left");
    expect((await html(base, "/retreats/goa-2026")).text).toContain("Only 3 places left on 12-18 December 2026");
  });

  it("books the waitlisted guest without JavaScript, records her deposit, and moves the places taken by one, in the admin and on the public page", async () => {
    const base = day1!.url;
    await page.goto(`${base}/admin/leads?tab=waitlist`);
    await page.getByRole("link", { name: "Asha Menon" }).first().click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    personUrl = page.url();

    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const plain = await noJs.newPage();
    await plain.goto(personUrl);
    const book = plain.locator("form#booking-new");
    // A bad post: nothing saved, the message under its field.
    await book.getByLabel("Amount agreed (₹) (optional)").fill("forty thousand");
    await book.getByRole("button", { name: "Book" }).click();
    await plain.getByText("Enter an amount in rupees, like 15,000 or 15000.50").first().waitFor();
    await expect(plain.getByTestId("booking").count()).resolves.toBe(0);
    await book.getByLabel("Dates").selectOption({ label: "Goa Yoga & Surf Retreat, 12-18 December 2026 · ₹42,000 · 3 places left" });
    await book.getByLabel("Room or price").fill("Twin sharing");
    await book.getByLabel("Amount agreed (₹) (optional)").fill("");
    await book.getByRole("button", { name: "Book" }).click();
    await plain.getByText("Booked. The place is taken on the edition.").waitFor();
    const booking = plain.getByTestId("booking");
    await expect(booking.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Agreed\s+₹42,000\s+Paid\s+₹0\s+Balance\s+₹42,000\s+Balance due\s+2026-11-12/);

    // The deposit, as the form suggests it.
    await booking.getByText("Record a payment").click();
    await expect(booking.getByLabel("Amount received (₹)").inputValue()).resolves.toBe("15000");
    await booking.getByLabel("How").selectOption("upi");
    await booking.getByRole("button", { name: "Record the payment" }).click();
    await plain.getByText("Payment recorded.").waitFor();
    await expect(plain.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Paid\s+₹15,000\s+Balance\s+₹27,000/);
    await expect(plain.getByTestId("booking").textContent()).resolves.toContain("Deposit ₹15,000: received");

    // More than is owed: refused with a warning, nothing recorded, until "Record it anyway" is ticked.
    await plain.getByTestId("booking").getByText("Record a payment").click();
    await plain.getByTestId("booking").getByLabel("Amount received (₹)").fill("₹30,000");
    await plain.getByTestId("booking").getByRole("button", { name: "Record the payment" }).click();
    await plain.getByText("This is more than is owed (₹27,000 owed).", { exact: false }).waitFor();
    await expect(plain.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Paid\s+₹15,000/);
    await expect(plain.getByLabel("Record it anyway").isVisible()).resolves.toBe(true);
    await expect(plain.getByText("Payment recorded.").count()).resolves.toBe(0);
    await shoot(plain, "[data-testid=person-bookings]", "overpay-warning");
    await noJs.close();

    const timeline = await page.reload().then(() => page.getByTestId("timeline").textContent());
    expect(timeline).toContain("Booked on Goa Yoga & Surf Retreat, 12-18 December 2026 (Twin sharing): ₹42,000 agreed, balance due 2026-11-12");
    expect(timeline).toContain("Payment received: ₹15,000 by UPI on 2026-11-01");
    await shoot(page, "[data-testid=person-bookings]", "person-bookings");

    await page.goto(`${base}/admin/retreats/goa-2026`);
    await expect(page.getByTestId("places-summary").textContent()).resolves.toBe("10 of 12 places taken: 1 booked + 9 set by hand · 2 left");
    const guest = page.getByTestId("guest");
    await expect(guest.innerText()).resolves.toMatch(/Asha Menon[\s\S]*Twin sharing · 98765 43210[\s\S]*₹15,000 of ₹42,000[\s\S]*₹27,000[\s\S]*Due 2026-11-12/);
    await shoot(page, "[data-testid=edition-guests]", "edition-guests");
    const goa = (await html(base, "/retreats/goa-2026")).text;
    expect(goa).toContain("Only 2 places left on 12-18 December 2026");
    expect(goa).not.toContain("Only 3 places left");

    const csv = await page.evaluate(async (url) => (await fetch(url)).text(), `${base}/admin/retreats/goa-2026/guests.csv`);
    // The bookings sheet (docs/exports.md), for this edition's active bookings.
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe("Booking,Edition,Name,E-mail,Phone,Room,Status,Agreed,Paid,Balance,Balance due,Booked,Notes from their messages");
    expect(row).toMatch(/^\d+,"Goa Yoga & Surf Retreat, 12-18 December 2026",Asha Menon,asha@example.com,[^,]*98765 43210[^,]*,Twin sharing,Booked,42000(\.00)?,15000(\.00)?,27000(\.00)?,2026-11-12,[^,]+,"Vegetarian, no nuts please"$/);
    await page.goto(`${base}/admin/retreats/goa-2026/guests`);
    await expect(page.getByTestId("guest-list").innerText()).resolves.toMatch(/Asha Menon\s+98765 43210\s+Twin sharing\s+Vegetarian, no nuts please\s+₹27,000 by 2026-11-12/);
    await shoot(page, "[data-print=sheet]", "guest-list");
    if (SHOTS) {
      // As printed: the list alone, without the site's header, the admin's menu or the footer.
      await page.emulateMedia({ media: "print" });
      await page.screenshot({ path: path.join(SHOTS, "guest-list-print.png"), fullPage: true });
      await page.emulateMedia({ media: "screen" });
    }
  });

  it("five days later, lists the balance due within a week in To follow up", async () => {
    await page.goto(`${day1!.url}/admin/follow-up`);
    await expect(page.getByTestId("balances-due").count()).resolves.toBe(0);
    await day1?.stop();
    day1 = undefined;
    // The same database, so the same session: the cookie is the host's, whatever the port.
    day6 = await startServer({ dataDir, env: { ...env, SITE_TODAY: "2026-11-06" } });
    await page.goto(`${day6.url}/admin/follow-up`);
    const due = page.getByTestId("balances-due");
    await expect(due.innerText()).resolves.toMatch(/Asha Menon[\s\S]*Goa Yoga & Surf Retreat, 12-18 December 2026 · 98765 43210[\s\S]*₹27,000 due 2026-11-12/);

    // One tap from the queue: the balance reminder, filled for her booking, opens in WhatsApp and is on her timeline.
    const wa = await openedWhatsApp(admin, page, () => due.getByRole("link", { name: "Balance reminder on WhatsApp" }).click());
    expect(wa.origin + wa.pathname).toBe("https://wa.me/919876543210");
    expect(wa.searchParams.get("text")).toContain("Hello Asha,");
    expect(wa.searchParams.get("text")).toContain("the balance of ₹27,000 for the Goa Yoga & Surf Retreat (12-18 December 2026) is due by 12 November 2026. You can pay it here: https://rzp.io/l/goa-december-2026");
    await page.goto(personUrl.replace(/^http:\/\/[^/]+/, day6.url));
    await expect(page.getByTestId("timeline").textContent()).resolves.toContain("Opened WhatsApp with Balance reminder (Goa Yoga & Surf Retreat, 12-18 December 2026)");
    // Her booking offers the same, by e-mail too.
    await expect(page.getByTestId("booking").getByTestId("chase-links").textContent()).resolves.toContain("Balance reminder:");
    await shoot(page, "[data-testid=balances-due]", "balances-due");
  });

  it("records a payment above what is owed once the organiser ticks Record it anyway, and the balance leaves the queue", async () => {
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const plain = await noJs.newPage();
    await plain.goto(personUrl.replace(/^http:\/\/[^/]+/, day6!.url));
    const booking = plain.getByTestId("booking");
    await booking.getByText("Record a payment").click();
    await booking.getByLabel("Amount received (₹)").fill("30000");
    await booking.getByRole("button", { name: "Record the payment" }).click();
    await plain.getByLabel("Record it anyway").check();
    await plain.getByTestId("booking").getByRole("button", { name: "Record the payment" }).click();
    await plain.getByText("Payment recorded.").waitFor();
    await expect(plain.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Paid\s+₹45,000\s+Balance\s+₹3,000 overpaid/);
    await noJs.close();
    await page.goto(`${day6!.url}/admin/follow-up`);
    await expect(page.getByTestId("balances-due").count()).resolves.toBe(0);
    await page.goto(personUrl.replace(/^http:\/\/[^/]+/, day6!.url));
    await waitForHydration(page);
    await expectNoAxeViolations(page, "a person's page with a booking");
  });

  it("books beyond a full edition only once the organiser ticks Book anyway, without JavaScript", async () => {
    const base = day6!.url;
    await post(base, "/contact", { _form: "contact", name: "Ravi Iyer", email: "ravi@example.com", phone: "", message: "Is there any way to join in December?" });
    // Two places held by hand fill the edition: 11 set by hand and Asha booked, of 12.
    await page.goto(`${base}/admin/retreats/goa-2026`);
    await field(page, "placesTaken").fill("11");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByTestId("places-summary").filter({ hasText: "12 of 12 places taken: 1 booked + 11 set by hand · 0 left" }).waitFor();

    await page.goto(`${base}/admin/people?q=ravi`);
    await page.getByRole("link", { name: "Ravi Iyer" }).click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    const noJs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const plain = await noJs.newPage();
    await plain.goto(page.url());
    const book = plain.locator("form#booking-new");
    await book.getByLabel("Dates").selectOption({ label: "Goa Yoga & Surf Retreat, 12-18 December 2026 · ₹42,000 · 0 places left" });
    await book.getByLabel("Room or price").fill("Extra bed");
    await book.getByRole("button", { name: "Book" }).click();
    await plain.getByText('Every place on these dates is taken (12 of 12). Tick "Book anyway" to book beyond them.').waitFor();
    await expect(plain.getByTestId("booking").count()).resolves.toBe(0);
    await plain.locator("form#booking-new").getByLabel("Book anyway").check();
    await plain.locator("form#booking-new").getByRole("button", { name: "Book" }).click();
    await plain.getByText("Booked. The place is taken on the edition.").waitFor();
    await noJs.close();
    await page.goto(`${base}/admin/retreats/goa-2026`);
    await expect(page.getByTestId("places-summary").textContent()).resolves.toContain("13 of 12 places taken: 2 booked + 11 set by hand");
  });
});
