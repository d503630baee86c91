/**
 * How long an edition runs, counted from its dates (never typed): 12-18 December is 7 days and
 * 6 nights. The words the retreat's prose writes through its {nights} {days} {length} tokens
 * (view.ts), its cards, the facts beside its intro and its brochure all come from here.
 */
import { daysFrom } from "~/lib/calendar";

export interface StayLength {
  days: number;
  nights: number;
}

/**
 * The edition's days and nights from its first and last day; for an edition known only by its
 * month ("2026-06"), the `fallbackDays` its retreat usually runs (its itinerary's days, or the
 * content's usualDays), or null when there is none.
 */
export function stayLength(start: string, end: string, fallbackDays?: number | null): StayLength | null {
  if (start.length === 10 && end.length === 10) {
    const nights = daysFrom(start, end);
    if (Number.isFinite(nights) && nights >= 0) return { days: nights + 1, nights };
    return null;
  }
  return fallbackDays && fallbackDays > 0 ? { days: fallbackDays, nights: fallbackDays - 1 } : null;
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];

/** "three", "twelve"; digits past twenty ("24"), as prose writes them. */
function inWords(n: number) {
  return WORDS[n] ?? String(n);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const unit = (n: number, one: string, many: string) => (n === 1 ? one : many);

/**
 * The words of an edition's length, one per token: {nights} "6 nights", {days} "7 days",
 * {length} "7 days / 6 nights", and spelled out for prose: {nightsInWords} "six nights",
 * {daysInWords} "seven days", capitalised to open a sentence: {NightsInWords}, {DaysInWords}.
 */
export function lengthWords(length: StayLength | null): Record<(typeof LENGTH_TOKENS)[number], string> {
  if (!length) return { nights: "", days: "", length: "", nightsInWords: "", daysInWords: "", NightsInWords: "", DaysInWords: "" };
  const { days, nights } = length;
  const nightsInWords = `${inWords(nights)} ${unit(nights, "night", "nights")}`;
  const daysInWords = `${inWords(days)} ${unit(days, "day", "days")}`;
  return {
    nights: `${nights} ${unit(nights, "night", "nights")}`,
    days: `${days} ${unit(days, "day", "days")}`,
    length: lengthText(length),
    nightsInWords,
    daysInWords,
    NightsInWords: capital(nightsInWords),
    DaysInWords: capital(daysInWords),
  };
}

const LENGTH_TOKENS = ["nights", "days", "length", "nightsInWords", "daysInWords", "NightsInWords", "DaysInWords"] as const;

/** "7 days / 6 nights"; "1 day" for a day retreat. */
export function lengthText({ days, nights }: StayLength) {
  return nights === 0 ? `${days} ${unit(days, "day", "days")}` : `${days} ${unit(days, "day", "days")} / ${nights} ${unit(nights, "night", "nights")}`;
}
