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
