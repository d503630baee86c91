/**
 * The spec's four first editions (migration 009) as Edition values, and their pages on a given
 * day, for code that needs them without a database: unit tests, and the brochure benchmark.
 * The spec's own snapshot day is 2025-11-01: every status and string of SPEC.md holds on it.
 */
import { FIRST_EDITIONS } from "~/lib/db/migrations/009-retreat-editions";
import { getRetreatContent, retreatContents } from "~/content/retreats";
import type { Edition } from "~/lib/editions/schema";
import { waitlistChoices } from "~/lib/editions/waitlist-choices";
import { buildEditionPage, editionLength, tokensFor } from "~/lib/editions/view";
import { termsRulesFor } from "~/content/retreats/terms";
import type { BrochureTerms } from "~/lib/brochures/content";

export const SPEC_TODAY = "2025-11-01";

/** Where migration 022 points a first edition's payment slug without SITE_PAYMENT_URL_BASE. */
const PAYMENT_BASE = "https://pay.retreatly.example/";

export function specEditions(): Edition[] {
  return FIRST_EDITIONS.map(({ paymentSlug, ...e }, i) => ({
    ...e,
    paymentUrl: paymentSlug ? `${PAYMENT_BASE}${paymentSlug}` : null,
    id: i + 1,
    placesBooked: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  }));
}

/** The page of one of the spec's editions ("goa-2025") on `today`. */
export function specPage(slug: string, today = SPEC_TODAY) {
  const editions = specEditions();
  const edition = editions.find((e) => e.slug === slug);
  const content = edition && getRetreatContent(edition.retreat);
  if (!edition || !content) throw new Error(`no spec edition ${slug}`);
  return buildEditionPage(content, edition, today, editions, { choices: waitlistChoices(retreatContents, editions, today) });
}

/** The booking terms of one of the spec's editions, as its brochure states them. */
export function specTerms(slug: string, today = SPEC_TODAY): BrochureTerms {
  const edition = specEditions().find((e) => e.slug === slug);
  const content = edition && getRetreatContent(edition.retreat);
  if (!edition || !content) throw new Error(`no spec edition ${slug}`);
  return {
    sentence: tokensFor(edition, today, undefined, content).paymentTerms,
    rules: termsRulesFor(edition.depositInr, edition.balanceDueDays),
    length: editionLength(edition, content),
  };
}

/** The four spec retreats' pages on `today`, in the spec's order. */
export function specRetreats(today = SPEC_TODAY) {
  return FIRST_EDITIONS.map((e) => specPage(e.slug, today).retreat);
}
