import net from "node:net";
import proxyaddr from "proxy-addr";

/**
 * Who is asking, and over what: the client's IP, the protocol and the host, honouring
 * X-Forwarded-For, -Proto and -Host only from a trusted proxy (TRUST_PROXY). These are
 * Express's `req.ip`, `req.protocol` and `req.hostname`, written out for our plain node:http
 * server (docs/decisions/019), with the same rules.
 */

/** TRUST_PROXY's value (app/lib/env.server.mjs) as a test of (address, hop) -> trusted, as Express compiles it. */
export function compileTrust(value) {
  if (value === true) return () => true;
  if (typeof value === "number") return (_address, hop) => hop < value;
  if (typeof value === "string" && value) return proxyaddr.compile(value.split(",").map((v) => v.trim()));
  return proxyaddr.compile([]);
}

/** The first value of a comma-separated header, trimmed; undefined when absent or empty. */
function first(header) {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0] : header).split(",")[0].trim();
  return value || undefined;
}

/**
 * { ip, protocol, secure, hostname, port } of a request. `port` is the one the client asked
 * for, if its Host (or a trusted X-Forwarded-Host) names one. `ip` walks X-Forwarded-For, and
 * only the pages need it (for their rate limits), not the static files: it is worked out when
 * first read.
 */
export function clientAddress(req, trust) {
  const peerTrusted = trust(req.socket.remoteAddress, 0);
  const protocol = (peerTrusted && first(req.headers["x-forwarded-proto"])) || (req.socket.encrypted ? "https" : "http");
  const host = (peerTrusted && first(req.headers["x-forwarded-host"])) || req.headers.host || "";
  // An IPv6 literal ([::1]:3000) has colons inside its brackets.
  const offset = host[0] === "[" ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  const hostname = colon === -1 ? host : host.slice(0, colon);
  const port = colon === -1 ? undefined : Number.parseInt(host.slice(colon + 1), 10);
  let ip;
  return {
    get ip() {
      return (ip ??= proxyaddr(req, trust));
    },
    protocol,
    secure: protocol === "https",
    hostname,
    port: Number.isSafeInteger(port) ? port : undefined,
  };
}

/**
 * The address the rate limits (forms and admin sign-in) count under. An IPv6 client is cut to
 * its /64, the smallest block a provider hands a single line: every address inside one /64 is
 * the same client, so rotating through them never earns a fresh allowance. An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d, from a dual-stack socket) is that IPv4 address. Anything
 * else (an IPv4 address, "unknown") is returned as it is.
 */
export function limitAddress(ip) {
  if (typeof ip !== "string" || !net.isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  return formatIPv6([...groups.slice(0, 4), 0, 0, 0, 0]);
}

/** Eight groups written as RFC 5952 does: lower case, the longest run of zero groups as "::". */
function formatIPv6(groups) {
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = (part) => part.map((g) => g.toString(16)).join(":");
  if (best.at === -1) return hex(groups);
  return `${hex(groups.slice(0, best.at))}::${hex(groups.slice(best.at + best.length))}`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail and a zone id allowed). */
function ipv6Groups(ip) {
  let text = ip.replace(/%.*$/, "");
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [p, q, r, s] = v4.slice(1).map(Number);
    text = `${text.slice(0, -v4[0].length)}${((p << 8) | q).toString(16)}:${((r << 8) | s).toString(16)}`;
  }
  const [head = "", tail] = text.split("::", 2);
  const parse = (part) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}
