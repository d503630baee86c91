import { describe, expect, it } from "vitest";
import { getRetreatContent } from "~/content/retreats";
import { SPEC_TODAY, specEditions, specPage } from "../../../tests/support/spec-editions";
import { buildEditionPage, openEditionTerms, retreatCard, tokensFor, withMoments } from "./view";

const goa = specEditions().find((e) => e.slug === "goa-2025")!; // 18-21 December 2025
const content = getRetreatContent("goa")!;

describe("a retreat card, one shape for every card grid", () => {
  it("is the place, the long date and the status's button on the home page (SPEC §3)", () => {
    expect(retreatCard(content, goa, "2025-11-01", "home")).toMatchObject({
      id: "goa-2025",
      title: "Goa",
      dates: "18-21 December 2025",
      description: content.card.homeDescription,
      link: "/retreats/goa-2025",
      status: "available",
      badge: "Now booking",
      action: "status",
    });
  });

  it("is the retreat's name, the short date and View Details on the upcoming page (SPEC §2)", () => {
    expect(retreatCard(content, goa, "2025-11-01", "upcoming")).toMatchObject({
      title: "Goa Yoga & Surf Retreat",
      dates: "Dec 18-21 2025",
      // Its length counted from its dates (18-21 December: three nights).
      description: "Three nights on a quiet North Goa beach: sunrise yoga, your first wave on a surfboard and long evenings by the fire.",
      action: "details",
    });
  });

  it("keeps the long date on the past page and says the retreat took place", () => {
    expect(retreatCard(content, goa, "2026-01-10", "past")).toMatchObject({
      title: "Goa Yoga & Surf Retreat",
      dates: "18-21 December 2025",
      badge: "Took place",
      status: "waitlist",
      action: "details",
    });
  });
});

describe("a retreat's page once its edition has taken place", () => {
  const intro = (slug: string, today: string) => {
    const section = specPage(slug, today).retreat.sections.find((s) => s.type === "intro");
    return section?.type === "intro" ? section.paragraphs.join(" ") : "";
  };

  it("says 'in' for an edition known by its month and 'on' for one known by its days", () => {
    expect(specPage("morocco-2026", "2026-11-27").notice?.text).toContain("took place in October 2026.");
    expect(specPage("bali-2026", "2026-11-27").notice?.text).toContain("took place in June 2026.");
    expect(specPage("goa-2025", "2026-11-27").notice?.text).toContain("took place on 18-21 December 2025.");
    expect(specPage("morocco-2026", "2026-10-12").notice?.text).toContain("runs in October 2026.");
    expect(specPage("goa-2025", "2025-12-19").notice?.text).toContain("runs 18-21 December 2025.");
  });

  it("tells the intro written ahead of the retreat in the past tense, and only once it is over", () => {
    expect(intro("morocco-2026", SPEC_TODAY)).toContain("We will stay in one");
    expect(intro("morocco-2026", "2026-10-12")).toContain("We will stay in one");
    expect(intro("morocco-2026", "2026-11-27")).toContain("We stayed in one");
    expect(intro("morocco-2026", "2026-11-27")).not.toContain("We will");
    expect(intro("bali-2026", SPEC_TODAY)).toContain("Last June a small group");
    expect(intro("bali-2026", "2026-11-27")).toContain("Our second Bali retreat, in June 2026, was five days");
    expect(intro("bali-2026", "2026-11-27")).not.toContain("Last June");
    // A retreat whose intro reads true either way keeps its one text.
    expect(intro("maldives-2026", "2026-11-27")).toBe(intro("maldives-2026", SPEC_TODAY));
  });

  it("opens a past page's story with the organiser's photographs of its dates, after its first section, and is unchanged without any", () => {
    const past = specPage("bali-2026", "2026-11-27").retreat;
    const ids = past.sections.map((s) => s.id);
    const shown = withMoments(past, ["moments/bali-2026/1", "moments/bali-2026/3"]);
    expect(shown.sections.map((s) => s.id)).toEqual([ids[0], "moments", ...ids.slice(1)]);
    expect(shown.sections[1]).toMatchObject({ type: "gallery", title: "Moments from June 2026", images: ["moments/bali-2026/1", "moments/bali-2026/3"] });
    expect(withMoments(past, [])).toBe(past);
  });

  it("describes itself to search engines as over, without the price it no longer shows", () => {
    const past = specPage("maldives-2026", "2026-11-27").retreat;
    expect(past.seo.description).toBe("The Blue Mind Maldives Retreat took place on 18-22 February 2026. Dates to be announced: join the waitlist to hear first.");
    expect(specPage("goa-2025", "2026-11-27").retreat.seo.description).not.toMatch(/per person|₹/);
    expect(specPage("maldives-2026", SPEC_TODAY).retreat.seo.description).toContain("From ₹75,000");
  });
});

describe("an edition's length and terms, from its own facts", () => {
  // The organiser's 7-day December edition, on 28 November 2026.
  const goaDec = { ...goa, id: 9, slug: "goa-december-2026", start: "2026-12-12", end: "2026-12-18", priceInr: 42_000, earlyBirdPriceInr: 36_000, earlyBirdUntil: "2026-12-05", depositInr: 15_000, capacity: 12, paymentUrl: "https://rzp.io/l/goa-dec-2026" };
  const DAY = "2026-11-28";

  it("fills the length and deposit tokens from the dates and the edition", () => {
    expect(tokensFor(goaDec, DAY, undefined, content)).toMatchObject({
      nights: "6 nights",
      days: "7 days",
      length: "7 days / 6 nights",
      NightsInWords: "Six nights",
      daysInWords: "seven days",
      price: "₹36,000",
      paymentTerms: "Reserve your place with a non-refundable deposit of ₹15,000. The balance is due 45 days before the retreat begins.",
    });
    // Bali's first edition is known by its month only: the retreat's usual five days.
    const bali = specEditions().find((e) => e.slug === "bali-2026")!;
    expect(tokensFor(bali, SPEC_TODAY, undefined, getRetreatContent("bali"))).toMatchObject({ length: "5 days / 4 nights", DaysInWords: "Five days" });
  });

  it("says one length on the page and card, and the itinerary of another length claims no count", () => {
    const { retreat } = buildEditionPage(content, goaDec, DAY);
    const text = JSON.stringify(retreat);
    expect(retreat.hero.subtitle).toMatch(/^Six nights of salt air/);
    expect(text).toContain("6 nights, twin sharing");
    expect(text).toContain("Seven days, shaped around the sea");
    expect(text).not.toMatch(/[Tt]hree nights|[Ff]our days|3 nights/);
    expect(retreat.sections.find((s) => s.type === "itinerary")!.title).toBe("Day by day");
    expect(retreatCard(content, goaDec, DAY, "upcoming").description).toMatch(/^Six nights on a quiet North Goa beach/);
    // The spec's own 4-day edition keeps its words.
    expect(specPage("goa-2025").retreat.sections.find((s) => s.type === "itinerary")!.title).toBe("Your four days");
  });

  it("books the same way from every Book Now: the payment page with WhatsApp beside it, or WhatsApp alone", () => {
    expect(buildEditionPage(content, goaDec, DAY).retreat.booking).toMatchObject({ kind: "payment", url: "https://rzp.io/l/goa-dec-2026", host: "rzp.io" });
    expect(buildEditionPage(content, { ...goaDec, paymentUrl: null }, DAY).retreat.booking).toMatchObject({ kind: "whatsapp" });
    expect(buildEditionPage(content, { ...goaDec, placesTaken: 12 }, DAY).retreat.booking).toBeUndefined();
  });

  it("names an open edition's deposit and balance due day for the FAQ", () => {
    expect(openEditionTerms(content, goaDec)).toEqual({
      retreat: "Goa Yoga & Surf Retreat, 12-18 December 2026 (7 days / 6 nights)",
      deposit: "₹15,000",
      balanceDue: "28 October 2026",
    });
  });
});
