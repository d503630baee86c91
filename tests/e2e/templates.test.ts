import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdminEnv } from "../support/admin-password";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServer } from "../../scripts/lib/server.mjs";
import { openedWhatsApp } from "../support/whatsapp";
import { outboxMails, signIn } from "./organiser";

/**
 * Messages from templates, as the organiser, on a pinned day (SITE_TODAY=2025-11-01, before the
 * Goa 2025 edition: ₹38,000, a deposit of ₹25,000, the balance due on 3 November): the payment
 * link's WhatsApp template is edited (a typo'd placeholder refused under its field), then opened
 * from Priya's page, which goes through the site to wa.me with the filled text and puts it on
 * her timeline; "a place opened" on Goa 2025 e-mails its waitlist in sign-up order, each with
 * their own unsubscribe link, skipping the one who used theirs and counting them.
 * SCREENSHOT_DIR=<dir> also saves the three blocks at 390 and 1280 px.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
const PASSWORD = "a slow morning by the sea";
const WAITLIST = ["Asha Rao", "Ben Thomas", "Chitra Iyer", "Dev Malhotra"];
let server: Server;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let outboxDir: string;
let priyaPage: string;

beforeAll(async () => {
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-templates-outbox-"));
  const env = { ...(await testAdminEnv(PASSWORD)), SMTP_URL: "", MAIL_WORKER: "on", MAIL_POLL_MS: "100", FORM_MIN_FILL_MS: "0", OUTBOX_DIR: outboxDir, SITE_TODAY: "2025-11-01", DIGEST_HOUR: "off" };
  [server, browser] = await Promise.all([startServer({ env }) as Promise<Server>, launchBrowser()]);
  const post = async (pagePath: string, fields: Record<string, string>) => {
    const res = await fetch(server.url + pagePath, { method: "POST", body: new URLSearchParams({ website: "", ...fields }) });
    expect(res.status, pagePath).toBe(200);
  };
  await post("/retreats/goa-2025", { _form: "brochure", name: "Priya Sharma", email: "priya@example.com", phone: "098765 43210" });
  // The Goa waitlist, joined from another retreat's page in this order.
  for (const name of WAITLIST)
    await post("/retreats/bali-2026", { _form: "waitlist", name, email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, phone: "", retreat_location: "Goa 2025" });
  context = await browser.newContext(DESKTOP);
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [outboxDir, server?.dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Saves a block at both widths, when asked (SCREENSHOT_DIR). */
async function screenshots(name: string, url: string, testId: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const [width, options] of [["390", PHONE], ["1280", DESKTOP]] as const) {
    const shot = await browser.newContext({ ...options, storageState: await context.storageState() });
    const p = await shot.newPage();
    await p.goto(url);
    await p.getByTestId(testId).first().screenshot({ path: path.join(dir, `${name}-${width}.png`) });
    if (name !== "place-opened") await p.screenshot({ path: path.join(dir, `${name}-page-${width}.png`), fullPage: true });
    expect(await p.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}: no sideways scroll`).toBeLessThanOrEqual(Number(width));
    await shot.close();
  }
}

const placeOpenedMails = () => outboxMails(outboxDir, "place_opened");

describe("messages from templates", () => {
  it("edits a template: an unknown placeholder is refused under its field, a good edit is saved and previewed", async () => {
    await signIn(page, server.url, PASSWORD);
    await page.getByRole("link", { name: "Templates", exact: true }).click();
    await page.getByRole("heading", { name: "Message templates" }).waitFor();
    await waitForHydration(page);
    const whatsapp = page.getByTestId("template-payment_link-whatsapp");
    await whatsapp.locator("summary").click();
    const body = whatsapp.getByLabel("WhatsApp message");
    await body.fill("Namaste {fristName}! {deposit} holds your place: {paymentLink}");
    await whatsapp.getByRole("button", { name: "Save the WhatsApp message" }).click();
    await expect.poll(() => whatsapp.textContent()).toContain("{fristName} is not a placeholder: use {firstName}");

    await body.fill("Namaste {firstName}! Your place on the {retreat} ({dates}) is held with a deposit of {deposit}, paid here: {paymentLink}\n\nThe balance of {balance} is due by {balanceDue}.");
    await whatsapp.getByRole("button", { name: "Save the WhatsApp message" }).click();
    await page.getByText("Saved: Payment link.").waitFor();
    await expect(page.getByTestId("template-payment_link-whatsapp").getByTestId("message-preview").textContent()).resolves.toContain(
      "Namaste Priya! Your place on the Goa Yoga & Surf Retreat (17-21 December 2026) is held with a deposit of ₹10,000",
    );
    await expectNoAxeViolations(page, "the templates page");
    await screenshots("templates", `${server.url}/admin/templates`, "template-payment_link");
  });

  it("opens the payment link in WhatsApp from a person's page, through the site, with the filled text, and shows it on the timeline", async () => {
    await page.goto(`${server.url}/admin/leads`);
    await page.getByRole("link", { name: "Priya Sharma" }).first().click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    priyaPage = page.url();
    await waitForHydration(page);
    const block = page.getByTestId("person-messages");
    await block.getByLabel("Template").selectOption("payment_link");
    await block.getByRole("button", { name: "Fill in" }).click();
    await page.waitForURL(/message=payment_link/);
    await expect.poll(() => block.getByLabel("Retreat").inputValue()).toBe("goa-2025");

    const wa = await openedWhatsApp(context, page, () => block.getByRole("link", { name: "Open in WhatsApp" }).click());
    expect(wa.origin + wa.pathname).toBe("https://wa.me/919876543210");
    expect(wa.searchParams.get("text")).toBe(
      "Namaste Priya! Your place on the Goa Yoga & Surf Retreat (18-21 December 2025) is held with a deposit of ₹25,000, paid here: https://pay.retreatly.example/goa-2025\n\nThe balance of ₹13,000 is due by 3 November 2025.",
    );

    await page.reload();
    const timeline = page.getByTestId("timeline");
    await expect(timeline.getByTestId("timeline-message").first().textContent()).resolves.toContain("Opened WhatsApp with Payment link (Goa Yoga & Surf Retreat, 18-21 December 2025)");
    await expect(timeline.textContent()).resolves.toContain("Namaste Priya!");
    // Opening a reply counts as contacting a New person, as the reply links do.
    await expect(page.getByLabel("Stage", { exact: true }).inputValue()).resolves.toBe("contacted");
    await expectNoAxeViolations(page, "a person's page with messages");
    await screenshots("person-messages", page.url(), "person-messages");
  });

  it("tells the Goa waitlist a place opened, in sign-up order, each with their own unsubscribe link, skipping and counting who used theirs", async () => {
    await page.goto(`${server.url}/admin/retreats/goa-2025`);
    await waitForHydration(page);
    const block = page.getByTestId("place-opened");
    await expect(block.getByTestId("waitlist-person").allTextContents()).resolves.toEqual(WAITLIST.map((n, i) => expect.stringContaining(`${i + 1}. ${n}`)));

    // Ben first, by his own button; then he stops our e-mails with the link in his.
    await block.getByRole("button", { name: "E-mail Ben Thomas" }).click();
    await block.getByText("1 e-mailed").waitFor();
    await expect.poll(() => placeOpenedMails().length, { timeout: 15_000 }).toBe(1);
    const ben = placeOpenedMails()[0]!;
    expect(ben.headers.to).toBe("ben@example.com");
    const unsubscribe = /Stop these e-mails: (\S+)/.exec(ben.text)?.[1];
    expect(unsubscribe).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/messages\/unsubscribe\?token=\d+\.[\w-]{32}$/);
    const local = server.url + new URL(unsubscribe!).pathname + new URL(unsubscribe!).search;
    // Opening the link changes nothing (a mail scanner's visit); the mail client's one-click POST does.
    await expect((await fetch(local)).text()).resolves.toContain("Stop hearing from us?");
    const oneClick = await fetch(local, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(oneClick.status).toBe(200);

    await page.reload();
    await expect(block.getByTestId("waitlist-person").nth(1).textContent()).resolves.toContain("Asked not to be contacted");
    await block.getByRole("button", { name: "E-mail all (3)" }).click();
    await block.getByText("3 e-mailed, 1 skipped: asked not to be contacted").waitFor();
    await expect.poll(() => placeOpenedMails().length, { timeout: 15_000 }).toBe(4);
    const mails = placeOpenedMails();
    expect(mails.map((m) => m.headers.to)).toEqual(["ben@example.com", "asha@example.com", "chitra@example.com", "dev@example.com"]);
    for (const m of mails.slice(1)) {
      expect(m.subject).toBe("A place has opened on the Goa Yoga & Surf Retreat");
      expect(m.text).toContain(`Dear ${m.headers.to!.split("@")[0]!.replace(/^./, (c) => c.toUpperCase())},`);
      expect(m.text).toContain("a place has opened on the Goa Yoga & Surf Retreat, 18-21 December 2025");
      expect(decodeURIComponent(m.headers["list-unsubscribe"] ?? "")).toMatch(/^<http:\/\/(localhost|127\.0\.0\.1):\d+\/messages\/unsubscribe\?token=\d+\.[\w-]{32}>$/);
      expect(m.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(new Set(mails.map((m) => /Stop these e-mails: (\S+)/.exec(m.text)?.[1])).size).toBe(4);
    // Nobody is e-mailed twice: everyone is shown as told, and E-mail all has no one left.
    await expect(block.getByTestId("waitlist-person").allTextContents()).resolves.toEqual([
      expect.stringContaining("E-mailed"),
      expect.stringContaining("Asked not to be contacted"),
      expect.stringContaining("E-mailed"),
      expect.stringContaining("E-mailed"),
    ]);
    await expect(block.getByRole("button", { name: "E-mail all" }).isDisabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, "an edition's page with its waitlist");
    await screenshots("place-opened", page.url(), "place-opened");

    // Each is on the person's timeline.
    await block.getByRole("link", { name: "Asha Rao" }).click();
    await page.waitForURL(/\/admin\/leads\/\d+$/);
    expect(page.url()).not.toBe(priyaPage);
    await expect(page.getByTestId("timeline").textContent()).resolves.toContain("E-mailed A place opened (Goa Yoga & Surf Retreat, 18-21 December 2025)");
  });

  it("works without JavaScript: a refused template edit says why under its field, and a person's e-mail is sent through the outbox", async () => {
    const plain = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await context.storageState() });
    const p = await plain.newPage();
    await p.goto(`${server.url}/admin/templates`);
    const general = p.getByTestId("template-general_reply-email");
    await general.locator("summary").click();
    await general.getByLabel("Subject").fill("Hello from {Site}");
    await general.getByRole("button", { name: "Save the e-mail" }).click();
    await p.waitForLoadState();
    await expect(p.getByTestId("template-general_reply-email").textContent()).resolves.toContain("{Site} is not a placeholder");
    await expect(p.getByTestId("template-general_reply-email").getByTestId("message-preview").textContent()).resolves.toContain("Your message to Retreatly");

    await p.goto(`${priyaPage}?message=general_reply`);
    const block = p.getByTestId("person-messages");
    await block.getByRole("button", { name: "Send by e-mail" }).click();
    await p.waitForURL(/message_done=sent/);
    await expect(p.getByTestId("person-messages").textContent()).resolves.toContain("E-mail queued");
    await expect(p.getByTestId("timeline").textContent()).resolves.toContain("E-mailed General reply (Goa Yoga & Surf Retreat, 18-21 December 2025)");
    await expect.poll(() => outboxMails(outboxDir, "organiser_message").length, { timeout: 15_000 }).toBe(1);
    const sent = outboxMails(outboxDir, "organiser_message")[0]!;
    expect([sent.headers.to, sent.subject]).toEqual(["priya@example.com", "Your message to Retreatly"]);
    expect(sent.text).toContain("Dear Priya,");
    expect(sent.text).toContain("Our next Goa Yoga & Surf Retreat runs 18-21 December 2025, at ₹38,000.");
    await plain.close();
  });

  it("lets the organiser undo Ben's 'do not contact me' when he asks again, without JavaScript, saying how he asked", async () => {
    const plain = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await context.storageState() });
    const p = await plain.newPage();
    await p.goto(`${server.url}/admin/retreats/goa-2025`);
    await p.getByTestId("place-opened").getByRole("link", { name: "Ben Thomas" }).click();
    await p.waitForURL(/\/admin\/leads\/\d+$/);
    const notice = p.getByTestId("no-contact");
    await expect(notice.textContent()).resolves.toContain("Asked not to be contacted on");
    // Spaces alone are no reason: the server says so under the field, and nothing changes.
    await notice.locator("summary").click();
    await notice.getByLabel("How they asked").fill("   ");
    await notice.getByRole("button", { name: "They may be contacted again" }).click();
    await p.waitForLoadState();
    await expect(p.getByTestId("no-contact").textContent()).resolves.toContain("Please say why they may be contacted again");
    await p.getByTestId("no-contact").getByLabel("How they asked").fill("Wrote on WhatsApp asking about the December dates");
    await p.getByTestId("no-contact").getByRole("button", { name: "They may be contacted again" }).click();
    await p.waitForURL(/contact_again=done/);
    expect(await p.getByTestId("no-contact").count()).toBe(0);
    await expect(p.getByTestId("person-messages").textContent()).resolves.toContain("They may be contacted again");
    await expect(p.getByTestId("timeline").textContent()).resolves.toContain("May be contacted again: Wrote on WhatsApp asking about the December dates");
    // His own link in the e-mail offers to stop our e-mails again.
    const ben = placeOpenedMails().find((m) => m.headers.to === "ben@example.com")!;
    const link = new URL(/Stop these e-mails: (\S+)/.exec(ben.text)![1]!);
    await expect((await fetch(server.url + link.pathname + link.search)).text()).resolves.toContain("Stop hearing from us?");
    await plain.close();
  });
});
