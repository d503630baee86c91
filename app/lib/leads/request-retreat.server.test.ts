import { describe, expect, it } from "vitest";
import { requestAbout, requestRetreatName, type EditionRef } from "./request-retreat.server";

const NAMES = [
  { id: "goa", name: "Goa Yoga & Surf Retreat", place: "Goa" },
  { id: "bali", name: "Bali Yoga Retreat", place: "Bali" },
];
const EDITIONS: EditionRef[] = [
  { slug: "goa-2025", retreat: "goa", startDate: "2025-12-18" },
  { slug: "bali-2026", retreat: "bali", startDate: "2026-06-10" },
];

describe("what a request is about", () => {
  it("reads a brochure or an inquiry by its page, and a waitlist sign-up by its choice wherever it was made", () => {
    expect(requestAbout("brochure_signups", { source_page: "/retreats/goa-2025" }, EDITIONS, NAMES)).toEqual({ retreat: "goa", edition: "goa-2025" });
    expect(requestAbout("inquiries", { source_page: "/contact" }, EDITIONS, NAMES)).toEqual({ retreat: null, edition: null });
    expect(requestAbout("waitlist_signups", { source_page: "/retreats/goa-2025", retreat_location: "Bali 2026" }, EDITIONS, NAMES)).toEqual({ retreat: "bali", edition: "bali-2026" });
    expect(requestAbout("waitlist_signups", { source_page: "/retreats/goa-2025", retreat_location: "The next Bali retreat", retreat: "bali", edition_slug: null }, EDITIONS, NAMES)).toEqual({
      retreat: "bali",
      edition: null,
    });
  });

  it("names the retreat by the same rule: the choice as filed, else its words, else the page", () => {
    const name = (table: Parameters<typeof requestRetreatName>[0], row: Parameters<typeof requestRetreatName>[1]) => requestRetreatName(table, row, NAMES);
    expect(name("brochure_signups", { source_page: "/retreats/goa-2025" })).toBe("Goa Yoga & Surf Retreat");
    expect(name("brochure_signups", { source_page: "/retreats/goa-december-2026" })).toBe("Goa Yoga & Surf Retreat");
    expect(name("inquiries", { source_page: "/contact" })).toBeNull();
    expect(name("waitlist_signups", { source_page: "/retreats/goa-2025", retreat: "bali", retreat_location: "The next Bali retreat" })).toBe("Bali Yoga Retreat");
    expect(name("waitlist_signups", { source_page: "/retreats/goa-2025", retreat_location: "Bali 2026" })).toBe("Bali Yoga Retreat");
    // Words that name no retreat we know are kept as the visitor chose them, not read from the page.
    expect(name("waitlist_signups", { source_page: "/retreats/goa-2025", retreat_location: "Kerala 2027" })).toBe("Kerala 2027");
    // A retreat filed under an id no longer named (its story removed) is shown by its id.
    expect(name("waitlist_signups", { source_page: "", retreat: "kerala" })).toBe("kerala");
  });
});
