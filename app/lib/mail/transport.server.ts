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
    // Our messages are English prose: quoted-printable, which nodemailer would otherwise pick
    // by counting letters with two regular expressions over every part of every message (5% of
    // the server's time under the sign-up load benchmark).
    textEncoding: "quoted-printable" as const,
  };
}

function domainOf(from: string) {
  return /@([^>\s]+)/.exec(from)?.[1] ?? "localhost";
}

/**
 * SMTP (nodemailer) when SMTP_URL is set; otherwise every message is written as an .eml file to
 * OUTBOX_DIR, so a newcomer sees exactly what would have been sent (open it in any mail client).
 */
export function createTransport(config: Pick<MailConfig, "smtpUrl" | "from" | "outboxDir"> & Partial<Pick<MailConfig, "dkim">>): MailTransport {
  const domain = domainOf(config.from);
  // Signed here, before the message leaves (SMTP) or is written (.eml), so a file shows exactly
  // what a receiving server would verify.
  const dkim = config.dkim ? { dkim: config.dkim } : {};
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport(config.smtpUrl, {
      // Short timeouts, well inside the worker's lease: a hung server fails this attempt (and is
      // retried) instead of holding the row while another instance reclaims it.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      ...dkim,
    } as never);
    return {
      describe: "smtp",
      async send(mail) {
        await smtp.sendMail(messageFor(config.from, mail, domain));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix", ...dkim });
  // The folder is made once, and again if it has gone (removed while the server runs).
  let folderReady = false;
  async function writeEml(file: string, message: Buffer) {
    if (!folderReady) {
      await fs.mkdir(config.outboxDir, { recursive: true });
      folderReady = true;
    }
    try {
      // Written under a temporary name and renamed, so nobody opens a half-written file.
      await fs.writeFile(`${file}.tmp`, message);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      folderReady = false;
      await fs.mkdir(config.outboxDir, { recursive: true });
      await fs.writeFile(`${file}.tmp`, message);
    }
    await fs.rename(`${file}.tmp`, file);
  }
  return {
    describe: `files in ${config.outboxDir}`,
    async send(mail) {
      const info = await stream.sendMail(messageFor(config.from, mail, domain));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      await writeEml(path.join(config.outboxDir, `${stamp}-${mail.id}-${mail.kind}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
