import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig } from "./config.server";

/** One message as the outbox stores it. */
export interface OutgoingMail {
  /** The outbox row id: it makes the Message-ID stable, so a resend after a crash can be deduplicated by receiving servers. */
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves when the server accepted the message; rejects with nodemailer's error otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  describe: string;
}

function messageFor(from: string, mail: OutgoingMail, domain: string) {
  const { "Reply-To": replyTo, ...headers } = mail.headers;
  return {
    from,
    to: mail.to,
    replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers,
    messageId: `<outbox-${mail.id}@${domain}>`,
  };
}

function domainOf(from: string) {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

/**
 * SMTP (nodemailer) when SMTP_URL is set; otherwise every message is written as an .eml file to
 * OUTBOX_DIR, so a newcomer sees exactly what would have been sent (open it in any mail client).
 */
export function createTransport(config: Pick<MailConfig, "smtpUrl" | "from" | "outboxDir">): MailTransport {
  const domain = domainOf(config.from);
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl, {
      // Short timeouts, well inside the worker's lease: a hung server fails this attempt (and is
      // retried) instead of holding the row while another instance reclaims it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as never);
    return {
      describe: "smtp",
      async send(mail) {
        await smtp.sendMail(messageFor(config.from, mail, domain));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${config.outboxDir}`,
    async send(mail) {
      const info = await stream.sendMail(messageFor(config.from, mail, domain));
      await fs.mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(config.outboxDir, `${stamp}-${mail.id}-${mail.kind}.eml`);
      // Written under a temporary name and renamed, so nobody opens a half-written file.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close: () => stream.close(),
  };
}
