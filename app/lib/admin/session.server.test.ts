import { describe, expect, it } from "vitest";
import { clearSessionCookie, cookieName, hashToken, newSessionToken, readSessionToken, readSessionTokens, serializeSessionCookie } from "./session.server";

describe("session tokens", () => {
  it("are 256 bits of randomness, base64url, and never repeat", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const t of [...tokens].slice(0, 10)) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(t, "base64url").length).toBe(32);
    }
  });

  it("are stored as a SHA-256 hash, not as themselves", () => {
    const t = newSessionToken();
    expect(hashToken(t)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(t)).not.toContain(t);
  });
});

describe("session cookie", () => {
  const http = new Request("http://localhost/admin/leads");
  const https = new Request("https://retreatly.example/admin/leads");

  it("over HTTP: HttpOnly, SameSite=Strict, Path=/admin, no Secure", () => {
    const c = serializeSessionCookie(http, "x".repeat(43), 43200);
    expect(c).toMatch(/^retreatly_admin=x{43}; Max-Age=43200; /);
    expect(c).toContain("HttpOnly");
    expect(c).toContain("SameSite=Strict");
    expect(c).toContain("Path=/admin");
    expect(c).not.toContain("Secure");
  });

  it("over HTTPS: the __Host- prefix with Secure and Path=/ (the prefix requires both)", () => {
    const c = serializeSessionCookie(https, "y".repeat(43), 60);
    expect(c).toMatch(/^__Host-retreatly_admin=/);
    expect(c).toContain("Secure");
    expect(c).toContain("Path=/;");
    expect(c).not.toContain("Domain");
    expect(clearSessionCookie(https)).toContain("Max-Age=0");
  });

  it("reads only its own cookie and only a well-formed token", () => {
    const token = newSessionToken();
    const req = (cookie: string, url = "http://localhost/admin/leads") => new Request(url, { headers: { Cookie: cookie } });
    expect(readSessionToken(req(`a=1; retreatly_admin=${token}; b=2`))).toBe(token);
    expect(readSessionToken(req("retreatly_admin=not-a-token"))).toBe("");
    expect(readSessionToken(req("other=1"))).toBeNull();
    // Over HTTPS the unprefixed name (which a plain-HTTP response could plant) is ignored.
    expect(readSessionToken(req(`retreatly_admin=${token}`, "https://x.example/admin/leads"))).toBeNull();
    expect(cookieName(https)).toBe("__Host-retreatly_admin");
    // Two cookies of the same name (different paths): both are candidates, not just the first.
    const other = newSessionToken();
    expect(readSessionTokens(req(`retreatly_admin=${other}; retreatly_admin=${token}`)).tokens).toEqual([other, token]);
  });
});
