import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback for the mail tests (unit, integration and e2e): smtp-server
 * collecting every accepted message, with a tiny MIME reader so tests can assert on the
 * decoded subject, headers and both parts. Not imported by the app.
 */
export interface ReceivedMail {
  raw: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Starts listening (again) on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until at least n messages have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
}

export interface TestSmtpOptions {
  /** Reply to RCPT TO with this SMTP code and text (e.g. 550 for a permanent refusal). */
  refuse?: (address: string) => { code: number; message: string } | null;
  /** Delay before accepting each message's data, to widen race windows. */
  delayMs?: number;
}

export async function startTestSmtp(options: TestSmtpOptions = {}, port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const self: TestSmtp = {
    port,
    url: "",
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, _session, callback) {
          const refusal = options.refuse?.(address.address);
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const accept = () => {
              messages.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
              callback();
            };
            if (options.delayMs) setTimeout(accept, options.delayMs);
            else accept();
          });
        },
      });
      server.on("error", () => {});
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(self.port, "127.0.0.1", () => resolve());
      });
      const address = server.server.address();
      if (address && typeof address === "object") self.port = address.port;
      self.url = `smtp://127.0.0.1:${self.port}`;
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
  };
  await self.start();
  return self;
}

// ---------- a minimal MIME reader (enough for what nodemailer writes) ----------

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeQp(s: string) {
  const bytes: number[] = [];
  const flat = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < flat.length; i++) {
    if (flat[i] === "=" && /^[0-9A-F]{2}$/i.test(flat.slice(i + 1, i + 3))) {
      bytes.push(parseInt(flat.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(flat[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Record<string, string>, body: string) {
  const enc = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (enc === "quoted-printable") return decodeQp(body);
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
export function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQp(data.replace(/_/g, " ")),
    );
}

export function parseMail(raw: string): Omit<ReceivedMail, "envelopeTo"> {
  const { headers, body } = splitHead(raw);
  let text = "";
  let html = "";
  const walk = (h: Record<string, string>, b: string) => {
    const type = (h["content-type"] ?? "text/plain").toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(h["content-type"] ?? "")?.[1];
    if (type.startsWith("multipart/") && boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith("--")) break;
        const inner = splitHead(part.replace(/^\r?\n/, ""));
        walk(inner.headers, inner.body);
      }
    } else if (type.startsWith("text/html")) html = decodeBody(h, b);
    else if (type.startsWith("text/plain")) text = decodeBody(h, b);
  };
  walk(headers, body);
  return { raw, headers, subject: decodeWords(headers.subject ?? ""), text, html };
}
