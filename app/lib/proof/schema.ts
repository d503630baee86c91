import { hasInvisibleControls, z } from "~/lib/zod";

/**
 * Proof of a real business, as the organiser keeps it in the admin (/admin/proof): guests'
 * testimonials, reviews on other sites with their source and link, accreditations and press
 * mentions. One zod schema per kind's form, run by the browser and again by the server.
 */
export const PROOF_KINDS = ["testimonial", "review", "accreditation", "press"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const PROOF_LABELS: Record<ProofKind, { one: string; many: string; intro: string }> = {
  testimonial: {
    one: "testimonial",
    many: "Testimonials",
    intro: "A guest's words, with the retreat and month they came. The home page's carousel shows them in this order, and a retreat's page after it has taken place shows those from its month.",
  },
  review: { one: "review", many: "Reviews", intro: "Reviews guests left on other sites (Google, TripAdvisor), with a link to each, so a visitor can check them." },
  accreditation: { one: "accreditation", many: "Accreditations", intro: "Schools and bodies that registered or certified the teaching, e.g. Yoga Alliance, with a link to the listing." },
  press: { one: "press mention", many: "Press", intro: "Articles that mention the retreats, with the outlet and a link." },
};

const TEXT_MAX = 600;
const LINE_MAX = 120;

function line(what: string, max = LINE_MAX) {
  return z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(max, `Please keep it under ${max} characters`)
    .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only");
}

const text = (what: string) =>
  z
    .string({ error: `Please enter ${what}` })
    .trim()
    .min(1, `Please enter ${what}`)
    .max(TEXT_MAX, `Please keep it under ${TEXT_MAX} characters`)
    .refine((v) => !hasInvisibleControls(v, { multiline: true }), "Please use letters, spaces and punctuation only");

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** "2025-12", "December 2025" or "Dec 2025" as YYYY-MM; null when it is none of these. */
export function parseMonth(value: string): string | null {
  const v = value.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{2})$/.exec(v);
  if (iso) return Number(iso[2]) >= 1 && Number(iso[2]) <= 12 ? v : null;
  const named = /^([a-z]+)\.?\s+(\d{4})$/.exec(v);
  if (!named) return null;
  const index = MONTH_NAMES.findIndex((m) => named[1]!.length >= 3 && m.startsWith(named[1]!));
  return index < 0 ? null : `${named[2]}-${String(index + 1).padStart(2, "0")}`;
}

const monthMessage = "Please give the month as 2025-12 or December 2025";
const month = z
  .string({ error: monthMessage })
  .trim()
  .min(1, monthMessage)
  .transform((v, ctx) => {
    const parsed = parseMonth(v);
    if (!parsed) ctx.addIssue({ code: "custom", message: monthMessage });
    return parsed ?? "";
  });
const optionalMonth = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    const parsed = parseMonth(v);
    if (!parsed) ctx.addIssue({ code: "custom", message: monthMessage });
    return parsed;
  });

const linkMessage = "Please paste the full address, starting with https://";
const link = z
  .string({ error: linkMessage })
  .trim()
  .min(1, linkMessage)
  .max(500, "Please use a shorter link")
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, linkMessage);

/** An item's id on edit (absent when adding). */
const id = z.coerce.number().int().positive().optional();

export const PROOF_SCHEMAS = {
  testimonial: z.object({
    id,
    text: text("the guest's words"),
    name: line("the guest's first name", 80),
    detail: line("where the guest lives, e.g. Mumbai", 80),
    retreat: z.string({ error: "Please choose the retreat" }).regex(/^[a-z0-9-]+$/, "Please choose the retreat"),
    month,
  }),
  review: z.object({
    id,
    text: text("the review's words"),
    name: line("the reviewer's name", 80),
    source: line("where it was posted, e.g. Google", 60),
    url: link,
    month: optionalMonth,
  }),
  accreditation: z.object({
    id,
    name: line("the accreditation, e.g. Yoga Alliance"),
    detail: line("what it certifies, e.g. Registered Yoga School (RYS 200)"),
    url: link.optional().or(z.literal("").transform(() => undefined)),
  }),
  press: z.object({
    id,
    name: line("the outlet, e.g. Condé Nast Traveller India"),
    text: text("the headline or the line that mentions us"),
    url: link,
    month: optionalMonth,
  }),
} as const satisfies Record<ProofKind, z.ZodType>;

/** Remove an item, or move it one place up or down in its list. */
export const ProofOrderSchema = z.object({
  id: z.coerce.number().int().positive(),
  intent: z.enum(["up", "down", "delete"]),
});

/** What any kind's schema gives: the columns an item fills (a kind leaves out what it has not). */
export type ProofValues = z.infer<(typeof PROOF_SCHEMAS)[ProofKind]> & {
  id?: number;
  text?: string;
  detail?: string;
  retreat?: string;
  month?: string | null;
  source?: string;
  url?: string | null;
};

/** A field of a kind's form, as the admin's page draws it. */
interface ProofField {
  name: "text" | "name" | "detail" | "retreat" | "month" | "source" | "url";
  label: string;
  kind: "text" | "textarea" | "retreat" | "month" | "url";
  hint?: string;
  optional?: boolean;
}

export const PROOF_FIELDS: Record<ProofKind, readonly ProofField[]> = {
  testimonial: [
    { name: "text", label: "Their words", kind: "textarea" },
    { name: "name", label: "First name", kind: "text" },
    { name: "detail", label: "Where they live", kind: "text", hint: "A city, e.g. Mumbai." },
    { name: "retreat", label: "Retreat", kind: "retreat" },
    { name: "month", label: "Month of the retreat", kind: "month", hint: "e.g. 2025-12 or December 2025." },
  ],
  review: [
    { name: "text", label: "The review", kind: "textarea", hint: "Quote it as posted; shorten with … if needed." },
    { name: "name", label: "Reviewer", kind: "text", hint: "As the site shows it, e.g. Kavya S." },
    { name: "source", label: "Posted on", kind: "text", hint: "e.g. Google, TripAdvisor." },
    { name: "url", label: "Link to the review", kind: "url" },
    { name: "month", label: "Month posted", kind: "month", optional: true },
  ],
  accreditation: [
    { name: "name", label: "Accreditation", kind: "text", hint: "e.g. Yoga Alliance." },
    { name: "detail", label: "What it certifies", kind: "text", hint: "e.g. Registered Yoga School (RYS 200)." },
    { name: "url", label: "Link to the listing", kind: "url", optional: true },
  ],
  press: [
    { name: "name", label: "Outlet", kind: "text" },
    { name: "text", label: "Headline or the line about us", kind: "textarea" },
    { name: "url", label: "Link to the article", kind: "url" },
    { name: "month", label: "Month published", kind: "month", optional: true },
  ],
};

/** A testimonial as the public pages quote it; its retreat's id and YYYY-MM pick a past page's recap. */
export interface TestimonialView {
  retreatId: string | null;
  monthKey: string | null;
  /** The guest's portrait's picture id, when the organiser uploaded one. */
  photo: string | null;
  text: string;
  author: string;
  location: string;
  retreat: string;
  month: string;
}

/** What the public pages show, each list empty when the organiser has none (its block then hidden). */
export interface ProofView {
  testimonials: TestimonialView[];
  reviews: { text: string; name: string; source: string; url: string; month: string | null }[];
  accreditations: { name: string; detail: string; url: string | null }[];
  press: { name: string; text: string; url: string; month: string | null }[];
}
