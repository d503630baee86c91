import { describe, expect, it } from "vitest";
import { dayBounds, now, siteTimeZone, today } from "./clock.server";

describe("the clock", () => {
  it("says today is SITE_TODAY when set, else the real date in the organiser's zone (Asia/Kolkata by default)", () => {
    expect(today({ SITE_TODAY: "2026-01-20" })).toBe("2026-01-20");
    expect(today({}, new Date("2026-11-26T19:00:00Z"))).toBe("2026-11-27");
    expect(today({ SITE_TIME_ZONE: "Europe/London" }, new Date("2026-11-26T19:00:00Z"))).toBe("2026-11-26");
    expect(siteTimeZone({})).toBe("Asia/Kolkata");
  });

  it("moves now by whole days onto SITE_TODAY, keeping the time of day, and leaves it alone otherwise", () => {
    const real = new Date("2026-11-27T03:00:00.000Z"); // 08:30 on 27 November in India
    expect(now({}, real)).toBe(real);
    expect(now({ SITE_TODAY: "2026-11-27" }, real)).toBe(real);
    expect(now({ SITE_TODAY: "2025-11-01" }, real).toISOString()).toBe("2025-11-01T03:00:00.000Z");
    // Real 20:00 UTC on 26 November is already the 27th in India: a pin on the 27th does not move it.
    expect(now({ SITE_TODAY: "2026-11-27" }, new Date("2026-11-26T20:00:00Z")).toISOString()).toBe("2026-11-26T20:00:00.000Z");
    expect(today({ SITE_TODAY: "2025-11-01" }, now({ SITE_TODAY: "2025-11-01" }, real))).toBe("2025-11-01");
  });

  it("gives SQL the UTC instants an organiser's day begins and ends, in a zone without and with summer time", () => {
    expect(dayBounds("2025-12-10", "Asia/Kolkata")).toEqual({ start: "2025-12-09T18:30:00.000Z", end: "2025-12-10T18:30:00.000Z" });
    // The day London's clocks go forward is 23 hours long.
    expect(dayBounds("2025-03-30", "Europe/London")).toEqual({ start: "2025-03-30T00:00:00.000Z", end: "2025-03-30T23:00:00.000Z" });
  });

  it("refuses a bad SITE_TODAY or SITE_TIME_ZONE with a message naming it", () => {
    expect(() => today({ SITE_TODAY: "2026-02-30" })).toThrow(/SITE_TODAY/);
    expect(() => today({ SITE_TODAY: "tomorrow" })).toThrow(/SITE_TODAY/);
    expect(() => today({ SITE_TIME_ZONE: "Mars/Olympus" })).toThrow(/SITE_TIME_ZONE/);
  });
});
