import { describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/db/db.server";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { ATTEMPT_SUCCEEDED, lockoutMs, markAttemptSucceeded, reserveLoginAttempt } from "./throttle.server";

const LIMITS = { perIpPerMinute: 5, totalPerHour: 100 };
const at = (base: number, seconds: number) => new Date(base + seconds * 1000);

describe("lockoutMs", () => {
  it("is nothing below the allowance, then a minute doubled at every further allowance, at most an hour", () => {
    expect([0, 4].map((f) => lockoutMs(f, 5))).toEqual([0, 0]);
    expect([5, 9, 10, 15, 20].map((f) => lockoutMs(f, 5) / 60_000)).toEqual([1, 1, 2, 4, 8]);
    expect(lockoutMs(500, 5)).toBe(3_600_000);
    expect([1, 2, 3, 7, 50].map((f) => lockoutMs(f, 1) / 60_000)).toEqual([1, 2, 4, 60, 60]);
  });
});

describe.each(dialects)("login throttle on %s", (dialect) => {
  const t = useTestDb(dialect);

  it("gives an address 5 failures, then waits of 1, 2, 4 minutes after its latest failure", async () => {
    const base = Date.parse("2026-01-10T10:00:00Z");
    const ip = "198.51.100.1";
    for (let i = 0; i < 5; i++) expect((await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, i) })).allowed).toBe(true);
    const refused = await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 10) });
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 54 }); // a minute after the 5th, at 4 s
    // A minute after the latest failure: one more guess each minute until the 10th failure.
    for (let i = 0; i < 5; i++) expect((await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 64 + 60 * i) })).allowed).toBe(true);
    expect((await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 64 + 60 * 5) })).allowed).toBe(false);
    // 10 failures: two minutes now.
    expect(await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 304 + 60) })).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    expect((await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 304 + 120) })).allowed).toBe(true);
  });

  it("never refuses another address for failures elsewhere: 150 failing addresses, then the organiser's first try passes", async () => {
    const base = Date.parse("2026-01-11T10:00:00Z");
    for (let i = 0; i < 150; i++) {
      const r = await reserveLoginAttempt(t.db, `10.1.${i >> 8}.${i & 255}`, LIMITS, { now: at(base, i / 10) });
      expect(r.allowed).toBe(true);
    }
    const organiser = await reserveLoginAttempt(t.db, "203.0.113.77", LIMITS, { now: at(base, 31) });
    expect(organiser).toMatchObject({ allowed: true, overloaded: true, failuresBefore: 0 });
  });

  it("slows every failing address to one guess, growing, once the hour's total is passed; a known browser keeps 5", async () => {
    const base = Date.parse("2026-01-12T10:00:00Z");
    const limits = { perIpPerMinute: 5, totalPerHour: 3 };
    for (const ip of ["10.2.0.1", "10.2.0.2", "10.2.0.3"]) await reserveLoginAttempt(t.db, ip, limits, { now: at(base, 0) });
    // Overloaded: one failure is this address's allowance now.
    const first = await reserveLoginAttempt(t.db, "10.2.0.9", limits, { now: at(base, 1) });
    expect(first).toMatchObject({ allowed: true, overloaded: true });
    expect(await reserveLoginAttempt(t.db, "10.2.0.9", limits, { now: at(base, 2) })).toMatchObject({ allowed: false, retryAfterSeconds: 59 });
    expect((await reserveLoginAttempt(t.db, "10.2.0.9", limits, { now: at(base, 61) })).allowed).toBe(true);
    expect(await reserveLoginAttempt(t.db, "10.2.0.9", limits, { now: at(base, 62) })).toMatchObject({ allowed: false, retryAfterSeconds: 119 });
    // The organiser's known browser, after a mistyped password, is not slowed.
    expect((await reserveLoginAttempt(t.db, "10.2.0.50", limits, { now: at(base, 3), knownBrowser: true })).allowed).toBe(true);
    expect((await reserveLoginAttempt(t.db, "10.2.0.50", limits, { now: at(base, 4), knownBrowser: true })).allowed).toBe(true);
  });

  it("forgets an address's failures once it signs in successfully", async () => {
    const base = Date.parse("2026-01-13T10:00:00Z");
    const ip = "198.51.100.2";
    for (let i = 0; i < 4; i++) await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, i) });
    const ok = await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 5) });
    if (!ok.allowed) throw new Error("expected allowed");
    await markAttemptSucceeded(t.db, ok.id);
    const row = await t.db.selectFrom("admin_login_attempts").select("succeeded").where("id", "=", ok.id).executeTakeFirstOrThrow();
    expect(Number(row.succeeded)).toBe(ATTEMPT_SUCCEEDED);
    for (let i = 0; i < 5; i++) expect((await reserveLoginAttempt(t.db, ip, LIMITS, { now: at(base, 6 + i) })).allowed).toBe(true);
  });

  it("lets no more than 5 of 20 parallel guesses from one address through, across two server instances", async () => {
    const other = openDatabase(dialect === "postgres" ? { url: t.url } : { file: t.file }, { migrate: false }).db;
    try {
      const now = new Date("2026-01-14T10:00:00Z");
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => reserveLoginAttempt(i % 2 ? other : t.db, "198.51.100.3", LIMITS, { now })));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    } finally {
      await other.destroy();
    }
  });

  it("keeps a day of attempts: any attempt, a refused guess included, clears older addresses", async () => {
    const now = Date.parse("2026-01-15T10:00:00Z");
    const limits = { perIpPerMinute: 1, totalPerHour: 100 };
    expect((await reserveLoginAttempt(t.db, "192.0.2.52", limits, { now: at(now, -10) })).allowed).toBe(true);
    await reserveLoginAttempt(t.db, "192.0.2.50", limits, { now: at(now, -86_401) });
    await reserveLoginAttempt(t.db, "192.0.2.51", limits, { now: at(now, -3600) });
    const ips = async () => (await t.db.selectFrom("admin_login_attempts").select("ip").execute()).map((r) => r.ip);
    expect(await ips()).toContain("192.0.2.50");
    // A guess over the per-address limit: refused, and it still clears the day-old row.
    expect((await reserveLoginAttempt(t.db, "192.0.2.52", limits, { now: at(now, 0) })).allowed).toBe(false);
    expect(await ips()).not.toContain("192.0.2.50");
    expect(await ips()).toContain("192.0.2.51");
  });
});
