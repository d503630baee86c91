import proxyaddr from "proxy-addr";

/**
 * Who is asking, and over what: the client's IP, the protocol and the host, honouring
 * X-Forwarded-For, -Proto and -Host only from a trusted proxy (TRUST_PROXY). These are
 * Express's `req.ip`, `req.protocol` and `req.hostname`, written out for our plain node:http
 * server (docs/decisions/019), with the same rules.
 */

/** TRUST_PROXY's value (config.mjs) as a test of (address, hop) -> trusted, as Express compiles it. */
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
