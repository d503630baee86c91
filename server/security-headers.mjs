import crypto from "node:crypto";

/**
 * Security headers for every response, and a fresh CSP nonce per request
 * (docs/decisions/003-csp-nonce.md). Scripts run only with the nonce; 'strict-dynamic' lets the
 * nonced entry script load the app's hashed modules. Styles allow inline attributes because
 * Radix and Embla position elements with style="...": that is not a script vector.
 */
// The policy around the nonce never changes: built once, not per request.
const CSP_BEFORE = "default-src 'self'; script-src 'nonce-";
const CSP_AFTER = [
  "' 'strict-dynamic'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
].join("; ");
// HSTS only on a response that came over HTTPS: a browser ignores it over plain HTTP anyway
// (RFC 6797 §8.1), and sent there it only tells a scanner the site was set up for something else.
const HSTS = "max-age=63072000; includeSubDomains; preload";
const FIXED = [
  ["X-Frame-Options", "DENY"],
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-DNS-Prefetch-Control", "off"],
];

// 16 random bytes per nonce, cut from a block the CSPRNG fills 256 nonces at a time: one
// system call per 256 requests instead of one each (node:crypto's randomUUID does the same).
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

export function newNonce() {
  if (offset === pool.length) {
    crypto.randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

export function securityHeaders(req, res, next) {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  let csp = CSP_BEFORE + nonce + CSP_AFTER;
  const secure = Boolean(res.locals.client?.secure);
  if (secure) csp += "; upgrade-insecure-requests";
  res.setHeader("Content-Security-Policy", csp);
  if (secure) res.setHeader("Strict-Transport-Security", HSTS);
  for (const [name, value] of FIXED) res.setHeader(name, value);
  res.removeHeader("X-Powered-By");
  next();
}
