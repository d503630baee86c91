import { createLogger } from "../../server/logger.mjs";

/**
 * The app's log lines (a lead stored, an admin login attempt, a failure): the same pino JSON
 * lines as the server's access log (server/logger.mjs: ISO time, level, service, the same
 * redaction), each with the request id of the request it concerns, so "lead stored" can be
 * matched to its "request" line and to the X-Request-Id a visitor reports.
 *
 * The server's request logger writes its id into the request's X-Request-Id header before the
 * app sees it (an incoming id is kept only if it looks like one), so the id is read from the
 * request each line is about. Fields are ids, kinds, counts and outcomes: never a name, e-mail,
 * phone, message or password (docs/operations.md, "Logs").
 */
// Through process.stdout (one whole line per write), beside the server's own pino stream on the
// same descriptor; tests read it by watching process.stdout.write.
const logger = createLogger({ destination: { write: (text: string) => void process.stdout.write(text) } });

type Fields = Record<string, unknown>;

function line(level: "info" | "warn" | "error", msg: string, fields: Fields, request?: Request) {
  const reqId = request?.headers.get("x-request-id") ?? undefined;
  logger[level](reqId ? { reqId, ...fields } : fields, msg);
}

export const log = {
  info: (msg: string, fields: Fields = {}, request?: Request) => line("info", msg, fields, request),
  warn: (msg: string, fields: Fields = {}, request?: Request) => line("warn", msg, fields, request),
  error: (msg: string, fields: Fields = {}, request?: Request) => line("error", msg, fields, request),
};

/**
 * A client address with its host part cut off: 203.0.113.0/24, 2001:db8:85a3::/48. Enough to
 * see where a burst of failed logins comes from and to compare with the firewall's view; not
 * enough to name a household, so the security log holds no full address (personal data under
 * GDPR and the DPDP Act).
 */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(":")) {
    const [head = "", tail] = ip.split("::", 2);
    const groups = head.split(":").filter(Boolean);
    // "2001:db8::1" has its first groups before "::"; fill the /48 with zeros if it is shorter.
    const first = tail === undefined ? groups : groups.concat(Array(Math.max(0, 3 - groups.length)).fill("0"));
    return `${first.slice(0, 3).map((g) => g.toLowerCase().replace(/^0+(?=.)/, "")).join(":")}::/48`;
  }
  return "unknown";
}
