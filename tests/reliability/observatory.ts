/**
 * The MDN HTTP Observatory's scoring, applied to one response (headers + HTML body), so a test
 * can grade pages the real scanner never reads: it scans one host's home page, and
 * observatory.test.ts runs it there (behind Caddy) and checks, test by test, that this scorer
 * gives the same modifiers. This one grades the other pages and the admin's cookies.
 *
 * Rules, as published in "HTTP Observatory Scoring Methodology"
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring, source
 * mdn/yari copy/observatory/tests_and_scoring.md) and implemented in
 * mdn/mdn-http-observatory src/analyzer/tests/*.js:
 *
 * - Start at 100. Round 1 subtracts every penalty. Round 2 adds the bonuses, but only if the
 *   score after round 1 is 90 or more. Minimum 0. Grade A+ is 100 or more.
 * - CSP: +10 default-src 'none' and nothing unsafe; +5 no 'unsafe-inline'/'unsafe-eval'
 *   (style-src included); 0 unsafe sources only in style-src; -10 'unsafe-eval'; -20
 *   'unsafe-inline' or data: in script-src, https:/* in script-src or object-src, or either
 *   unrestricted; -25 missing. As in csp.js: a nonce or hash cancels 'unsafe-inline' in that
 *   list, and with 'strict-dynamic' plus a nonce/hash, 'self', schemes and 'unsafe-inline'
 *   are ignored in script-src (browsers ignore them then too).
 * - Cookies: +5 all Secure, session cookies (name contains "login" or "sess") HttpOnly, all
 *   with SameSite; 0 none set, or no SameSite on some; -5 not Secure but HSTS; -10 session
 *   cookie not Secure but HSTS; -20 not Secure, or SameSite other than Strict/Lax/None
 *   (None without Secure included); -20 anti-CSRF cookie without SameSite; -30 session cookie
 *   without HttpOnly; -40 session cookie not Secure. The worst result counts.
 * - CORS: -50 Access-Control-Allow-Origin: * on the page; 0 otherwise (also with a specific
 *   origin). (crossdomain.xml / clientaccesspolicy.xml: we serve neither.)
 * - Redirection: 0 when http:// redirects to https:// on the same host; -20 missing. Our Node
 *   server speaks plain HTTP behind Caddy, which does that redirect: the real scanner checks it.
 * - Referrer-Policy: +5 no-referrer, same-origin, strict-origin or
 *   strict-origin-when-cross-origin; 0 missing; -5 unsafe-url, origin, origin-when-cross-origin
 *   or unrecognised.
 * - HSTS: 0 max-age >= 15768000 (six months); -10 shorter; -20 missing or invalid. (+5 only
 *   for domains on the browsers' preload list, which a local server cannot be.)
 * - SRI: +5 every <script src> has integrity and loads securely; 0 no external scripts, or
 *   all scripts from our origin; -5 external scripts over HTTPS without integrity; -50
 *   external scripts over HTTP without integrity.
 * - X-Content-Type-Options: 0 nosniff; -5 missing or invalid.
 * - X-Frame-Options: +5 CSP frame-ancestors (not * or a scheme); 0 DENY/SAMEORIGIN; -20
 *   missing or invalid.
 * - Cross-Origin-Resource-Policy, as the scanner 1.4.8 grades it: +10 same-origin or same-site;
 *   0 cross-origin or missing; -5 invalid.
 */
export interface Graded {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryInput {
  url: string; // the URL as the visitor sees it (https:// behind the proxy)
  headers: Headers;
  setCookies: string[];
  html: string | null;
  redirectsToHttps?: boolean;
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const hasNonceOrHash = (s: Set<string>) => [...s].some((x) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(x));

export function parseCsp(value: string) {
  const map = new Map<string, Set<string>>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (map.has(key)) continue; // the first occurrence wins, as in browsers
    map.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return map;
}

export function gradeCsp(header: string | null): Graded {
  const test = "content-security-policy";
  if (!header) return { test, result: "csp-not-implemented", modifier: -25 };
  const csp = parseCsp(header);
  const copy = (s?: Set<string>) => (s ? new Set(s) : undefined);
  const script = copy(csp.get("script-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const object = copy(csp.get("object-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  const style = copy(csp.get("style-src")) ?? copy(csp.get("default-src")) ?? new Set(["*"]);
  for (const list of [script, style]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hasNonceOrHash(script)) return { test, result: "csp-header-invalid", modifier: -25 };
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return { test, result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return { test, result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return { test, result: "csp-implemented-with-unsafe-inline-in-style-src-only", modifier: 0 };
  const def = csp.get("default-src");
  if (def && def.size === 1 && def.has("'none'")) return { test, result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 };
  return { test, result: "csp-implemented-with-no-unsafe", modifier: 5 };
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}
export function parseSetCookie(raw: string): Cookie {
  const [pair, ...attrs] = raw.split(";").map((s) => s.trim());
  const name = (pair ?? "").split("=")[0] ?? "";
  const cookie: Cookie = { name, secure: false, httpOnly: false, sameSite: null };
  for (const a of attrs) {
    const [k, v] = a.split("=");
    const key = (k ?? "").trim().toLowerCase();
    if (key === "secure") cookie.secure = true;
    else if (key === "httponly") cookie.httpOnly = true;
    else if (key === "samesite") cookie.sameSite = (v ?? "").trim().toLowerCase();
  }
  return cookie;
}

const COOKIE_ORDER = [
  "cookies-session-without-secure-flag",
  "cookies-session-without-httponly-flag",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-samesite-flag-invalid",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag-but-protected-by-hsts",
];
const COOKIE_SCORES: Record<string, number> = {
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-not-found": 0,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
};

export function gradeCookies(setCookies: string[], hsts: boolean): Graded {
  const test = "cookies";
  if (setCookies.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  const found = new Set<string>();
  let missingSameSite = false;
  for (const raw of setCookies) {
    const c = parseSetCookie(raw);
    const session = ["login", "sess"].some((x) => c.name.toLowerCase().includes(x));
    const csrf = c.name.toLowerCase().includes("csrf");
    if (c.sameSite !== null && !["strict", "lax", "none"].includes(c.sameSite)) found.add("cookies-samesite-flag-invalid");
    if (!c.secure && c.sameSite === "none") found.add("cookies-samesite-flag-invalid");
    if (!c.secure) found.add(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (csrf && !c.sameSite) found.add("cookies-anticsrf-without-samesite-flag");
    if (session && !c.secure)
      found.add(hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag");
    if (session && !c.httpOnly) found.add("cookies-session-without-httponly-flag");
    if (!c.sameSite) missingSameSite = true;
  }
  const worst = COOKIE_ORDER.find((r) => found.has(r));
  const result = worst ?? (missingSameSite ? "cookies-secure-with-httponly-sessions" : "cookies-secure-with-httponly-sessions-and-samesite");
  return { test, result, modifier: COOKIE_SCORES[result]! };
}

export function gradeHsts(header: string | null): Graded & { pass: boolean } {
  const test = "strict-transport-security";
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20, pass: false };
  const m = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  if (!m) return { test, result: "hsts-header-invalid", modifier: -20, pass: false };
  return Number(m[1]) >= 15_768_000
    ? { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0, pass: true }
    : { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10, pass: false };
}

export function gradeReferrerPolicy(header: string | null): Graded {
  const test = "referrer-policy";
  if (!header) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  // Several comma-separated values: browsers use the last one they understand.
  const valid = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin", "origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const policy = header
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => valid.includes(s))
    .pop();
  if (!policy) return { test, result: "referrer-policy-header-invalid", modifier: -5 };
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(policy))
    return { test, result: "referrer-policy-private", modifier: 5 };
  if (policy === "no-referrer-when-downgrade") return { test, result: "referrer-policy-no-referrer-when-downgrade", modifier: 0 };
  return { test, result: "referrer-policy-unsafe", modifier: -5 };
}

export function gradeSri(html: string | null, pageUrl: string): Graded {
  const test = "subresource-integrity";
  if (html === null) return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  const page = new URL(pageUrl);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? "");
  const withSrc = scripts.map((attrs) => ({ src: /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1], integrity: /\bintegrity\s*=/i.test(attrs) })).filter((s) => s.src);
  if (withSrc.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  let external = false;
  let insecure = false;
  for (const s of withSrc) {
    const u = new URL(s.src!, page);
    if (u.origin !== page.origin) {
      external = true;
      if (u.protocol !== "https:") insecure = true;
    }
  }
  const all = withSrc.every((s) => s.integrity);
  if (all) return insecure ? { test, result: "sri-implemented-but-external-scripts-not-loaded-securely", modifier: -20 } : { test, result: "sri-implemented-and-all-scripts-loaded-securely", modifier: 5 };
  if (!external) return { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
  return insecure
    ? { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 }
    : { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
}

export function gradeXfo(xfo: string | null, csp: string | null): Graded {
  const test = "x-frame-options";
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  if (!xfo) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  const v = xfo.trim().toLowerCase();
  if (v === "deny" || v === "sameorigin") return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  if (v.startsWith("allow-from ")) return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

/** As @mdn/mdn-http-observatory 1.4.8 grades it (src/grader/charts.js): +10 for same-origin or same-site. */
export function gradeCorp(corp: string | undefined): Graded {
  const test = "cross-origin-resource-policy";
  if (!corp) return { test, result: "corp-not-implemented", modifier: 0 };
  if (corp === "same-origin" || corp === "same-site") return { test, result: `corp-implemented-with-${corp}`, modifier: 10 };
  if (corp === "cross-origin") return { test, result: "corp-implemented-with-cross-origin", modifier: 0 };
  return { test, result: "corp-header-invalid", modifier: -5 };
}

export function gradeObservatory(input: ObservatoryInput) {
  const h = (name: string) => input.headers.get(name);
  const hsts = gradeHsts(h("strict-transport-security"));
  const acao = h("access-control-allow-origin");
  const xcto = h("x-content-type-options");
  const corp = h("cross-origin-resource-policy")?.trim().toLowerCase();
  const tests: Graded[] = [
    gradeCsp(h("content-security-policy")),
    gradeCookies(input.setCookies, hsts.pass),
    acao?.trim() === "*"
      ? { test: "cross-origin-resource-sharing", result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 }
      : { test: "cross-origin-resource-sharing", result: acao ? "cross-origin-resource-sharing-implemented-with-restricted-access" : "cross-origin-resource-sharing-not-implemented", modifier: 0 },
    input.redirectsToHttps === false
      ? { test: "redirection", result: "redirection-missing", modifier: -20 }
      : { test: "redirection", result: "redirection-to-https", modifier: 0 },
    gradeReferrerPolicy(h("referrer-policy")),
    { test: hsts.test, result: hsts.result, modifier: hsts.modifier },
    gradeSri(input.html, input.url),
    xcto?.trim().toLowerCase() === "nosniff"
      ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
      : { test: "x-content-type-options", result: xcto ? "x-content-type-options-header-invalid" : "x-content-type-options-not-implemented", modifier: -5 },
    gradeXfo(h("x-frame-options"), h("content-security-policy")),
    gradeCorp(corp),
  ];
  const penalties = tests.filter((t) => t.modifier < 0).reduce((s, t) => s + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((s, t) => s + t.modifier, 0);
  let score = 100 + penalties;
  if (score >= 90) score += bonuses;
  score = Math.max(0, score);
  return { score, grade: grade(score), tests };
}

export function grade(score: number) {
  const chart: [number, string][] = [[100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"]];
  return chart.find(([min]) => score >= min)?.[1] ?? "F";
}
