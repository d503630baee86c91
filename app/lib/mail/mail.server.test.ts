import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as writeBatch from "~/lib/db/write-batch.server";
import { openDatabase, type Db } from "~/lib/db/db.server";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import {
  storeBrochureSignup,
  storeInquiry,
  storeNewsletterSubscriber,
  storeWaitlistSignup,
  type LeadContext,
} from "~/lib/leads/leads.server";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { confirmSubscription, countFailedMail, unsubscribe, unsubscribeState } from "./subscriptions.server";
import { startTestSmtp, type ReceivedMail, type TestSmtp } from "../../../tests/support/test-smtp";
import { createTransport } from "./transport.server";
import { dueIds, MailWorker, type WorkerOptions } from "./worker.server";
import { refreshEnv } from "~/lib/env.server.mjs";

/**
 * The mail outbox end to end below the HTTP layer: the real lead-capture functions
 * enqueue in their transaction, a MailWorker sends through nodemailer to a real SMTP server on
 * loopback (smtp-server), on SQLite and on a throwaway PostgreSQL.
 */
const ORGANISER = "organiser@retreatly.test";
process.env.ORGANISER_EMAIL = ORGANISER;
process.env.MAIL_FROM = "Retreatly <hello@retreatly.example>";
refreshEnv();

const ctx = (overrides: Partial<LeadContext> = {}): LeadContext => ({
  sourcePage: "/retreats/goa-2025",
  attribution: { ...EMPTY_ATTRIBUTION, utm_source: "instagram", utm_campaign: "winter" },
  consentVersion: "2025-11-01",
  now: new Date(),
  ...overrides,
});

let seq = 0;
const email = (tag: string) => `${tag}-${Date.now()}-${++seq}@example.com`;

/** A clock the tests move forward, so retries become due without waiting. */
function clock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

function worker(db: Db, smtpUrl: string, extra: Partial<WorkerOptions> = {}) {
  const transport = createTransport({ smtpUrl, from: "Retreatly <hello@retreatly.example>", outboxDir: "/nonexistent" });
  return new MailWorker({ db, transport, retryBaseMs: 1_000, log: () => {}, ...extra });
}

const to = (messages: ReceivedMail[], address: string) => messages.filter((m) => m.envelopeTo.includes(address));

describe.each(dialects)("mail outbox on %s", (dialect) => {
  const t = useTestDb(dialect);
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp({
      refuse: (address) =>
        address.startsWith("bounce") ? { code: 550, message: "5.1.1 <bounce>: Recipient address rejected: no such user" } : null,
    });
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  beforeEach(async () => {
    // Each test starts from an empty outbox, so "exactly once" counts only its own mail.
    await t.db.deleteFrom("mail_outbox").execute();
    smtp.messages.length = 0;
  });

  it("sends the organiser and the visitor a brochure e-mail, with the name escaped in HTML", async () => {
    const visitor = email("brochure");
    const name = "<script>alert(1)</script> Priya";
    const lead = await storeBrochureSignup(
      t.db,
      { name, email: visitor, phone: "+91 98100 11111", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga Retreat" },
      ctx(),
    );
    const pending = await t.db.selectFrom("mail_outbox").selectAll().where("lead_id", "=", lead.id).execute();
    expect(pending.map((r) => [r.kind, r.status]).sort()).toEqual([
      ["brochure", "pending"],
      ["organiser_lead", "pending"],
    ]);
    // The form post stores the subject and the lead's data, not two rendered messages.
    for (const row of pending) {
      expect(row.html_body).toBe("");
      expect(row.text_body.startsWith("mail-data:v1:")).toBe(true);
      expect(row.text_body.length).toBeLessThan(1000);
    }

    const w = worker(t.db, smtp.url);
    expect(await w.drain()).toMatchObject({ sent: 2, retried: 0, failed: 0 });
    const [organiser] = to(smtp.messages, ORGANISER);
    const [mine] = to(smtp.messages, visitor);

    expect(organiser!.subject).toBe(`Brochure request: ${name} · Goa Yoga Retreat`);
    expect(organiser!.headers["reply-to"]).toContain(visitor);
    expect(organiser!.text).toContain(visitor);
    expect(organiser!.text).toContain("+91 98100 11111");
    expect(organiser!.text).toContain("http://localhost:3000/retreats/goa-2025");
    expect(organiser!.text).toContain("UTM source: instagram");
    expect(organiser!.text).toContain("http://localhost:3000/admin/leads");
    expect(organiser!.html).toContain('href="http://localhost:3000/admin/leads"');

    expect(mine!.subject).toBe("Your Goa Yoga Retreat brochure");
    expect(mine!.headers.from).toBe("Retreatly <hello@retreatly.example>");
    expect(mine!.text).toContain("http://localhost:3000/brochures/goa-2025.pdf");
    expect(mine!.html).toContain('href="http://localhost:3000/brochures/goa-2025.pdf"');
    for (const m of [organiser!, mine!]) {
      expect(m.html).not.toContain("<script>");
      expect(m.html).not.toMatch(/<img|src="http/i); // no remote images
      expect(m.text.length).toBeGreaterThan(50);
    }
    expect(organiser!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Priya");

    const rows = await t.db.selectFrom("mail_outbox").selectAll().where("lead_id", "=", lead.id).execute();
    expect(rows.every((r) => r.status === "sent" && r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it("sends one address at most MAIL_VISITOR_DAILY_LIMIT e-mails a day; the leads are stored and the organiser told", async () => {
    const victim = email("victim");
    const leads = [];
    // Brochure requests, waitlist sign-ups and inquiries all count; so does the address in capitals.
    // Each a different request: the same one again is a repeat, withheld as such.
    for (let i = 0; i < 3; i++)
      leads.push(await storeBrochureSignup(t.db, { name: "https://evil.example/claim", email: victim, phone: `+91 98100 0000${i}`, brochureUrl: `/brochures/goa-202${i}.pdf`, retreatName: "Goa Yoga Retreat" }, ctx()));
    leads.push(await storeWaitlistSignup(t.db, { name: "Evil", email: victim.toUpperCase(), phone: null, retreatLocation: "bali", retreatName: "Bali Renewal Retreat" }, ctx()));
    leads.push(await storeInquiry(t.db, "contact", { name: "Evil", email: victim, phone: null, message: "again" }, ctx()));
    expect(leads.every((l) => !l.duplicate)).toBe(true);

    const rows = await t.db.selectFrom("mail_outbox").selectAll().orderBy("id").execute();
    const visitorRows = rows.filter((r) => r.kind !== "organiser_lead");
    expect(visitorRows.map((r) => r.status)).toEqual(["pending", "pending", "pending", "withheld", "withheld"]);
    for (const r of visitorRows.slice(3)) expect(r.last_error).toBe(`not sent: 3 e-mails to ${victim.toLowerCase()} (its +tags and letter case counted as one address) in the last 24 hours (MAIL_VISITOR_DAILY_LIMIT)`);
    expect(rows.filter((r) => r.kind === "organiser_lead").map((r) => r.status)).toEqual(Array(5).fill("pending"));

    await worker(t.db, smtp.url).drain();
    expect(to(smtp.messages, victim).length + to(smtp.messages, victim.toUpperCase()).length).toBe(3);
    const organiser = to(smtp.messages, ORGANISER);
    expect(organiser).toHaveLength(5);
    expect(organiser.filter((m) => m.text.includes("We did not send")).length).toBe(2);
    // A withheld e-mail is not a failure the admin must act on.
    expect(await countFailedMail(t.db)).toBe(0);

    // Another address is not affected, and a day later the first one gets mail again.
    const other = email("other");
    await storeInquiry(t.db, "contact", { name: "Asha", email: other, phone: null, message: "hello" }, ctx());
    const tomorrow = new Date(Date.now() + 24 * 3600_000 + 60_000);
    vi.useFakeTimers({ now: tomorrow, toFake: ["Date"] });
    try {
      await storeInquiry(t.db, "host", { name: "Evil", email: victim, phone: null, expertise: "yoga", message: "tomorrow" }, ctx({ now: tomorrow }));
    } finally {
      vi.useRealTimers();
    }
    const later = await t.db.selectFrom("mail_outbox").select(["to_address", "kind", "status"]).where("id", ">", rows.at(-1)!.id).where("kind", "!=", "organiser_lead").orderBy("id").execute();
    expect(later.map((r) => [r.to_address, r.status])).toEqual([
      [other, "pending"],
      [victim, "pending"],
    ]);
  });

  it("confirms a waitlist sign-up naming the retreat", async () => {
    const visitor = email("waitlist");
    await storeWaitlistSignup(
      t.db,
      { name: "Meera Rao", email: visitor, phone: null, retreatLocation: "bali", retreatName: "Bali Renewal Retreat" },
      ctx({ sourcePage: "/upcoming-retreats" }),
    );
    await worker(t.db, smtp.url).drain();
    const [mine] = to(smtp.messages, visitor);
    expect(mine!.subject).toBe("You're on the waitlist for Bali Renewal Retreat");
    expect(mine!.text).toContain("Dear Meera,");
    expect(to(smtp.messages, ORGANISER)[0]!.subject).toBe("Waitlist sign-up: Meera Rao · Bali Renewal Retreat");
  });

  it("sends inquiries to the organiser, and a short acknowledgement to the visitor", async () => {
    const visitor = email("contact");
    await storeInquiry(t.db, "corporate", { name: "Dev", email: visitor, phone: null, company: "Acme & Co", message: "20 people\nin March" }, ctx({ sourcePage: "/corporate-retreats" }));
    await worker(t.db, smtp.url).drain();
    const [organiser] = to(smtp.messages, ORGANISER);
    expect(organiser!.subject).toBe("Corporate retreat inquiry: Dev · Acme & Co");
    expect(organiser!.text).toContain("20 people");
    expect(organiser!.html).toContain("Acme &amp; Co");
    expect(to(smtp.messages, visitor)[0]!.text).toContain("24-48 hours");
  });

  it("newsletter: double opt-in link, one-click unsubscribe headers, and both links flip the flags", async () => {
    const visitor = email("news");
    const { id } = await storeNewsletterSubscriber(t.db, { name: "Asha", email: visitor }, ctx({ sourcePage: "/" }));
    await worker(t.db, smtp.url).drain();
    const [mine] = to(smtp.messages, visitor);
    expect(mine!.subject).toBe("Please confirm your subscription to Retreatly");
    const confirmUrl = /http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w%-]+/.exec(mine!.text)?.[0];
    const unsubscribeUrl = /http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w.%-]+/.exec(mine!.text)?.[0];
    expect(confirmUrl).toBeTruthy();
    expect(unsubscribeUrl).toBeTruthy();
    expect(mine!.html).toContain(`href="${confirmUrl}"`);
    expect(mine!.html).toContain(`href="${unsubscribeUrl}"`);
    // The https URL for one-click (RFC 8058) and a mailto to the organiser (RFC 2369).
    const token = new URL(unsubscribeUrl!).searchParams.get("token")!;
    expect(mine!.headers["list-unsubscribe"]).toBe(`<${unsubscribeUrl}>, <mailto:${ORGANISER}?subject=Unsubscribe%20${token}>`);
    expect(mine!.headers.date).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(mine!.headers["message-id"]).toMatch(/^<outbox-\d+@retreatly\.example>$/);
    expect(mine!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const sub = () => t.db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect((await sub()).confirmed_at).toBeNull(); // not before the click
    expect(await confirmSubscription(t.db, "not-a-token")).toBe("invalid");
    const confirmToken = new URL(confirmUrl!).searchParams.get("token");
    expect(await confirmSubscription(t.db, confirmToken)).toBe("confirmed");
    expect((await sub()).confirmed_at).not.toBeNull();
    expect(await confirmSubscription(t.db, confirmToken)).toBe("already-confirmed");

    const unsubscribeToken = new URL(unsubscribeUrl!).searchParams.get("token");
    expect(await unsubscribeState(t.db, unsubscribeToken)).toBe("subscribed");
    expect(await unsubscribeState(t.db, `${id}.${"A".repeat(32)}`)).toBe("invalid"); // forged
    expect((await sub()).unsubscribed_at).toBeNull(); // looking does not unsubscribe
    expect(await unsubscribe(t.db, unsubscribeToken)).toBe("unsubscribed");
    expect((await sub()).unsubscribed_at).not.toBeNull();
    expect(await unsubscribeState(t.db, unsubscribeToken)).toBe("unsubscribed");
    // The old confirmation link cannot bring the address back.
    expect(await confirmSubscription(t.db, confirmToken)).toBe("invalid");
  });

  it("an expired confirmation link does not confirm", async () => {
    const visitor = email("late");
    await storeNewsletterSubscriber(t.db, { name: null, email: visitor }, ctx());
    await worker(t.db, smtp.url).drain();
    const token = /confirm\?token=([\w-]+)/.exec(to(smtp.messages, visitor)[0]!.text)![1]!;
    expect(await confirmSubscription(t.db, token, new Date(Date.now() + 15 * 24 * 3600_000))).toBe("expired");
  });

  it("with the SMTP server down the lead is stored and retried; once it is up the mail arrives exactly once", async () => {
    const down = await startTestSmtp();
    await down.stop(); // a port where nothing listens: connection refused
    const c = clock();
    const w = worker(t.db, down.url, { now: c.now });
    const visitor = email("down");
    const lead = await storeBrochureSignup(
      t.db,
      { name: "Kiran", email: visitor, phone: "1", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa" },
      ctx(),
    );
    expect(await t.db.selectFrom("brochure_signups").select("id").where("id", "=", lead.id).executeTakeFirst()).toBeTruthy();

    expect(await w.drain()).toMatchObject({ claimed: 2, retried: 2 });
    let rows = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows.every((r) => r.status === "pending" && r.attempts === 1 && /ECONNREFUSED|ECONNECTION/.test(r.last_error ?? ""))).toBe(true);
    // Not due yet: nothing is claimed before the backoff has passed.
    expect((await w.drain()).claimed).toBe(0);
    c.advance(1_300);
    expect(await w.drain()).toMatchObject({ claimed: 2, retried: 2 });
    rows = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows.every((r) => r.attempts === 2)).toBe(true);
    // The second delay is about twice the first (exponential backoff).
    const wait = Date.parse(rows[0]!.next_attempt_at) - c.now().getTime();
    expect(wait).toBeGreaterThan(1_900);
    expect(wait).toBeLessThan(2_500);

    await down.start(); // the same port, now listening
    c.advance(3_000);
    expect(await w.drain()).toMatchObject({ sent: 2 });
    c.advance(3_600_000);
    expect((await w.drain()).claimed).toBe(0);
    expect(to(down.messages, visitor)).toHaveLength(1);
    expect(to(down.messages, ORGANISER)).toHaveLength(1);
    rows = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows.every((r) => r.status === "sent" && r.last_error === null)).toBe(true);
    await down.stop();
  });

  it("a permanent 5xx refusal ends in failed with the reason kept", async () => {
    const lead = await storeWaitlistSignup(
      t.db,
      { name: "Bounce", email: "bounce@example.com", phone: null, retreatLocation: "bali", retreatName: "Bali" },
      ctx(),
    );
    expect(await worker(t.db, smtp.url).drain()).toMatchObject({ sent: 1, failed: 1 });
    const row = await t.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "waitlist")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550.*Recipient address rejected/);
    expect(await countFailedMail(t.db)).toBe(1); // the admin dashboard's notice
  });

  it("a temporary 4xx refusal is retried, and gives up after MAIL_MAX_ATTEMPTS", async () => {
    const busy = await startTestSmtp({ refuse: () => ({ code: 451, message: "4.7.1 Try again later" }) });
    const c = clock();
    const w = worker(t.db, busy.url, { now: c.now, maxAttempts: 3 });
    await storeInquiry(t.db, "contact", { name: "Greylisted", email: email("grey"), phone: null, message: "Hello" }, ctx());
    for (let i = 0; i < 3; i++) {
      await w.drain();
      c.advance(10_000);
    }
    const rows = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === "failed" && r.attempts === 3 && /451/.test(r.last_error ?? ""))).toBe(true);
    expect((await w.drain()).claimed).toBe(0);
    await busy.stop();
  });

  it("a steady stream of leads does not hold the mail back: each nudge keeps the earlier look", async () => {
    const w = worker(t.db, smtp.url, { pollMs: 600_000 });
    w.start();
    try {
      await new Promise((r) => setTimeout(r, 100)); // the first look, at start, finds nothing
      const address = email("stream");
      await storeInquiry(t.db, "contact", { name: "Stream", email: address, phone: null, message: "Hello" }, ctx());
      w.nudge();
      // A new lead every 40 ms: each nudge would push a "look in 150 ms" timer back forever.
      const deadline = Date.now() + 3_000;
      while (to(smtp.messages, address).length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 40));
        w.nudge();
      }
      expect(to(smtp.messages, address)).toHaveLength(1);
    } finally {
      await w.stop();
    }
  });

  it("reclaims rows left in sending past their lease (a crash mid-send), and only then", async () => {
    await storeInquiry(t.db, "host", { name: "Crash", email: email("crash"), phone: null, message: "Hi" }, ctx());
    const c = clock();
    const crashed = worker(t.db, smtp.url, { now: c.now, leaseMs: 60_000 });
    const { rows } = await crashed.claim(); // claimed, then the process "dies" before sending
    expect(rows).toHaveLength(2);
    const restarted = worker(t.db, smtp.url, { now: c.now });
    expect((await restarted.drain()).claimed).toBe(0); // still leased
    c.advance(61_000);
    expect(await restarted.drain()).toMatchObject({ claimed: 2, sent: 2 });
    expect(smtp.messages).toHaveLength(2);
    const after = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(after.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
  });

  it("writes once per message on a fresh claim: the lease is renewed only when half of it is gone", async () => {
    await storeInquiry(t.db, "contact", { name: "Fresh", email: email("fresh"), phone: null, message: "Hi" }, ctx());
    const c = clock();
    const w = worker(t.db, smtp.url, { now: c.now, leaseMs: 60_000 });
    // Counts the writes of send(); the claim (a write of its own) comes before each count starts.
    const claimed = await w.claim();
    const spy = vi.spyOn(writeBatch, "writeTransaction");
    try {
      expect(await w.send(claimed)).toMatchObject({ claimed: 2, sent: 2 });
      expect(spy).toHaveBeenCalledTimes(2); // "sent", once each; no renewal
      await storeInquiry(t.db, "contact", { name: "Late", email: email("late"), phone: null, message: "Hi" }, ctx());
      const late = await w.claim();
      spy.mockClear();
      c.advance(31_000); // more than half the lease gone before sending
      expect(await w.send(late)).toMatchObject({ claimed: 2, sent: 2 });
      expect(spy).toHaveBeenCalledTimes(4); // a renewal, then "sent", for each
    } finally {
      spy.mockRestore();
    }
  });

  it("a worker whose lease ran out does not send a row another worker has reclaimed", async () => {
    await storeInquiry(t.db, "contact", { name: "Slow", email: email("slow"), phone: null, message: "Hi" }, ctx());
    const c = clock();
    const slow = worker(t.db, smtp.url, { now: c.now, leaseMs: 60_000 });
    const claimed = await slow.claim(); // then stalls (a hung SMTP connection, a long GC pause)
    c.advance(61_000);
    expect(await worker(t.db, smtp.url, { now: c.now }).drain()).toMatchObject({ claimed: 2, sent: 2 });
    expect(await slow.send(claimed)).toMatchObject({ claimed: 2, sent: 0, skipped: 2 });
    expect(smtp.messages).toHaveLength(2);
    const rows = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });

  it("two workers on separate connections racing over the same rows never send one twice", async () => {
    const slow = await startTestSmtp({ delayMs: 15 });
    const second = openDatabase(dialect === "postgres" ? { url: t.url } : { file: t.file }, { migrate: false }).db;
    try {
      for (let i = 0; i < 15; i++)
        await storeInquiry(t.db, "contact", { name: `Race ${i}`, email: email("race"), phone: null, message: `m${i}` }, ctx());
      const ids = (await t.db.selectFrom("mail_outbox").select("id").execute()).map((r) => Number(r.id));
      expect(ids).toHaveLength(30);
      const a = worker(t.db, slow.url, { batchSize: 4 });
      const b = worker(second, slow.url, { batchSize: 4 });
      const results = await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(30);
      // Both workers did part of the work, and each row's message arrived once.
      expect(results[0]!.sent + results[2]!.sent).toBeGreaterThan(0);
      expect(results[1]!.sent + results[3]!.sent).toBeGreaterThan(0);
      const messageIds = slow.messages.map((m) => m.headers["message-id"]);
      expect(messageIds).toHaveLength(30);
      expect(new Set(messageIds).size).toBe(30);
      expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<outbox-${id}@retreatly.example>`)));
      const statuses = await t.db.selectFrom("mail_outbox").select(["status", "attempts"]).execute();
      expect(statuses.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await second.destroy();
      await slow.stop();
    }
  });
});

describe("the outbox claim on sqlite", () => {
  const t = useTestDb("sqlite");

  it("reads each half of 'due' from the (status, next_attempt_at) index in order, without sorting the backlog", async () => {
    const compiled = dueIds(new Date().toISOString(), 10).compile(t.db);
    const plan = await t.db.executeQuery<{ id: number; parent: number; detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
    const details = plan.rows.map((r) => r.detail);
    // Both halves seek the index (no scan of the table)...
    expect(details.filter((d) => /SEARCH mail_outbox USING (COVERING )?INDEX mail_outbox_due_idx/.test(d)).length).toBe(2);
    expect(details.some((d) => /SCAN mail_outbox\b/.test(d))).toBe(false);
    // ...and only the merge of the two cut halves (at most 2 x 10 rows) is sorted: one temporary
    // B-tree at the top level, none inside a half, where it would hold the whole backlog.
    const top = plan.rows.filter((r) => r.detail.includes("TEMP B-TREE"));
    expect(top.length).toBe(1);
    expect(plan.rows.find((r) => r.id === top[0]!.parent)?.detail ?? "top").not.toMatch(/SUBQUERY|UNION|COMPOUND/);
  });
});
