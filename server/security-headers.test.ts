import { describe, expect, it } from "vitest";
import { newNonce, securityHeaders } from "./security-headers.mjs";

describe("security headers", () => {
  it("gives every request its own 128-bit nonce, also across refills of the random block", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });

  it("puts the request's nonce in the policy and sends the fixed headers", () => {
    const headers: Record<string, string> = {};
    const res = {
      locals: { client: { secure: true } } as Record<string, unknown>,
      setHeader: (k: string, v: string) => (headers[k] = v),
      removeHeader: () => {},
    };
    let called = false;
    securityHeaders({}, res, () => (called = true));
    expect(called).toBe(true);
    expect(headers["Content-Security-Policy"]).toBe(
      `default-src 'self'; script-src 'nonce-${res.locals.cspNonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; media-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'; worker-src 'self' blob:; upgrade-insecure-requests`,
    );
    expect(headers["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(Object.keys(headers)).toHaveLength(9);
  });

  it("sends HSTS only over HTTPS: a plain-HTTP response never carries it", () => {
    const headers: Record<string, string> = {};
    const res = { locals: { client: { secure: false } } as Record<string, unknown>, setHeader: (k: string, v: string) => (headers[k] = v), removeHeader: () => {} };
    securityHeaders({}, res, () => {});
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
    expect(headers["Content-Security-Policy"]).not.toContain("upgrade-insecure-requests");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(Object.keys(headers)).toHaveLength(8);
  });
});
