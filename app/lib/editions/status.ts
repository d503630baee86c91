/**
 * The status rules (ADR 028): what an edition is on a given day, in the
 * organiser's time zone (today() gives that day). Pure functions of (edition, today), so the
 * page, the cards, the JSON-LD, the sitemap, the brochure, the form action and the admin all
 * agree, and the unit tests can walk the edges day by day.
 */
import { firstDay, lastDay } from "~/lib/calendar";
import type { EditionFields } from "./schema";

/**
 * open: bookable now. coming-soon / waitlist: the organiser takes names, not bookings.
 * sold-out: no place left (forced, or every place taken): the form becomes a waitlist.
 * under-way: from its first day to its last. past: after its last day. hidden: a draft.
 */
export type EditionStatus = "open" | "coming-soon" | "waitlist" | "sold-out" | "under-way" | "past" | "hidden";

/** "Only 3 places left" shows from this many places left down to one. */
export const FEW_PLACES = 3;

/** `placesBooked`: the edition's active bookings, counted with the places set by hand (`placesTaken`). */
type Places = Pick<EditionFields, "capacity" | "placesTaken"> & { placesBooked?: number };
type Facts = Pick<EditionFields, "start" | "end" | "state"> & Places;

export function placesLeft(e: Places) {
  return Math.max(0, e.capacity - e.placesTaken - (e.placesBooked ?? 0));
}

export function editionStatus(e: Facts, today: string): EditionStatus {
  if (e.state === "hidden") return "hidden";
  if (today > lastDay(e.end)) return "past";
  if (today >= firstDay(e.start)) return "under-way";
  if (e.state === "sold-out" || placesLeft(e) === 0) return "sold-out";
  return e.state;
}

/** Shown on the public site's upcoming lists (before the start, and while it is under way). */
export function isUpcoming(status: EditionStatus) {
  return status !== "past" && status !== "hidden";
}

/** The few places left worth saying aloud, or null. */
export function fewPlacesLeft(e: Facts, today: string): number | null {
  if (editionStatus(e, today) !== "open") return null;
  const left = placesLeft(e);
  return left <= FEW_PLACES ? left : null;
}

export function placesLeftText(left: number) {
  return left === 1 ? "Only 1 place left" : `Only ${left} places left`;
}

/**
 * The price charged today: the early-bird price up to and including its last day (the whole
 * day, organiser's time), then the regular price alone.
 */
export function currentPrice(e: Pick<EditionFields, "priceInr" | "earlyBirdPriceInr" | "earlyBirdUntil">, today: string) {
  if (e.earlyBirdPriceInr !== null && e.earlyBirdUntil !== null && today <= e.earlyBirdUntil)
    return { amount: e.earlyBirdPriceInr, earlyBird: true as const, until: e.earlyBirdUntil };
  return e.priceInr === null ? null : { amount: e.priceInr, earlyBird: false as const };
}
