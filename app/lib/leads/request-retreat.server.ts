import { retreatNameIn, type RetreatName } from "~/lib/retreats/retreats.server";
import type { RequestTable } from "~/lib/db/schema";

/**
 * Which retreat, and which of its editions, a request is about: the one rule the people list
 * shows ("retreats asked about") and filters by, and the reply links, the people export, the
 * messages from templates and the waitlist's confirmation name. A brochure or an inquiry is
 * about the retreat page it was sent from (/retreats/goa-2025 is the goa-2025 edition); a
 * waitlist sign-up is about the retreat the visitor chose ("Bali 2026": Bali, its edition of
 * 2026), wherever they chose it, as on the waitlist tab.
 */
export interface EditionRef {
  slug: string;
  retreat: string;
  startDate: string;
}

interface RequestAbout {
  /** A retreat's id (goa), or null for a page about none (/contact). */
  retreat: string | null;
  /** An edition's slug (goa-2025), or null when none is known. */
  edition: string | null;
}

/** The columns of a request that say what it is about (a waitlist sign-up's choice, its page). */
interface RequestRow {
  source_page: string;
  retreat_location?: string | null;
  retreat?: string | null;
  edition_slug?: string | null;
}

const PAGE = /^\/retreats\/([^/?#]+)/;

function retreatOfSlug(slug: string, names: readonly RetreatName[]): string | null {
  return names.find((r) => slug === r.id || slug.startsWith(`${r.id}-`))?.id ?? null;
}

/** The retreat and year a waitlist's choice names: "Bali 2026" (the form's), or a bare retreat id. */
function interest(value: string, names: readonly RetreatName[]): { retreat: string | null; year: string | null } {
  const lower = value.trim().toLowerCase().replace(/^the next /, "");
  const retreat = names.find((r) => lower === r.id || lower === r.place.toLowerCase() || lower.startsWith(`${r.place.toLowerCase()} `));
  return { retreat: retreat?.id ?? null, year: /\b(\d{4})$/.exec(lower)?.[1] ?? null };
}

export function requestAbout(table: RequestTable, row: RequestRow, editions: readonly EditionRef[], names: readonly RetreatName[]): RequestAbout {
  // A sign-up filed under its choice (migration 023): the retreat, and the edition unless it was
  // the next one, not yet set.
  if (table === "waitlist_signups" && row.retreat) return { retreat: row.retreat, edition: row.edition_slug ?? null };
  if (table === "waitlist_signups" && row.retreat_location) {
    const chosen = interest(row.retreat_location, names);
    const edition = chosen.year ? editions.find((e) => e.retreat === chosen.retreat && e.startDate.startsWith(chosen.year!)) : undefined;
    return { retreat: chosen.retreat, edition: edition?.slug ?? null };
  }
  const slug = PAGE.exec(row.source_page)?.[1];
  if (!slug) return { retreat: null, edition: null };
  const edition = editions.find((e) => e.slug === slug);
  return { retreat: edition?.retreat ?? retreatOfSlug(slug, names), edition: edition?.slug ?? null };
}

/**
 * The name of the retreat a request is about ("Goa Yoga & Surf Retreat"), by the rule above, for
 * the reply links, the people export and the waitlist's confirmation: a waitlist sign-up's own
 * words when they name no retreat we know; null for a page about none. The retreat of an
 * edition's page is read from its slug (goa-2025 is Goa), so no editions are needed.
 */
export function requestRetreatName(table: RequestTable, row: RequestRow, names: readonly RetreatName[]): string | null {
  const { retreat } = requestAbout(table, row, [], names);
  if (retreat) return retreatNameIn(names, retreat);
  return table === "waitlist_signups" && row.retreat_location ? row.retreat_location : null;
}

/**
 * What a retreat or edition filter matches, as plain values for SQL: the pages of brochures and
 * inquiries, and the waitlist's chosen values (of those `waitlistValues` holds) that name it.
 */
export function aboutFilter(filter: { retreat: string; edition: string }, editions: readonly EditionRef[], names: readonly RetreatName[], waitlistValues: readonly string[]) {
  const wanted = (about: RequestAbout) => (filter.edition ? about.edition === filter.edition : about.retreat === filter.retreat);
  const pages = filter.edition
    ? [`/retreats/${filter.edition}`]
    : [`/retreats/${filter.retreat}`, ...editions.filter((e) => e.retreat === filter.retreat).map((e) => `/retreats/${e.slug}`)];
  return {
    pages,
    waitlist: waitlistValues.filter((v) => wanted(requestAbout("waitlist_signups", { source_page: "", retreat_location: v }, editions, names))),
  };
}
