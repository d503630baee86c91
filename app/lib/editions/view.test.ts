import { describe, expect, it } from "vitest";
import { getRetreatContent } from "~/content/retreats";
import { specEditions } from "./spec-editions";
import { retreatCard } from "./view";

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
      description: content.card.description,
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
