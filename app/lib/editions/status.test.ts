import { describe, expect, it } from "vitest";
import { formatDateRange, formatShortRange } from "~/lib/calendar";
import { specEditions, specPage } from "../../../tests/support/spec-editions";
import { currentPrice, editionStatus, fewPlacesLeft, placesLeftText } from "./status";
import { today } from "~/lib/clock.server";
import { seasonOf } from "./view";

const goa = specEditions().find((e) => e.slug === "goa-2025")!; // 18-21 December 2025
const maldives = specEditions().find((e) => e.slug === "maldives-2026")!; // early bird until 5 December 2025
const morocco = specEditions().find((e) => e.slug === "morocco-2026")!; // October 2026, month only

describe("an edition's status by day", () => {
  it("is bookable the day before its start, under way on its first and last day, past the day after", () => {
    expect(editionStatus(goa, "2025-12-17")).toBe("open");
    expect(editionStatus(goa, "2025-12-18")).toBe("under-way");
    expect(editionStatus(goa, "2025-12-21")).toBe("under-way");
    expect(editionStatus(goa, "2025-12-22")).toBe("past");
  });

  it("treats a month-only edition as the whole month", () => {
    expect(editionStatus(morocco, "2026-09-30")).toBe("coming-soon");
    expect(editionStatus(morocco, "2026-10-01")).toBe("under-way");
    expect(editionStatus(morocco, "2026-10-31")).toBe("under-way");
    expect(editionStatus(morocco, "2026-11-01")).toBe("past");
  });

  it("is sold out when forced or when every place is taken, and hidden drafts stay hidden", () => {
    expect(editionStatus({ ...goa, state: "sold-out" }, "2025-11-01")).toBe("sold-out");
    expect(editionStatus({ ...goa, capacity: 12, placesTaken: 12 }, "2025-11-01")).toBe("sold-out");
    expect(editionStatus({ ...goa, state: "waitlist" }, "2025-11-01")).toBe("waitlist");
    expect(editionStatus({ ...goa, state: "hidden" }, "2025-11-01")).toBe("hidden");
    // Over is over, whatever the places.
    expect(editionStatus({ ...goa, placesTaken: 16 }, "2025-12-22")).toBe("past");
  });

  it("says how few places are left from three down to one", () => {
    expect(fewPlacesLeft({ ...goa, capacity: 12, placesTaken: 8 }, "2025-11-01")).toBeNull();
    expect(fewPlacesLeft({ ...goa, capacity: 12, placesTaken: 9 }, "2025-11-01")).toBe(3);
    expect(fewPlacesLeft({ ...goa, capacity: 12, placesTaken: 11 }, "2025-11-01")).toBe(1);
    expect(placesLeftText(3)).toBe("Only 3 places left");
    expect(placesLeftText(1)).toBe("Only 1 place left");
  });
});

describe("the early bird", () => {
  it("holds through its last day and is gone the next", () => {
    expect(currentPrice(maldives, "2025-12-05")).toEqual({ amount: 75000, earlyBird: true, until: "2025-12-05" });
    expect(currentPrice(maldives, "2025-12-06")).toEqual({ amount: 85000, earlyBird: false });
  });

  it("ends at midnight in Asia/Kolkata: 23:59 on its last day still early, 00:00 the next day not", () => {
    const env = { SITE_TIME_ZONE: "Asia/Kolkata" };
    // 23:59 IST is 18:29 UTC; 00:00 IST the next day is 18:30 UTC.
    const lastMinute = today(env, new Date("2025-12-05T18:29:00Z"));
    const midnight = today(env, new Date("2025-12-05T18:30:00Z"));
    expect([lastMinute, midnight]).toEqual(["2025-12-05", "2025-12-06"]);
    expect(currentPrice(maldives, lastMinute)?.earlyBird).toBe(true);
    expect(currentPrice(maldives, midnight)).toEqual({ amount: 85000, earlyBird: false });
  });

  it("shows on the page until its last day, then the regular price alone", () => {
    const pricing = (day: string) => specPage("maldives-2026", day).retreat.sections.find((s) => s.type === "pricing") as { priceInr: number; validity?: string; priceLabel: string };
    expect(pricing("2025-12-05")).toMatchObject({ priceInr: 75000, validity: "Early-bird price valid until 5 December 2025", priceLabel: "Early-bird" });
    const after = pricing("2025-12-06");
    expect(after).toMatchObject({ priceInr: 85000, priceLabel: "Per person" });
    expect(after.validity).toBeUndefined();
    expect(JSON.stringify(specPage("maldives-2026", "2025-12-06").retreat)).not.toMatch(/early-bird/i);
  });
});

describe("dates as the site writes them", () => {
  it("in full and on cards, as SPEC §2 gives them", () => {
    expect(formatDateRange("2025-12-18", "2025-12-21")).toBe("18-21 December 2025");
    expect(formatDateRange("2026-06", "2026-06")).toBe("June 2026");
    expect(formatDateRange("2026-11-28", "2026-12-02")).toBe("28 November-2 December 2026");
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("30 December 2026-2 January 2027");
    expect(formatShortRange("2025-12-18", "2025-12-21")).toBe("Dec 18-21 2025");
    expect(formatShortRange("2026-02-18", "2026-02-22")).toBe("Feb 18-22 2026");
    expect(formatShortRange("2026-06", "2026-06")).toBe("June 2026");
    expect(formatShortRange("2026-10", "2026-10")).toBe("Oct 2026");
    expect(formatShortRange("2026-11-28", "2026-12-02")).toBe("Nov 28-Dec 2 2026");
  });

  it("computes the season from the upcoming editions", () => {
    expect(seasonOf(specEditions())).toBe("2025-2026");
    expect(seasonOf(specEditions().slice(2))).toBe("2026");
    expect(seasonOf([])).toBeNull();
  });
});
