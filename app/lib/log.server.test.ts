import { afterEach, describe, expect, it, vi } from "vitest";
import { log, networkOf } from "./log.server";

function capture() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((m: string | Uint8Array) => {
    for (const l of String(m).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
    return true;
  });
  return lines;
}
afterEach(() => vi.restoreAllMocks());

describe("app log lines", () => {
  it("are the server's JSON lines, with the request id the request carries", () => {
    const lines = capture();
    const request = new Request("http://localhost/contact", { headers: { "X-Request-Id": "req-1234abcd" } });
    log.info("lead stored", { form: "contact", id: 7 }, request);
    log.warn("no request here", { n: 1 });
    expect(lines[0]).toMatchObject({ level: "info", service: "retreatly", reqId: "req-1234abcd", form: "contact", id: 7, msg: "lead stored" });
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
    expect(lines[1]).toMatchObject({ level: "warn", msg: "no request here", n: 1 });
    expect(lines[1]).not.toHaveProperty("reqId");
  });

  it("redact personal fields if a caller passes them anyway", () => {
    const lines = capture();
    log.error("careless", { email: "someone@example.com", name: "Zoë", phone: "+91 98100 00000" });
    expect(lines[0]).toMatchObject({ email: "[redacted]", name: "[redacted]", phone: "[redacted]" });
  });
});

describe("networkOf", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /48, never the host", () => {
    expect(networkOf("203.0.113.57")).toBe("203.0.113.0/24");
    expect(networkOf("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(networkOf("2001:db8:85a3:1234:0:8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(networkOf("2001:0DB8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
    expect(networkOf("unknown")).toBe("unknown");
  });
});
