/**
 * Site-wide facts: the brand, how to reach the organiser, and the legal entity.
 *
 * The defaults are deliberately fictional (reserved `.example` domains, a sample GSTIN) so a
 * fresh install never impersonates a real business. An organiser overrides any of them from
 * the environment (see `site.server.ts` and the README), without touching code.
 */
import type { Site } from "./site-schema";

export type { Site };

export const defaultSite: Site = {
  name: "Retreatly",
  tagline: "Curated small-group yoga and wellness retreats",
  url: "http://localhost:3000",
  email: "hello@retreatly.example",
  phoneDisplay: "+91 98100 00000",
  phoneDigits: "919810000000",
  whatsappDigits: "919810000000",
  location: "Gurgaon, India",
  socialUrl: "https://www.instagram.com/retreatly.example/",
  socialLabel: "Retreatly on Instagram",
  company: {
    legalName: "Retreatly Wellness Travel Private Limited",
    cin: "U79110DL2023PTC400000",
    gstin: "07AAACR0000A1Z5",
    pan: "AAACR0000A",
    registeredAddress: "Unit 4, 2nd Floor, 18 Barakhamba Road, Connaught Place, New Delhi 110001, India",
    grievanceOfficer: "Aanya Mehra, Director",
  },
  founder: { name: "Aanya Mehra", role: "Founder, yoga teacher and retreat curator" },
  /** The root loader replaces it with the year of today() (app/lib/clock.server.ts). */
  copyrightYear: 2025,
};

/** Primary navigation, shared by the header (desktop and mobile) and tests. */
export const retreatsMenu = [
  { label: "Upcoming Retreats", to: "/upcoming-retreats" },
  { label: "Past Retreats", to: "/past-retreats" },
  { label: "Corporate Retreats", to: "/corporate-retreats" },
  { label: "Host a Retreat", to: "/host-a-retreat" },
] as const;

export const footerLinks = [
  { label: "Home", to: "/" },
  { label: "Retreats", to: "/upcoming-retreats" },
  { label: "About Us", to: "/about" },
  { label: "FAQs", to: "/faq" },
  { label: "Contact", to: "/contact" },
  { label: "Terms", to: "/terms" },
  { label: "Refunds", to: "/refunds" },
  { label: "Privacy", to: "/privacy" },
  { label: "Delivery", to: "/delivery" },
  { label: "Contact & Legal", to: "/legal" },
] as const;

/** A wa.me link that opens a chat with a message naming what the guest is asking about. */
export function whatsappLink(site: Pick<Site, "whatsappDigits">, message: string) {
  return `https://wa.me/${site.whatsappDigits}?text=${encodeURIComponent(message)}`;
}

export function telLink(site: Pick<Site, "phoneDigits">) {
  return `tel:+${site.phoneDigits}`;
}
