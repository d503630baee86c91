import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { storeBrochureSignup, storeInquiry, storeNewsletterSubscriber, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { useTestDb } from "../../../tests/support/databases";
import { readMailConfig } from "./config.server";
import { parseMail } from "../../../tests/support/test-smtp";
import { createTransport } from "./transport.server";
import { MailWorker } from "./worker.server";
import { refreshEnv } from "~/lib/env.server.mjs";

/**
 * What receiving servers see of our mail: every kind of
 * e-mail the site sends, made by the real lead functions, outbox and worker and written as the
 * .eml a relay would get, scored by SpamAssassin with its local rules (Debian's spamassassin,
 * scripts/ensure-test-deps.sh); and DKIM signing, checked by Mail::DKIM (the verifier
 * SpamAssassin itself uses) against the generated key.
 */
const ORGANISER = "organiser@retreatly.example";
process.env.ORGANISER_EMAIL = ORGANISER;
process.env.MAIL_FROM = "Retreatly <hello@retreatly.example>";
process.env.SITE_URL = "https://retreatly.example";
refreshEnv();

const ctx = (sourcePage: string): LeadContext => ({
  sourcePage,
  attribution: { ...EMPTY_ATTRIBUTION, utm_source: "instagram", utm_campaign: "winter", referrer: "https://www.instagram.com/", landing_page: "/retreats/goa-2025" },
  consentVersion: "2025-11-01",
  now: new Date(),
});

function mboxOf(files: string[]) {
  // mboxrd: each message after a "From " line, body lines starting with "From " quoted.
  return files.map((f) => `From MAILER-DAEMON Thu Jan  1 00:00:00 1970\n${fs.readFileSync(f, "utf8").replace(/^(>*From )/gm, ">$1")}\n`).join("");
}

function run(command: string, args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("the site's e-mails, as a receiving server sees them", () => {
  const t = useTestDb("sqlite");
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-deliverability-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("every kind scores 1.0 or less with SpamAssassin's local rules", { timeout: 180_000 }, async () => {
    const outbox = path.join(dir, "outbox");
    await storeBrochureSignup(t.db, { name: "Priya Sharma", email: "priya@example.com", phone: "+91 98100 11111", brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga Retreat" }, ctx("/retreats/goa-2025"));
    await storeWaitlistSignup(t.db, { name: "Meera Rao", email: "meera@example.com", phone: null, retreatLocation: "Bali 2026", retreatName: "Bali Renewal Retreat" }, ctx("/retreats/bali-2026"));
    await storeInquiry(t.db, "contact", { name: "Arjun Mehta", email: "arjun@example.com", phone: null, message: "Hello, is the Goa retreat suitable for beginners? We are two friends." }, ctx("/contact"));
    await storeInquiry(t.db, "corporate", { name: "Kavya Iyer", email: "kavya@example.com", phone: "+91 98100 22222", company: "Acme Software", message: "A retreat for 14 people in March." }, ctx("/corporate-retreats"));
    await storeNewsletterSubscriber(t.db, { name: "Asha", email: "asha@example.com" }, ctx("/"));
    const worker = new MailWorker({ db: t.db, transport: createTransport({ ...readMailConfig(), smtpUrl: null, outboxDir: outbox }), log: () => {} });
    expect(await worker.drain()).toMatchObject({ sent: 10, failed: 0 });
    const files = fs.readdirSync(outbox).map((f) => path.join(outbox, f));
    const kinds = new Map(files.map((f) => [parseMail(fs.readFileSync(f, "utf8")).headers["message-id"]!, /-\d+-(\w+)\.eml$/.exec(f)![1]!]));
    expect(new Set(kinds.values())).toEqual(new Set(["organiser_lead", "brochure", "waitlist", "inquiry_ack", "newsletter_confirm"]));

    // A control the scorer must catch (SpamAssassin's GTUBE test string), so a broken pipeline
    // (nothing scored, the wrong message read) cannot pass as clean mail.
    const control = path.join(dir, "control.eml");
    fs.writeFileSync(control, `From: a@example.org\nTo: b@example.org\nSubject: control\nMessage-ID: <control@example.org>\nDate: ${new Date().toUTCString()}\n\nXJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X\n`);
    kinds.set("<control@example.org>", "control");

    // One SpamAssassin process for all of them (loading its rules is most of its 5-7 s).
    const sa = await run("spamassassin", ["-L", "-t", "--mbox"], mboxOf([...files, control]));
    expect(sa.code, sa.stderr).toBe(0);
    const scored = sa.stdout
      .split(/^From MAILER-DAEMON .*$/m)
      .filter((m) => m.includes("X-Spam-Status:"))
      .map((m) => {
        const status = /^X-Spam-Status: (.*(?:\r?\n[ \t].*)*)/m.exec(m)![1]!.replace(/\s+/g, " ");
        const id = /^Message-ID: (.*)$/im.exec(m)![1]!.trim();
        return { kind: kinds.get(id), score: Number(/score=(-?[\d.]+)/.exec(status)![1]), tests: /tests=(.*?) (?:autolearn|version)=/.exec(status)?.[1]?.replace(/ /g, "") ?? "" };
      });
    for (const s of scored) console.log(`SpamAssassin ${s.score.toFixed(1)} ${s.kind} (${s.tests})`);
    expect(scored).toHaveLength(files.length + 1);
    const [controlScore] = scored.filter((s) => s.kind === "control");
    expect(controlScore!.score).toBeGreaterThanOrEqual(5);
    for (const s of scored.filter((x) => x.kind !== "control")) expect(s.score, `${s.kind}: ${s.tests}`).toBeLessThanOrEqual(1.0);
  });

  it("is DKIM-signed when DKIM_* is set, and the signature verifies against the key", async () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const keyFile = path.join(dir, "dkim.pem");
    fs.writeFileSync(keyFile, pem);
    const base = { DKIM_DOMAIN: "retreatly.example", DKIM_SELECTOR: "mail2026" };
    // As an env file writes it (one line, \n escapes), and as a file.
    const inline = readMailConfig({ ...base, DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n") });
    expect(inline.dkim).toEqual({ domainName: "retreatly.example", keySelector: "mail2026", privateKey: pem });
    const config = readMailConfig({ ...base, DKIM_PRIVATE_KEY_FILE: keyFile });
    expect(config.dkim?.privateKey).toBe(pem);

    const outbox = path.join(dir, "dkim");
    const transport = createTransport({ ...config, smtpUrl: null, outboxDir: outbox });
    await transport.send({ id: 9, kind: "brochure", to: "priya@example.com", subject: "Your Goa Yoga Retreat brochure", text: "Dear Priya,\n\nHere it is.\n", html: "<p>Dear Priya,</p><p>Here it is.</p>", headers: {} });
    transport.close();
    const [file] = fs.readdirSync(outbox);
    const raw = fs.readFileSync(path.join(outbox, file!), "utf8");
    const signature = parseMail(raw).headers["dkim-signature"];
    expect(signature).toMatch(/\bd=retreatly\.example;/);
    expect(signature).toMatch(/\bs=mail2026;/);
    expect(signature).toMatch(/\ba=rsa-sha256;/);
    expect(signature).toMatch(/\bh=[^;]*\bfrom\b/i);

    // Mail::DKIM, with the key's DNS record answered locally instead of looked up.
    const record = publicKey.export({ type: "spki", format: "der" }).toString("base64");
    const verify = (message: string) => {
      const out = spawnSync("perl", ["-e", VERIFY_PL, record], { input: message, encoding: "utf8" });
      expect(out.status, out.stderr).toBe(0);
      return out.stdout.trim();
    };
    expect(verify(raw)).toBe("pass");
    expect(verify(raw.replace("Here it is.", "Here it was."))).toMatch(/^fail/);
    expect(verify(raw.replace(/^Subject: .*$/m, "Subject: Claim your refund"))).toMatch(/^fail/);
  });

  it("refuses a half-set DKIM configuration or a key that is not one", () => {
    expect(() => readMailConfig({ DKIM_DOMAIN: "retreatly.example" })).toThrow(/DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/);
    expect(() => readMailConfig({ DKIM_DOMAIN: "retreatly.example", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "not a key" })).toThrow(/RSA or Ed25519 key in PEM form/);
    expect(() => readMailConfig({ DKIM_DOMAIN: "retreatly.example", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY_FILE: "/nonexistent/key.pem" })).toThrow(/cannot be read/);
    expect(() => readMailConfig({ DKIM_DOMAIN: "https://x", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "k" })).toThrow(/DKIM_DOMAIN must be a domain name/);
    expect(readMailConfig({}).dkim).toBeNull();
  });
});

const VERIFY_PL = `
use strict; use warnings;
use Mail::DKIM::Verifier;
use Net::DNS;
my ($p) = @ARGV;
{ no warnings 'redefine';
  *Mail::DKIM::DNS::query = sub { my ($name) = @_; return (Net::DNS::RR->new(qq{$name 300 IN TXT "v=DKIM1; k=rsa; p=$p"})); }; }
my $dkim = Mail::DKIM::Verifier->new();
local $/; my $msg = <STDIN>;
$msg =~ s/\\r?\\n/\\r\\n/g;
$dkim->PRINT($msg); $dkim->CLOSE;
print $dkim->result, "\\n";
`;
