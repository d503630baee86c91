import { describe, expect, it } from "vitest";
import { retreatContents } from "~/content/retreats";
import { SPEC_TODAY, specEditions, specPage } from "../../../tests/support/spec-editions";
import type { Edition } from "./schema";
import { interestInProse } from "~/lib/forms/messages";
import { defaultChoice, waitlistChoices } from "./waitlist-choices";

const goa2025 = specEditions().find((e) => e.slug === "goa-2025")!;
function edition(slug: string, start: string, end: string, more: Partial<Edition> = {}): Edition {
  return { ...goa2025, id: 100 + slug.length + Number(start.slice(5, 7)) * 31 + Number(start.slice(8)), slug, start, end, ...more };
}

describe("the waitlist's retreat interest follows the calendar", () => {
  it("is SPEC §3's four options on the spec's day, each filed under its edition", () => {
    const choices = waitlistChoices(retreatContents, specEditions(), SPEC_TODAY);
    expect(choices.map((c) => c.label)).toEqual(["Goa 2025", "Maldives 2026", "Bali 2026", "Morocco 2026"]);
    expect(choices.map((c) => c.edition)).toEqual(["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"]);
    expect(choices.find((c) => c.retreat === "bali")!.for).toBe("soon");
  });

  it("offers the next edition of each retreat once every edition has taken place", () => {
    const choices = waitlistChoices(retreatContents, specEditions(), "2026-11-29");
    expect(choices).toEqual([
      { label: "The next Goa retreat", retreat: "goa", edition: null, for: "next" },
      { label: "The next Maldives retreat", retreat: "maldives", edition: null, for: "next" },
      { label: "The next Bali retreat", retreat: "bali", edition: null, for: "next" },
      { label: "The next Morocco retreat", retreat: "morocco", edition: null, for: "next" },
    ]);
  });

  it("names a full December edition for itself, and a page of it starts there", () => {
    const december = edition("goa-2026-december", "2026-12-12", "2026-12-18", { capacity: 12, placesTaken: 12 });
    const editions = [...specEditions(), december];
    const choices = waitlistChoices(retreatContents, editions, "2026-11-29");
    expect(choices[0]).toEqual({ label: "Goa 2026", retreat: "goa", edition: "goa-2026-december", for: "full" });
    expect(choices.map((c) => c.label)).not.toContain("The next Goa retreat");
    // The page of the full edition, and the page of Goa 2025 (over), both start on it.
    expect(defaultChoice(choices, "goa", "goa-2026-december")!.label).toBe("Goa 2026");
    expect(defaultChoice(choices, "goa", "goa-2025")!.label).toBe("Goa 2026");
  });

  it("tells apart two editions of one retreat in one year by month, and in one month by day", () => {
    const a = edition("goa-2027-jan", "2027-01-09", "2027-01-15");
    const b = edition("goa-2027-dec", "2027-12-04", "2027-12-10");
    const c = edition("goa-2027-dec-2", "2027-12-18", "2027-12-24");
    const labels = waitlistChoices(retreatContents, [a, b], "2026-11-29").map((x) => x.label);
    expect(labels.slice(0, 2)).toEqual(["Goa January 2027", "Goa December 2027"]);
    const three = waitlistChoices(retreatContents, [a, b, c], "2026-11-29").map((x) => x.label);
    expect(three.slice(0, 3)).toEqual(["Goa January 2027", "Goa 4 December 2027", "Goa 18 December 2027"]);
  });

  it("leaves out drafts and editions under way", () => {
    const draft = edition("goa-2027", "2027-01-09", "2027-01-15", { state: "hidden" });
    const running = edition("goa-2026-now", "2026-11-27", "2026-12-02");
    const labels = waitlistChoices(retreatContents, [draft, running], "2026-11-29").map((x) => x.label);
    expect(labels[0]).toBe("The next Goa retreat");
  });

  it("reads well in a sentence", () => {
    expect(interestInProse("The next Bali retreat")).toBe("the next Bali retreat");
    expect(interestInProse("Morocco 2026")).toBe("Morocco 2026");
  });

  it("gives a past page's waitlist every choice, starting on the retreat's next", () => {
    const waitlist = specPage("bali-2026", "2026-11-29").retreat.sections.find((s) => s.type === "waitlist");
    expect(waitlist).toMatchObject({ defaultInterest: "The next Bali retreat" });
    expect(waitlist?.type === "waitlist" && waitlist.choices).toHaveLength(4);
  });
});
