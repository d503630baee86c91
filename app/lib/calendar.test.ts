import { describe, expect, it } from "vitest";
import { addDays, dayInZone, daysBetween, daysFrom, formatDateTime, hourInZone, isoInZone, isTimeZone, startOfDayInZone } from "./calendar";

describe("days", () => {
  it("adds and counts days across month and year ends", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(daysFrom("2025-12-31", "2026-01-01")).toBe(1);
    expect(daysFrom("2026-01-01", "2025-12-25")).toBe(-7);
  });

  it("lists days inclusively, across month ends", () => {
    expect(daysBetween("2025-11-29", "2025-12-02")).toEqual(["2025-11-29", "2025-11-30", "2025-12-01", "2025-12-02"]);
    expect(daysBetween("2025-12-02", "2025-11-29")).toEqual([]);
  });
});

describe("instants in a time zone", () => {
  it("writes ISO 8601 with the zone's offset, summer time included", () => {
    expect(isoInZone("2025-11-01T08:35:00.000Z", "Asia/Kolkata")).toBe("2025-11-01T14:05:00+05:30");
    expect(isoInZone("2025-10-31T18:30:00.000Z", "Asia/Kolkata")).toBe("2025-11-01T00:00:00+05:30");
    expect(isoInZone("2025-07-01T12:00:00.000Z", "Europe/London")).toBe("2025-07-01T13:00:00+01:00");
    expect(isoInZone("2025-12-01T12:00:00.000Z", "Europe/London")).toBe("2025-12-01T12:00:00+00:00");
    expect(isoInZone("2025-12-01T12:00:00.000Z", "America/New_York")).toBe("2025-12-01T07:00:00-05:00");
    expect(isoInZone("2025-12-01T12:00:00.000Z", "UTC")).toBe("2025-12-01T12:00:00+00:00");
    // Either side of a change of offset on the day it happens (London, 30 March 2025, 01:00 UTC).
    expect(isoInZone("2025-03-30T00:59:59.000Z", "Europe/London")).toBe("2025-03-30T00:59:59+00:00");
    expect(isoInZone("2025-03-30T01:00:00.000Z", "Europe/London")).toBe("2025-03-30T02:00:00+01:00");
    expect(isoInZone("2025-03-30T23:30:00.000Z", "Europe/London")).toBe("2025-03-31T00:30:00+01:00");
    expect(isoInZone("2025-06-01T00:00:00Z", "Asia/Kathmandu")).toBe("2025-06-01T05:45:00+05:45");
    expect(isoInZone("not a date", "Asia/Kolkata")).toBe("not a date");
  });

  it("shows the admin's rows in the zone given (SITE_TIME_ZONE from the loader)", () => {
    expect(formatDateTime("2025-10-31T18:30:00.000Z", "Asia/Kolkata")).toBe("1 Nov 2025, 00:00");
    expect(formatDateTime("2025-10-31T18:30:00.000Z", "Europe/London")).toBe("31 Oct 2025, 18:30");
  });

  it("puts an instant on the zone's day and hour: India's midnight is 18:30 UTC", () => {
    expect(dayInZone(new Date("2025-12-05T18:29:59Z"), "Asia/Kolkata")).toBe("2025-12-05");
    expect(dayInZone(new Date("2025-12-05T18:30:00Z"), "Asia/Kolkata")).toBe("2025-12-06");
    expect(dayInZone(new Date("2026-11-26T19:00:00Z"), "UTC")).toBe("2026-11-26");
    expect(hourInZone(new Date("2025-12-05T18:30:00Z"), "Asia/Kolkata")).toBe(0);
    expect(hourInZone(new Date("2025-07-01T12:00:00Z"), "Europe/London")).toBe(13);
  });

  it("finds the UTC instant a day begins, on both sides of a summer-time change", () => {
    expect(startOfDayInZone("2025-12-10", "Asia/Kolkata")).toBe("2025-12-09T18:30:00.000Z");
    expect(startOfDayInZone("2025-12-10", "America/New_York")).toBe("2025-12-10T05:00:00.000Z");
    // London moves to summer time at 01:00 UTC on 30 March 2025 and back at 01:00 UTC on 26 October.
    expect(startOfDayInZone("2025-03-30", "Europe/London")).toBe("2025-03-30T00:00:00.000Z");
    expect(startOfDayInZone("2025-03-31", "Europe/London")).toBe("2025-03-30T23:00:00.000Z");
    expect(startOfDayInZone("2025-10-26", "Europe/London")).toBe("2025-10-25T23:00:00.000Z");
    expect(startOfDayInZone("2025-10-27", "Europe/London")).toBe("2025-10-27T00:00:00.000Z");
  });

  it("knows an IANA zone from a made-up one", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
