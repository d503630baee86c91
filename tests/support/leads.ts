/** A brochure sign-up row as the form stores it, for tests that seed leads directly. */
export function brochureLead(name: string, email: string, source: string, created: string, phone: string | null = null) {
  return {
    name,
    email,
    phone,
    source_page: source,
    brochure_url: "/brochures/goa-2025.pdf",
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
