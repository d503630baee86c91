import { describe, expect, it } from "vitest";
import { getRetreatContent, retreatContents } from "./index";
import { formatInr } from "~/lib/indian-numbers";
import { home } from "../home";
import { pastRetreats } from "../past-retreats";
import { EDITION_TOKENS, PastRetreatSchema } from "./schema";
import { specPage, specRetreats } from "../../../tests/support/spec-editions";

const sectionOf = <T extends string>(slug: string, type: T) => specPage(slug).retreat.sections.find((s) => s.type === type) as any;

describe("retreat content", () => {
  it("has the four retreats of SPEC §2, each the content of its first edition", () => {
    expect(retreatContents.map((r) => r.id)).toEqual(["goa", "maldives", "bali", "morocco"]);
    expect(specRetreats().map((r) => r.slug)).toEqual(["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"]);
    expect(getRetreatContent("nope")).toBeNull();
  });

  it("gives every section a page shows after the retreat its words in the past tense", () => {
    // Forms and prices leave a past page (lib/editions/view.ts); everything else stays and speaks of what was.
    const leave = new Set(["pricing", "how-to-book", "brochure", "waitlist"]);
    for (const retreat of retreatContents) {
      for (const section of retreat.sections.filter((s) => !leave.has(s.type)))
        expect(section.past?.title, `${retreat.id} #${section.id}`).toBeTruthy();
      const intro = retreat.sections.find((s) => s.type === "intro");
      if (intro?.type === "intro" && intro.facts) expect(intro.past?.facts?.map((f) => f.label), `${retreat.id} facts`).toContain("Took place");
    }
  });

  it("formats rupees with Indian digit grouping", () => {
    expect(formatInr(38000)).toBe("₹38,000");
    expect(formatInr(75000)).toBe("₹75,000");
    expect(formatInr(100000)).toBe("₹1,00,000");
  });

  it("holds SPEC §9 constants on the spec's day", () => {
    expect(sectionOf("goa-2025", "pricing").priceInr).toBe(38000);
    expect(sectionOf("goa-2025", "itinerary").days).toHaveLength(4);
    expect(sectionOf("goa-2025", "gallery").images).toHaveLength(5);
    expect(sectionOf("goa-2025", "at-a-glance").cards).toHaveLength(6);
    const m = sectionOf("maldives-2026", "pricing");
    expect([m.priceInr, m.validity, m.priceLabel, m.title]).toEqual([75000, "Early-bird price valid until 5 December 2025", "Early-bird", "Early-bird pricing"]);
    expect(sectionOf("maldives-2026", "itinerary").days).toHaveLength(5);
    expect(sectionOf("bali-2026", "gallery").images).toHaveLength(7);
    expect(sectionOf("bali-2026", "highlights").cards).toHaveLength(4);
    expect(sectionOf("morocco-2026", "what-to-expect").cards).toHaveLength(5);
  });

  it("fills the spec's dates into the retreats' words", () => {
    const goa = specPage("goa-2025").retreat;
    expect(goa.seo.title).toBe("Goa Yoga & Surf Retreat, 18-21 December 2025");
    expect(goa.hero.eyebrow).toBe("18-21 December 2025 · North Goa");
    expect(goa.card.dates).toBe("Dec 18-21 2025");
    expect(specRetreats().map((r) => `${r.card.title} (${r.card.dates})`)).toEqual([
      "Goa Yoga & Surf Retreat (Dec 18-21 2025)",
      "Maldives Wellness Retreat (Feb 18-22 2026)",
      "Bali Yoga Retreat (June 2026)",
      "Morocco Soul Journey (Oct 2026)",
    ]);
    expect(specPage("bali-2026").retreat.sections.find((s) => s.type === "waitlist")?.title).toBe("Join the Bali 2026 waitlist");
    // Every word left unfilled would show as "{...}" on a page.
    expect(JSON.stringify(specRetreats())).not.toMatch(new RegExp(`\\{(${EDITION_TOKENS.join("|")})\\}`));
    expect(home.hero.slides).toHaveLength(3);
    expect(pastRetreats.map((p) => p.images.length)).toEqual([5, 6]);
  });

  it("a past retreat's gallery does not repeat its cover, which sits right above it", () => {
    for (const p of pastRetreats) {
      expect(p.images).not.toContain(p.cover);
      expect(PastRetreatSchema.safeParse(p).success).toBe(true);
      expect(PastRetreatSchema.safeParse({ ...p, images: [p.cover, ...p.images] }).success).toBe(false);
    }
  });

  it("has no placeholder copy", () => {
    const text = JSON.stringify([retreatContents, home, pastRetreats]);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });
});
