import type { Site } from "~/content/site";
import { BOOKING_POLICY as P } from "./policy";
import type { LegalDocument } from "./types";

/** /legal ("Contact & Legal" in the footer): who we are, officially. */
export function companyDocument(site: Site): LegalDocument {
  const mail = `[${site.email}](mailto:${site.email})`;
  return {
    slug: "legal",
    navLabel: "Contact & Legal",
    title: "Contact & Legal Information",
    description: `Company registration, registered office in New Delhi, GSTIN and grievance officer of ${site.company.legalName}, which runs ${site.name}.`,
    lastUpdated: "2025-01-01",
    summary: `${site.name} is operated by ${site.company.legalName}, a private limited company registered in India. Here is everything you need to know about who we are, officially.`,
    sections: [
      {
        id: "company",
        heading: "Company registration",
        blocks: [
          {
            type: "dl",
            items: [
              { term: "Legal name", detail: site.company.legalName },
              { term: "Brand", detail: site.name },
              { term: "Corporate Identity Number (CIN)", detail: site.company.cin },
              { term: "GSTIN", detail: site.company.gstin },
              { term: "PAN", detail: site.company.pan },
              { term: "Registered office", detail: site.company.registeredAddress },
            ],
          },
        ],
      },
      {
        id: "contact",
        heading: "How to reach us",
        blocks: [
          {
            type: "dl",
            items: [
              { term: "E-mail", detail: mail },
              { term: "Phone & WhatsApp", detail: `[${site.phoneDisplay}](tel:+${site.phoneDigits})` },
              { term: "Team location", detail: site.location },
              { term: "Response time", detail: `Usually within ${P.responseHours} hours` },
            ],
          },
        ],
      },
      {
        id: "grievance",
        heading: "Grievance officer",
        blocks: [
          {
            type: "p",
            text: `If you have a complaint about a booking, our website or how we handle your personal data, please write to our grievance officer, ${site.company.grievanceOfficer}, at ${mail}, or by post to our registered office. We acknowledge every complaint within ${P.responseHours} hours and aim to resolve it within 30 days.`,
          },
        ],
      },
      {
        id: "website",
        heading: "About this website",
        blocks: [
          {
            type: "p",
            text: `The text, design and illustrations on this site belong to ${site.company.legalName}. Illustrations show the spirit of each destination; the rooms and venues themselves are described in each retreat's brochure. Prices and dates are correct when published and are confirmed in writing when you book.`,
          },
        ],
      },
    ],
  };
}
