import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import type { LeadContext } from "~/lib/leads/leads.server";

/** What every lead row carries besides its form's fields: where it came from and its consent. */
export function leadBasics(source: string, created: string) {
  return {
    source_page: source,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    landing_page: null,
    consent_version: "2025-01",
    consent_at: created,
    created_at: created,
  };
}

/** A brochure sign-up row as the form stores it, for tests that seed leads directly. */
export function brochureLead(name: string, email: string, source: string, created: string, phone: string | null = null) {
  return { name, email, phone, brochure_url: "/brochures/goa-2025.pdf", ...leadBasics(source, created) };
}

/** A form post's context for the store functions: the page it came from, `offsetMs` from now. */
export const requestContext = (sourcePage: string, offsetMs = 0): LeadContext => ({
  sourcePage,
  attribution: EMPTY_ATTRIBUTION,
  consentVersion: "2025-11-01",
  now: new Date(Date.now() + offsetMs),
});

/** The Goa brochure as the brochure form hands it to storeBrochureSignup. */
export const GOA_BROCHURE = { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" };
