import { describe, expect, it } from "vitest";
import { FIRST_EDITIONS } from "~/lib/db/migrations/009-retreat-editions";
import { getRetreatContent } from "~/content/retreats";
import { EDITION_MESSAGES, EditionSchema, type EditionInput } from "./schema";

const goa2026: EditionInput = { ...FIRST_EDITIONS[0], slug: "goa-2026", start: "2026-12-17", end: "2026-12-20", paymentUrl: "https://rzp.io/l/goa-2026" };
const errors = (input: EditionInput) => {
  const parsed = EditionSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("EditionSchema", () => {
  it("accepts the four first editions of migration 009, each of a retreat with a content file", () => {
    for (const e of FIRST_EDITIONS) {
      expect(EditionSchema.safeParse(e).success, e.slug).toBe(true);
      expect(getRetreatContent(e.retreat), e.slug).not.toBeNull();
    }
  });

  it("gives each bad edit its field and message", () => {
    expect(errors({ ...goa2026, end: "2026-12-10" })).toEqual({ end: EDITION_MESSAGES.endBeforeStart });
    expect(errors({ ...goa2026, priceInr: -5 })).toEqual({ priceInr: EDITION_MESSAGES.negative });
    expect(errors({ ...goa2026, capacity: 8, placesTaken: 9 })).toEqual({ capacity: `${EDITION_MESSAGES.capacityBelowTaken} (9)` });
    expect(errors({ ...goa2026, earlyBirdPriceInr: 30000, earlyBirdUntil: "2026-12-17" })).toEqual({ earlyBirdUntil: EDITION_MESSAGES.earlyBirdAfterStart });
    // The message sits on the field left empty.
    expect(errors({ ...goa2026, earlyBirdPriceInr: 30000 })).toEqual({ earlyBirdUntil: EDITION_MESSAGES.earlyBirdPair });
    expect(errors({ ...goa2026, earlyBirdPriceInr: 40000, earlyBirdUntil: "2026-10-31" })).toEqual({ earlyBirdPriceInr: EDITION_MESSAGES.earlyBirdCheaper });
    expect(errors({ ...goa2026, slug: "Goa 2026" })).toEqual({ slug: EDITION_MESSAGES.slug });
    expect(errors({ ...goa2026, start: "2026-02-30" })).toEqual({ start: "2026-02-30 is not a date: February 2026 has 28 days" });
    expect(errors({ ...goa2026, start: "30/02/2026" })).toEqual({ start: EDITION_MESSAGES.date });
    expect(errors({ ...goa2026, priceInr: null })).toEqual({ priceInr: EDITION_MESSAGES.priceRequired });
    expect(errors({ ...goa2026, earlyBirdPriceInr: 30000, earlyBirdUntil: "2026-12-16" })).toEqual({});
  });
});
