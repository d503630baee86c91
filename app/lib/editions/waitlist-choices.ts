/**
 * The waitlist's "Retreat interest" choices on a given day: every published edition ahead,
 * soonest first, then "The next <place> retreat" for each retreat with none ahead. On the spec's
 * day that is SPEC §3's four ("Goa 2025", "Maldives 2026", "Bali 2026", "Morocco 2026"); a
 * season later it follows the calendar, so a sign-up is filed under what the visitor chose and
 * its confirmation promises what that choice can keep ("if a place opens" for a full edition).
 * Pure: the page's loader and the form action compute the same list from the same catalogue.
 */
import type { RetreatContent } from "~/content/retreats/schema";
import type { Edition } from "./schema";
import { editionStatus, type EditionStatus } from "./status";

/**
 * What joining this waitlist is for. open: bookable now; soon: dates set, bookings not open
 * (SPEC §4's "coming soon" and "waitlist" states); full: every place taken, a place may open;
 * next: no edition ahead, the next dates are not set.
 */
export type WaitlistFor = "open" | "soon" | "full" | "next";

export interface WaitlistChoice {
  /** What the select shows and the lead stores as its retreat interest. */
  label: string;
  /** The retreat's id, e.g. "goa". */
  retreat: string;
  /** The edition's slug, or null for the next one not yet set. */
  edition: string | null;
  for: WaitlistFor;
}

const JOINABLE: Partial<Record<EditionStatus, WaitlistFor>> = { open: "open", "coming-soon": "soon", waitlist: "soon", "sold-out": "full" };

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
function monthName(day: string) {
  return MONTH.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

export function waitlistChoices(
  retreats: readonly RetreatContent[],
  editions: readonly Edition[],
  today: string,
): WaitlistChoice[] {
  const known = new Map(retreats.map((r) => [r.id, r]));
  const ahead = editions
    .flatMap((e) => {
      const joinable = JOINABLE[editionStatus(e, today)];
      const content = known.get(e.retreat);
      return joinable && content ? [{ e, content, for: joinable }] : [];
    })
    .sort((a, b) => (a.e.start < b.e.start ? -1 : a.e.start > b.e.start ? 1 : a.e.id - b.e.id));
  // "Goa 2026" while it names one edition; "Goa December 2026" when two share a year, and the
  // dates themselves when they share the month too.
  const label = ({ e, content }: (typeof ahead)[number]) => {
    const place = content.location.name;
    const year = e.start.slice(0, 4);
    const sameYear = ahead.filter((o) => o.e.retreat === e.retreat && o.e.start.slice(0, 4) === year);
    if (sameYear.length === 1) return `${place} ${year}`;
    const sameMonth = sameYear.filter((o) => o.e.start.slice(0, 7) === e.start.slice(0, 7));
    return sameMonth.length === 1 ? `${place} ${monthName(e.start)} ${year}` : `${place} ${e.start.slice(8, 10).replace(/^0/, "")} ${monthName(e.start)} ${year}`;
  };
  const choices: WaitlistChoice[] = ahead.map((a) => ({ label: label(a), retreat: a.content.id, edition: a.e.slug, for: a.for }));
  for (const r of retreats) {
    if (!choices.some((c) => c.retreat === r.id)) choices.push({ label: nextLabel(r), retreat: r.id, edition: null, for: "next" });
  }
  return choices;
}

function nextLabel(r: RetreatContent) {
  return `The next ${r.location.name} retreat`;
}

/**
 * The choice a retreat page's waitlist starts on: this edition while it is ahead, else the
 * retreat's next (an edition ahead, or the next one not yet set).
 */
export function defaultChoice(choices: readonly WaitlistChoice[], retreat: string, edition: string): WaitlistChoice | undefined {
  return choices.find((c) => c.edition === edition) ?? choices.find((c) => c.retreat === retreat);
}
