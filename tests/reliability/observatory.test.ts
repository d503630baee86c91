import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/admin/password.server";
import { gradeCookies, gradeCsp, gradeObservatory, gradeSri } from "./observatory";
import { startApp, type RunningServer } from "./support/app";
import { installObservatory } from "../../scripts/install-observatory.mjs";

/**
 * The real MDN HTTP Observatory (@mdn/mdn-http-observatory 1.4.8, scripts/install-observatory.mjs)
 * scans the site the way it runs in production (compose.yaml): behind Caddy, which terminates
 * TLS (here with its internal CA, trusted through NODE_EXTRA_CA_CERTS) and redirects http to
 * https, on ports 80 and 443 of localhost (the scanner scans nothing else). Its JSON goes to the
 * test log. The scanner reads one page, the home page; the hand-written scorer (./observatory.ts,
 * the Observatory's published rules) must agree with it there, and grades the other pages and
 * the admin's cookies, which the scanner never sees.
 */
let server: RunningServer;
let caddy: ChildProcess | undefined;
let caddyDir: string;
let caddyLog = "";

/**
 * Ports 80 and 443 belong to the machine, not to this run: a second test run on the same machine
 * (two clones validated side by side) takes its turn through this lock instead of failing to
 * bind. The lock is a folder (mkdir is atomic) holding its owner's pid; a dead owner's is taken over.
 */
const PORTS_LOCK = path.join(os.tmpdir(), "retreatly-ports-80-443.lock");
async function lockPorts() {
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(PORTS_LOCK);
      fs.writeFileSync(path.join(PORTS_LOCK, "pid"), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(fs.readFileSync(path.join(PORTS_LOCK, "pid"), { encoding: "utf8", flag: "a+" }) || 0);
    if (owner && !isAlive(owner)) fs.rmSync(PORTS_LOCK, { recursive: true, force: true });
    else if (Date.now() > deadline) throw new Error(`ports 80 and 443 are still held by another test run (pid ${owner}, ${PORTS_LOCK})`);
    else await new Promise((r) => setTimeout(r, 1000));
  }
}
function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
function unlockPorts() {
  const owner = fs.existsSync(path.join(PORTS_LOCK, "pid")) ? Number(fs.readFileSync(path.join(PORTS_LOCK, "pid"), "utf8")) : 0;
  if (owner === process.pid) fs.rmSync(PORTS_LOCK, { recursive: true, force: true });
}

async function startCaddy(port: number) {
  caddyDir = fs.mkdtempSync(path.join(os.tmpdir(), "observatory-caddy-"));
  const caddyfile = path.join(caddyDir, "Caddyfile");
  fs.writeFileSync(caddyfile, `{\n\tskip_install_trust\n\tadmin off\n}\nlocalhost {\n\ttls internal\n\treverse_proxy 127.0.0.1:${port}\n}\n`);
  for (let attempt = 0; attempt < 2; attempt++) {
    caddyLog = "";
    caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
      cwd: caddyDir,
      env: { PATH: process.env.PATH!, HOME: caddyDir, XDG_DATA_HOME: caddyDir, XDG_CONFIG_HOME: caddyDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddy.stdout!.on("data", (d) => (caddyLog += d));
    caddy.stderr!.on("data", (d) => (caddyLog += d));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && caddy.exitCode === null && !/certificate obtained successfully/.test(caddyLog)) await new Promise((r) => setTimeout(r, 100));
    if (/certificate obtained successfully/.test(caddyLog)) return;
    // Saving the first certificate sometimes fails on a fresh storage folder: once more.
    await stopCaddy();
  }
  throw new Error(`Caddy did not obtain its internal certificate:\n${caddyLog}`);
}
async function stopCaddy() {
  if (!caddy || caddy.exitCode !== null) return;
  const exited = new Promise((r) => caddy!.once("exit", r));
  caddy.kill("SIGTERM");
  await exited;
}

interface ScanResult {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number; statusCode: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}
let scanned: ScanResult;

beforeAll(async () => {
  const scanner = installObservatory();
  const hash = await hashPassword("observatory password", { N: 2 ** 14, r: 8, p: 1 });
  server = await startApp({ env: { TRUST_PROXY: "loopback", ADMIN_PASSWORD_HASH: hash, ADMIN_ALLOW_WEAK_HASH: "1" } });
  await lockPorts();
  await startCaddy(server.port);
  const run = spawnSync(process.execPath, [path.join(scanner, "src/scan.js"), "localhost"], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(caddyDir, "caddy/pki/authorities/local/root.crt") },
    encoding: "utf8",
    timeout: 60_000,
  });
  console.log(`MDN HTTP Observatory 1.4.8, scan of https://localhost/ behind Caddy:\n${run.stdout}${run.stderr}`);
  scanned = JSON.parse(run.stdout) as ScanResult;
}, 120_000);
afterAll(async () => {
  await stopCaddy();
  unlockPorts();
  if (caddyDir) fs.rmSync(caddyDir, { recursive: true, force: true });
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

describe("the real MDN HTTP Observatory, behind Caddy's TLS", () => {
  it("grades the site A+ with a score of at least 100, every test passed", () => {
    expect(scanned.scan.grade).toBe("A+");
    expect(scanned.scan.score).toBeGreaterThanOrEqual(100);
    const failed = Object.entries(scanned.tests).filter(([, t]) => !t.pass).map(([name, t]) => `${name}: ${t.result}`);
    expect(failed).toEqual([]);
    expect(scanned.tests.redirection!.result).toBe("redirection-to-https");
    expect(scanned.tests["strict-transport-security"]!.result).toMatch(/^hsts-implemented-max-age-at-least-six-months/);
  });

  it("agrees with the hand-written scorer on the home page, test by test", async () => {
    const mine = await grade("/");
    for (const t of mine.tests) {
      const real = scanned.tests[t.test];
      if (!real || t.test === "redirection") continue; // the scorer is given no plain-HTTP request
      expect(`${t.test}: ${t.modifier}`).toBe(`${t.test}: ${real.scoreModifier}`);
    }
  });
});

async function grade(path: string, init: RequestInit = {}) {
  const res = await fetch(new URL(path, server.url), {
    redirect: "manual",
    ...init,
    headers: { "X-Forwarded-Proto": "https", ...(init.headers as Record<string, string>) },
  });
  const html = (res.headers.get("content-type") ?? "").includes("text/html") ? await res.text() : null;
  const result = gradeObservatory({ url: new URL(path, "https://retreatly.example").href, headers: res.headers, setCookies: res.headers.getSetCookie(), html });
  return { res, ...result };
}

describe("MDN HTTP Observatory score", () => {
  for (const path of ["/", "/retreats/goa-2025", "/faq", "/admin/leads", "/no-such-page"]) {
    it(`${path} scores A+ (>= 100)`, async () => {
      const r = await grade(path, { headers: { "X-Forwarded-Proto": "https" } });
      const summary = r.tests.map((t) => `${t.test}: ${t.result} (${t.modifier})`).join("\n");
      expect(r.score, summary).toBeGreaterThanOrEqual(100);
      expect(r.grade).toBe("A+");
      // The explicit demands, beyond the total.
      const csp = r.res.headers.get("content-security-policy")!;
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(Number(/max-age=(\d+)/.exec(r.res.headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(r.res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.tests.find((t) => t.test === "referrer-policy")?.modifier).toBe(5);
      expect(r.tests.find((t) => t.test === "cookies")?.modifier).toBeGreaterThanOrEqual(0);
    });
  }

  it("the admin login answer (a failed attempt) scores A+ and sets no insecure cookie", async () => {
    const r = await grade("/admin/leads", {
      method: "POST",
      body: new URLSearchParams({ password: "not-the-password" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(r.res.status).toBe(401);
    const summary = r.tests.map((t) => `${t.test}: ${t.result} (${t.modifier})`).join("\n");
    expect(r.score, summary).toBeGreaterThanOrEqual(100);
    for (const c of r.res.headers.getSetCookie()) expect(c).toMatch(/;\s*Secure/i);
  });
});

describe("MDN HTTP Observatory score of a successful admin login", () => {
  it("sets the session cookie Secure, HttpOnly and SameSite (cookies +5) and scores A+", async () => {
    const r = await grade("/admin/leads", {
      method: "POST",
      body: new URLSearchParams({ password: "observatory password" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(r.res.status).toBe(302);
    expect(r.res.headers.getSetCookie().some((c) => c.startsWith("__Host-retreatly_admin="))).toBe(true);
    const cookies = r.tests.find((t) => t.test === "cookies")!;
    expect(cookies.result).toBe("cookies-secure-with-httponly-sessions-and-samesite");
    expect(r.score, r.tests.map((t) => `${t.test}: ${t.result} (${t.modifier})`).join("\n")).toBeGreaterThanOrEqual(100);
  });
});

describe("the scorer itself (so a weakened header would fail the test above)", () => {
  it("penalises unsafe CSPs and rewards strict ones as the Observatory does", () => {
    expect(gradeCsp(null).modifier).toBe(-25);
    expect(gradeCsp("default-src 'self'; script-src 'self' 'unsafe-inline'").modifier).toBe(-20);
    expect(gradeCsp("default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'").modifier).toBe(-10);
    expect(gradeCsp("default-src 'self'; script-src https:").modifier).toBe(-20);
    // 'unsafe-inline' beside a nonce is ignored by browsers and by the Observatory.
    expect(gradeCsp("default-src 'self'; script-src 'nonce-abc' 'strict-dynamic' 'unsafe-inline'; object-src 'none'").modifier).toBe(5);
    expect(gradeCsp("default-src 'self'; style-src 'self' 'unsafe-inline'").modifier).toBe(0);
    expect(gradeCsp("default-src 'none'; script-src 'self'").modifier).toBe(10);
  });

  it("grades cookies by their worst flag", () => {
    expect(gradeCookies([], true).modifier).toBe(0);
    expect(gradeCookies(["__Host-admin_session=x; Path=/; Secure; HttpOnly; SameSite=Strict"], true).modifier).toBe(5);
    expect(gradeCookies(["admin_session=x; Path=/; Secure; SameSite=Strict"], true).modifier).toBe(-30);
    expect(gradeCookies(["admin_session=x; Path=/; HttpOnly; SameSite=Strict"], false).modifier).toBe(-40);
    expect(gradeCookies(["pref=x; Path=/; SameSite=Lax"], true).modifier).toBe(-5);
    expect(gradeCookies(["pref=x; Secure; SameSite=Sometimes"], true).modifier).toBe(-20);
  });

  it("grades a page with no helpful header as F", () => {
    const r = gradeObservatory({ url: "https://x.example/", headers: new Headers(), setCookies: [], html: "<p>hi</p>", redirectsToHttps: false });
    // -25 CSP, -20 redirection, -20 HSTS, -5 nosniff, -20 XFO = 10
    expect(r.score).toBe(10);
    expect(r.grade).toBe("F");
  });

  it("penalises third-party scripts without integrity", () => {
    expect(gradeSri('<script src="https://cdn.example/x.js"></script>', "https://a.example/").modifier).toBe(-5);
    expect(gradeSri('<script src="http://cdn.example/x.js"></script>', "https://a.example/").modifier).toBe(-50);
    expect(gradeSri('<script src="/assets/x.js"></script>', "https://a.example/").modifier).toBe(0);
  });
});
