import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/lib/admin/password.server";
import { gradeCookies, gradeCsp, gradeObservatory, gradeSri } from "./observatory";
import { startApp, type RunningServer } from "./support/app";

/**
 * Headers graded with the MDN HTTP Observatory's published scoring (rules and sources in
 * ./observatory.ts). The site runs behind a TLS proxy (docs/operations.md), so requests carry
 * X-Forwarded-Proto: https and the server trusts its loopback proxy: cookies then get Secure,
 * as they would in production.
 */
let server: RunningServer;
beforeAll(async () => {
  const hash = await hashPassword("observatory password", { N: 2 ** 14, r: 8, p: 1 });
  server = await startApp({ env: { TRUST_PROXY: "loopback", ADMIN_PASSWORD_HASH: hash } });
});
afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
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
