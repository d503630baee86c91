import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/admin/password.server";
import { CHROMIUM, CHROMIUM_ARGS } from "../playwright-utils";
import { BROCHURE_PATH, brochureFields, startApp, startedTenSecondsAgo, urlencoded, type RunningServer } from "./support/app";
import { pgStore, sqliteStore, type LeadStore } from "./support/lead-store";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { withinOneRateWindow } from "../support/rate-window";

/**
 * Attacks on the admin and the forms, against the production server.
 * The server trusts its loopback "proxy" (TRUST_PROXY=loopback), so a test can speak as an
 * HTTPS visitor (X-Forwarded-Proto) or from another address (X-Forwarded-For), as a TLS proxy
 * in front of it would report them.
 */
const PASSWORD = "correct horse battery staple";
const CANARY = `canary-${Date.now()}@canary-pii.example`;
const CANARY_PASSWORD = `guess-${Date.now()}-secret`;
const XSS_NAME = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;
const FORMULAS = ['=HYPERLINK("http://x","click")', "+SUM(1,2)", "-2+3", "@SUM(A1)", "＝1+1", "＋1", "－1", "＠SUM(A1)"];
const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE brochure_signups; --",
  "1; DELETE FROM brochure_signups",
  "' UNION SELECT token_hash, token_hash, token_hash FROM admin_sessions --",
  "%' OR 1=1 --",
  "\\'; --",
  "1' AND sleep(5) --",
  "$1 OR 1=1",
  "? OR 1=1 --",
  "'||(select token_hash from admin_sessions)||'",
  // PostgreSQL refuses a NUL byte in a text value outright: it must end as "no match", not a 500.
  "abc\u0000' OR 1=1 --",
];

let server: RunningServer;
let store: LeadStore;
let passwordHash: string;
const agent = new Agent({ keepAlive: true, maxSockets: 200 });

interface Res {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}
function http(method: string, path: string, opts: { headers?: Record<string, string>; body?: string; base?: string } = {}) {
  return new Promise<Res>((resolve, reject) => {
    const u = new URL(path, opts.base ?? server.url);
    const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
    const headers: Record<string, string> = { ...opts.headers };
    if (body) {
      headers["content-type"] ??= "application/x-www-form-urlencoded";
      headers["content-length"] = String(body.length);
    }
    const req = httpRequest({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const HTTPS = { "X-Forwarded-Proto": "https" };
/** The tests' hash is cheaper than the floor production accepts (password.server.ts). */
const WEAK_HASH_OK = { ADMIN_ALLOW_WEAK_HASH: "1" };
const own = () => `https://127.0.0.1:${server.port}`;
let ipCounter = 0;
/** Each test speaks from its own address, so one test's failed guesses never throttle another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

async function login(password = PASSWORD, headers: Record<string, string> = {}) {
  return http("POST", "/admin/leads", { body: urlencoded({ password }), headers: { ...HTTPS, "X-Forwarded-For": freshIp(), ...headers } });
}
function sessionCookie(res: Res) {
  const set = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-retreatly_admin="));
  if (!set) throw new Error(`no session cookie in ${res.status}: ${JSON.stringify(res.headers["set-cookie"])}`);
  return { raw: set, pair: set.split(";")[0]!, token: set.split(";")[0]!.split("=")[1]! };
}
/** The dashboard as a signed-in organiser sees it: "unlocked" only with a valid session. */
async function dashboard(cookiePair: string | null, query = "") {
  const res = await http("GET", `/admin/leads${query}`, { headers: { ...HTTPS, ...(cookiePair ? { Cookie: cookiePair } : {}) } });
  return { res, unlocked: res.status === 200 && res.body.includes("Export CSV") };
}
async function exportCsv(cookiePair: string, query = "") {
  const res = await http("GET", `/admin/leads.csv${query}`, { headers: { ...HTTPS, Cookie: cookiePair } });
  expect(res.status, res.body.slice(0, 200)).toBe(200);
  return res.body.replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
}
async function signUp(name: string, email: string, phone = "+91 98100 00000") {
  const res = await http("POST", BROCHURE_PATH, { body: urlencoded(brochureFields({ name, email, phone })), headers: { "X-Forwarded-For": "198.51.100.7" } });
  expect(res.status, res.body.slice(0, 300)).toBe(302);
}
async function snapshot() {
  const tables = ["brochure_signups", "waitlist_signups", "inquiries", "newsletter_subscribers"];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await store.count(t)] as const)));
}

beforeAll(async () => {
  // A cheaper scrypt than production's N=2^17 (same code path), so a thousand guesses stay quick.
  passwordHash = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
  server = await startApp({ env: { ...WEAK_HASH_OK, TRUST_PROXY: "loopback", ADMIN_PASSWORD_HASH: passwordHash, FORM_RATE_LIMIT_PER_MINUTE: "100000" } });
  store = sqliteStore(server.dataDir);
  await signUp("Asha Rao", CANARY);
  await signUp(XSS_NAME, `xss-${Date.now()}@example.com`);
  for (const [i, f] of FORMULAS.entries()) await signUp(f, `formula-${i}@example.com`);
  for (let i = 0; i < 3; i++) await signUp(`Plain Lead ${i}`, `plain-${i}@example.com`);
});
afterAll(async () => {
  await store?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  agent.destroy();
});

describe("admin session cookie", () => {
  it("is HttpOnly, SameSite=Strict, Secure with the __Host- prefix over HTTPS", async () => {
    const res = await login();
    expect(res.status).toBe(302);
    const { raw, token } = sessionCookie(res);
    expect(raw).toMatch(/;\s*HttpOnly/i);
    expect(raw).toMatch(/;\s*SameSite=Strict/i);
    expect(raw).toMatch(/;\s*Secure/i);
    expect(raw).toMatch(/;\s*Path=\/(;|$)/);
    expect(raw).not.toMatch(/;\s*Domain=/i);
    expect(Buffer.from(token, "base64url")).toHaveLength(32); // 256 bits
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("is HttpOnly and SameSite=Strict over plain HTTP too (local use), without the prefix", async () => {
    const res = await http("POST", "/admin/leads", { body: urlencoded({ password: PASSWORD }), headers: { "X-Forwarded-For": freshIp() } });
    const raw = (res.headers["set-cookie"] ?? []).find((c) => c.startsWith("retreatly_admin="));
    expect(raw).toBeDefined();
    expect(raw).toMatch(/;\s*HttpOnly/i);
    expect(raw).toMatch(/;\s*SameSite=Strict/i);
  });
});

describe("session tokens", () => {
  it("never adopts a token planted before login (session fixation)", async () => {
    const planted = Buffer.alloc(32, 7).toString("base64url");
    const before = await dashboard(`__Host-retreatly_admin=${planted}`);
    expect(before.unlocked).toBe(false);
    const res = await login(PASSWORD, { Cookie: `__Host-retreatly_admin=${planted}` });
    const { token, pair } = sessionCookie(res);
    expect(token).not.toBe(planted);
    expect((await dashboard(pair)).unlocked).toBe(true);
    expect((await dashboard(`__Host-retreatly_admin=${planted}`)).unlocked).toBe(false);
  });

  it("rejects forged, malformed, truncated and cross-scheme tokens", async () => {
    const { token } = sessionCookie(await login());
    const forged = [
      Buffer.alloc(32, 1).toString("base64url"),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      token.slice(0, 20),
      `${token}x`,
      "' OR 1=1 --",
      "",
    ];
    for (const f of forged) {
      const d = await dashboard(`__Host-retreatly_admin=${f}`);
      expect(d.unlocked, f).toBe(false);
    }
    // The token is valid only under the cookie name of its scheme.
    expect((await dashboard(`retreatly_admin=${token}`)).unlocked).toBe(false);
    const csv = await http("GET", "/admin/leads.csv", { headers: { ...HTTPS, Cookie: `__Host-retreatly_admin=${forged[0]}` } });
    expect(csv.status).toBeGreaterThanOrEqual(300);
    expect(csv.body).not.toContain(CANARY);
  });

  it("rejects an expired session, and a logged-out one, on another instance too", async () => {
    // A second instance on the same database with a one-second idle limit: the session made on
    // the first one has expired there after 1.5 s idle.
    const short = await startApp({
      dataDir: server.dataDir,
      env: { ...WEAK_HASH_OK, TRUST_PROXY: "loopback", ADMIN_PASSWORD_HASH: passwordHash, ADMIN_SESSION_IDLE_SECONDS: "1" },
    });
    try {
      const { pair } = sessionCookie(await login());
      await new Promise((r) => setTimeout(r, 1_500));
      const res = await http("GET", "/admin/leads", { base: short.url, headers: { ...HTTPS, Cookie: pair } });
      expect(res.status).toBe(200);
      expect(res.body).not.toContain("Export CSV");
      // The expired session is gone for every instance.
      expect((await dashboard(pair)).unlocked).toBe(false);
    } finally {
      await short.stop();
    }
    const { pair } = sessionCookie(await login());
    expect((await dashboard(pair)).unlocked).toBe(true);
    const out = await http("POST", "/admin/logout", { body: "", headers: { ...HTTPS, Cookie: pair, Origin: own() } });
    expect(out.status).toBe(302);
    expect((await dashboard(pair)).unlocked).toBe(false);
  });
});

describe("cross-site requests", () => {
  it("refuses admin POSTs from another site, and they change nothing", async () => {
    const { pair } = sessionCookie(await login());
    const before = await snapshot();
    const id = Number((await store.find("brochure_signups", "plain-0@example.com"))[0]!.id);
    const crossSite: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { Origin: "null" }];
    for (const headers of crossSite) {
      const del = await http("POST", `/admin/leads/brochure/${id}`, { body: "returnTo=/admin/leads", headers: { ...HTTPS, Cookie: pair, ...headers } });
      expect(del.status, `delete ${JSON.stringify(headers)}: ${del.body.slice(0, 200)}`).toBe(403);
      const out = await http("POST", "/admin/logout", { body: "", headers: { ...HTTPS, Cookie: pair, ...headers } });
      expect(out.status, `logout ${JSON.stringify(headers)}: ${out.body.slice(0, 200)}`).toBe(403);
      const log = await http("POST", "/admin/leads", { body: urlencoded({ password: PASSWORD }), headers: { ...HTTPS, "X-Forwarded-For": freshIp(), ...headers } });
      // 403 from the app's origin check, or 400 where React Router's own origin check for
      // document POSTs answers first: refused either way.
      expect([400, 403], `login ${JSON.stringify(headers)}: ${log.body.slice(0, 200)}`).toContain(log.status);
      expect(log.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/retreatly_admin=[A-Za-z0-9_-]{43}/)]));
    }
    expect(await snapshot()).toEqual(before);
    expect((await dashboard(pair)).unlocked).toBe(true); // the forged logout did not log out
  });
});

/** Every injection in every search and filter parameter, against whichever server `server` is. */
async function injectionsChangeNothing() {
  const { pair } = sessionCookie(await login());
  const before = await snapshot();
  const all = (await exportCsv(pair)).length;
  expect(all).toBeGreaterThan(10);
  for (const inj of INJECTIONS) {
    for (const param of ["q", "retreat", "range", "page", "tab"]) {
      const query = `?${new URLSearchParams({ [param]: inj })}`;
      const d = await dashboard(pair, query);
      // Unknown values redirect to the canonical URL; everything else renders. Never a 500.
      expect([200, 302], `${param}=${inj}`).toContain(d.res.status);
      const rows = await exportCsv(pair, query);
      if (param === "q" || param === "retreat") expect(rows.length, `${param}=${inj} matched rows`).toBe(1); // header only
      else expect(rows.length, `${param}=${inj}`).toBe(all); // ignored: the default view
    }
  }
  // Search stays a literal substring search: LIKE wildcards match only themselves.
  for (const wild of ["%", "%%", "%%%", "___", "%_%"]) expect((await exportCsv(pair, `?q=${encodeURIComponent(wild)}`)).length, wild).toBe(1);
  expect(await snapshot()).toEqual(before);
  expect((await dashboard(pair)).unlocked).toBe(true); // admin_sessions intact
}

describe("SQL injection", () => {
  it("changes nothing and matches nothing through any search or filter parameter (SQLite)", injectionsChangeNothing);

  describe("on PostgreSQL", () => {
    // The same attempts against a server on PostgreSQL: its own SQL, its own quoting and type rules.
    let saved: { server: RunningServer; store: LeadStore };
    let cluster: { createDatabase(prefix?: string): Promise<string>; stop(): Promise<void> } | undefined;
    // The PostgreSQL server takes the place of the SQLite one only once it is up, so a failed
    // start cannot stop or delete the server the later tests of this file use.
    beforeAll(async () => {
      cluster = await startPostgres();
      const url = await cluster!.createDatabase("attacks");
      const pgServer = await startApp({ env: { ...WEAK_HASH_OK, TRUST_PROXY: "loopback", ADMIN_PASSWORD_HASH: passwordHash, FORM_RATE_LIMIT_PER_MINUTE: "100000", DATABASE_URL: url } });
      saved = { server, store };
      server = pgServer;
      store = pgStore(url);
      for (let i = 0; i < 12; i++) await signUp(`Plain Lead ${i}`, `plain-pg-${i}@example.com`);
    }, 90_000);
    afterAll(async () => {
      if (saved) {
        await store.close();
        await server.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
        ({ server, store } = saved);
      }
      await cluster?.stop();
    });

    it("changes nothing and matches nothing through any search or filter parameter (PostgreSQL)", injectionsChangeNothing);
  });
});

describe("stored script and formulas", () => {
  it("shows script in a lead's name as text in the dashboard and its JSON view", async () => {
    const { token } = sessionCookie(await login());
    const html = (await dashboard(`__Host-retreatly_admin=${token}`, `?q=${encodeURIComponent("onerror")}`)).res.body;
    // The server's HTML carries the name escaped, never as markup.
    expect(html).not.toContain(XSS_NAME);
    expect(html).not.toMatch(/<img src=x/i);
    expect(html).toContain("&lt;img src=x");

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      // Plain HTTP here: the same session under the cookie name the server reads over HTTP.
      const context = await browser.newContext();
      await context.addCookies([{ name: "retreatly_admin", value: token, url: `${server.url}/admin/leads`, httpOnly: true, sameSite: "Strict" }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`${server.url}/admin/leads?q=onerror`);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      await page.getByRole("button", { name: `JSON record of ${XSS_NAME}` }).click();
      const json = page.getByTestId("lead-json");
      await expect.poll(() => json.textContent()).toContain(XSS_NAME.replaceAll('"', '\\"'));
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(await page.locator("main script:not([nonce])").count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("neutralises formula cells in the CSV export, full-width forms included", async () => {
    const { pair } = sessionCookie(await login());
    const text = (await exportCsv(pair, `?q=${encodeURIComponent("formula-")}`)).join("\n");
    for (const f of FORMULAS) {
      // Quoted, with an apostrophe before the formula character: a spreadsheet shows it as text.
      const cell = `"'${f.replaceAll('"', '""')}"`;
      expect(text, f).toContain(cell);
    }
    for (const line of text.split("\n").slice(1)) for (const cell of line.split(",")) expect(cell, line).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/);
  });
});

describe("personal data in logs", () => {
  it("never writes the canary e-mail, a password or a search term into the server's logs", async () => {
    const { pair } = sessionCookie(await login());
    await dashboard(pair, `?q=${encodeURIComponent(CANARY)}`);
    await exportCsv(pair, `?q=${encodeURIComponent(CANARY)}`);
    // From the trusted proxy (TRUST_PROXY=loopback here), with the proxy's own trace id.
    const contact = await http("POST", "/contact", { body: urlencoded({ _form: "contact", _started: startedTenSecondsAgo(), website: "", name: "Canary", email: CANARY, message: `write to ${CANARY}` }), headers: { "X-Forwarded-For": "198.51.100.8", "X-Request-Id": "proxy-trace-canary-01" } });
    await http("POST", "/newsletter", { body: urlencoded({ _form: "newsletter", _started: startedTenSecondsAgo(), website: "", email: CANARY }), headers: { "X-Forwarded-For": "198.51.100.8" } });
    await http("GET", `/thank-you?email=${encodeURIComponent(CANARY)}`);
    const logs = server.logs();
    expect(logs).toMatch(/"reqId":/); // the access log is there...
    for (const secret of [CANARY, encodeURIComponent(CANARY), CANARY.split("@")[0]!, CANARY_PASSWORD, PASSWORD])
      expect(logs.includes(secret), `found ${secret} in the logs`).toBe(false); // ...without them
    // The stored lead is logged with the id of its request (the one the visitor's answer carried),
    // and no line holds a client's full address: login attempts name its network only.
    const lines = logs.split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    const reqId = contact.headers["x-request-id"];
    expect(reqId).toBe("proxy-trace-canary-01");
    expect(lines).toContainEqual(expect.objectContaining({ msg: "lead stored", form: "contact", reqId }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: "admin login attempt", reqId: expect.any(String), network: expect.stringMatching(/\.0\/24$/) }));
    expect(logs).not.toContain("198.51.100.8");
    // Every login in this file came from a 203.0.113.N address (freshIp): none of them is logged whole.
    expect(logs).not.toMatch(/203\.0\.113\.[1-9]/);
    expect(logs).not.toMatch(/"ip":/);
    expect(await store.find("brochure_signups", CANARY)).toHaveLength(1); // it was really submitted
  });
});

describe("admin posts that are not forms", () => {
  it("answer 415 or 400 with a message, never a 500 or a stack trace: sign-in, delete and logout", async () => {
    const { pair } = sessionCookie(await login());
    const id = Number((await store.find("brochure_signups", "plain-1@example.com"))[0]!.id);
    const bodies: [string, string, number][] = [
      ["text/plain", "password=x", 415],
      ["application/json", JSON.stringify({ password: "x" }), 415],
      ["multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"password\"\r\n\r\nx\r\n--z", 400],
      ["multipart/form-data", "no boundary at all", 400],
    ];
    const before = server.logs().length;
    for (const [type, body, status] of bodies) {
      const signIn = await http("POST", "/admin/leads", { body, headers: { ...HTTPS, "X-Forwarded-For": freshIp(), "content-type": type } });
      expect(signIn.status, `sign-in ${type}: ${signIn.body.slice(0, 200)}`).toBe(status);
      expect(signIn.body).not.toMatch(/at .*\.js:\d+|TypeError|stack/);
      const del = await http("POST", `/admin/leads/brochure/${id}`, { body, headers: { ...HTTPS, Cookie: pair, "content-type": type } });
      expect(del.status, `delete ${type}: ${del.body.slice(0, 200)}`).toBe(status);
    }
    expect(await store.find("brochure_signups", "plain-1@example.com")).toHaveLength(1); // nothing deleted
    expect(server.logs().slice(before)).not.toMatch(/"level":"error"/);
  });

  it("every admin action reads its body through the one admin form reader: 415, 400, 413, and no NUL stored", async () => {
    const { pair } = sessionCookie(await login());
    const retreats = await http("GET", "/admin/retreats", { headers: { ...HTTPS, Cookie: pair } });
    const slug = /href="\/admin\/retreats\/([a-z0-9-]+)"/.exec(retreats.body.replace(/href="\/admin\/retreats\/new"/g, ""))?.[1];
    const leads = await http("GET", "/admin/leads", { headers: { ...HTTPS, Cookie: pair } });
    const person = /href="\/admin\/leads\/(\d+)"/.exec(leads.body)?.[1];
    const brochureId = Number((await store.find("brochure_signups", "plain-2@example.com"))[0]!.id);
    expect(slug && person, "an edition and a lead to post to").toBeTruthy();
    const actions = [
      `/admin/retreats/${slug}`,
      "/admin/retreats/new",
      `/admin/leads/${person}`,
      `/admin/leads/brochure/${brochureId}`,
      "/admin/spam",
      "/admin/photos/home/hero-1",
    ];
    const bodies: [string, string, number][] = [
      ["text/plain", "intent=save", 415],
      ["application/json", JSON.stringify({ intent: "save" }), 415],
      ["multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"intent\"\r\n\r\nx\r\n--z", 400],
      ["application/x-www-form-urlencoded", "intent=save&name=Goa%00retreat&note=a%00b", 400],
      ["application/x-www-form-urlencoded", `note=${"a".repeat(20 * 1024)}`, 413],
    ];
    // The edition's form and its history: what a stored change would alter.
    const edition = async () => /<form id="edition-[\s\S]*?<\/section>/.exec((await http("GET", `/admin/retreats/${slug}`, { headers: { ...HTTPS, Cookie: pair } })).body)?.[0];
    const editionBefore = await edition();
    expect(editionBefore).toContain("History");
    const before = server.logs().length;
    for (const path of actions)
      for (const [type, body, status] of bodies) {
        // The photo slot streams a multipart upload to its own reader, which refuses it as well.
        const res = await http("POST", path, { body, headers: { ...HTTPS, Cookie: pair, Origin: own(), "content-type": type } });
        expect(res.status, `${path} ${type} ${body.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(status);
        expect(res.body).not.toMatch(/at .*\.js:\d+|TypeError|stack/);
      }
    expect(server.logs().slice(before)).not.toMatch(/"level":"error"/);
    expect(await store.find("brochure_signups", "plain-2@example.com")).toHaveLength(1);
    expect(await edition()).toBe(editionBefore);
  });

  it("a delete whose returnTo carries CR/LF redirects to the list (no 500, no header injection)", async () => {
    const { pair } = sessionCookie(await login());
    await signUp("Return Crlf", "return-crlf@example.com");
    const id = Number((await store.find("brochure_signups", "return-crlf@example.com"))[0]!.id);
    const del = await http("POST", `/admin/leads/brochure/${id}`, {
      body: urlencoded({ returnTo: "/admin/leads?q=x\r\nSet-Cookie: evil=1" }),
      headers: { ...HTTPS, Cookie: pair, Origin: own() },
    });
    expect(del.status).toBe(302);
    expect(del.headers.location).toBe("/admin/leads");
    expect(del.headers["set-cookie"] ?? []).not.toEqual(expect.arrayContaining([expect.stringContaining("evil")]));
    expect(await store.find("brochure_signups", "return-crlf@example.com")).toHaveLength(0);
  });
});

describe("headers", () => {
  it("sends HSTS over HTTPS only, and X-Content-Type-Options once on the brochure", async () => {
    expect((await http("GET", "/faq")).headers["strict-transport-security"]).toBeUndefined();
    expect((await http("GET", "/faq", { headers: HTTPS })).headers["strict-transport-security"]).toMatch(/max-age=63072000/);
    const brochure = await http("GET", "/brochures/goa-2025.pdf");
    expect(brochure.status).toBe(200);
    // node:http joins a repeated header with ", ": once means exactly "nosniff".
    expect(brochure.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses to start with an ADMIN_PASSWORD_HASH below the scrypt floor, saying why", async () => {
    const weak = spawnSync(process.execPath, ["server/index.mjs"], {
      env: { ...process.env, BUILD_DIR: process.env.REL_BUILD_DIR!, PORT: "0", ADMIN_PASSWORD_HASH: passwordHash, ADMIN_ALLOW_WEAK_HASH: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/ADMIN_PASSWORD_HASH is refused: its scrypt parameters \(N=2\^14, r=8, p=1\) are below the floor/);
  });
});

describe("rate limits on IPv6", () => {
  it("key on the /64: rotating the last 64 bits earns no fresh sign-in guesses", async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push((await login(`v6-wrong-${i}`, { "X-Forwarded-For": `2001:db8:64:64::${i.toString(16)}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another /64 is another client.
    expect((await login(`v6-wrong-7`, { "X-Forwarded-For": "2001:db8:64:65::1" })).status).toBe(401);
  });
});

describe("the forms' rate limit", () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startApp({ env: { TRUST_PROXY: "loopback", FORM_RATE_LIMIT_PER_MINUTE: "2" } });
  });
  afterAll(async () => {
    await limited?.stop();
    if (limited) fs.rmSync(limited.dataDir, { recursive: true, force: true });
  });
  const post = (path: string, fields: Record<string, string>, ip: string) =>
    http("POST", path, { base: limited.url, body: urlencoded(fields), headers: { "X-Forwarded-For": ip } });
  const contact = (i: number) => ({ _form: "contact", _started: String(Date.now() - 10_000), website: "", name: `Contact ${i}`, email: `contact-${i}@example.com`, phone: "+91 98100 00000", message: "Hello there, a question about the retreats." });

  it("answers its 429 with Retry-After on every form page, with and without JavaScript", async () => {
    for (const [path, fields] of [
      ["/contact", contact(1)],
      [BROCHURE_PATH, brochureFields({ name: "Limit Me", email: "limit@example.com", phone: "+91 98100 00000" })],
      ["/contact.data", { ...contact(2), _js: "1" }],
    ] as [string, Record<string, string>][]) {
      const ip = `198.51.100.${60 + path.length}`;
      await withinOneRateWindow();
      await post(path, fields, ip);
      await post(path, fields, ip);
      const third = await post(path, fields, ip);
      expect(third.status, `${path}: ${third.body.slice(0, 200)}`).toBe(429);
      expect(third.headers["retry-after"], path).toMatch(/^\d+$/);
    }
  });

  it("keys an IPv6 client on its /64: rotating addresses inside it earns nothing", async () => {
    const statuses = [];
    await withinOneRateWindow();
    for (let i = 1; i <= 3; i++) statuses.push((await post("/contact", contact(10 + i), `2001:db8:aa:bb::${i}`)).status);
    expect(statuses.slice(0, 2).every((s) => s !== 429)).toBe(true);
    expect(statuses[2]).toBe(429);
  });
});

// Last: after it, the hourly login budget is spent for every address.
describe("login throttling", () => {
  it("checks one guess per address at a time: 1,000 parallel guesses from one address are 1 check and 999 quick refusals", async () => {
    const ip = freshIp();
    const guesses = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        http("POST", "/admin/leads", { body: urlencoded({ password: i === 0 ? CANARY_PASSWORD : `wrong-${i}` }), headers: { ...HTTPS, "X-Forwarded-For": ip } }),
      ),
    );
    const by = (s: number) => guesses.filter((g) => g.status === s).length;
    expect(guesses.every((g) => g.status === 401 || g.status === 429), JSON.stringify([...new Set(guesses.map((g) => g.status))])).toBe(true);
    expect(by(401)).toBeLessThanOrEqual(5); // ADMIN_THROTTLE_PER_IP_PER_MINUTE
    expect(by(429)).toBeGreaterThanOrEqual(995);
    expect(guesses.find((g) => g.status === 429)?.headers["retry-after"]).toBeDefined();
    // Five failures from one address: even the right password waits a minute there.
    for (let i = by(401); i < 5; i++) expect((await login(`more-${i}`, { "X-Forwarded-For": ip })).status).toBe(401);
    const refused = await login(PASSWORD, { "X-Forwarded-For": ip });
    expect(refused.status).toBe(429);
    // A minute from the latest failure (which may have come early in the flood, as a check ends
    // and a later guess of the same flood is read).
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("never keeps the organiser out: past 100 failures an hour from other addresses, and during a flood from 300", async () => {
    // The organiser signed in before from this browser: the known-browser cookie.
    const earlier = await login();
    const known = (earlier.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-retreatly_known="))!.split(";")[0]!;
    // 120 failures from 120 addresses, 20 at a time (such an attack must not fill the hour's
    // budget of 100 and leave the organiser with 429 and Retry-After: 3600).
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => http("POST", "/admin/leads", { body: urlencoded({ password: `slow-${batch}-${i}` }), headers: { ...HTTPS, "X-Forwarded-For": `10.20.${batch}.${i + 1}` } })),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 401)).toEqual([]);
    }
    // A new browser from a new address, with the right password: in.
    expect((await login(PASSWORD, { "X-Forwarded-For": "192.0.2.200" })).status).toBe(302);
    // A failing address is slowed to one guess now.
    expect((await login("slow-again", { "X-Forwarded-For": "10.20.0.1" })).status).toBe(429);

    // 300 addresses at once (a botnet), and the organiser's known browser in the middle of it.
    const flood = Array.from({ length: 300 }, (_, i) =>
      http("POST", "/admin/leads", { body: urlencoded({ password: `botnet-${i}` }), headers: { ...HTTPS, "X-Forwarded-For": `10.${(i >> 8) & 255}.${i & 255}.9` } }),
    );
    const organiser = await login(PASSWORD, { "X-Forwarded-For": "192.0.2.201", Cookie: known });
    const spread = await Promise.all(flood);
    expect(organiser.status).toBe(302);
    const statuses = new Set(spread.map((g) => g.status));
    expect([...statuses].every((s) => s === 401 || s === 429 || s === 503), JSON.stringify([...statuses])).toBe(true);
    // Those the password queue could not take are refused at once with a time to come back.
    for (const busy of spread.filter((g) => g.status === 503)) expect(busy.headers["retry-after"]).toBe("5");
    // After it, the organiser from yet another new address and browser: in.
    expect((await login(PASSWORD, { "X-Forwarded-For": "192.0.2.202" })).status).toBe(302);
  });
});
