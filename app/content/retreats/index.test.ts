import { describe, expect, it } from "vitest";
import { getRetreat, retreatSlugs, retreats } from "./index";
import { formatInr } from "~/lib/indian-numbers";
import { home } from "../home";
import { pastRetreats } from "../past-retreats";
import { homeCards, upcomingCards } from "./cards";

describe("retreat content", () => {
  it("has the four retreats of SPEC §2", () => {
    expect(retreatSlugs).toEqual(["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"]);
    expect(getRetreat("nope")).toBeNull();
  });

  it("formats rupees with Indian digit grouping", () => {
    expect(formatInr(38000)).toBe("₹38,000");
    expect(formatInr(75000)).toBe("₹75,000");
    expect(formatInr(100000)).toBe("₹1,00,000");
  });

  it("holds SPEC §9 constants", () => {
    const goa = getRetreat("goa-2025")!;
    const goaPricing = goa.sections.find((s) => s.type === "pricing");
    expect(goaPricing?.type === "pricing" && goaPricing.priceInr).toBe(38000);
    const goaItinerary = goa.sections.find((s) => s.type === "itinerary");
    expect(goaItinerary?.type === "itinerary" && goaItinerary.days.length).toBe(4);
    const goaGallery = goa.sections.find((s) => s.type === "gallery");
    expect(goaGallery?.type === "gallery" && goaGallery.images.length).toBe(5);
    const glance = goa.sections.find((s) => s.type === "at-a-glance");
    expect(glance?.type === "at-a-glance" && glance.cards.length).toBe(6);

    const maldives = getRetreat("maldives-2026")!;
    const mPricing = maldives.sections.find((s) => s.type === "pricing");
    expect(mPricing?.type === "pricing" && [mPricing.priceInr, mPricing.validity]).toEqual([
      75000,
      "Early-bird price valid until 5 December 2025",
    ]);
    const mItinerary = maldives.sections.find((s) => s.type === "itinerary");
    expect(mItinerary?.type === "itinerary" && mItinerary.days.length).toBe(5);

    const bali = getRetreat("bali-2026")!;
    const baliGallery = bali.sections.find((s) => s.type === "gallery");
    expect(baliGallery?.type === "gallery" && baliGallery.images.length).toBe(7);
    const highlights = bali.sections.find((s) => s.type === "highlights");
    expect(highlights?.type === "highlights" && highlights.cards.length).toBe(4);

    const morocco = getRetreat("morocco-2026")!;
    const expect5 = morocco.sections.find((s) => s.type === "what-to-expect");
    expect(expect5?.type === "what-to-expect" && expect5.cards.length).toBe(5);
  });

  it("derives the home and upcoming cards from the retreats", () => {
    expect(homeCards.map((c) => [c.location, c.buttonText])).toEqual([
      ["Goa", "Book Now"],
      ["Maldives", "Book Now"],
      ["Bali", "Join Waitlist"],
      ["Morocco", "Join Waitlist"],
    ]);
    expect(upcomingCards.map((c) => `${c.title} (${c.dates})`)).toEqual([
      "Goa Yoga & Surf Retreat (Dec 18-21 2025)",
      "Maldives Wellness Retreat (Feb 18-22 2026)",
      "Bali Yoga Retreat (June 2026)",
      "Morocco Soul Journey (Oct 2026)",
    ]);
    expect(home.hero.slides).toHaveLength(3);
    expect(home.testimonials.items).toHaveLength(4);
    expect(pastRetreats.map((p) => p.images.length)).toEqual([6, 7]);
  });

  it("has no placeholder copy", () => {
    const text = JSON.stringify([retreats, home, pastRetreats]);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});
