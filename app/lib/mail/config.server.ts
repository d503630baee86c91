import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getSite } from "~/content/site.server";

/**
 * Mail settings from the environment (docs/mail.md). Read on use rather than cached, so tests
 * and the worker see the values in force; none of them is secret except SMTP_URL's password,
 * which is never logged.
 */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; unset: .eml files in outboxDir. */
  smtpUrl: string | null;
  from: string;
  organiserEmail: string;
  outboxDir: string;
  maxAttempts: number;
  /** First retry delay, doubled per attempt (capped at an hour). */
  retryBaseMs: number;
  /** How often the worker looks for due mail when nothing nudged it (MAIL_POLL_MS). */
  pollMs: number;
  /** At most this many e-mails to one visitor address in 24 hours (MAIL_VISITOR_DAILY_LIMIT). */
  visitorDailyLimit: number;
  /** DKIM signing of every message (nodemailer's `dkim` option), or null to leave it to the relay. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | null;
  /** Whether this process runs the background sender (MAIL_WORKER=off to leave it to another). */
  workerMode: "on" | "off";
}

export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const site = getSite();
  const value = (key: string) => {
    const v = env[key]?.trim();
    return v ? v : null;
  };
  const whole = (key: string, fallback: number, min: number, max: number, unit = "") => {
    const n = Number(value(key) ?? fallback);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`Invalid configuration: ${key} must be a whole number${unit} from ${min} to ${max}`);
    return n;
  };
  const maxAttempts = whole("MAIL_MAX_ATTEMPTS", 8, 1, 100);
  const retryBaseMs = whole("MAIL_RETRY_BASE_MS", 30_000, 100, 3_600_000, " of milliseconds");
  // Tests set it low so a retried e-mail leaves without waiting for the production poll.
  const pollMs = whole("MAIL_POLL_MS", 2_000, 10, 600_000, " of milliseconds");
  const visitorDailyLimit = whole("MAIL_VISITOR_DAILY_LIMIT", 3, 0, 1000);
  const dkim = readDkim(value);
  const smtpUrl = value("SMTP_URL");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error("Invalid configuration: SMTP_URL must start with smtp:// or smtps://");
  const worker = value("MAIL_WORKER");
  if (worker && worker !== "on" && worker !== "off") throw new Error("Invalid configuration: MAIL_WORKER must be on or off");
  return {
    smtpUrl,
    from: value("MAIL_FROM") ?? `${site.name} <${site.email}>`,
    organiserEmail: value("ORGANISER_EMAIL") ?? site.email,
    // Beside the database by default: a server started with its own DATA_DIR keeps its mail there.
    outboxDir: path.resolve(value("OUTBOX_DIR") ?? path.join(value("DATA_DIR") ?? "data", "outbox")),
    maxAttempts,
    retryBaseMs,
    pollMs,
    visitorDailyLimit,
    dkim,
    // Under Vitest the worker is off unless a test asks for it: the e2e servers inherit VITEST
    // from the runner, and only the mail tests want mail sent (and .eml files written).
    workerMode: (worker as "on" | "off" | null) ?? (env.VITEST ? "off" : "on"),
  };
}

/**
 * DKIM from DKIM_DOMAIN, DKIM_SELECTOR and the private key in DKIM_PRIVATE_KEY (PEM; `\\n` for
 * line breaks is accepted, as env files write it) or in the file DKIM_PRIVATE_KEY_FILE. All of
 * them or none: a half-set configuration stops the server at start instead of sending unsigned
 * mail that the operator believes signed. Many SMTP providers sign for you; this is for a relay
 * that does not (docs/mail.md).
 */
function readDkim(value: (key: string) => string | null): MailConfig["dkim"] {
  const domainName = value("DKIM_DOMAIN");
  const keySelector = value("DKIM_SELECTOR");
  const inline = value("DKIM_PRIVATE_KEY");
  const file = value("DKIM_PRIVATE_KEY_FILE");
  if (!domainName && !keySelector && !inline && !file) return null;
  if (!domainName || !keySelector || (!inline && !file))
    throw new Error("Invalid configuration: DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE (or none of them)");
  if (inline && file) throw new Error("Invalid configuration: set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both");
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i.test(domainName))
    throw new Error("Invalid configuration: DKIM_DOMAIN must be a domain name such as retreatly.example");
  if (!/^[a-z0-9](?:[a-z0-9._-]{0,62})$/i.test(keySelector))
    throw new Error("Invalid configuration: DKIM_SELECTOR must be a DNS label such as mail2026");
  let privateKey: string;
  try {
    privateKey = inline ? inline.replace(/\\n/g, "\n") : fs.readFileSync(file!, "utf8");
  } catch {
    throw new Error("Invalid configuration: DKIM_PRIVATE_KEY_FILE cannot be read");
  }
  try {
    const key = crypto.createPrivateKey(privateKey);
    if (key.asymmetricKeyType !== "rsa" && key.asymmetricKeyType !== "ed25519") throw new Error("type");
  } catch {
    throw new Error("Invalid configuration: the DKIM private key must be an RSA or Ed25519 key in PEM form");
  }
  return { domainName: domainName.toLowerCase(), keySelector, privateKey };
}
