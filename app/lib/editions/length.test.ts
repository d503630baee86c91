import { describe, expect, it } from "vitest";
import { lengthText, lengthWords, stayLength } from "./length";

describe("an edition's length, from its dates", () => {
  it("counts days and nights from the first and last day", () => {
    expect(stayLength("2026-12-12", "2026-12-18")).toEqual({ days: 7, nights: 6 });
    expect(stayLength("2025-12-18", "2025-12-21")).toEqual({ days: 4, nights: 3 });
    expect(stayLength("2026-12-30", "2027-01-02")).toEqual({ days: 4, nights: 3 });
    expect(stayLength("2026-02-27", "2026-03-01")).toEqual({ days: 3, nights: 2 });
    expect(stayLength("2026-05-01", "2026-05-01")).toEqual({ days: 1, nights: 0 });
  });

  it("takes the retreat's usual days while only the month is known, and nothing without them", () => {
    expect(stayLength("2026-06", "2026-06", 5)).toEqual({ days: 5, nights: 4 });
    expect(stayLength("2026-06", "2026-06")).toBeNull();
    expect(stayLength("2026-06", "2026-06", null)).toBeNull();
  });

  it("writes it for every token", () => {
    expect(lengthWords({ days: 7, nights: 6 })).toEqual({
      nights: "6 nights",
      days: "7 days",
      length: "7 days / 6 nights",
      nightsInWords: "six nights",
      daysInWords: "seven days",
      NightsInWords: "Six nights",
      DaysInWords: "Seven days",
    });
    expect(lengthWords({ days: 2, nights: 1 })).toMatchObject({ nights: "1 night", nightsInWords: "one night", length: "2 days / 1 night" });
    expect(lengthWords({ days: 22, nights: 21 })).toMatchObject({ daysInWords: "22 days", NightsInWords: "21 nights" });
    expect(lengthText({ days: 1, nights: 0 })).toBe("1 day");
    expect(Object.values(lengthWords(null)).every((w) => w === "")).toBe(true);
  });
});
