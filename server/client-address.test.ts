import { describe, expect, it } from "vitest";
import { clientAddress, compileTrust, limitAddress } from "./client-address.mjs";
import { parseEnv } from "../app/lib/env.server.mjs";

// What Express's req.ip, req.protocol and req.hostname gave, for each TRUST_PROXY setting.
const request = (remoteAddress: string, headers: Record<string, string | string[]> = {}, encrypted = false) =>
  ({ socket: { remoteAddress, encrypted }, connection: { remoteAddress }, headers }) as unknown;

const forwarded = { host: "127.0.0.1:3000", "x-forwarded-for": "203.0.113.9, 10.0.0.2", "x-forwarded-proto": "https, http", "x-forwarded-host": "retreatly.example" };

describe("clientAddress", () => {
  it("ignores forwarded headers unless TRUST_PROXY trusts the peer", () => {
    for (const setting of ["", false]) {
      const c = clientAddress(request("10.0.0.2", forwarded), compileTrust(setting));
      expect(c).toEqual({ ip: "10.0.0.2", protocol: "http", secure: false, hostname: "127.0.0.1", port: 3000 });
    }
  });

  it("believes a trusted proxy: the client's address, the first protocol and host", () => {
    const c = clientAddress(request("10.0.0.2", forwarded), compileTrust(true));
    expect(c).toEqual({ ip: "203.0.113.9", protocol: "https", secure: true, hostname: "retreatly.example", port: undefined });
  });

  it("counts hops: TRUST_PROXY=1 trusts only the nearest proxy", () => {
    const c = clientAddress(request("10.0.0.2", { ...forwarded, "x-forwarded-for": "198.51.100.1, 203.0.113.9" }), compileTrust(1));
    expect(c.ip).toBe("203.0.113.9");
  });

  it("trusts loopback by name, and nothing else then", () => {
    expect(clientAddress(request("127.0.0.1", forwarded), compileTrust("loopback")).ip).toBe("10.0.0.2");
    expect(clientAddress(request("192.0.2.7", forwarded), compileTrust("loopback")).ip).toBe("192.0.2.7");
  });

  it("reads an IPv6 literal host with its port, and a TLS socket as https", () => {
    const c = clientAddress(request("::1", { host: "[::1]:8443" }, true), compileTrust(""));
    expect(c).toMatchObject({ protocol: "https", secure: true, hostname: "[::1]", port: 8443 });
  });
});

describe("limitAddress (the key of the rate limits)", () => {
  it("cuts an IPv6 address to its /64, so one line cannot rotate through its addresses", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:DB8:1:2:0:0:0:9", "2001:db8:1:2::a%eth0"].map(limitAddress);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::"]));
    expect(limitAddress("2001:db8:1:3::1")).toBe("2001:db8:1:3::");
    expect(limitAddress("::1")).toBe("::");
  });

  it("keeps IPv4 as it is, also written as IPv6 by a dual-stack socket", () => {
    expect(limitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("unknown")).toBe("unknown");
  });
});

describe("TRUST_PROXY", () => {
  it("names the proxy: an address or range trusts that peer only, not a client that claims to be one", () => {
    expect(parseEnv({ TRUST_PROXY: "172.31.240.2" }).TRUST_PROXY).toBe("172.31.240.2");
    const trust = compileTrust(parseEnv({ TRUST_PROXY: "172.31.240.2" }).TRUST_PROXY);
    expect(clientAddress(request("172.31.240.2", { ...forwarded, "x-forwarded-for": "203.0.113.9" }), trust)).toMatchObject({ ip: "203.0.113.9", secure: true });
    expect(clientAddress(request("198.51.100.4", forwarded), trust)).toMatchObject({ ip: "198.51.100.4", secure: false });
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(() => parseEnv({ TRUST_PROXY: "caddy" })).toThrow(/TRUST_PROXY must be/);
  });
});
