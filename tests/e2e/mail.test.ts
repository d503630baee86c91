import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail, startTestSmtp, type ReceivedMail, type TestSmtp } from "../support/test-smtp";
import { DESKTOP, expectNoAxeViolations, launchBrowser } from "../playwright-utils";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * Mail through the real server: the production build with its outbox worker on
 * (MAIL_WORKER=on: e2e servers inherit VITEST, which otherwise turns it off), sending to a real
 * SMTP server on loopback. A visitor signs up in the footer, the confirmation e-mail arrives,
 * its link opened in Chromium confirms the subscription, and its unsubscribe link works both as
 * a page with a button and as an RFC 8058 one-click POST.
 *
 * MAIL_E2E_BUILD_DIR can point at a private copy of the build (see docs/mail.md).
 */
const SITE_URL = "https://retreatly.example";
const ORGANISER = "organiser@retreatly.test";
/** The workers here look for due e-mails every 100 ms (2 s in production), so a wait of ten polls shows nothing more is sent. */
const POLL_MS = "100";
const QUIET_MS = 1_000;

type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
let server: Server;
let smtp: TestSmtp;
let browser: Browser;
let db: Database.Database;

beforeAll(async () => {
  smtp = await startTestSmtp();
  const env: Record<string, string> = {
    SMTP_URL: smtp.url,
    MAIL_WORKER: "on",
    ORGANISER_EMAIL: ORGANISER,
    SITE_URL,
    FORM_MIN_FILL_MS: "0",
    MAIL_POLL_MS: POLL_MS,
    FORM_RATE_LIMIT_PER_MINUTE: "1000",
  };
  if (process.env.MAIL_E2E_BUILD_DIR) env.BUILD_DIR = process.env.MAIL_E2E_BUILD_DIR;
  server = await startServer({ env });
  browser = await launchBrowser();
  await fetch(`${server.url}/newsletter`); // opens and migrates the database
  db = new Database(path.join(server.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
});

afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

let seq = 0;
const uniqueEmail = (tag: string) => `mail-e2e-${tag}-${Date.now()}-${++seq}@example.com`;

async function mailTo(address: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find((m) => m.envelopeTo.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}; server log:\n${server.logs().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function subscriber(address: string) {
  return db.prepare("select * from newsletter_subscribers where email = ?").get(address) as
    | { confirmed_at: string | null; unsubscribed_at: string | null }
    | undefined;
}

/** The e-mail's links point at SITE_URL (the public origin); open them on the test server. */
const local = (link: string) => {
  const u = new URL(link);
  return `${server.url}${u.pathname}${u.search}`;
};

/**
 * axe needs JavaScript in the page: audit the same URL in a JavaScript-enabled context, with
 * reduced motion so the reveal animation is not caught half-faded (as tests/e2e/route-sweep.ts).
 */
async function axeAt(url: string, heading: string) {
  const context = await browser.newContext({ ...DESKTOP, reducedMotion: "reduce" });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole("heading", { name: heading }).waitFor();
  await expectNoAxeViolations(page, heading);
  await context.close();
}

async function subscribe(address: string, name: string) {
  const body = new URLSearchParams({ _form: "newsletter", _page: "/about", name, email: address });
  const res = await fetch(`${server.url}/newsletter`, { method: "POST", body, redirect: "manual" });
  expect(res.status).toBe(200);
}

describe("newsletter e-mail", () => {
  it("footer sign-up: the confirmation e-mail arrives at once, and its link confirms the subscription", async () => {
    const address = uniqueEmail("confirm");
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    context.setDefaultTimeout(15_000); // a missing heading fails with its name, not a test timeout
    const page = await context.newPage();
    await page.goto(`${server.url}/about`);
    const footer = page.locator("footer form");
    await footer.getByLabel("Name").fill("<script>alert(1)</script> Asha");
    await footer.getByLabel("Email").fill(address);
    const submitted = Date.now();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Thank you for subscribing!" }).waitFor();
    expect(subscriber(address)).toMatchObject({ confirmed_at: null, unsubscribed_at: null });

    const mail = await mailTo(address);
    // Nudged by the enqueue, not left for a later poll.
    expect(Date.now() - submitted).toBeLessThan(5_000);
    expect(mail.subject).toBe("Please confirm your subscription to Retreatly");
    // A first word that does not read as a name is not echoed: a neutral greeting.
    expect(mail.html).toContain("Hello,");
    expect(mail.html).not.toContain("alert(1)");
    expect(mail.html).not.toContain("<script>");
    const organiser = await mailTo(ORGANISER);
    expect(organiser.subject).toBe("Newsletter sign-up: <script>alert(1)</script> Asha");
    expect(organiser.text).toContain(`${SITE_URL}/about`);

    const confirmUrl = /https:\/\/retreatly\.example\/newsletter\/confirm\?token=[\w%-]+/.exec(mail.text)![0];
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<https:\/\/retreatly\.example\/newsletter\/unsubscribe\?token=[\w.-]+>, <mailto:organiser@retreatly\.test\?subject=Unsubscribe%20[\w.-]+>$/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const res = await page.goto(local(confirmUrl));
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { name: "Your subscription is confirmed" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect(subscriber(address)!.confirmed_at).not.toBeNull();
    // Opening the link again is harmless: it says so.
    await axeAt(local(confirmUrl), "You are already confirmed");
    await context.close();
  });

  it("an invalid confirmation link says so and offers to subscribe again", async () => {
    const context = await browser.newContext(DESKTOP);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const res = await page.goto(`${server.url}/newsletter/confirm?token=nope`);
    expect(res?.status()).toBe(400);
    await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    await page.locator("main form").getByRole("button", { name: "Subscribe" }).waitFor();
    await expectNoAxeViolations(page, "invalid confirm");
    await context.close();
  });

  it("unsubscribe link: GET shows a button and changes nothing; the button unsubscribes (no JavaScript)", async () => {
    const address = uniqueEmail("unsub");
    await subscribe(address, "Ravi");
    const mail = await mailTo(address);
    const unsubscribeUrl = /^<(https:[^>]+)>/.exec(mail.headers["list-unsubscribe"]!)![1]!;
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);

    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    context.setDefaultTimeout(15_000); // a missing heading fails with its name, not a test timeout
    const page = await context.newPage();
    // A mail scanner's prefetch, then the person's own visit: neither unsubscribes.
    expect((await fetch(local(unsubscribeUrl))).status).toBe(200);
    await page.goto(local(unsubscribeUrl));
    await page.getByRole("heading", { name: "Unsubscribe from our newsletter?" }).waitFor();
    expect(subscriber(address)!.unsubscribed_at).toBeNull();
    await axeAt(local(unsubscribeUrl), "Unsubscribe from our newsletter?");
    expect(subscriber(address)!.unsubscribed_at).toBeNull();

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();
    expect(subscriber(address)!.unsubscribed_at).not.toBeNull();
    await axeAt(local(unsubscribeUrl), "You are unsubscribed");
    await context.close();
  });

  it("RFC 8058 one-click: a bare POST of List-Unsubscribe=One-Click unsubscribes", async () => {
    const address = uniqueEmail("oneclick");
    await subscribe(address, "Nila");
    const mail = await mailTo(address);
    const unsubscribeUrl = /^<(https:[^>]+)>/.exec(mail.headers["list-unsubscribe"]!)![1]!;
    // What a mail provider sends: no cookies, no Origin, none of our form fields.
    const res = await fetch(local(unsubscribeUrl), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(res.status).toBe(200);
    expect(subscriber(address)!.unsubscribed_at).not.toBeNull();
    // A forged token is refused and changes nothing.
    const forged = await fetch(`${server.url}/newsletter/unsubscribe?token=1.${"A".repeat(32)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(forged.status).toBe(400);
  });

  it("each e-mail was sent exactly once, and the outbox recorded it", async () => {
    await new Promise((r) => setTimeout(r, QUIET_MS)); // more polls: nothing is sent again
    const ids = smtp.messages.map((m) => m.headers["message-id"]);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = db.prepare("select status, count(*) as n from mail_outbox group by status").all() as { status: string; n: number }[];
    expect(rows.filter((r) => r.status !== "sent" && r.status !== "failed")).toEqual([]);
    expect(rows.find((r) => r.status === "sent")!.n).toBe(ids.length);
  });
});

describe("SMTP server down", () => {
  it("the form still succeeds at once, the lead is stored, and the mail arrives exactly once when SMTP comes back", async () => {
    const later = await startTestSmtp();
    await later.stop(); // nothing listens on this port yet: connection refused
    const down = await startServer({
      env: {
        SMTP_URL: later.url,
        MAIL_WORKER: "on",
        MAIL_RETRY_BASE_MS: "300",
        ORGANISER_EMAIL: ORGANISER,
        FORM_MIN_FILL_MS: "0",
        MAIL_POLL_MS: POLL_MS,
        FORM_RATE_LIMIT_PER_MINUTE: "1000",
        ...(process.env.MAIL_E2E_BUILD_DIR ? { BUILD_DIR: process.env.MAIL_E2E_BUILD_DIR } : {}),
      },
    });
    try {
      const address = uniqueEmail("down");
      const started = Date.now();
      const body = new URLSearchParams({ _form: "newsletter", _page: "/", name: "Later", email: address });
      const res = await fetch(`${down.url}/newsletter`, { method: "POST", body });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000); // not held up by SMTP (its connect timeout is 10 s)
      const local = new Database(path.join(down.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
      try {
        expect(local.prepare("select count(*) as n from newsletter_subscribers where email = ?").get(address)).toEqual({ n: 1 });
        const outbox = () => local.prepare("select status, attempts, last_error from mail_outbox").all() as { status: string; attempts: number; last_error: string | null }[];
        // Refused connections are recorded and retried with backoff.
        await expect.poll(() => outbox().every((r) => r.attempts >= 2), { timeout: 10_000 }).toBe(true);
        expect(outbox().every((r) => r.status !== "sent" && /ECONNREFUSED|ECONNECTION/.test(r.last_error ?? ""))).toBe(true);

        await later.start();
        await later.waitFor(2, 20_000);
        await expect.poll(() => outbox().every((r) => r.status === "sent"), { timeout: 10_000 }).toBe(true);
        await new Promise((r) => setTimeout(r, QUIET_MS)); // more polls, past a backoff window: nothing again
        expect(later.messages.filter((m) => m.envelopeTo.includes(address))).toHaveLength(1);
        expect(later.messages.filter((m) => m.envelopeTo.includes(ORGANISER))).toHaveLength(1);
      } finally {
        local.close();
      }
    } finally {
      await down.stop();
      await later.stop();
    }
  });
});

describe("without SMTP_URL", () => {
  it("writes each e-mail as an .eml file in OUTBOX_DIR", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-outbox-"));
    const files = await startServer({
      env: {
        SMTP_URL: "",
        MAIL_WORKER: "on",
        OUTBOX_DIR: outboxDir,
        FORM_MIN_FILL_MS: "0",
        MAIL_POLL_MS: POLL_MS,
        FORM_RATE_LIMIT_PER_MINUTE: "1000",
        ...(process.env.MAIL_E2E_BUILD_DIR ? { BUILD_DIR: process.env.MAIL_E2E_BUILD_DIR } : {}),
      },
    });
    try {
      const address = uniqueEmail("eml");
      const body = new URLSearchParams({ _form: "newsletter", _page: "/", name: "Newcomer", email: address });
      expect((await fetch(`${files.url}/newsletter`, { method: "POST", body })).status).toBe(200);
      await expect.poll(() => fs.readdirSync(outboxDir).filter((f) => f.endsWith(".eml")).length, { timeout: 10_000 }).toBe(2);
      const names = fs.readdirSync(outboxDir).sort();
      expect(names.some((n) => n.endsWith("-newsletter_confirm.eml"))).toBe(true);
      expect(names.some((n) => n.endsWith("-organiser_lead.eml"))).toBe(true);
      const confirm = parseMail(fs.readFileSync(path.join(outboxDir, names.find((n) => n.endsWith("-newsletter_confirm.eml"))!), "utf8"));
      expect(confirm.headers.to).toBe(address);
      expect(confirm.headers.from).toBe("Retreatly <hello@retreatly.example>");
      expect(confirm.text).toContain("/newsletter/confirm?token=");
    } finally {
      await files.stop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});

describe("several instances on one PostgreSQL", () => {
  // A cluster, two servers and 24 e-mails: over a minute on a two-core machine busy with
  // browsers (the bound only ends a hung run).
  it("two servers sharing the outbox send every e-mail exactly once", async () => {
    const pgCluster = await startPostgres();
    const shared = await startTestSmtp({ delayMs: 10 });
    const servers: Server[] = [];
    try {
      const databaseUrl = await pgCluster.createDatabase("mail");
      const env = {
        DATABASE_URL: databaseUrl,
        SMTP_URL: shared.url,
        MAIL_WORKER: "on",
        ORGANISER_EMAIL: ORGANISER,
        FORM_MIN_FILL_MS: "0",
        MAIL_POLL_MS: POLL_MS,
        FORM_RATE_LIMIT_PER_MINUTE: "1000",
        ...(process.env.MAIL_E2E_BUILD_DIR ? { BUILD_DIR: process.env.MAIL_E2E_BUILD_DIR } : {}),
      };
      // One at a time: both migrate the same database on their first request.
      servers.push(await startServer({ env }));
      await fetch(`${servers[0]!.url}/newsletter`);
      servers.push(await startServer({ env }));
      const leads = 12;
      const posts = Array.from({ length: leads }, (_, i) => {
        const body = new URLSearchParams({ _form: "newsletter", _page: "/", name: `Twin ${i}`, email: uniqueEmail(`twin${i}`) });
        return fetch(`${servers[i % 2]!.url}/newsletter`, { method: "POST", body }).then((r) => r.status);
      });
      expect(await Promise.all(posts)).toEqual(Array(leads).fill(200));
      await shared.waitFor(leads * 2, 30_000);
      await new Promise((r) => setTimeout(r, QUIET_MS)); // both workers poll again: nothing more
      const ids = shared.messages.map((m) => m.headers["message-id"]);
      expect(ids).toHaveLength(leads * 2);
      expect(new Set(ids).size).toBe(leads * 2);
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query("select status, count(*)::int as n, max(attempts) as max_attempts from mail_outbox group by status");
        expect(rows).toEqual([{ status: "sent", n: leads * 2, max_attempts: 1 }]);
      } finally {
        await client.end();
      }
    } finally {
      for (const s of servers) await s.stop();
      await shared.stop();
      await pgCluster.stop();
    }
  }, 180_000);
});
