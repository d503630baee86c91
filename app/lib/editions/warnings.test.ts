import { describe, expect, it } from "vitest";
import { EditionSchema, type EditionFields } from "./schema";
import { editionWarnings } from "./warnings";

const goaDec: EditionFields = EditionSchema.parse({
  retreat: "goa",
  slug: "goa-december-2026",
  start: "2026-12-12",
  end: "2026-12-18",
  priceInr: 42_000,
  earlyBirdPriceInr: 36_000,
  earlyBirdUntil: "2026-12-05",
  depositInr: 15_000,
  balanceDueDays: 45,
  capacity: 12,
  placesTaken: 0,
  state: "open",
  paymentUrl: "https://rzp.io/l/goa-dec-2026",
});
const TODAY = "2026-11-28";

describe("an edition's warnings (shown, never refusing the save)", () => {
  it("says a balance due day already past", () => {
    const [w, ...rest] = editionWarnings(goaDec, TODAY);
    expect(rest).toEqual([]);
    expect(w).toContain("The balance is due 45 days before the start, on 28 October 2026, which has already passed");
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY)).toEqual([]);
  });

  it("says an early bird already over", () => {
    const warnings = editionWarnings({ ...goaDec, balanceDueDays: 7, earlyBirdUntil: "2026-11-20" }, TODAY);
    expect(warnings).toEqual(["The early bird ended on 20 November 2026, before today: the page shows and charges the regular price only."]);
    // Its last day is still today: it holds.
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7, earlyBirdUntil: TODAY }, TODAY)).toEqual([]);
  });

  it("says the dates overlap another edition of the same retreat, and only of the same retreat", () => {
    const others = [
      { retreat: "goa", slug: "goa-2026", start: "2026-12-17", end: "2026-12-20" },
      { retreat: "goa", slug: "goa-december-2026", start: "2026-12-12", end: "2026-12-18" },
      { retreat: "maldives", slug: "maldives-2026-dec", start: "2026-12-12", end: "2026-12-16" },
      { retreat: "goa", slug: "goa-2027", start: "2027-12-17", end: "2027-12-20" },
    ];
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY, { others })).toEqual([
      "These dates overlap the edition goa-2026 (17-20 December 2026) of the same retreat.",
    ]);
    // A month-only edition covers its whole month.
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY, { others: [{ retreat: "goa", slug: "goa-dec", start: "2026-12", end: "2026-12" }] })).toHaveLength(1);
  });

  it("says the itinerary has another number of days than the edition", () => {
    const [w] = editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY, { itineraryDays: 4 });
    expect(w).toContain("The retreat's itinerary has 4 days, and this edition runs 7.");
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY, { itineraryDays: 7 })).toEqual([]);
    // An edition with days of its own is told of those, not of the retreat's.
    expect(editionWarnings({ ...goaDec, balanceDueDays: 7 }, TODAY, { itineraryDays: 5, ownItinerary: true })[0]).toContain("Its own itinerary has 5 days, and this edition runs 7.");
  });

  it("says nothing once the edition has begun", () => {
    expect(editionWarnings(goaDec, "2026-12-13", { itineraryDays: 4 })).toEqual([]);
  });
});
