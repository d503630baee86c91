import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { defaultSite } from "~/content/site";
import type { LeadForMail } from "./types";
import { readMailConfig } from "./config.server";
import { refreshEnv } from "~/lib/env.server.mjs";
import { absoluteUrl, brochureEmail, escapeHtml, greeting, inquiryAckEmail, newsletterConfirmEmail, oneLine, organiserLeadEmail, waitlistEmail } from "./templates.server";
import { parseMail } from "../../../tests/support/test-smtp";
import { createTransport } from "./transport.server";
import { log } from "~/lib/log.server";
import { describeError, isPermanent, startMailWorker, stopMailWorker } from "./worker.server";

const site = { ...defaultSite, url: "https://retreatly.example" };
const lead: LeadForMail = {
  table: "brochure_signups",
  id: 7,
  kind: "brochure",
  name: 'Ana "<b>bold</b>" & Co',
  email: "ana@example.com",
  phone: null,
  sourcePage: "/retreats/goa-2025",
  retreatName: "Goa <Retreat>",
  brochureUrl: "/brochures/goa-2025.pdf",
  attribution: { utm_source: "<x>", utm_medium: null, utm_campaign: null, referrer: "https://ref.example/?q=<y>", landing_page: null },
};

describe("mail templates", () => {
  it("escapes every visitor value in HTML and keeps text readable", () => {
    for (const m of [organiserLeadEmail(site, lead), brochureEmail(site, lead)]) {
      expect(m.html).not.toMatch(/<b>|<Retreat>|<x>|<y>/);
      expect(m.html).not.toMatch(/<img|<style|<script/i);
      expect(m.text).not.toContain("&lt;");
    }
    expect(organiserLeadEmail(site, lead).html).toContain("Ana &quot;&lt;b&gt;bold&lt;/b&gt;&quot; &amp; Co");
    expect(brochureEmail(site, lead).text).toContain("https://retreatly.example/brochures/goa-2025.pdf");
  });

  // The visitor's e-mails go to whatever address the form was given.
  const links = { confirmUrl: "https://retreatly.example/newsletter/confirm?token=a", unsubscribeUrl: "https://retreatly.example/newsletter/unsubscribe?token=1.b" };
  const visitorEmails = (name: string) => {
    const l = { ...lead, name, retreatName: "Goa Retreat" };
    return [brochureEmail(site, l), waitlistEmail(site, l), inquiryAckEmail(site, l), newsletterConfirmEmail(site, l, links)];
  };

  it.each([
    "https://evil.example/claim-your-refund",
    "http://evil.example",
    "evil.example/claim",
    "evil.example",
    "www.evil.example Refund",
    "victim@example.org",
    "bit.ly/refund now",
    "+1-800-555-0100 call now",
    "0800123456",
    "claim.refund",
    "xn--80ak6aa92e.com",
    "<a href=x>Priya</a>",
    "javascript:alert(1)",
    "Priya:https://evil.example",
  ])("greets %j neutrally, in the text and the HTML of every visitor e-mail", (name) => {
    expect(greeting(name)).toBe("Hello,");
    for (const m of visitorEmails(name)) {
      expect(m.text).toContain("Hello,");
      expect(m.html).toContain("Hello,");
      expect(m.text).not.toMatch(/Dear /);
      // Nothing of the name reaches the visitor's e-mail (no link, no domain a client could autolink).
      const token = name.split(/\s+/)[0]!;
      expect(m.text).not.toContain(token);
      expect(m.html).not.toContain(escapeHtml(token));
      expect(m.html).not.toMatch(/evil\.example|bit\.ly|claim\.refund/);
    }
  });

  it.each([
    ["Priya Sharma", "Dear Priya,"],
    ["  Ånanya   Śrī ", "Dear Ånanya,"],
    ["अनन्या शर्मा", "Dear अनन्या,"],
    ["O'Brien", "Dear O'Brien,"],
    ["Jean-Luc Picard", "Dear Jean-Luc,"],
    ["J. Smith", "Dear J.,"],
    ["", "Hello,"],
  ])("greets %j as %j", (name, expected) => {
    expect(greeting(name)).toBe(expected);
    for (const m of visitorEmails(name)) expect(m.text).toContain(expected);
  });

  it("uses the site's palette and serif headings, inline", () => {
    const { html } = brochureEmail(site, lead);
    expect(html).toContain("background:#FAF6F0");
    expect(html).toContain("color:#2B2623");
    expect(html).toContain("background:#A94F34");
    expect(html).toMatch(/<h1 style="[^"]*font-family:Georgia/);
  });

  it("keeps subjects on one line (no header injection)", () => {
    expect(oneLine("a\r\nBcc: evil@example.com")).toBe("a Bcc: evil@example.com");
    const m = organiserLeadEmail(site, { ...lead, name: "x\r\nBcc: evil@example.com" });
    expect(m.subject).not.toMatch(/[\r\n]/);
  });

  it("makes every link absolute from the site URL", () => {
    expect(absoluteUrl(site, "/a")).toBe("https://retreatly.example/a");
    expect(absoluteUrl(site, "https://cdn.example/x.pdf")).toBe("https://cdn.example/x.pdf");
    const m = newsletterConfirmEmail(site, { ...lead, kind: "newsletter" }, { confirmUrl: "https://retreatly.example/newsletter/confirm?token=a", unsubscribeUrl: "https://retreatly.example/newsletter/unsubscribe?token=1.b" });
    const hrefs = [...m.html.matchAll(/href="([^"]+)"/g)].map((x) => x[1]!);
    expect(hrefs.length).toBeGreaterThan(2);
    for (const h of hrefs) expect(h).toMatch(/^https:\/\/retreatly\.example(\/|$)/);
    expect(escapeHtml("<&>")).toBe("&lt;&amp;&gt;");
  });
});

describe("mail configuration and errors", () => {
  it("defaults the sender and organiser to the site's address, and validates", () => {
    const c = readMailConfig({ VITEST: "true" });
    expect(c.from).toBe(`${defaultSite.name} <${defaultSite.email}>`);
    expect(c.organiserEmail).toBe(defaultSite.email);
    expect(c.maxAttempts).toBe(8);
    expect(c.workerMode).toBe("off");
    expect(readMailConfig({ VITEST: "true", MAIL_WORKER: "on" }).workerMode).toBe("on");
    expect(readMailConfig({}).workerMode).toBe("on");
    expect(c.retryBaseMs).toBe(30_000);
    // .eml files live beside the database unless told otherwise.
    expect(c.outboxDir).toBe(path.resolve("data/outbox"));
    expect(readMailConfig({ DATA_DIR: "/srv/retreatly" }).outboxDir).toBe("/srv/retreatly/outbox");
    expect(readMailConfig({ DATA_DIR: "/srv/retreatly", OUTBOX_DIR: "/var/mail/eml" }).outboxDir).toBe("/var/mail/eml");
    expect(() => readMailConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => readMailConfig({ MAIL_RETRY_BASE_MS: "soon" })).toThrow(/MAIL_RETRY_BASE_MS/);
    expect(() => readMailConfig({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
  });

  it("reads the worker's poll interval from MAIL_POLL_MS (2 s by default) and refuses nonsense", () => {
    expect(readMailConfig({}).pollMs).toBe(2_000);
    expect(readMailConfig({ MAIL_POLL_MS: "50" }).pollMs).toBe(50);
    for (const bad of ["0", "5", "1.5", "soon", "-100", "600001"])
      expect(() => readMailConfig({ MAIL_POLL_MS: bad }), bad).toThrow(/MAIL_POLL_MS must be a whole number/);
  });

  it("reads the daily cap of e-mails to one visitor address (3 by default)", () => {
    expect(readMailConfig({}).visitorDailyLimit).toBe(3);
    expect(readMailConfig({ MAIL_VISITOR_DAILY_LIMIT: "0" }).visitorDailyLimit).toBe(0);
    for (const bad of ["-1", "2.5", "many", "1001"])
      expect(() => readMailConfig({ MAIL_VISITOR_DAILY_LIMIT: bad }), bad).toThrow(/MAIL_VISITOR_DAILY_LIMIT must be a whole number/);
  });

  it("the server's worker polls at MAIL_POLL_MS", async () => {
    // Each poll asks for the database; one that is unreachable makes every poll end at once, so
    // the number of asks in a fixed window counts the polls.
    const quiet = vi.spyOn(log, "error").mockImplementation(() => undefined);
    vi.spyOn(log, "info").mockImplementation(() => undefined);
    const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "poll-"));
    const saved = { ...process.env };
    try {
      const polls = async (pollMs: string | undefined) => {
        Object.assign(process.env, { MAIL_WORKER: "on", OUTBOX_DIR: outbox });
        if (pollMs === undefined) delete process.env.MAIL_POLL_MS;
        else process.env.MAIL_POLL_MS = pollMs;
        refreshEnv();
        let asks = 0;
        startMailWorker(async () => {
          asks++;
          throw new Error("database unreachable");
        });
        await new Promise((r) => setTimeout(r, 400));
        await stopMailWorker();
        return asks;
      };
      expect(await polls("20")).toBeGreaterThanOrEqual(5);
      expect(await polls(undefined)).toBe(1);
    } finally {
      process.env = saved;
      refreshEnv();
      quiet.mockRestore();
      vi.restoreAllMocks();
      fs.rmSync(outbox, { recursive: true, force: true });
    }
  });

  it("classifies SMTP 5xx as permanent, 4xx and socket errors as temporary", () => {
    expect(isPermanent({ responseCode: 550 })).toBe(true);
    expect(isPermanent({ responseCode: 451 })).toBe(false);
    expect(isPermanent(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(false);
    expect(describeError({ code: "EENVELOPE", responseCode: 550, response: "550 5.1.1 no such user" })).toBe("EENVELOPE 550 550 5.1.1 no such user");
  });
});

describe("file transport (no SMTP_URL)", () => {
  it("writes each message as an .eml file a mail client can open", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-outbox-"));
    try {
      const t = createTransport({ smtpUrl: null, from: "Retreatly <hello@retreatly.example>", outboxDir: dir });
      await t.send({ id: 42, kind: "brochure", to: "ana@example.com", subject: "Your brochure", text: "Hello text", html: "<p>Hello html</p>", headers: { "Reply-To": "x@example.com", "List-Unsubscribe": "<https://retreatly.example/u>" } });
      t.close();
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-42-brochure\.eml$/);
      const mail = parseMail(fs.readFileSync(path.join(dir, files[0]!), "utf8"));
      expect(mail.subject).toBe("Your brochure");
      expect(mail.headers.to).toBe("ana@example.com");
      expect(mail.headers["reply-to"]).toBe("x@example.com");
      expect(mail.headers["list-unsubscribe"]).toBe("<https://retreatly.example/u>");
      expect(mail.headers["message-id"]).toBe("<outbox-42@retreatly.example>");
      expect(Math.abs(Date.parse(mail.headers.date!) - Date.now())).toBeLessThan(60_000);
      expect(mail.text.trim()).toBe("Hello text");
      expect(mail.html).toContain("<p>Hello html</p>");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("makes the folder once, and again when it was removed while running; quoted-printable bodies", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-outbox-")), "outbox");
    // Mostly Devanagari: left to itself, nodemailer would pick base64 for this body.
    const text = "नमस्ते अनन्या, आपका स्वागत है — ₹38,000";
    const mail = (id: number) => ({ id, kind: "brochure", to: "ana@example.com", subject: "Hi", text, html: `<p>${text}</p>`, headers: {} });
    try {
      const t = createTransport({ smtpUrl: null, from: "Retreatly <hello@retreatly.example>", outboxDir: dir });
      await t.send(mail(1));
      fs.rmSync(dir, { recursive: true });
      await t.send(mail(2));
      t.close();
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(dir, files[0]!), "utf8");
      expect(raw).toContain("Content-Transfer-Encoding: quoted-printable");
      expect(raw).not.toContain("Content-Transfer-Encoding: base64");
      expect(parseMail(raw).text.trim()).toBe(text);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
