/**
 * The story editor's forms (routes/admin/story-part.tsx): one zod schema per form, the same in
 * the browser (Conform) and on the server, over plain fields that work without JavaScript: a
 * list is a textarea with one item a line, "Label: value" facts likewise, and cards, days and
 * questions are repeated fieldsets with an empty one at the end to add one. The server puts the
 * values into the story (story-edit.server.ts), and the whole is checked again by RetreatSchema.
 */
import { z } from "zod";
import { IconNameSchema, type ContentSection, type RetreatContent } from "~/content/retreats/schema";

/** Which form edits a part of the story. */
export type FormKind = "basics" | "hero" | "card" | "seo" | "intro" | "cards" | "itinerary" | "inclusions" | "pricing" | "how-to-book" | "faq" | "gallery" | "lead";

export function formKindOf(part: string, story: RetreatContent): FormKind | null {
  if (part === "basics" || part === "hero" || part === "card" || part === "seo") return part;
  const section = story.sections.find((s) => s.id === part);
  if (!section) return null;
  switch (section.type) {
    case "at-a-glance":
    case "highlights":
    case "what-to-expect":
      return "cards";
    case "brochure":
    case "waitlist":
      return "lead";
    default:
      return section.type;
  }
}

export const SECTION_NAMES: Record<ContentSection["type"], string> = {
  intro: "Introduction",
  "at-a-glance": "At a glance",
  highlights: "Highlights",
  "what-to-expect": "What to expect",
  inclusions: "Included and not included",
  itinerary: "Itinerary",
  gallery: "Gallery",
  pricing: "Rooms and prices",
  "how-to-book": "How to book",
  faq: "Questions and answers",
  brochure: "Brochure form",
  waitlist: "Waitlist form",
};

export const PART_NAMES = { basics: "Name and place", hero: "Hero", card: "Cards and menus", seo: "Search engines" } as const;

const required = (what: string) => z.string({ error: `Please write ${what}.` }).trim().min(1, `Please write ${what}.`);
const optional = z.string().trim().optional();
const splitLines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const lines = (what: string, min = 1) =>
  z
    .string({ error: `Please write ${what}, one a line.` })
    .transform(splitLines)
    .pipe(z.array(z.string()).min(min, min > 1 ? `Please write at least ${min} ${what}, one a line.` : `Please write ${what}, one a line.`));
const optionalLines = z.string().optional().transform(splitLines);
const facts = z
  .string()
  .optional()
  .transform(splitLines)
  .superRefine((items, ctx) => {
    const bad = items.find((l) => !/^[^:]+:\s*\S/.test(l));
    if (bad) ctx.addIssue({ code: "custom", message: `Write each fact as "Label: value" ("${bad.slice(0, 40)}" has no colon).` });
  })
  .transform((items) => items.map((l) => ({ label: l.slice(0, l.indexOf(":")).trim(), value: l.slice(l.indexOf(":") + 1).trim() })));
const version = z.coerce.number({ error: "Please reload the page." }).int();
const pastFields = { pastTitle: optional, pastIntro: optional };
const head = { eyebrow: optional, title: required("a title") };

/**
 * Repeated fieldsets: an entry left wholly blank is dropped (the empty one for adding), a
 * half-filled one is refused field by field, and at least `min` must remain; with `orNone`, none
 * may remain too (a section the page can do without, which it then leaves out: RetreatSchema).
 */
function fieldsets<const K extends string>(keys: readonly K[], labels: Record<K, string>, min: number, what: string, { orNone = false } = {}) {
  const entry = z.object(Object.fromEntries(keys.map((k) => [k, z.string().optional()])) as Record<K, z.ZodOptional<z.ZodString>>);
  return z
    .array(entry)
    .optional()
    .transform((list) => (list ?? []).map((e) => e as Partial<Record<K, string>>))
    .superRefine((list, ctx) => {
      list.forEach((e, i) => {
        const filled = keys.filter((k) => e[k]?.trim());
        if (filled.length === 0) return;
        for (const k of keys) if (!e[k]?.trim()) ctx.addIssue({ code: "custom", path: [i, k], message: `Please write ${labels[k]}, or clear the whole ${what} to remove it.` });
      });
      const kept = list.filter((e) => keys.some((k) => e[k]?.trim()));
      if (kept.length < min && !(orNone && kept.length === 0))
        ctx.addIssue({
          code: "custom",
          path: [],
          message: `Please keep at least ${min} ${what}${min > 1 ? "s" : ""}${orNone ? `, or remove them all to leave this section off the page` : ""}.`,
        });
    })
    .transform((list) =>
      list
        .filter((e) => keys.some((k) => e[k]?.trim()))
        .map((e) => Object.fromEntries(keys.map((k) => [k, e[k]!.trim()])) as Record<K, string>),
    );
}

export const STORY_SCHEMAS = {
  basics: z.object({
    version,
    name: required("the retreat's name"),
    place: required("the place's short name"),
    inProse: optional,
    locality: required("the town or village"),
    region: optional,
    country: required("the country"),
  }),
  hero: z.object({
    version,
    image: required("the picture's slot"),
    eyebrow: required("the line above the title"),
    title: required("the title"),
    subtitle: required("the subtitle"),
    pastSubtitle: required("the subtitle once it has taken place"),
    ctaLabel: required("the button's words"),
    ctaMessage: optional,
    secondaryLabel: optional,
  }),
  card: z.object({
    version,
    title: required("the card's title"),
    description: required("the card's words"),
    homeDescription: required("the home card's words"),
    image: required("the picture's slot"),
  }),
  seo: z.object({
    version,
    title: required("the title search engines show"),
    description: z
      .string({ error: "Please write the description search engines show." })
      .trim()
      .min(50, "Please write at least 50 characters.")
      .max(170, "Please keep it to 170 characters."),
  }),
  intro: z.object({ version, ...head, paragraphs: lines("the paragraphs"), afterwards: optionalLines, facts, ...pastFields, pastFacts: facts }),
  cards: z.object({
    version,
    ...head,
    intro: optional,
    cards: fieldsets(["icon", "title", "text"], { icon: "an icon", title: "a title", text: "its words" }, 2, "card", { orNone: true }).pipe(
      z.array(z.object({ icon: IconNameSchema, title: z.string(), text: z.string() })),
    ),
    ...pastFields,
  }),
  itinerary: z.object({
    version,
    ...head,
    intro: optional,
    days: fieldsets(["label", "title", "items"], { label: "the day's label", title: "the day's title", items: "what happens, one a line" }, 1, "day"),
    ...pastFields,
  }),
  inclusions: z.object({ version, ...head, included: lines("what is included"), excluded: lines("what is not included"), ...pastFields }),
  pricing: z.object({
    version,
    ...head,
    priceLabel: required("the words above the price"),
    priceNote: required("the words under the price"),
    earlyTitle: optional,
    earlyLabel: optional,
    points: lines("the points about rooms and prices"),
  }),
  "how-to-book": z.object({ version, ...head, intro: required("the words before the ways to book"), note: optional }),
  faq: z.object({
    version,
    ...head,
    intro: optional,
    items: fieldsets(["question", "answer"], { question: "the question", answer: "its answer" }, 1, "question", { orNone: true }),
    ...pastFields,
  }),
  gallery: z.object({
    version,
    ...head,
    intro: optional,
    display: z.enum(["grid", "carousel"], { error: "Please choose how the pictures are shown." }),
    // One ticked box posts a string, several an array; none leaves the gallery off the page.
    images: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string())),
    ...pastFields,
  }),
  lead: z.object({ version, ...head, text: required("the words beside the form") }),
} satisfies Record<FormKind, z.ZodType>;

export type StoryValues<K extends FormKind> = z.output<(typeof STORY_SCHEMAS)[K]>;

/** The fieldsets' blank entry for adding one, at the end of each list. */
export const BLANK = {
  cards: { icon: "", title: "", text: "" },
  days: { label: "", title: "", items: "" },
  items: { question: "", answer: "" },
};

/**
 * The lists a section can do without: "Remove all" empties one (a plain post, `clear:<list>`),
 * and the page then leaves the section out. An itinerary's days cannot be emptied.
 */
export const CLEARABLE = { cards: "cards", items: "questions" } as const;
/** The form as "Remove all" sends it: without the entries of the list it empties, whatever they held. */
export function clearedForm(form: FormData): FormData {
  const clear = /^clear:(cards|items)$/.exec(String(form.get("intent") ?? ""));
  if (!clear) return form;
  const kept = new FormData();
  for (const [key, value] of form) if (!key.startsWith(`${clear[1]}[`)) kept.append(key, value);
  return kept;
}

/** Blank entries to show under a list: enough to reach its least once it has none (two cards). */
export const blanksFor = (list: keyof typeof BLANK, filled: number) => (list === "cards" && filled === 0 ? 2 : 1);

/**
 * A retreat one place up or down in the Retreats menu (the arrows on /admin/retreats), with the
 * version the page was drawn from: a page older than the retreat's last change moves nothing.
 */
export const RetreatOrderSchema = z.object({
  retreat: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  version: z.coerce.number().int().nonnegative(),
  intent: z.enum(["move-up", "move-down"]),
});

/** The new-retreat form: the few words a starter story needs; everything else is editable after. */
export const NewRetreatSchema = z.object({
  id: z
    .string({ error: "Please choose the retreat's address word, e.g. rishikesh." })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and single hyphens only, e.g. rishikesh."),
  name: required("the retreat's name, e.g. Rishikesh Yoga Retreat"),
  place: required("the place's short name, e.g. Rishikesh"),
  locality: required("the town or village"),
  region: optional,
  country: required("the country"),
});
