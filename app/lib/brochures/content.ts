/**
 * What a brochure says, taken from the same retreat data, booking policy and site facts the
 * pages render (a retreat's content with one edition's facts), so an edit shows in the PDF at once. Plain data (no pdfkit),
 * so the unit tests can check it and the layout stays about layout.
 */
import { BOOKING_POLICY } from "~/content/pages/policy";
import { retreatPath } from "~/content/retreats";
import { formatInr } from "~/lib/indian-numbers";
import type { Retreat, Section } from "~/content/retreats/schema";
import { telLink, whatsappLink, type Site } from "~/content/site";
import { lengthText, type StayLength } from "~/lib/editions/length";

type Of<T extends Section["type"]> = Extract<Section, { type: T }>;

export interface BrochureContent {
  slug: string;
  title: string;
  dates: string;
  place: string;
  subtitle: string;
  heroImage: string;
  intro: { title: string; paragraphs: string[]; facts: { label: string; value: string }[] };
  glance: { title: string; intro?: string; cards: { title: string; text: string }[] };
  itinerary: { title: string; intro?: string; days: { label: string; title: string; items: string[] }[] };
  stay?: { title: string; intro?: string; images: string[] };
  inclusions: { included: string[]; excluded: string[] };
  price: { title: string; label: string; amount: string; note: string; validity?: string; points: string[] };
  terms: { paymentTerms: string; rules: { term: string; detail: string }[] };
  booking: {
    intro: string;
    /** The closing note under the contacts: the how-to-book note, or the payment terms. */
    note: string;
    phone: string;
    phoneLink: string;
    whatsapp: string;
    /** wa.me with the same pre-filled message as the page's Book Now button. */
    whatsappLink: string;
    email: string;
    url: string;
    responseHours: string;
  };
  /** Site name for the footer and cover. */
  brand: string;
  tagline: string;
  refundsUrl: string;
  fileName: string;
}

/**
 * Sentences that only make sense on the web page ("Tap a photograph to see it larger.") are
 * dropped: paper has nothing to tap.
 */
const INTERACTIVE = /\b(tap|click|swipe|open a day|use the arrows|scroll)\b/i;
export function printable(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const kept = text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !INTERACTIVE.test(s))
    .join(" ")
    .trim();
  return kept || undefined;
}

function section<T extends Section["type"]>(retreat: Retreat, ...types: T[]): Of<T> | undefined {
  return retreat.sections.find((s): s is Of<T> => (types as string[]).includes(s.type));
}

/**
 * A retreat offers a brochure when its page has a brochure section (its form promises one), and
 * it has the parts a brochure cannot do without: the days and the price.
 */
function offersBrochure(retreat: Retreat): boolean {
  return Boolean(section(retreat, "brochure") && section(retreat, "itinerary") && section(retreat, "pricing") && section(retreat, "inclusions"));
}

/** "/brochures/goa-2025.pdf": the URL the thank-you pages and stored sign-ups point at. */
export function brochurePath(slug: string) {
  return `/brochures/${slug}.pdf`;
}

/**
 * The edition's booking terms (app/content/retreats/terms.ts, with its own deposit and balance
 * due days): the sentence of its price box, and the rules of the brochure's terms table.
 */
export interface BrochureTerms {
  sentence: string;
  rules: { term: string; detail: string }[];
  /** How long it runs, from its dates (app/lib/editions/length.ts). */
  length: StayLength | null;
}

function derivedFacts(retreat: Retreat, priceInr: number, length: StayLength | null) {
  return [
    { label: "Dates", value: retreat.dates.display },
    { label: "Where", value: [retreat.location.locality, retreat.location.region].filter(Boolean).join(", ") },
    ...(length ? [{ label: "Stay", value: lengthText(length) }] : []),
    { label: "Price", value: `${formatInr(priceInr)} per person` },
  ];
}

/**
 * `terms`: the edition's deposit sentence, which gets a block of its own below the price instead
 * of a line among the price's points, and its rules for the terms table.
 */
export function brochureContent(retreat: Retreat, site: Site, terms: BrochureTerms): BrochureContent | null {
  if (!offersBrochure(retreat)) return null;
  const intro = section(retreat, "intro");
  const glance = section(retreat, "at-a-glance", "highlights", "what-to-expect");
  const itinerary = section(retreat, "itinerary")!;
  const gallery = section(retreat, "gallery");
  const inclusions = section(retreat, "inclusions")!;
  const pricing = section(retreat, "pricing")!;
  const howToBook = section(retreat, "how-to-book");
  const { locality, region, country } = retreat.location;


  return {
    slug: retreat.slug,
    title: retreat.name,
    dates: retreat.dates.display,
    place: [locality, region, country].filter(Boolean).join(", "),
    subtitle: retreat.hero.subtitle,
    heroImage: retreat.hero.image,
    intro: intro
      ? { title: intro.title, paragraphs: intro.paragraphs, facts: intro.facts ?? [] }
      : // Goa's page opens straight into its cards: its card line is the paragraph (the hero
        // line is already on the cover), and the facts come from its dates, place and price.
        { title: "The retreat", paragraphs: [retreat.card.description], facts: derivedFacts(retreat, pricing.priceInr, terms.length) },
    glance: glance
      ? { title: glance.title, intro: printable(glance.intro), cards: glance.cards.map(({ title, text }) => ({ title, text })) }
      : { title: "At a glance", cards: [] },
    itinerary: { title: itinerary.title, intro: printable(itinerary.intro), days: itinerary.days },
    stay: gallery ? { title: gallery.title, intro: printable(gallery.intro), images: gallery.images } : undefined,
    inclusions: { included: inclusions.included, excluded: inclusions.excluded },
    price: {
      title: pricing.title,
      label: pricing.priceLabel,
      amount: formatInr(pricing.priceInr),
      note: pricing.priceNote,
      validity: pricing.validity,
      // The payment terms get their own block below the price.
      points: pricing.points.filter((p) => p !== terms.sentence),
    },
    terms: { paymentTerms: terms.sentence, rules: terms.rules },
    booking: {
      intro:
        howToBook?.intro ??
        "Call us, send a WhatsApp message or write an e-mail. We will answer your questions, hold your place and send the payment link.",
      note: howToBook?.note ?? terms.sentence,
      phone: site.phoneDisplay,
      phoneLink: telLink(site),
      whatsapp: `+${site.whatsappDigits.replace(/^(\d{2})(\d{5})(\d+)$/, "$1 $2 $3")}`,
      whatsappLink: whatsappLink(
        site,
        retreat.hero.cta.kind === "whatsapp" ? retreat.hero.cta.message : `Hello ${site.name}, I'd like to book the ${retreat.name} (${retreat.dates.display}).`,
      ),
      email: site.email,
      url: site.url + retreatPath(retreat.slug),
      responseHours: BOOKING_POLICY.responseHours,
    },
    brand: site.name,
    tagline: site.tagline,
    refundsUrl: `${site.url}/refunds`,
    fileName: `${site.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${retreat.slug}.pdf`,
  };
}
