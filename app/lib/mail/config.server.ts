import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getSite } from "~/content/site.server";
import { ConfigError, getEnv, parseEnv, type Env } from "~/lib/env.server.mjs";

/**
 * Mail settings (docs/mail.md): the environment module's values, with the site's defaults and
 * the DKIM key read. None of them is secret except SMTP_URL's password and the DKIM key, which
 * are never logged.
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

/** Tests pass their own environment as `source`. */
export function readMailConfig(source?: NodeJS.ProcessEnv): MailConfig {
  const env = source ? parseEnv(source) : getEnv();
  const site = getSite();
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `${site.name} <${site.email}>`,
    organiserEmail: env.ORGANISER_EMAIL ?? site.email,
    // Beside the database by default: a server started with its own DATA_DIR keeps its mail there.
    outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(env.DATA_DIR, "outbox")),
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    pollMs: env.MAIL_POLL_MS,
    visitorDailyLimit: env.MAIL_VISITOR_DAILY_LIMIT,
    dkim: readDkim(env),
    // Under Vitest the worker is off unless a test asks for it: the e2e servers inherit VITEST
    // from the runner, and only the mail tests want mail sent (and .eml files written).
    workerMode: env.MAIL_WORKER ?? (env.VITEST ? "off" : "on"),
  };
}

/**
 * DKIM from DKIM_DOMAIN, DKIM_SELECTOR and the private key in DKIM_PRIVATE_KEY (PEM; `\\n` for
 * line breaks is accepted, as env files write it) or in the file DKIM_PRIVATE_KEY_FILE. The
 * environment module checks that all of them or none are set; here the key itself is read and
 * checked, so a bad one stops the server at start. Many SMTP providers sign for you; this is for
 * a relay that does not (docs/mail.md).
 */
function readDkim(env: Env): MailConfig["dkim"] {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: inline, DKIM_PRIVATE_KEY_FILE: file } = env;
  if (!domainName || !keySelector) return null;
  let privateKey: string;
  try {
    privateKey = inline ? inline.replace(/\\n/g, "\n") : fs.readFileSync(file!, "utf8");
  } catch {
    throw new ConfigError("Invalid configuration: DKIM_PRIVATE_KEY_FILE cannot be read");
  }
  try {
    const key = crypto.createPrivateKey(privateKey);
    if (key.asymmetricKeyType !== "rsa" && key.asymmetricKeyType !== "ed25519") throw new Error("type");
  } catch {
    throw new ConfigError("Invalid configuration: the DKIM private key must be an RSA or Ed25519 key in PEM form");
  }
  return { domainName: domainName.toLowerCase(), keySelector, privateKey };
}
