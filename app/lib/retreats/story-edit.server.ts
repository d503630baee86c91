/**
 * Between the story and its editor's forms (story-forms.ts): a part's values as the form shows
 * them, the posted values put back into the story, and a new retreat's starter story. Text is
 * kept as typed (no HTML is ever interpreted: React escapes it on every page, as the PDF and
 * e-mails do).
 */
import type { ContentSection, RetreatContent } from "~/content/retreats/schema";
import type { FormKind, StoryValues } from "./story-forms";

type Values = Record<string, unknown>;
type SectionOfType<T extends ContentSection["type"]> = Extract<ContentSection, { type: T }>;
const joinLines = (items: readonly string[] | undefined) => (items ?? []).join("\n");
const factLines = (facts: readonly { label: string; value: string }[] | undefined) => joinLines(facts?.map((f) => `${f.label}: ${f.value}`));
const past = (s: ContentSection) => ({ pastTitle: s.past?.title ?? "", pastIntro: s.past?.intro ?? "" });
const headOf = (s: ContentSection) => ({ eyebrow: s.eyebrow ?? "", title: s.title });

/** A part's values as its form shows them (nested for the fieldsets). */
export function formValuesOf(story: RetreatContent, part: string, kind: FormKind): Values {
  switch (kind) {
    case "basics":
      return { name: story.name, place: story.location.name, inProse: story.location.inProse ?? "", locality: story.location.locality, region: story.location.region ?? "", country: story.location.country };
    case "hero": {
      const h = story.hero;
      return {
        image: h.image,
        eyebrow: h.eyebrow,
        title: h.title,
        subtitle: h.subtitle,
        pastSubtitle: h.pastSubtitle,
        ctaLabel: h.cta.label,
        ctaMessage: h.cta.kind === "whatsapp" ? h.cta.message : "",
        secondaryLabel: h.secondary?.label ?? "",
      };
    }
    case "card":
      return { ...story.card };
    case "seo":
      return { ...story.seo };
  }
  const s = story.sections.find((x) => x.id === part)!;
  switch (s.type) {
    case "intro":
      return { ...headOf(s), paragraphs: joinLines(s.paragraphs), afterwards: joinLines(s.afterwards), facts: factLines(s.facts), ...past(s), pastFacts: factLines(s.past?.facts) };
    case "at-a-glance":
    case "highlights":
    case "what-to-expect":
      return { ...headOf(s), intro: s.intro ?? "", cards: s.cards.map((c) => ({ ...c })), ...past(s) };
    case "itinerary":
      return { ...headOf(s), intro: s.intro ?? "", days: s.days.map((d) => ({ label: d.label, title: d.title, items: joinLines(d.items) })), ...past(s) };
    case "inclusions":
      return { ...headOf(s), included: joinLines(s.included), excluded: joinLines(s.excluded), ...past(s) };
    case "pricing":
      return { ...headOf(s), priceLabel: s.priceLabel, priceNote: s.priceNote, earlyTitle: s.earlyBird?.title ?? "", earlyLabel: s.earlyBird?.label ?? "", points: joinLines(s.points) };
    case "how-to-book":
      return { ...headOf(s), intro: s.intro, note: s.note ?? "" };
    case "faq":
      return { ...headOf(s), intro: s.intro ?? "", items: s.items.map((i) => ({ ...i })), ...past(s) };
    case "gallery":
      return { ...headOf(s), intro: s.intro ?? "", display: s.display, images: [...s.images], ...past(s) };
    case "brochure":
    case "waitlist":
      return { ...headOf(s), text: s.text };
  }
}

/** The section's past words from the form: the title is what a past page needs; none if left blank. */
function pastOf(s: ContentSection, v: { pastTitle?: string; pastIntro?: string }, facts?: { label: string; value: string }[]) {
  if (!v.pastTitle) return {};
  return { past: { ...(s.past?.eyebrow ? { eyebrow: s.past.eyebrow } : {}), title: v.pastTitle, ...(v.pastIntro ? { intro: v.pastIntro } : {}), ...(facts?.length ? { facts } : {}) } };
}
const opt = <K extends string>(key: K, value: string | undefined) => (value ? ({ [key]: value } as Record<K, string>) : {});

/** The story with one part replaced by the form's checked values. */
export function applyValues(story: RetreatContent, part: string, kind: FormKind, value: Values): RetreatContent {
  switch (kind) {
    case "basics": {
      const v = value as StoryValues<"basics">;
      return { ...story, name: v.name, location: { name: v.place, ...opt("inProse", v.inProse), locality: v.locality, ...opt("region", v.region), country: v.country } };
    }
    case "hero": {
      const v = value as StoryValues<"hero">;
      const cta = story.hero.cta.kind === "whatsapp" ? { ...story.hero.cta, label: v.ctaLabel, message: v.ctaMessage || story.hero.cta.message } : { ...story.hero.cta, label: v.ctaLabel };
      const { secondary, ...rest } = story.hero;
      return {
        ...story,
        hero: { ...rest, image: v.image, eyebrow: v.eyebrow, title: v.title, subtitle: v.subtitle, pastSubtitle: v.pastSubtitle, cta, ...(secondary ? { secondary: { ...secondary, label: v.secondaryLabel || secondary.label } } : {}) },
      };
    }
    case "card": {
      const v = value as StoryValues<"card">;
      return { ...story, card: { title: v.title, description: v.description, homeDescription: v.homeDescription, image: v.image } };
    }
    case "seo": {
      const v = value as StoryValues<"seo">;
      return { ...story, seo: { title: v.title, description: v.description } };
    }
  }
  return { ...story, sections: story.sections.map((s) => (s.id === part ? applySection(s, kind, value) : s)) };
}

function applySection(s: ContentSection, kind: FormKind, value: Values): ContentSection {
  const base = { id: s.id, ...opt("eyebrow", value.eyebrow as string | undefined), title: value.title as string };
  switch (kind) {
    case "intro": {
      const v = value as StoryValues<"intro">;
      return { type: "intro", ...base, paragraphs: v.paragraphs, ...(v.afterwards.length ? { afterwards: v.afterwards } : {}), ...(v.facts.length ? { facts: v.facts } : {}), ...pastOf(s, v, v.pastFacts) };
    }
    case "cards": {
      const v = value as StoryValues<"cards">;
      return { type: s.type as SectionOfType<"highlights">["type"], ...base, ...opt("intro", v.intro), cards: v.cards, ...pastOf(s, v) };
    }
    case "itinerary": {
      const v = value as StoryValues<"itinerary">;
      return { type: "itinerary", ...base, ...opt("intro", v.intro), days: v.days.map((d) => ({ label: d.label, title: d.title, items: d.items.split(/\r?\n/).map((l) => l.trim()).filter(Boolean) })), ...pastOf(s, v) };
    }
    case "inclusions": {
      const v = value as StoryValues<"inclusions">;
      return { type: "inclusions", ...base, included: v.included, excluded: v.excluded, ...pastOf(s, v) };
    }
    case "pricing": {
      const v = value as StoryValues<"pricing">;
      const early = v.earlyTitle && v.earlyLabel ? { earlyBird: { title: v.earlyTitle, label: v.earlyLabel } } : {};
      return { type: "pricing", ...base, priceLabel: v.priceLabel, priceNote: v.priceNote, ...early, points: v.points };
    }
    case "how-to-book": {
      const v = value as StoryValues<"how-to-book">;
      return { type: "how-to-book", ...base, intro: v.intro, ...opt("note", v.note) };
    }
    case "faq": {
      const v = value as StoryValues<"faq">;
      return { type: "faq", ...base, ...opt("intro", v.intro), items: v.items, ...pastOf(s, v) };
    }
    case "gallery": {
      const v = value as StoryValues<"gallery">;
      const link = s.type === "gallery" && s.link ? { link: s.link } : {};
      return { type: "gallery", ...base, ...opt("intro", v.intro), display: v.display, images: v.images, ...link, ...pastOf(s, v) };
    }
    case "lead": {
      const v = value as StoryValues<"lead">;
      return s.type === "brochure" || s.type === "waitlist" ? { ...s, ...base, text: v.text } : s;
    }
    default:
      return s;
  }
}

/** Reorders or removes an entry of a part's fieldsets (the move and remove buttons). */
export function moveEntry(values: Values, list: string, index: number, to: "up" | "down" | "remove"): Values {
  const items = [...((values[list] as unknown[] | undefined) ?? [])];
  if (index < 0 || index >= items.length) return values;
  if (to === "remove") items.splice(index, 1);
  else {
    const j = to === "up" ? index - 1 : index + 1;
    if (j < 0 || j >= items.length) return values;
    [items[index], items[j]] = [items[j], items[index]];
  }
  return { ...values, [list]: items };
}

/** A picture slot of a retreat the organiser made in the admin: the upload fills it (app/lib/photos). */
const storySlot = (retreat: string, name: string) => `${retreat}-story/${name}`;

/**
 * A new retreat's first story: real words in the organiser's voice that say what to write
 * where, every section the pages draw, and pictures in its own slots (placeholders until the
 * organiser uploads photographs). Checked by RetreatSchema like any other save.
 */
export function starterStory(v: { id: string; name: string; place: string; locality: string; region?: string; country: string }): RetreatContent {
  const where = [v.locality, v.region, v.country].filter(Boolean).join(", ");
  return {
    id: v.id,
    name: v.name,
    location: { name: v.place, locality: v.locality, ...(v.region ? { region: v.region } : {}), country: v.country },
    seo: {
      title: `${v.name}, {dates}`,
      description: `A small-group retreat in ${where}: daily yoga, good food and time to rest. Dates, price and places for {dates}.`.slice(0, 170),
    },
    card: {
      title: v.name,
      description: `A small group in ${v.place}: daily yoga, shared meals and time of your own. Replace these words with what makes this retreat yours.`,
      homeDescription: `Daily yoga and slow days in ${v.place}.`,
      image: storySlot(v.id, "card"),
    },
    hero: {
      image: storySlot(v.id, "hero"),
      eyebrow: `{dates} · ${v.place}`,
      title: v.name,
      subtitle: `Say in one sentence what a guest will feel in ${v.place}.`,
      pastSubtitle: `Say in one sentence what the guests of ${v.place} lived. The next edition is being planned: join the waitlist to hear first.`,
      cta: { kind: "whatsapp", label: "Book Now", message: `Hello Retreatly, I'd like to book the ${v.name} ({dates}). Could you share the next steps?` },
      secondary: { label: "Download Full Brochure", target: "brochure-form" },
    },
    sections: [
      {
        type: "intro",
        id: "intro",
        eyebrow: "The retreat",
        title: `Why ${v.place}`,
        paragraphs: [
          `Write here why you chose ${v.place}: the place, the light, the people you work with there.`,
          "Then say who this retreat is for and how a day feels: one paragraph a line in the editor.",
        ],
        afterwards: [`Write here, in the past tense, how the days in ${v.place} went: this shows once the retreat has taken place.`],
        facts: [{ label: "Where", value: where }],
        past: { title: `Why ${v.place}`, facts: [{ label: "Took place", value: "{dates}" }, { label: "Next", value: "{nextSeason}" }] },
      },
      {
        type: "highlights",
        id: "highlights",
        eyebrow: "Highlights",
        title: "What the days hold",
        past: { title: "What the days held" },
        cards: [
          { icon: "lotus", title: "Daily yoga", text: "Say when the group practises and in which style." },
          { icon: "utensils", title: "Shared meals", text: "Say what the kitchen cooks and which meals are included." },
          { icon: "mountain", title: "The place", text: "Say what guests will see and do around the stay." },
        ],
      },
      {
        type: "itinerary",
        id: "itinerary",
        eyebrow: "Itinerary",
        title: "Day by day",
        past: { title: "How the days went" },
        days: [
          { label: "Day 1", title: "Arrival", items: ["Say when guests arrive and how they are met", "A first gentle practice and a welcome dinner"] },
          { label: "Day 2", title: "A full day", items: ["Morning practice", "Say what the afternoon holds"] },
          { label: "Day 3", title: "Departure", items: ["A last practice and breakfast", "Say when guests leave"] },
        ],
      },
      {
        type: "inclusions",
        id: "inclusions",
        eyebrow: "What's included",
        title: "Everything arranged",
        past: { title: "Everything was arranged" },
        included: ["Say where guests stay and how rooms are shared", "Daily yoga and meditation", "Say which meals are included"],
        excluded: ["Travel to and from the retreat", "Travel insurance"],
      },
      {
        type: "pricing",
        id: "pricing",
        eyebrow: "Rooms and prices",
        title: "Price",
        priceLabel: "Per person",
        priceNote: "per person, inclusive of GST",
        points: ["Say how rooms are shared and what a single room costs", "{paymentTerms}"],
      },
      {
        type: "faq",
        id: "questions",
        eyebrow: "Questions",
        title: "Questions and answers",
        past: { title: "Questions and answers" },
        items: [{ question: "Is this retreat for beginners?", answer: "Say who the practice suits and how teachers adapt it." }],
      },
      {
        type: "gallery",
        id: "gallery",
        eyebrow: "Gallery",
        title: `A glimpse of ${v.place}`,
        past: { title: `Moments in ${v.place}` },
        display: "grid",
        images: [storySlot(v.id, "gallery-1"), storySlot(v.id, "gallery-2"), storySlot(v.id, "gallery-3")],
      },
      {
        type: "how-to-book",
        id: "how-to-book",
        eyebrow: "How to book",
        title: "Book your place",
        intro: "Call, write on WhatsApp or send an e-mail: we answer every message ourselves.",
      },
      {
        type: "brochure",
        id: "brochure-form",
        eyebrow: "Brochure",
        title: "Download the full brochure",
        text: "Leave your name and e-mail and the brochure opens at once: the days, the stay and the terms.",
        flow: "goa",
      },
    ],
  };
}
