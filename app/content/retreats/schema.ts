/**
 * One retreat = one data file checked against RetreatSchema (STYLE.md §2). The single
 * retreats/:slug route renders any edition of a retreat from this data and the edition's facts
 * (app/lib/editions, ADR 028): its hero, then its `sections` in order, each through the section
 * registry in components/sections/retreat-sections.tsx. Adding a retreat is a new file in this
 * folder plus its images and a first edition; no new route or component.
 *
 * Only types leave this module for the browser (`import type`): the schemas check the data on
 * the server and in the unit tests (../check.server.ts), so zod is not part of any page.
 * Runtime helpers the pages need live in ./display.ts.
 */
import { z } from "zod";
import { isEmptySection } from "./empty-section";

/** An id from images/catalog.json, e.g. "goa-2025/stay-3". Alt text lives in the catalogue. */
export const ImageIdSchema = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "an image id like goa-2025/hero");

const SlugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** Icons the card sections may use, drawn from lib/icons/content-icons.server.ts. */
export const IconNameSchema = z.enum([
  "bed",
  "leaf",
  "lotus",
  "waves",
  "camera",
  "flame",
  "sun",
  "moon",
  "fish",
  "ship",
  "users",
  "sparkles",
  "mountain",
  "compass",
  "heart",
  "utensils",
  "palm",
  "star",
]);
export type IconName = z.infer<typeof IconNameSchema>;

const CardSchema = z.object({
  icon: IconNameSchema,
  title: z.string().min(1),
  text: z.string().min(1),
});

const FactSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });

/**
 * A section's words once the edition has taken place: the page stays up as the retreat's home
 * between seasons, and speaks in the past tense ("Where we stayed", "Everything was taken care
 * of"). Each replaces the section's own; every section a past page shows has its title here
 * (the content's unit test checks it).
 */
const PastWordsSchema = z.object({
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().min(1).optional(),
  /** The intro's facts after the edition: "Took place", and {nextSeason} for the next one. */
  facts: z.array(FactSchema).optional(),
});

const sectionBase = {
  /** Anchor id of the section (unique within the page), e.g. "brochure-form". */
  id: SlugSchema,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  past: PastWordsSchema.optional(),
};

const IntroSectionSchema = z.object({
  type: z.literal("intro"),
  ...sectionBase,
  paragraphs: z.array(z.string().min(1)).min(1),
  /**
   * The same story told once the edition has taken place, for copy written ahead of it ("We will
   * stay in one"): the page stays up as the retreat's home between seasons.
   */
  afterwards: z.array(z.string().min(1)).min(1).optional(),
  /** Short facts shown beside the text, e.g. "5 days / 4 nights". */
  facts: z.array(FactSchema).optional(),
});

/**
 * At a Glance, Retreat Highlights and What to Expect: the same card grid in three voices. A grid
 * of one card reads as a mistake; none at all leaves the section off the page (display.ts).
 */
const CardsSectionSchema = z.object({
  type: z.enum(["at-a-glance", "highlights", "what-to-expect"]),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  cards: z.array(CardSchema).refine((cards) => cards.length !== 1, "at least two cards, or none to leave the section off the page"),
});

const InclusionsSectionSchema = z.object({
  type: z.literal("inclusions"),
  ...sectionBase,
  included: z.array(z.string().min(1)).min(1),
  excluded: z.array(z.string().min(1)).min(1),
});

const ItinerarySectionSchema = z.object({
  type: z.literal("itinerary"),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  days: z
    .array(
      z.object({
        label: z.string().min(1), // "Day 1"
        title: z.string().min(1),
        items: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

/** A set of photographs: a grid with a lightbox, or a swipeable carousel; none leaves it off the page. */
const GallerySectionSchema = z.object({
  type: z.literal("gallery"),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  display: z.enum(["grid", "carousel"]),
  images: z.array(ImageIdSchema),
  link: z.object({ label: z.string().min(1), to: z.string().startsWith("/") }).optional(),
});

const PricingSectionSchema = z.object({
  type: z.literal("pricing"),
  ...sectionBase,
  /** Shown above the regular price, e.g. "Per person". */
  priceLabel: z.string().min(1),
  /** "per person, inclusive of 5% GST" */
  priceNote: z.string().min(1),
  /** Title and label while the edition's early bird holds (its price and last day are the edition's). */
  earlyBird: z.object({ title: z.string().min(1), label: z.string().min(1) }).optional(),
  points: z.array(z.string().min(1)).min(1),
});

const HowToBookSectionSchema = z.object({
  type: z.literal("how-to-book"),
  ...sectionBase,
  intro: z.string().min(1),
  /** Closing note, e.g. the deposit and balance terms. */
  note: z.string().min(1).optional(),
});

/** The retreat's own questions and answers, written by the organiser in the admin; none leaves it off the page. */
const FaqSectionSchema = z.object({
  type: z.literal("faq"),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })),
});

const BrochureSectionSchema = z.object({
  type: z.literal("brochure"),
  ...sectionBase,
  text: z.string().min(1),
  flow: z.enum(["goa", "maldives"]),
});

const WaitlistSectionSchema = z.object({
  type: z.literal("waitlist"),
  ...sectionBase,
  text: z.string().min(1),
  flow: z.enum(["bali", "morocco"]),
});

const SectionSchema = z.discriminatedUnion("type", [
  IntroSectionSchema,
  CardsSectionSchema,
  InclusionsSectionSchema,
  ItinerarySectionSchema,
  GallerySectionSchema,
  PricingSectionSchema,
  HowToBookSectionSchema,
  FaqSectionSchema,
  BrochureSectionSchema,
  WaitlistSectionSchema,
]);
export type ContentSection = z.infer<typeof SectionSchema>;
type PricingContent = z.infer<typeof PricingSectionSchema>;
/** The pricing section as a page shows it: the content's words with the edition's price today. */
export type PricingView = PricingContent & {
  priceInr: number;
  /** "Early-bird price valid until 5 December 2025", while the early bird holds. */
  validity?: string;
};
/**
 * The waitlist section as a page shows it: its "Retreat interest" choices follow the calendar
 * (app/lib/editions/waitlist-choices.ts), starting on this edition or the retreat's next.
 */
export type WaitlistView = z.infer<typeof WaitlistSectionSchema> & { choices: string[]; defaultInterest: string };
export type Section = Exclude<ContentSection, { type: "pricing" | "waitlist" }> | PricingView | WaitlistView;
export type SectionType = Section["type"];

/** SPEC §4's card states: available (Book Now), waitlist and coming-soon (Join Waitlist). */
export const RetreatStatusSchema = z.enum(["available", "waitlist", "coming-soon"]);
export type RetreatStatus = z.infer<typeof RetreatStatusSchema>;

/**
 * Words an edition fills in wherever the content writes them (app/lib/editions/view.ts), so one
 * file reads right for every edition: {dates} "18-21 December 2025", {shortDates}
 * "Dec 18-21 2025", {year} "2025", {price} "₹38,000", {paymentTerms} the deposit sentence,
 * {nextSeason} the retreat's words for its next edition ("Dates to be announced, usually June"),
 * and the length counted from the edition's dates (never typed): {nights} "3 nights", {days}
 * "4 days", {length} "4 days / 3 nights", {nightsInWords} "three nights", {daysInWords} "four
 * days", and {NightsInWords} "Three nights", {DaysInWords} "Four days" to open a sentence.
 */
export const EDITION_TOKENS = [
  "dates",
  "shortDates",
  "year",
  "price",
  "paymentTerms",
  "nextSeason",
  "nights",
  "days",
  "length",
  "nightsInWords",
  "daysInWords",
  "NightsInWords",
  "DaysInWords",
] as const;
const LENGTH_TOKEN = /\{(nights|days|length|nightsInWords|daysInWords|NightsInWords|DaysInWords)\}/;

/**
 * A retreat's prose, one file per retreat. Its dated, priced facts (dates, prices, places, booking
 * state, payment page) belong to its editions, in the database (app/lib/editions, ADR 028): the
 * page of an edition is this content with that edition's facts.
 */
export const RetreatSchema = z
  .object({
    /** The retreat, e.g. "goa"; its editions are goa-2025, goa-2026, ... */
    id: SlugSchema,
    /** Full name, e.g. "Goa Yoga & Surf Retreat". */
    name: z.string().min(1),
    location: z.object({
      /** Short place name used as the home card title, e.g. "Goa". */
      name: z.string().min(1),
      /** The place in a sentence, when it differs: "the Maldives". */
      inProse: z.string().min(1).optional(),
      locality: z.string().min(1),
      region: z.string().min(1).optional(),
      country: z.string().min(1),
    }),
    seo: z.object({ title: z.string().min(1), description: z.string().min(50).max(170) }),
    card: z.object({
      /** Upcoming page card title, e.g. "Goa Yoga & Surf Retreat". */
      title: z.string().min(1),
      description: z.string().min(1),
      /** Home card description (shorter). */
      homeDescription: z.string().min(1),
      image: ImageIdSchema,
    }),
    hero: z.object({
      image: ImageIdSchema,
      eyebrow: z.string().min(1),
      title: z.string().min(1),
      subtitle: z.string().min(1),
      /** The subtitle once the edition has taken place. */
      pastSubtitle: z.string().min(1),
      /**
       * whatsapp: Book Now opens a pre-filled chat naming the retreat in a new tab (the edition
       * may write its own message). anchor: the button scrolls to a section (the waitlist form).
       */
      cta: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("whatsapp"), label: z.string().min(1), message: z.string().min(1) }),
        z.object({ kind: z.literal("anchor"), label: z.string().min(1), target: SlugSchema }),
      ]),
      /** Optional secondary link, e.g. to the brochure form. */
      secondary: z.object({ label: z.string().min(1), target: SlugSchema }).optional(),
    }),
    /**
     * How many days an edition usually runs, for the length words while an edition is known only
     * by its month ("June 2026"); an edition with its days fixed counts its own.
     */
    usualDays: z.number().int().min(1).max(60).optional(),
    sections: z.array(SectionSchema).min(1),
  })
  .superRefine((retreat, ctx) => {
    const ids = retreat.sections.map((s) => s.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (dupes.length) ctx.addIssue({ code: "custom", message: `duplicate section ids: ${dupes.join(", ")}`, path: ["sections"] });
    const empty = retreat.sections.filter(isEmptySection).map((s) => s.id);
    for (const [key, target] of [
      ["hero.cta", retreat.hero.cta.kind === "anchor" ? retreat.hero.cta.target : undefined],
      ["hero.secondary", retreat.hero.secondary?.target],
    ] as const) {
      if (target && !ids.includes(target)) ctx.addIssue({ code: "custom", message: `${key} points at missing section #${target}`, path: ["hero"] });
      else if (target && empty.includes(target))
        ctx.addIssue({ code: "custom", message: `${key} points at section #${target}, which is empty and left off the page`, path: ["hero"] });
    }
    const unknown = [...JSON.stringify(retreat).matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((t) => !(EDITION_TOKENS as readonly string[]).includes(t));
    if (unknown.length) ctx.addIssue({ code: "custom", message: `unknown edition words: ${unknown.join(", ")}`, path: [] });
    const counted = retreat.usualDays !== undefined || retreat.sections.some((s) => s.type === "itinerary");
    if (!counted && LENGTH_TOKEN.test(JSON.stringify(retreat)))
      ctx.addIssue({ code: "custom", message: "the length words need usualDays or an itinerary for editions known only by their month", path: ["usualDays"] });
  });
export type RetreatContent = z.infer<typeof RetreatSchema>;
/**
 * What a data file writes. The same as RetreatContent: the schemas have no defaults or
 * transforms, because the server uses the data files as written (check.server.ts checks them).
 */
export type RetreatInput = z.input<typeof RetreatSchema>;

/** A retreat page as rendered: the content with one edition's facts (app/lib/editions/view.ts). */
export interface Retreat extends Omit<RetreatContent, "sections" | "card"> {
  /** The edition's slug: its page is /retreats/<slug>. */
  slug: string;
  dates: { display: string; start: string; end: string };
  status: RetreatStatus;
  /** The price charged today, for the JSON-LD offer. */
  priceInr?: number;
  card: RetreatContent["card"] & { dates: string };
  /**
   * What Book Now does while the edition is open, the same in the hero and the price box: its
   * payment page (`host` names it: "rzp.io") when it has one, else a WhatsApp chat.
   */
  booking?: { kind: "payment"; url: string; host: string; whatsappMessage: string } | { kind: "whatsapp"; whatsappMessage: string };
  sections: Section[];
}

export const PastRetreatSchema = z.object({
  slug: SlugSchema,
  title: z.string().min(1),
  dates: z.string().min(1),
  location: z.string().min(1),
  description: z.string().min(1),
  cover: ImageIdSchema,
  images: z.array(ImageIdSchema).min(1),
}).refine((r) => !r.images.includes(r.cover), {
  message: "The gallery repeats the cover, which the card already shows above it",
  path: ["images"],
});
export type PastRetreat = z.infer<typeof PastRetreatSchema>;
