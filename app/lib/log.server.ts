import net from "node:net";
import { createLogger } from "../../server/logger.mjs";

/**
 * The app's log lines (a lead stored, an admin login attempt, a failure): the same pino JSON
 * lines as the server's access log (server/logger.mjs: ISO time, level, service, the same
 * redaction, the same writer), each with the request id of the request it concerns, so "lead
 * stored" can be matched to its "request" line and to the X-Request-Id a visitor reports.
 *
 * The server's request logger writes its id into the request's X-Request-Id header before the
 * app sees it (an incoming id is kept only from a trusted proxy, and only if it looks like one),
 * so the id is read from the request each line is about. Fields are ids, kinds, counts and
 * outcomes: never a name, e-mail, phone, message or password (docs/operations.md, "Logs").
 */
const logger = createLogger();

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
 * An error as a log line's fields: its name and code, and its message and stack with anything
 * shaped like an e-mail address or a phone number blotted out. A driver's message can quote the
 * value it choked on (a constraint's "Key (email)=(...)", a parser's input), and a log must not
 * become a second copy of the leads.
 */
export function errorFields(error: unknown): Fields {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
  const text = (v: unknown) => (typeof v === "string" ? scrub(v) : undefined);
  return {
    error: typeof e.name === "string" ? e.name : "Error",
    code: typeof e.code === "string" || typeof e.code === "number" ? e.code : undefined,
    message: text(e.message) ?? scrub(String(error)),
    stack: text(e.stack),
  };
}

function scrub(text: string) {
  return text
    .replace(/[^\s@"'()<>,;:=/]+@[^\s@"'()<>,;:=/]+\.[^\s@"'()<>,;:=/]+/g, "[email]")
    .replace(/\+?\d[\d ()-]{6,}\d/g, "[number]")
    .slice(0, 2000);
}

/**
 * A client address with its host part cut off: 203.0.113.0/24 for IPv4 (and IPv4-mapped IPv6),
 * 2001:db8::/32 for IPv6 (a /48 or /56 is often one customer's site). Enough to see where a
 * burst of failed logins comes from and to block it at the firewall; not enough to name a
 * household, so the security log holds no full address (personal data under GDPR and the DPDP
 * Act). A port, brackets or a zone id are dropped first; anything that is then not an IP
 * address (a proxy's odd X-Forwarded-For entry) is "unknown", never echoed.
 */
export function networkOf(raw: string): string {
  let ip = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.replace(/%.*$/, "");
  if (net.isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (!net.isIPv6(ip)) return "unknown";
  const groups = expandIPv6(ip);
  // IPv4-mapped (::ffff:a.b.c.d, in any spelling): the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.0/24`;
  }
  const [a, b] = groups as [number, number];
  // Written as a firewall would: 2001:db8::/32, fe80::/32, ::/32.
  const prefix = b ? `${a.toString(16)}:${b.toString(16)}` : a ? a.toString(16) : "";
  return `${prefix}::/32`;
}

/** The eight 16-bit groups of a valid IPv6 address (with or without an embedded IPv4 tail). */
function expandIPv6(ip: string): number[] {
  let text = ip;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [p, q, r, s] = v4[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head = "", tail] = text.split("::", 2);
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}
