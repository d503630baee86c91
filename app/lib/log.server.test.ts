import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, log, networkOf } from "./log.server";

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

describe("errorFields", () => {
  it("keeps an error's name, code and text, with e-mail addresses and phone numbers blotted out", () => {
    const e = Object.assign(new Error('duplicate key value: Key (email)=(priya.s@example.com) phone +91 98100 12345'), { code: "23505" });
    const fields = errorFields(e);
    expect(fields).toMatchObject({ error: "Error", code: "23505" });
    const all = JSON.stringify(fields);
    expect(all).not.toContain("priya.s@example.com");
    expect(all).not.toContain("98100 12345");
    expect(fields.message).toBe("duplicate key value: Key (email)=([email]) phone [number]");
    // A stack's paths (scoped packages included) stay readable.
    expect(errorFields({ name: "TypeError", message: "x", stack: "TypeError: x\n    at f (/app/node_modules/@react-router/node/dist/index.js:12:3)" }).stack).toContain("@react-router/node");
    expect(errorFields("plain text with a@b.example")).toMatchObject({ error: "Error", message: "plain text with [email]" });
  });
});

describe("networkOf", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /32, never the host", () => {
    expect(networkOf("203.0.113.57")).toBe("203.0.113.0/24");
    expect(networkOf("2001:db8:85a3:1234:0:8a2e:370:7334")).toBe("2001:db8::/32");
    expect(networkOf("2001:0DB8::1")).toBe("2001:db8::/32");
    expect(networkOf("::1")).toBe("::/32");
  });

  it("reads IPv4-mapped addresses in every spelling as the IPv4 address they carry", () => {
    expect(networkOf("::ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(networkOf("0:0:0:0:0:ffff:198.51.100.9")).toBe("198.51.100.0/24");
    expect(networkOf("::ffff:c633:6409")).toBe("198.51.100.0/24");
  });

  it("drops a port, brackets or a zone id, and never echoes what is not an address", () => {
    expect(networkOf("203.0.113.5:51234")).toBe("203.0.113.0/24");
    expect(networkOf("[2001:db8::1]:443")).toBe("2001:db8::/32");
    expect(networkOf("fe80::1%eth0")).toBe("fe80::/32");
    for (const junk of ["unknown", "", "a@b.example:x:y", "not an ip", "203.0.113", "999.1.1.1"]) expect(networkOf(junk)).toBe("unknown");
  });
});
