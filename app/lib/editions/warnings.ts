/**
 * What the organiser should look at again in an edition, shown on its admin page after every
 * save: warnings, never refusals (the edition is saved as typed). A balance due date or an early
 * bird already past on today's date, dates that overlap another edition of the same retreat,
 * and an itinerary written for another number of days than the edition runs.
 */
import { addDays, firstDay, formatDateRange, formatDay, lastDay } from "~/lib/calendar";
import type { EditionFields } from "./schema";
import { stayLength } from "./length";

type Dated = Pick<EditionFields, "retreat" | "slug" | "start" | "end">;

export function editionWarnings(
  edition: EditionFields,
  today: string,
  { others = [], itineraryDays = null, ownItinerary = false }: { others?: readonly Dated[]; itineraryDays?: number | null; ownItinerary?: boolean } = {},
): string[] {
  const warnings: string[] = [];
  const start = firstDay(edition.start);
  // Nothing to warn of once it has begun: its terms are history.
  if (start <= today) return warnings;
  if (edition.start.length === 10) {
    const due = addDays(start, -edition.balanceDueDays);
    if (due < today)
      warnings.push(
        `The balance is due ${edition.balanceDueDays} days before the start, on ${formatDay(due)}, which has already passed: anyone booking now pays the full price at once. Shorten the balance due days if that is not what you mean.`,
      );
  }
  if (edition.earlyBirdUntil && edition.earlyBirdUntil < today)
    warnings.push(`The early bird ended on ${formatDay(edition.earlyBirdUntil)}, before today: the page shows and charges the regular price only.`);
  for (const other of others) {
    if (other.retreat !== edition.retreat || other.slug === edition.slug) continue;
    if (firstDay(other.start) <= lastDay(edition.end) && firstDay(edition.start) <= lastDay(other.end))
      warnings.push(`These dates overlap the edition ${other.slug} (${formatDateRange(other.start, other.end)}) of the same retreat.`);
  }
  const length = stayLength(edition.start, edition.end);
  if (length && itineraryDays !== null && itineraryDays !== length.days)
    warnings.push(
      `${ownItinerary ? "Its own" : "The retreat's"} itinerary has ${itineraryDays} days, and this edition runs ${length.days}. The page and the brochure give the length from the dates (${length.days} days) and list the itinerary's ${itineraryDays} days under "Day by day".`,
    );
  return warnings;
}
