import { describe, expect, it } from "vitest";
import { chartBuckets, isDateRange, rangeStart } from "./date-range";
import { parseFilters, serializeFilters, sourceLabel } from "./lead-tabs";

const now = new Date("2025-12-20T10:00:00.000Z");
const today = "2025-12-20";

describe("date ranges", () => {
  it("are all time or the last 7/30/90 × 24 hours", () => {
    expect(rangeStart("all", now)).toBeNull();
    expect(rangeStart("7", now)).toBe("2025-12-13T10:00:00.000Z");
    expect(rangeStart("30", now)).toBe("2025-11-20T10:00:00.000Z");
    expect(rangeStart("90", now)).toBe("2025-09-21T10:00:00.000Z");
    expect(isDateRange("14")).toBe(false);
  });

  it("fills empty days with zero and groups long ranges into at most maxBars bars", () => {
    const b7 = chartBuckets([{ day: "2025-12-19", count: 3 }], { range: "7", today });
    expect(b7).toHaveLength(8);
    expect(b7.at(-2)).toEqual({ start: "2025-12-19", end: "2025-12-19", count: 3 });
    expect(b7.reduce((s, b) => s + b.count, 0)).toBe(3);
    const b90 = chartBuckets([{ day: "2025-10-01", count: 5 }, { day: "2025-10-02", count: 1 }], { range: "90", today, maxBars: 30 });
    expect(b90.length).toBeLessThanOrEqual(30);
    expect(b90.reduce((s, b) => s + b.count, 0)).toBe(6);
    const all = chartBuckets([{ day: "2024-01-01", count: 1 }, { day: "2025-12-20", count: 2 }], { range: "all", today });
    expect(all[0]!.start).toBe("2024-01-01");
    expect(all.length).toBeLessThanOrEqual(60);
    expect(chartBuckets([], { range: "all", today })).toEqual([]);
  });

  it("gives all time at least 14 days, so one day or a few of leads are bars at the end, not slabs", () => {
    const one = chartBuckets([{ day: "2025-12-20", count: 5 }], { range: "all", today });
    expect(one).toHaveLength(14);
    expect(one[0]).toEqual({ start: "2025-12-07", end: "2025-12-07", count: 0 });
    expect(one.at(-1)).toEqual({ start: "2025-12-20", end: "2025-12-20", count: 5 });
    const few = chartBuckets([{ day: "2025-12-17", count: 1 }, { day: "2025-12-19", count: 2 }], { range: "all", today });
    expect(few).toHaveLength(14);
    expect(few.filter((b) => b.count > 0).map((b) => b.start)).toEqual(["2025-12-17", "2025-12-19"]);
    // Older leads keep their own start.
    expect(chartBuckets([{ day: "2025-11-01", count: 1 }], { range: "all", today })[0]!.start).toBe("2025-11-01");
  });
});

describe("URL state", () => {
  it("parses valid params and reports the URL clean", () => {
    const { filters, clean } = parseFilters(new URLSearchParams("tab=waitlist&q=priya&retreat=%2Fretreats%2Fbali-2026&range=30&page=2"));
    expect(filters).toEqual({ tab: "waitlist", q: "priya", retreat: "/retreats/bali-2026", range: "30", from: "", to: "", page: 2 });
    expect(clean).toBe(true);
  });

  it("drops invalid and default values so the loader can redirect to a clean URL", () => {
    const { filters, clean } = parseFilters(new URLSearchParams("tab=nope&q=&range=14&page=-3&utm=x"));
    expect(filters).toEqual({ tab: "brochure", q: "", retreat: "", range: "all", from: "", to: "", page: 1 });
    expect(clean).toBe(false);
    expect(serializeFilters(filters)).toBe("");
    expect(parseFilters(new URLSearchParams("range=7&q=abc")).clean).toBe(false); // key order
    expect(parseFilters(new URLSearchParams("q=abc&range=7")).clean).toBe(true);
    // One or two characters are a search too, kept as typed.
    expect(parseFilters(new URLSearchParams("q=a")).filters.q).toBe("a");
    expect(parseFilters(new URLSearchParams("q=ab"))).toEqual({ filters: { tab: "brochure", q: "ab", retreat: "", range: "all", from: "", to: "", page: 1 }, clean: true });
  });

  it("reads custom days: real calendar days only, the ends put in order", () => {
    expect(parseFilters(new URLSearchParams("from=2025-11-01&to=2025-11-30"))).toMatchObject({ filters: { from: "2025-11-01", to: "2025-11-30" }, clean: true });
    const swapped = parseFilters(new URLSearchParams("from=2025-11-30&to=2025-11-01"));
    expect(swapped).toMatchObject({ filters: { from: "2025-11-01", to: "2025-11-30" }, clean: false });
    expect(parseFilters(new URLSearchParams("from=2025-02-30&to=yesterday")).filters).toMatchObject({ from: "", to: "" });
    // The chart spans only the custom days.
    const chart = chartBuckets([{ day: "2025-11-05", count: 2 }], { range: "all", today: "2025-12-20", from: "2025-11-01", to: "2025-11-10" });
    expect([chart[0]!.start, chart.at(-1)!.end, chart.reduce((n, b) => n + b.count, 0)]).toEqual(["2025-11-01", "2025-11-10", 2]);
  });

  it("drops control characters from the search and retreat, and redirects to the URL without them", () => {
    const { filters, clean } = parseFilters(new URLSearchParams("q=abc%00def%09&retreat=%2Fretreats%2Fbali-2026%00"));
    expect(filters).toMatchObject({ q: "abcdef", retreat: "/retreats/bali-2026" });
    // A pasted tab or line break between two words is a space, not a join.
    expect(parseFilters(new URLSearchParams("q=Priya%09Sharma")).filters.q).toBe("Priya Sharma");
    expect(clean).toBe(false);
    expect(serializeFilters(filters)).toBe("q=abcdef&retreat=%2Fretreats%2Fbali-2026");
    // Nothing but control characters is no search at all.
    expect(parseFilters(new URLSearchParams("q=%00%00%00%00")).filters.q).toBe("");
  });
});

describe("sourceLabel", () => {
  it("names a source page for people", () => {
    expect(sourceLabel("/retreats/goa-2025")).toBe("Goa 2025");
    expect(sourceLabel("/corporate-retreats")).toBe("Corporate retreats");
    expect(sourceLabel("/")).toBe("Home");
    expect(sourceLabel("/faq")).toBe("FAQ");
    expect(sourceLabel("/retreats/bali-2026?utm=x")).toBe("Bali 2026");
  });
});
