import { getRetreat } from "~/content/retreats";

/**
 * What the lead forms need to know about a retreat, from the same typed data the page renders
 * (app/content/retreats), keyed by the slug in the page URL. The server takes the retreat name
 * and brochure link from here, never from the posted form, so a crafted request cannot make our
 * e-mails or thank-you page point somewhere else. A fifth retreat with a brochure or waitlist
 * section works with no change here. Brochures are served at /brochures/<slug>.pdf (issue 6).
 */
export interface RetreatForms {
  retreatName: string;
  /** Set when the page has a brochure section. */
  brochureUrl?: string;
  /** Set when the page has a waitlist section: Morocco goes to /thank-you, Bali stays (SPEC §4). */
  waitlistFlow?: "bali" | "morocco";
}

/**
 * The retreat a waitlist's "Retreat interest" names ("Bali 2026" is the retreat at
 * /retreats/bali-2026): the visitor may join from one page for another retreat, and the e-mail
 * that confirms it must name the one they chose. The label itself if no retreat matches.
 */
export function retreatNameForInterest(interest: string): string {
  return getRetreat(interest.toLowerCase().replaceAll(" ", "-"))?.name ?? interest;
}

export function getRetreatForms(slug: string | undefined): RetreatForms | null {
  const retreat = getRetreat(slug);
  if (!retreat) return null;
  const brochure = retreat.sections.find((s) => s.type === "brochure");
  const waitlist = retreat.sections.find((s) => s.type === "waitlist");
  return {
    retreatName: retreat.name,
    brochureUrl: brochure ? `/brochures/${retreat.slug}.pdf` : undefined,
    waitlistFlow: waitlist?.type === "waitlist" ? waitlist.flow : undefined,
  };
}
