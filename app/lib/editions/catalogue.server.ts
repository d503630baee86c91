/**
 * What the public pages read: today's date and every edition, once per request (ADR 028: no
 * cache, so every instance on one PostgreSQL shows an edit at once), with the retreats' stories
 * (app/lib/retreats, ADR 043) and each edition's own itinerary. Hidden drafts, unpublished
 * stories and archived retreats never leave here except for the admin.
 */
import { getDb, type Db } from "~/lib/db/db.server";
import { listItineraries, listRetreats, withItinerary, type ItineraryDay, type RetreatRecord } from "~/lib/retreats/retreats.server";
import type { RetreatContent } from "~/content/retreats/schema";
import { listEditions } from "./editions.server";
import { readNextSeasons } from "./next-season.server";
import type { Edition } from "./schema";
import { editionStatus, isUpcoming } from "./status";
import { nextSeasonCard, retreatCard, type RetreatCardView } from "./view";
import { waitlistChoices, type WaitlistChoice } from "./waitlist-choices";
import { today } from "~/lib/clock.server";

export interface Catalogue {
  today: string;
  editions: Edition[];
  /** Each retreat's words for its next season, by retreat id (lib/editions/next-season.server.ts). */
  nextSeason: Record<string, string>;
  /** Every retreat, archived and unpublished ones too, in menu order. */
  retreats: RetreatRecord[];
  /** Editions' own itineraries, by edition id. */
  itineraries: Record<number, ItineraryDay[]>;
}

interface Pair {
  content: RetreatContent;
  edition: Edition;
}

export async function loadCatalogue(db?: Db): Promise<Catalogue> {
  db ??= await getDb();
  const [editions, nextSeason, retreats, itineraries] = await Promise.all([listEditions(db), readNextSeasons(db), listRetreats(db), listItineraries(db)]);
  return { today: today(), editions, nextSeason, retreats, itineraries };
}

const perRequest = new WeakMap<object, Promise<Catalogue>>();

/**
 * The catalogue read once for a request (its load context, one object per request): the root's
 * loader (the header's menu) and the page's run side by side and share the one read.
 */
export function requestCatalogue(context: unknown): Promise<Catalogue> {
  if (typeof context !== "object" || context === null) return loadCatalogue();
  let catalogue = perRequest.get(context);
  if (!catalogue) perRequest.set(context, (catalogue = loadCatalogue()));
  return catalogue;
}

/** The published stories of the retreats the site shows (not archived), in menu order. */
export function publishedContents(cat: Catalogue): RetreatContent[] {
  return cat.retreats.flatMap((r) => (r.content && !r.archivedAt ? [r.content] : []));
}

/** A shown retreat's published story, or null (unknown, never published, archived). */
function contentOf(cat: Catalogue, id: string): RetreatContent | null {
  return publishedContents(cat).find((c) => c.id === id) ?? null;
}

/** The story an edition's page and brochure tell: its retreat's, with the edition's own itinerary if it has one. */
export function contentForEdition(cat: Catalogue, edition: Edition, content = contentOf(cat, edition.retreat)): RetreatContent | null {
  return content && withItinerary(content, cat.itineraries[edition.id]);
}

/** Published editions with their content (an edition of an archived or unpublished retreat is left out). */
export function pairs(cat: Catalogue): Pair[] {
  return cat.editions.flatMap((edition) => {
    const content = edition.state !== "hidden" && contentForEdition(cat, edition);
    return content ? [{ content, edition }] : [];
  });
}

/** Before their start or under way, soonest first. */
export function upcomingPairs(cat: Catalogue): Pair[] {
  return pairs(cat)
    .filter((p) => isUpcoming(editionStatus(p.edition, cat.today)))
    .sort((a, b) => (a.edition.start < b.edition.start ? -1 : a.edition.start > b.edition.start ? 1 : a.edition.id - b.edition.id));
}

/** After their last day, most recent first. */
export function pastPairs(cat: Catalogue): Pair[] {
  return pairs(cat)
    .filter((p) => editionStatus(p.edition, cat.today) === "past")
    .sort((a, b) => (a.edition.end > b.edition.end ? -1 : 1));
}

/**
 * Retreats with no edition ahead, each with its latest published edition (whose page holds the
 * waitlist for the next one), in the content's order: what "the next season" shows in their place.
 */
function nextSeasonPairs(cat: Catalogue): Pair[] {
  const ahead = new Set(upcomingPairs(cat).map((p) => p.content.id));
  const latest = new Map<string, Pair>();
  for (const p of pairs(cat)) {
    if (ahead.has(p.content.id)) continue;
    const seen = latest.get(p.content.id);
    if (!seen || p.edition.start > seen.edition.start) latest.set(p.content.id, p);
  }
  return [...latest.values()];
}

/**
 * The cards of what is ahead, as the home and upcoming pages list them: the upcoming editions,
 * soonest first, then each retreat with none ahead in its place, as its next season.
 */
export function cardsAhead(cat: Catalogue, page: "home" | "upcoming"): RetreatCardView[] {
  return [
    ...upcomingPairs(cat).map((p) => retreatCard(p.content, p.edition, cat.today, page)),
    ...nextSeasonPairs(cat).map((p) => nextSeasonCard(p.content, p.edition, cat.nextSeason[p.content.id], page)),
  ];
}

/**
 * The header's Retreats menu after SPEC's four links: each shown retreat with a published
 * edition, in menu order, linking to its next edition, else its latest (which holds the waitlist).
 */
export function menuDestinations(cat: Catalogue): { label: string; to: string }[] {
  const ahead = upcomingPairs(cat);
  const all = pairs(cat);
  return publishedContents(cat).flatMap((content) => {
    const pick = ahead.find((p) => p.content.id === content.id) ?? all.filter((p) => p.content.id === content.id).at(-1);
    return pick ? [{ label: content.name, to: `/retreats/${pick.edition.slug}` }] : [];
  });
}

/** The waitlist's "Retreat interest" choices today, for every page's form and its action. */
export function waitlistChoicesOf(cat: Catalogue): WaitlistChoice[] {
  return waitlistChoices(publishedContents(cat), cat.editions, cat.today);
}
