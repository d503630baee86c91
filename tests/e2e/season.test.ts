import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { DESKTOP, launchBrowser, step, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { openedWhatsApp } from "../support/whatsapp";
import { outboxMails, signIn } from "./organiser";

/**
 * A season's work on the December Goa edition (18-21 December 2025: ₹38,000, a deposit of
 * ₹25,000, the balance 45 days before, so on 3 November), as visitors and the organiser do it,
 * on pinned days (SITE_TODAY). On 24 October the edition is full (its 16 places held by hand):
 * Asha and then Ben join its waitlist from its page, Chitra writes through the contact form.
 * Two held places come free; the organiser finds Asha, first on the waitlist, among the people,
 * books her with her deposit, and the places taken move by one in the admin and on the public
 * page. Five days later (a server on the same database with a later day) the balance, due within
 * a week, is in "To follow up" and in the daily digest; she opens the payment link's WhatsApp
 * message for Asha, and tells the rest of the waitlist the other place opened.
 */
type Server = { url: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a season by the sea";
const FIRST_DAY = "2025-10-24";
// Five days on: the balance due on 3 November falls within the week.
const LATER_DAY = "2025-10-29";
const EDITION = "Goa Yoga & Surf Retreat, 18-21 December 2025";
let browser: Browser;
let env: Record<string, string>;
let dataDir: string | undefined;
let outboxDir: string | undefined;
let server: Server | undefined;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  [env, browser] = await Promise.all([testAdminEnv(PASSWORD), launchBrowser()]);
}, 60_000);

/** Everything from scratch: a retry starts where the first try did, not where it stopped. */
async function startFirstDay() {
  await stopAll();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-season-"));
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-season-outbox-"));
  server = await startServer({ dataDir, env: dayEnv(FIRST_DAY, "off") });
}

function dayEnv(day: string, digestHour: string) {
  return { ...env, SITE_TODAY: day, SMTP_URL: "", MAIL_WORKER: "on", MAIL_POLL_MS: "100", OUTBOX_DIR: outboxDir!, FORM_MIN_FILL_MS: "0", DIGEST_HOUR: digestHour };
}

async function newPage() {
  const context = await browser.newContext(DESKTOP);
  contexts.push(context);
  return context.newPage();
}

async function stopAll() {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
  await server?.stop();
  server = undefined;
  for (const dir of [dataDir, outboxDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

afterAll(async () => {
  await stopAll();
  await browser?.close();
});

/** "14 of 16 places taken: ..." on the edition's admin page: the places taken. */
async function placesTakenInAdmin(page: Page) {
  await page.goto(`${server!.url}/admin/retreats/goa-2025`);
  const summary = (await page.getByTestId("places-summary").textContent()) ?? "";
  const taken = /^(\d+) of 16 places taken/.exec(summary)?.[1];
  expect(taken, summary).toBeDefined();
  return Number(taken);
}

/** "Only 2 places left" under the public page's hero. */
async function placesLeftOnline(page: Page) {
  await page.goto(`${server!.url}/retreats/goa-2025`);
  const notice = (await page.getByTestId("edition-notice").textContent()) ?? "";
  const left = /Only (\d+) places? left on 18-21 December 2025/.exec(notice)?.[1];
  expect(left, notice).toBeDefined();
  return Number(left);
}

/** The edition's places set by hand, through its form in the admin. */
async function setPlacesByHand(page: Page, places: number) {
  await page.goto(`${server!.url}/admin/retreats/goa-2025`);
  await waitForHydration(page);
  await page.getByLabel("Places set by hand").fill(String(places));
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.getByText("Saved. The site shows it now.").waitFor();
}

describe("a season on the December Goa edition", () => {
  it("takes two waitlisted visitors and an inquiry to a booking with its deposit, a balance reminder, a WhatsApp payment link and a place opened", async () => {
    await startFirstDay();
    const organiser = await newPage();
    const visitor = await newPage();

    await step("before: the edition is full, its 16 places held by hand", async () => {
      await signIn(organiser, server!.url, PASSWORD);
      await setPlacesByHand(organiser, 16);
      await expect(organiser.getByTestId("edition-status").textContent()).resolves.toBe("Sold out");
    });

    await step("1. two visitors join the waitlist from the full edition's page, one writes through the contact form", async () => {
      await visitor.goto(`${server!.url}/retreats/goa-2025`);
      await waitForHydration(visitor);
      await expect(visitor.getByTestId("edition-notice").textContent()).resolves.toContain("This retreat is full");
      const waitlist = visitor.locator("form#waitlist-goa-2025");
      await expect(waitlist.getByLabel("Retreat interest").inputValue()).resolves.toBe("Goa 2025");
      for (const [name, email] of [["Asha Rao", "asha@example.com"], ["Ben Thomas", "ben@example.com"]]) {
        await waitlist.getByLabel("Full name").fill(name!);
        await waitlist.getByLabel("Email").fill(email!);
        const [answer] = await Promise.all([
          visitor.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/retreats/goa-2025")),
          waitlist.getByRole("button", { name: "Join Waitlist" }).click(),
        ]);
        expect(answer.status(), name).toBe(200);
        // A full edition's promise: a place, if one opens. The fields clear for the next visitor.
        await visitor.locator("[data-sonner-toast]").filter({ hasText: "We'll write to you if a place opens on these dates." }).first().waitFor();
        await expect.poll(() => waitlist.getByLabel("Full name").inputValue()).toBe("");
      }

      await visitor.goto(`${server!.url}/contact`);
      await waitForHydration(visitor);
      const contact = visitor.locator("form#contact-form");
      await contact.getByLabel("Name").fill("Chitra Iyer");
      await contact.getByLabel("Email").fill("chitra@example.com");
      await contact.getByLabel(/Phone\/WhatsApp/).fill("+91 99887 76655");
      await contact.getByLabel("Message").fill("Do you run retreats for beginners in the spring?");
      await contact.getByRole("button", { name: "Send Message" }).click();
      await visitor.locator("[data-sonner-toast]").filter({ hasText: "Thank you, your message is on its way." }).waitFor();
    });

    let before = { taken: 0, left: 0 };
    let ashaPage = "";
    await step("2. two held places come free; the organiser finds Asha, first on the waitlist, and books her with her deposit", async () => {
      await setPlacesByHand(organiser, 14);
      before = { taken: await placesTakenInAdmin(organiser), left: await placesLeftOnline(visitor) };

      await organiser.goto(`${server!.url}/admin/people`);
      await organiser.getByLabel("Edition").selectOption("goa-2025");
      await organiser.getByRole("button", { name: "Apply" }).click();
      await organiser.waitForURL(/\/admin\/people\?edition=goa-2025$/);
      // Newest first: the first to sign up is the last; Chitra asked about no retreat.
      const rows = organiser.getByTestId("person-row");
      await expect(rows.locator("th a").allTextContents()).resolves.toEqual(["Ben Thomas", "Asha Rao"]);
      await rows.last().getByRole("link", { name: "Asha Rao" }).click();
      await organiser.waitForURL(/\/admin\/leads\/\d+$/);
      ashaPage = organiser.url();
      await waitForHydration(organiser);

      // She answered with her WhatsApp number, which the waitlist form does not ask for.
      const details = organiser.getByTestId("person-details");
      await details.locator("summary").click();
      await details.getByLabel(/Phone \/ WhatsApp/).fill("+91 98765 43210");
      await details.getByRole("button", { name: "Save the name and reply address" }).click();
      await organiser.getByText("Saved: replies now go to these.").waitFor();

      const book = organiser.locator("form#booking-new");
      await book.getByLabel("Dates").selectOption({ label: `${EDITION} · ₹38,000 · 2 places left` });
      await book.getByLabel("Room or price").fill("Twin sharing");
      await book.getByRole("button", { name: "Book" }).click();
      await organiser.getByText("Booked. The place is taken on the edition.").waitFor();
      const booking = organiser.getByTestId("booking");
      await expect(booking.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Agreed\s+₹38,000\s+Paid\s+₹0\s+Balance\s+₹38,000\s+Balance due\s+2025-11-03/);

      // The deposit, as the form suggests it.
      await booking.getByText("Record a payment").click();
      await expect(booking.getByLabel("Amount received (₹)").inputValue()).resolves.toBe("25000");
      await booking.getByLabel("How").selectOption("upi");
      await booking.getByRole("button", { name: "Record the payment" }).click();
      await organiser.getByText("Payment recorded.").waitFor();
      await expect(booking.getByTestId("booking-amounts").innerText()).resolves.toMatch(/Paid\s+₹25,000\s+Balance\s+₹13,000/);
      // The payment moved her on: something paid, less than agreed.
      await expect.poll(() => organiser.locator("#follow-stage").evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe("Deposit paid");
    });

    await step("3. the edition's places taken move by one in the admin, and the places left on its public page with them", async () => {
      const after = { taken: await placesTakenInAdmin(organiser), left: await placesLeftOnline(visitor) };
      expect(after).toEqual({ taken: before.taken + 1, left: before.left - 1 });
    });

    await step("4. once the balance falls due within a week, it is in To follow up and in the daily digest", async () => {
      await organiser.goto(`${server!.url}/admin/follow-up`);
      await organiser.getByRole("heading", { name: "To follow up", level: 1 }).waitFor();
      await expect(organiser.getByTestId("balances-due").count()).resolves.toBe(0);
      expect(outboxMails(outboxDir!, "organiser_digest")).toEqual([]);

      // Five days later: the same database (so the same session), a server whose day is later,
      // sending its digest as soon as it starts.
      await server!.stop();
      server = await startServer({ dataDir, env: dayEnv(LATER_DAY, "0") });
      await organiser.goto(`${server.url}/admin/follow-up`);
      await expect(organiser.getByTestId("balances-due").innerText()).resolves.toMatch(new RegExp(`Asha Rao\\s+${EDITION} · \\+91 98765 43210[\\s\\S]*₹13,000 due 2025-11-03`));

      await expect.poll(() => outboxMails(outboxDir!, "organiser_digest").length, { timeout: 15_000 }).toBe(1);
      const [digest] = outboxMails(outboxDir!, "organiser_digest");
      expect(digest!.subject).toBe(`To follow up on ${LATER_DAY}: 2 new leads, 0 follow-ups due, 1 balance due`);
      expect(digest!.text).toContain(`Balances due within 7 days or overdue (1):\n\nAsha Rao (+91 98765 43210): ₹13,000 for ${EDITION}, due 2025-11-03.\n`);
      expect(digest!.text).toContain(`${new URL(ashaPage).pathname}#bookings`);
    });

    await step("5. the payment link's WhatsApp message opens with her figures filled in, and is then on her timeline", async () => {
      await organiser.goto(ashaPage.replace(/^http:\/\/[^/]+/, server!.url));
      await waitForHydration(organiser);
      const messages = organiser.getByTestId("person-messages");
      await messages.getByLabel("Template").selectOption("payment_link");
      await messages.getByRole("button", { name: "Fill in" }).click();
      await organiser.waitForURL(/message=payment_link/);
      await expect.poll(() => messages.getByLabel("Retreat").inputValue()).toBe("goa-2025");
      const wa = await openedWhatsApp(organiser.context(), organiser, () => messages.getByRole("link", { name: "Open in WhatsApp" }).click());
      expect(wa.origin + wa.pathname).toBe("https://wa.me/919876543210");
      const text = wa.searchParams.get("text") ?? "";
      expect(text).toMatch(/^Hello Asha, /);
      for (const part of [EDITION, "the deposit is ₹25,000", "https://pay.retreatly.example/goa-2025", "The balance of ₹13,000 is due by 3 November 2025."]) expect(text).toContain(part);

      await organiser.reload();
      const timeline = organiser.getByTestId("timeline");
      await expect(timeline.getByTestId("timeline-message").first().textContent()).resolves.toContain(`Opened WhatsApp with Payment link (${EDITION})`);
      await expect(timeline.textContent()).resolves.toContain(text.split("\n")[0]);
    });

    await step("6. from the edition's page, the other place is offered to the waitlist in sign-up order, by e-mail with an unsubscribe link of its own, and not to Asha, who took hers", async () => {
      await organiser.goto(`${server!.url}/admin/retreats/goa-2025`);
      await waitForHydration(organiser);
      const block = organiser.getByTestId("place-opened");
      const entries = block.getByTestId("waitlist-person");
      await expect(entries.allTextContents()).resolves.toEqual([expect.stringMatching(/^1\. Asha Rao.*Booked on these dates$/), expect.stringMatching(/^2\. Ben Thomas/)]);
      const benId = /\/admin\/leads\/(\d+)$/.exec((await block.getByRole("link", { name: "Ben Thomas" }).getAttribute("href")) ?? "")?.[1];
      expect(benId).toBeDefined();
      await block.getByRole("button", { name: "E-mail all (1)" }).click();
      await block.getByText("1 e-mailed").waitFor();
      await expect(entries.nth(1).textContent()).resolves.toContain("E-mailed");
      await expect(block.getByRole("button", { name: "E-mail all" }).isDisabled()).resolves.toBe(true);

      await expect.poll(() => outboxMails(outboxDir!, "place_opened").length, { timeout: 15_000 }).toBe(1);
      const [ben] = outboxMails(outboxDir!, "place_opened");
      expect([ben!.headers.to, ben!.subject]).toEqual(["ben@example.com", "A place has opened on the Goa Yoga & Surf Retreat"]);
      expect(ben!.text).toContain("Dear Ben,");
      expect(ben!.text).toContain("a place has opened on the Goa Yoga & Surf Retreat, 18-21 December 2025");
      // His own: the token names him, in the footer and in the header mail clients act on.
      const link = /Stop these e-mails: (\S+)/.exec(ben!.text)?.[1];
      expect(link).toMatch(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):\\d+/messages/unsubscribe\\?token=${benId}\\.[\\w-]{32}$`));
      expect(decodeURIComponent(ben!.headers["list-unsubscribe"] ?? "")).toBe(`<${link}>`);
      expect(ben!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    });
  }, 120_000);
});
