/**
 * Copy and rules for the two thank-you pages (SPEC §2 and §4). Pure functions, so the rules are
 * unit-tested without a browser.
 */

const THANK_YOU_DEFAULT_MESSAGE = "Thank you for signing up!";
const THANK_YOU_DEFAULT_SUBTITLE =
  "We are glad you are here. Keep an eye on your inbox: we will be in touch soon with everything you need.";

/** The picture above a thank-you message that names no retreat (newsletter, a reload). */
export const THANK_YOU_IMAGE = "page/thank-you";

/** Each retreat's own picture, for the thank-you page after its brochure or waitlist form. */
export const RETREAT_THANK_YOU_IMAGES = {
  maldives: "maldives-2026/hero",
  bali: "bali-2026/hero",
  morocco: "morocco-2026/hero",
  goa: "goa-2025/hero",
} as const;

/**
 * The picture for a thank-you page: the retreat whose place the form's state names (its
 * brochure's address, its name, the waitlist's message), else the quiet default. Found by the
 * place's name, so the state needs no field of its own: the forms' code is shared by every
 * retreat page, whose JavaScript is at its budget.
 */
export function thankYouImage(...named: (string | undefined)[]): string {
  const text = named.filter(Boolean).join(" ").toLowerCase();
  for (const [place, image] of Object.entries(RETREAT_THANK_YOU_IMAGES)) if (text.includes(place)) return image;
  return THANK_YOU_IMAGE;
}

export const BROCHURE_TITLE = "Thank you for your interest!";
/**
 * SPEC §2 leaves the Maldives variant's words open; the success toast (SPEC §8) already says
 * "Thank you for your interest in the Blue Mind Maldives Retreat" as the page opens, so the
 * headline under it says something of its own.
 */
const BROCHURE_TITLE_MALDIVES = "Your Blue Mind Maldives brochure";

/** SPEC §2: with no navigation state the brochure pages fall back to Goa. */
export const DEFAULT_BROCHURE = {
  brochureUrl: "/brochures/goa-2025.pdf",
  retreatName: "Goa Yoga & Surf Retreat",
} as const;

interface ThankYouView {
  message: string;
  subtitle: string;
  /** SPEC §2: the Download Brochure button appears only when no state was given. */
  showBrochureButton: boolean;
}

export function thankYouView(state: { message?: string; subtitle?: string } | null | undefined): ThankYouView {
  const given = state && (state.message || state.subtitle) ? state : null;
  return {
    message: given?.message || THANK_YOU_DEFAULT_MESSAGE,
    subtitle: given?.subtitle || THANK_YOU_DEFAULT_SUBTITLE,
    showBrochureButton: !given,
  };
}

interface BrochureView {
  title: string;
  brochureUrl: string;
  retreatName: string;
  isMaldives: boolean;
  /** True when a form sent the visitor here (then the link is also on its way by e-mail). */
  fromForm: boolean;
}

/**
 * Only our own root-relative paths or http(s) URLs become the button's href: the state can come
 * from a cookie or another script, and a javascript: URL must never reach an anchor.
 */
export function safeBrochureUrl(url: string | undefined | null): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function brochureView(state: { brochureUrl?: string; retreatName?: string } | null | undefined): BrochureView {
  const url = safeBrochureUrl(state?.brochureUrl);
  const brochureUrl = url ?? DEFAULT_BROCHURE.brochureUrl;
  const retreatName = (url && state?.retreatName) || DEFAULT_BROCHURE.retreatName;
  const isMaldives = /maldives/i.test(retreatName) || /maldives/i.test(brochureUrl);
  return { title: isMaldives ? BROCHURE_TITLE_MALDIVES : BROCHURE_TITLE, brochureUrl, retreatName, isMaldives, fromForm: url !== null };
}

export const brochureCopy = {
  intro: (retreatName: string) =>
    `Your brochure for the ${retreatName} is ready. It has the full itinerary, the rooms, what is included and how to book.`,
  button: "Open Your Brochure",
  emailNote: "We are also sending the link to your inbox, so you can come back to it whenever you like.",
  back: "Back to Upcoming Retreats",
};
