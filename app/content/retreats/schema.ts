/**
 * One retreat = one data file checked against RetreatSchema (STYLE.md §2). The single
 * retreats/:slug route renders any retreat from this data: its hero, then its `sections` in
 * order, each through the section registry in components/sections/retreat-sections.tsx.
 * Adding a retreat is a new file in this folder plus its images; no new route or component.
 *
 * Only types leave this module for the browser (`import type`): the schemas check the data on
 * the server and in the unit tests (../check.server.ts), so zod is not part of any page.
 * Runtime helpers the pages need live in ./display.ts.
 */
import { z } from "zod";

/** An id from images/catalog.json, e.g. "goa-2025/stay-3". Alt text lives in the catalogue. */
export const ImageIdSchema = z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "an image id like goa-2025/hero");

/** ISO 8601 calendar date; month precision is allowed for retreats whose days are not fixed yet. */
const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, "an ISO date like 2025-12-18 or 2026-06");

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

const sectionBase = {
  /** Anchor id of the section (unique within the page), e.g. "brochure-form". */
  id: SlugSchema,
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
};

const IntroSectionSchema = z.object({
  type: z.literal("intro"),
  ...sectionBase,
  paragraphs: z.array(z.string().min(1)).min(1),
  /** Short facts shown beside the text, e.g. "5 days / 4 nights". */
  facts: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).optional(),
});

/** At a Glance, Retreat Highlights and What to Expect: the same card grid in three voices. */
const CardsSectionSchema = z.object({
  type: z.enum(["at-a-glance", "highlights", "what-to-expect"]),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  cards: z.array(CardSchema).min(2),
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

/** A set of photographs: a grid with a lightbox, or a swipeable carousel. */
const GallerySectionSchema = z.object({
  type: z.literal("gallery"),
  ...sectionBase,
  intro: z.string().min(1).optional(),
  display: z.enum(["grid", "carousel"]),
  images: z.array(ImageIdSchema).min(1),
  link: z.object({ label: z.string().min(1), to: z.string().startsWith("/") }).optional(),
});

const PricingSectionSchema = z.object({
  type: z.literal("pricing"),
  ...sectionBase,
  /** "Early-bird" etc.: shown above the price. */
  priceLabel: z.string().min(1),
  /** Whole rupees; formatted with the rupee sign and Indian digit grouping. */
  priceInr: z.number().int().positive(),
  /** "per person, inclusive of 5% GST" */
  priceNote: z.string().min(1),
  validity: z.string().min(1).optional(),
  points: z.array(z.string().min(1)).min(1),
  /** Book Now to the external payment page `${site.paymentUrlBase}<paymentSlug>`. */
  paymentSlug: SlugSchema.optional(),
});

const HowToBookSectionSchema = z.object({
  type: z.literal("how-to-book"),
  ...sectionBase,
  intro: z.string().min(1),
  /** Closing note, e.g. the deposit and balance terms. */
  note: z.string().min(1).optional(),
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
  defaultInterest: z.enum(["Goa 2025", "Maldives 2026", "Bali 2026", "Morocco 2026"]),
});

export const SectionSchema = z.discriminatedUnion("type", [
  IntroSectionSchema,
  CardsSectionSchema,
  InclusionsSectionSchema,
  ItinerarySectionSchema,
  GallerySectionSchema,
  PricingSectionSchema,
  HowToBookSectionSchema,
  BrochureSectionSchema,
  WaitlistSectionSchema,
]);
export type Section = z.infer<typeof SectionSchema>;
export type SectionType = Section["type"];

export const RetreatStatusSchema = z.enum(["available", "waitlist", "coming-soon"]);
export type RetreatStatus = z.infer<typeof RetreatStatusSchema>;

export const RetreatSchema = z
  .object({
    slug: SlugSchema,
    /** Full name, e.g. "Goa Yoga & Surf Retreat". */
    name: z.string().min(1),
    dates: z.object({
      /** As shown: "18-21 December 2025". */
      display: z.string().min(1),
      start: IsoDateSchema,
      end: IsoDateSchema,
    }),
    location: z.object({
      /** Short place name used as the home card title, e.g. "Goa". */
      name: z.string().min(1),
      locality: z.string().min(1),
      region: z.string().min(1).optional(),
      country: z.string().min(1),
    }),
    status: RetreatStatusSchema,
    seo: z.object({ title: z.string().min(1), description: z.string().min(50).max(170) }),
    /** Lowest published price, for JSON-LD offers. */
    priceInr: z.number().int().positive().optional(),
    card: z.object({
      /** Upcoming page card title, e.g. "Goa Yoga & Surf Retreat". */
      title: z.string().min(1),
      /** Upcoming page card dates, e.g. "Dec 18-21 2025". */
      dates: z.string().min(1),
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
      /**
       * whatsapp: Book Now opens a pre-filled chat naming the retreat in a new tab.
       * anchor: the button scrolls to a section on the page (e.g. the waitlist form).
       */
      cta: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("whatsapp"), label: z.string().min(1), message: z.string().min(1) }),
        z.object({ kind: z.literal("anchor"), label: z.string().min(1), target: SlugSchema }),
      ]),
      /** Optional secondary link, e.g. to the brochure form. */
      secondary: z.object({ label: z.string().min(1), target: SlugSchema }).optional(),
    }),
    sections: z.array(SectionSchema).min(1),
  })
  .superRefine((retreat, ctx) => {
    const ids = retreat.sections.map((s) => s.id);
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    if (dupes.length) ctx.addIssue({ code: "custom", message: `duplicate section ids: ${dupes.join(", ")}`, path: ["sections"] });
    for (const [key, target] of [
      ["hero.cta", retreat.hero.cta.kind === "anchor" ? retreat.hero.cta.target : undefined],
      ["hero.secondary", retreat.hero.secondary?.target],
    ] as const) {
      if (target && !ids.includes(target)) ctx.addIssue({ code: "custom", message: `${key} points at missing section #${target}`, path: ["hero"] });
    }
  });
export type Retreat = z.infer<typeof RetreatSchema>;
/**
 * What a data file writes. The same as Retreat: the schemas have no defaults or transforms,
 * because the browser uses the data files as written (check.server.ts parses them on the server).
 */
export type RetreatInput = z.input<typeof RetreatSchema>;

export const PastRetreatSchema = z.object({
  slug: SlugSchema,
  title: z.string().min(1),
  dates: z.string().min(1),
  location: z.string().min(1),
  description: z.string().min(1),
  cover: ImageIdSchema,
  images: z.array(ImageIdSchema).min(1),
});
export type PastRetreat = z.infer<typeof PastRetreatSchema>;
