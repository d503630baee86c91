import { describe, expect, it } from "vitest";
import { checkSameOrigin, clientIp } from "./auth.server";

const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/admin/logout", { method: "POST", headers });

async function status(fn: () => void) {
  try {
    fn();
    return 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("checkSameOrigin", () => {
  it("lets same-origin browser posts and header-less clients through", async () => {
    expect(await status(() => checkSameOrigin(post({ Origin: "http://127.0.0.1:3000", "Sec-Fetch-Site": "same-origin" })))).toBe(200);
    expect(await status(() => checkSameOrigin(post({})))).toBe(200);
    expect(await status(() => checkSameOrigin(post({ "Sec-Fetch-Site": "none" })))).toBe(200);
  });

  it("refuses another origin or a cross-site / same-site fetch", async () => {
    expect(await status(() => checkSameOrigin(post({ Origin: "https://evil.example" })))).toBe(403);
    expect(await status(() => checkSameOrigin(post({ Origin: "null" })))).toBe(403);
    expect(await status(() => checkSameOrigin(post({ "Sec-Fetch-Site": "cross-site" })))).toBe(403);
    // A sibling subdomain is "same-site" but not "same-origin": refused too.
    expect(await status(() => checkSameOrigin(post({ "Sec-Fetch-Site": "same-site" })))).toBe(403);
  });
});

describe("clientIp", () => {
  it("uses the server's req.ip when given, one shared bucket otherwise", () => {
    expect(clientIp({ clientIp: "203.0.113.9" })).toBe("203.0.113.9");
    expect(clientIp({})).toBe("unknown");
    expect(clientIp(undefined)).toBe("unknown");
  });
});
