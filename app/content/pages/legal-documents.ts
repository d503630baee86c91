import type { Site } from "~/content/site";
import { companyDocument } from "./company";
import { deliveryDocument } from "./delivery";
import { privacyDocument } from "./privacy";
import { refundsDocument } from "./refunds";
import { termsDocument } from "./terms";
import { LEGAL_SLUGS, type LegalDocument, type LegalSlug } from "./types";

/**
 * The five legal pages, built from the site facts in force, so an organiser's own legal name,
 * CIN and e-mail (set in the environment) appear everywhere without code changes.
 */
const builders: Record<LegalSlug, (site: Site) => LegalDocument> = {
  terms: termsDocument,
  refunds: refundsDocument,
  privacy: privacyDocument,
  delivery: deliveryDocument,
  legal: companyDocument,
};

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}

export function getLegalDocument(slug: LegalSlug, site: Site): LegalDocument {
  return builders[slug](site);
}

/** The legal navigation shown beside each document. */
export function legalNav(site: Site) {
  return LEGAL_SLUGS.map((slug) => ({ slug, label: getLegalDocument(slug, site).navLabel, to: `/${slug}` }));
}

/** "2025-01-01" → "1 January 2025" (DESIGN.md date style), without locale data. */
export function formatLongDate(iso: string): string {
  const months = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
  ];
  const [y, m = 1, d] = iso.split("-").map(Number);
  return `${d} ${months[m - 1] ?? ""} ${y}`;
}
