/**
 * What the lead forms need to know about each retreat, keyed by the slug in the page URL. The
 * server takes the retreat name and brochure link from here, never from the posted form, so a
 * crafted request cannot make our e-mails or thank-you page point somewhere else.
 * Brochures are served at /brochures/<slug>.pdf (issue 6).
 */
export interface RetreatForms {
  retreatName: string;
  brochureUrl?: string;
  /** Waitlist only: Morocco goes to /thank-you, Bali stays on its page (SPEC §4). */
  waitlistFlow?: "bali" | "morocco";
}

export const RETREAT_FORMS: Record<string, RetreatForms> = {
  "goa-2025": { retreatName: "Goa Yoga & Surf Retreat", brochureUrl: "/brochures/goa-2025.pdf" },
  "maldives-2026": { retreatName: "Blue Mind Maldives Retreat", brochureUrl: "/brochures/maldives-2026.pdf" },
  "bali-2026": { retreatName: "Bali Yoga Retreat", waitlistFlow: "bali" },
  "morocco-2026": { retreatName: "Morocco Soul Journey", waitlistFlow: "morocco" },
};

export function getRetreatForms(slug: string | undefined): RetreatForms | null {
  return slug && Object.hasOwn(RETREAT_FORMS, slug) ? RETREAT_FORMS[slug]! : null;
}
