/**
 * A retreat page, a card and the season's words, built from a retreat's content file and one of
 * its editions on a given day (ADR 028). Pure: loaders call it with today() and the editions
 * they read, the unit tests with any day.
 */
import { formatInr } from "~/lib/indian-numbers";
import type { ContentSection, Retreat, RetreatContent, RetreatStatus, Section, WaitlistView } from "~/content/retreats/schema";
import { paymentTermsFor } from "~/content/retreats/terms";
import { retreatPath } from "~/content/retreats/display";
import { isEmptySection } from "~/content/retreats/empty-section";
import type { OpenEditionTerms } from "~/content/pages/faq";
import { addDays, firstDay, formatDateRange, formatDay, formatMonth, formatShortRange, knownByMonth } from "~/lib/calendar";
import { NEXT_SEASON_FALLBACK, type Edition } from "./schema";
import { defaultChoice, waitlistChoices, type WaitlistChoice } from "./waitlist-choices";
import { paymentHost } from "./inputs";
import { lengthText, lengthWords, stayLength, type StayLength } from "./length";
import { currentPrice, editionStatus, fewPlacesLeft, isUpcoming, placesLeft, placesLeftText, type EditionStatus } from "./status";

/** The notice under a retreat's hero: why it cannot be booked now, or how few places are left. */
export interface EditionNotice {
  kind: "past" | "under-way" | "sold-out" | "few";
  title: string;
  text: string;
  /** The next edition of the same retreat, when one is published. */
  next?: { label: string; to: string };
}

interface EditionPage {
  retreat: Retreat;
  status: EditionStatus;
  notice: EditionNotice | null;
  /** Places left, for the JSON-LD offer's availability. */
  placesLeft: number;
  fewLeft: number | null;
}

/** The status as the page will show it once published: a hidden draft previews as open. */
function statusFor(edition: Edition, today: string, preview: boolean) {
  return editionStatus(preview && edition.state === "hidden" ? { ...edition, state: "open" } : edition, today);
}

/** SPEC §4's card state for an edition's status. */
function cardStatusOf(status: EditionStatus): RetreatStatus {
  return status === "open" ? "available" : status === "coming-soon" ? "coming-soon" : "waitlist";
}

/**
 * The days an edition of this retreat usually runs, for one known only by its month: the
 * content's usualDays, else its itinerary's days.
 */
function usualDaysOf(content: RetreatContent | null | undefined): number | null {
  if (!content) return null;
  return content.usualDays ?? content.sections.find((s) => s.type === "itinerary")?.days.length ?? null;
}

/** How long the edition runs, from its dates (see length.ts). */
export function editionLength(edition: Pick<Edition, "start" | "end">, content?: RetreatContent | null): StayLength | null {
  return stayLength(edition.start, edition.end, usualDaysOf(content));
}

export function tokensFor(edition: Edition, today: string, nextSeason = NEXT_SEASON_FALLBACK, content?: RetreatContent | null) {
  const price = currentPrice(edition, today);
  return {
    ...lengthWords(editionLength(edition, content)),
    nextSeason,
    dates: formatDateRange(edition.start, edition.end),
    shortDates: formatShortRange(edition.start, edition.end),
    year: edition.start.slice(0, 4),
    price: price ? formatInr(price.amount) : "",
    paymentTerms: paymentTermsFor(edition.depositInr, edition.balanceDueDays),
  };
}

/** Every string of the content with the edition's words filled in. */
function fill<T>(value: T, tokens: Record<string, string>): T {
  if (typeof value === "string") return value.replace(/\{(\w+)\}/g, (m, key: string) => tokens[key] ?? m) as T;
  if (Array.isArray(value)) return value.map((v) => fill(v, tokens)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, tokens)])) as T;
  return value;
}

/** The waitlist section's "Retreat interest": every choice of the day, starting on this edition's. */
function interestOf(content: RetreatContent, edition: Edition, choices: readonly WaitlistChoice[]): Pick<WaitlistView, "choices" | "defaultInterest"> {
  const start = defaultChoice(choices, content.id, edition.slug);
  return { choices: choices.map((c) => c.label), defaultInterest: start?.label ?? choices[0]?.label ?? "" };
}

/** The next published edition of the same retreat after this one, not yet over. */
function nextEdition(edition: Edition, editions: readonly Edition[], today: string) {
  return (
    editions
      .filter((e) => e.retreat === edition.retreat && e.id !== edition.id && firstDay(e.start) > firstDay(edition.start))
      .filter((e) => isUpcoming(editionStatus(e, today)))
      .sort((a, b) => (a.start < b.start ? -1 : 1))[0] ?? null
  );
}

export function buildEditionPage(
  content: RetreatContent,
  edition: Edition,
  today: string,
  editions: readonly Edition[] = [],
  {
    preview = false,
    nextSeason = NEXT_SEASON_FALLBACK,
    choices = waitlistChoices([content], editions.length ? editions : [edition], today),
  }: { preview?: boolean; nextSeason?: string; choices?: readonly WaitlistChoice[] } = {},
): EditionPage {
  const interest = interestOf(content, edition, choices);
  const status = statusFor(edition, today, preview);
  const tokens = tokensFor(edition, today, nextSeason, content);
  const length = editionLength(edition, content);
  const filled = fill(content, tokens);
  const price = currentPrice(edition, today);
  const bookable = status === "open";
  const ended = status === "past" || status === "under-way";
  const next = ended ? nextEdition(edition, editions, today) : null;
  const nextLink = next ? { label: `See ${formatDateRange(next.start, next.end)}`, to: retreatPath(next.slug) } : undefined;

  const sections: Section[] = filled.sections.flatMap((section): Section[] => {
    // Emptied by the organiser: no heading over nothing, on the page or in the brochure.
    if (isEmptySection(section)) return [];
    const s = status === "past" ? inThePast(section) : section;
    switch (s.type) {
      case "pricing": {
        if (ended || !price) return [];
        const { earlyBird, ...words } = s;
        const early = price.earlyBird && earlyBird ? earlyBird : null;
        return [
          {
            ...words,
            title: early?.title ?? words.title,
            priceLabel: early?.label ?? words.priceLabel,
            priceInr: price.amount,
            ...(price.earlyBird ? { validity: `Early-bird price valid until ${formatDay(price.until)}` } : {}),
          },
        ];
      }
      case "itinerary":
        // Days written for another length: the heading claims no count ("Your four days" over a
        // seven-day edition would print two lengths); the organiser's form warns of it.
        return [length && s.days.length !== length.days ? { ...s, title: ITINERARY_TITLE } : s];
      case "how-to-book":
        return bookable ? [s] : [];
      case "brochure":
        return bookable ? [s] : [];
      case "waitlist":
        return ended ? [] : [{ ...s, ...interest }];
      case "intro": {
        const { afterwards, ...intro } = s;
        return [status === "past" && afterwards ? { ...intro, paragraphs: afterwards } : intro];
      }
      default:
        return [s];
    }
  });
  // Nothing to book: the form becomes a waitlist (unless the next edition is there to book).
  const hasForm = sections.some((s) => s.type === "waitlist" || s.type === "brochure");
  if (!hasForm && !next) {
    sections.push({
      type: "waitlist",
      id: "waitlist",
      eyebrow: "Waitlist",
      title: ended ? `Join the waitlist for the next ${content.name}` : `Join the ${content.name} waitlist`,
      text: ended
        ? `${nextSeason}. Leave your name and e-mail and we will write to you as soon as the next dates are set, before anyone else.`
        : "Every place on these dates is taken. Leave your name and e-mail: we will write if a place opens, and first when the next dates are set.",
      flow: "bali",
      ...interest,
    });
  }

  const cta: Retreat["hero"]["cta"] = bookable
    ? filled.hero.cta.kind === "whatsapp" && edition.whatsappMessage
      ? { ...filled.hero.cta, message: edition.whatsappMessage }
      : filled.hero.cta
    : next
      ? { kind: "anchor", label: "See the next dates", target: "edition-notice" }
      : { kind: "anchor", label: "Join Waitlist", target: "waitlist" };

  const dates = tokens.dates;
  const byMonth = knownByMonth(edition.start, edition.end);
  const few = bookable ? fewPlacesLeft(edition, today) : null;
  let notice: EditionNotice | null = null;
  if (status === "past")
    notice = {
      kind: "past",
      title: "This retreat has taken place",
      text: `The ${content.name} took place ${byMonth ? "in" : "on"} ${dates}. ${next ? "Its next edition is open to you now." : "Join the waitlist below to hear first when the next dates are set."}`,
      next: nextLink,
    };
  else if (status === "under-way")
    notice = {
      kind: "under-way",
      title: "This retreat is under way",
      text: `The group is together now: the ${content.name} runs ${byMonth ? "in " : ""}${dates}. ${next ? "Its next edition is open to you now." : "Join the waitlist below to hear first when the next dates are set."}`,
      next: nextLink,
    };
  else if (status === "sold-out")
    notice = { kind: "sold-out", title: "This retreat is full", text: `Every place on ${dates} is taken. Join the waitlist below and we will write if one opens.` };
  else if (few !== null) notice = { kind: "few", title: placesLeftText(few), text: `${placesLeftText(few)} on ${dates}. Book soon to keep yours.` };

  // The content's description sells the dates and their price; once they are past it says so.
  const seo = status === "past" ? { ...filled.seo, description: `The ${content.name} took place ${byMonth ? "in" : "on"} ${dates}. ${nextSeason}: join the waitlist to hear first.` } : filled.seo;
  const retreat: Retreat = {
    ...filled,
    seo,
    slug: edition.slug,
    dates: { display: dates, start: edition.start, end: edition.end },
    status: cardStatusOf(status),
    ...(price && (bookable || status === "sold-out") ? { priceInr: price.amount } : {}),
    card: { ...filled.card, dates: tokens.shortDates },
    hero: { ...filled.hero, subtitle: status === "past" ? filled.hero.pastSubtitle : filled.hero.subtitle, cta, secondary: bookable ? filled.hero.secondary : undefined },
    ...(bookable && cta.kind === "whatsapp" ? { booking: bookingOf(edition, cta.message) } : {}),
    sections,
  };
  return { retreat, status, notice, placesLeft: placesLeft(edition), fewLeft: few };
}

/** The itinerary's heading when its days are not the edition's. */
const ITINERARY_TITLE = "Day by day";

/**
 * What every Book Now on an open edition's page does, the same everywhere: its payment page
 * when it has one, otherwise the WhatsApp chat; the chat stays as "Ask on WhatsApp" beside a
 * payment page.
 */
function bookingOf(edition: Edition, whatsappMessage: string): Retreat["booking"] {
  return edition.paymentUrl
    ? { kind: "payment", url: edition.paymentUrl, host: paymentHost(edition.paymentUrl), whatsappMessage }
    : { kind: "whatsapp", whatsappMessage };
}

/**
 * A past edition's page with the organiser's photographs of its dates ("Moments from 18-21
 * December 2025") after its first section, where its story starts; unchanged without any.
 */
export function withMoments(retreat: Retreat, images: readonly string[]): Retreat {
  if (!images.length) return retreat;
  const moments: Section = {
    type: "gallery",
    id: "moments",
    eyebrow: "Looking back",
    title: `Moments from ${retreat.dates.display}`,
    intro: "Photographs from these dates. Tap a picture to see it larger.",
    display: "grid",
    images: [...images],
  };
  return { ...retreat, sections: [...retreat.sections.slice(0, 1), moments, ...retreat.sections.slice(1)] };
}

/** A section in its past-tense words (content's `past`), for an edition that has taken place. */
function inThePast<S extends ContentSection>(section: S): S {
  const { past, ...words } = section;
  if (!past) return section;
  const { facts, intro, ...heading } = past;
  return {
    ...words,
    ...heading,
    ...(intro && "intro" in words ? { intro } : {}),
    ...(facts && words.type === "intro" ? { facts } : {}),
  } as S;
}

/** Words on a card for each status. */
export function badgeFor(status: EditionStatus, fewLeft: number | null): string {
  if (fewLeft !== null) return placesLeftText(fewLeft);
  return {
    open: "Now booking",
    "coming-soon": "Coming soon",
    waitlist: "Waitlist open",
    "sold-out": "Sold out",
    "under-way": "Under way now",
    past: "Took place",
    hidden: "Draft",
  }[status];
}

/**
 * Where a retreat card stands: the home page (SPEC §3: the place as its title, the long date,
 * Book Now or Join Waitlist by status), the upcoming page ("Dec 18-21 2025", View Details) or
 * the past page (the long date, View Details).
 */
type CardPage = "home" | "upcoming" | "past";

/** One retreat card, as every card grid draws it. */
export interface RetreatCardView {
  id: string;
  title: string;
  dates: string;
  description: string;
  image: string;
  link: string;
  status: RetreatStatus;
  badge: string;
  /** "status": the status's button (home); "details": View Details. */
  action: "status" | "details";
}

export function retreatCard(content: RetreatContent, edition: Edition, today: string, page: CardPage): RetreatCardView {
  const status = editionStatus(edition, today);
  const home = page === "home";
  const card = fill(content.card, tokensFor(edition, today, NEXT_SEASON_FALLBACK, content));
  return {
    id: edition.slug,
    title: home ? content.location.name : card.title,
    dates: page === "upcoming" ? formatShortRange(edition.start, edition.end) : formatDateRange(edition.start, edition.end),
    description: home ? card.homeDescription : card.description,
    image: content.card.image,
    link: retreatPath(edition.slug),
    status: cardStatusOf(status),
    badge: badgeFor(status, fewPlacesLeft(edition, today)),
    action: home ? "status" : "details",
  };
}

/**
 * A retreat with no edition ahead, in its place among the cards: its words for the next season
 * ("Dates to be announced, usually December") and Join Waitlist, to the waitlist on its latest
 * edition's page.
 */
export function nextSeasonCard(content: RetreatContent, latest: Edition, nextSeason: string | undefined, page: "home" | "upcoming"): RetreatCardView {
  const home = page === "home";
  // The next edition's days are not set: the latest one's length stands for the retreat's.
  const card = fill(content.card, tokensFor(latest, latest.end, nextSeason, content));
  return {
    id: `next-${content.id}`,
    title: home ? content.location.name : card.title,
    dates: nextSeason ?? NEXT_SEASON_FALLBACK,
    description: home ? card.homeDescription : card.description,
    image: content.card.image,
    link: `${retreatPath(latest.slug)}#waitlist`,
    status: "waitlist",
    badge: "Next season",
    action: "status",
  };
}

/** "2025-2026" from the years the upcoming editions span; null when none is upcoming. */
export function seasonOf(upcoming: readonly Edition[]): string | null {
  if (!upcoming.length) return null;
  const first = upcoming.map((e) => e.start.slice(0, 4)).sort()[0]!;
  const last = upcoming.map((e) => e.end.slice(0, 4)).sort().at(-1)!;
  return first === last ? first : `${first}-${last}`;
}

/** "Goa in December 2025, the Maldives in February 2026 and Bali in June 2026". */
export function whereAndWhen(pairs: readonly { content: RetreatContent; edition: Edition }[]) {
  const parts = pairs.map(({ content, edition }) => `${content.location.inProse ?? content.location.name} in ${formatMonth(edition.start)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/**
 * An open edition's own terms as the FAQ names them ("Goa Yoga & Surf Retreat, 12-18 December
 * 2026 (7 days / 6 nights)": its deposit and the day its balance is due), the same figures as
 * its page and brochure.
 */
export function openEditionTerms(content: RetreatContent, edition: Edition): OpenEditionTerms {
  const length = editionLength(edition, content);
  const dates = formatDateRange(edition.start, edition.end);
  return {
    retreat: `${content.name}, ${dates}${length && !knownByMonth(edition.start, edition.end) ? ` (${lengthText(length)})` : ""}`,
    deposit: formatInr(edition.depositInr),
    balanceDue: knownByMonth(edition.start, edition.end)
      ? `${edition.balanceDueDays} days before it starts`
      : formatDay(addDays(firstDay(edition.start), -edition.balanceDueDays)),
  };
}
