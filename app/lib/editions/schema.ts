/**
 * One edition of a retreat: its dates, prices, places, booking state, payment page and WhatsApp
 * message (ADR 028). The retreat's prose stays in its content file
 * (app/content/retreats); these facts live in the database so the organiser edits them in the
 * admin without a rebuild.
 *
 * EditionSchema checks every edition the site takes in: the four first editions of migration
 * 009 (its unit test) and every create or edit in the admin, in the browser (Conform's
 * parseWithZod, before the post) and again on the server. Not a .server module: the admin's
 * form imports it.
 */
import { z } from "~/lib/zod";
import { firstDay, isCalendarDate, lastDay } from "~/lib/calendar";
import { impossibleDay, parseRupees, paymentUrlProblem } from "./inputs";

export const EDITION_STATES = ["open", "coming-soon", "waitlist", "sold-out", "hidden"] as const;
export type EditionState = (typeof EDITION_STATES)[number];

/** What each forced state means, as the admin's select shows it. */
export const STATE_LABELS: Record<EditionState, string> = {
  open: "Open for booking",
  "coming-soon": "Coming soon (waitlist)",
  waitlist: "Waitlist only",
  "sold-out": "Sold out (waitlist)",
  hidden: "Hidden (draft, only you can preview it)",
};

export const EDITION_MESSAGES = {
  slug: "Use lower-case letters, digits and hyphens, like goa-2026",
  slugTaken: "This address is already used by another edition",
  date: "Enter a date like 2026-12-14, or a month like 2026-10",
  endBeforeStart: "The end date cannot be before the start date",
  price: "Enter the price in whole rupees, like 42,000 or ₹42,000",
  negative: "This cannot be negative",
  priceRequired: "An edition open for booking needs a price",
  earlyBirdPair: "Give both the early-bird price and its last day, or neither",
  earlyBirdCheaper: "The early-bird price should be below the regular price",
  earlyBirdAfterStart: "The early bird must end before the retreat starts",
  earlyBirdDay: "Enter the early bird's last day, like 2026-10-31",
  capacity: "Capacity is at least 1 place",
  capacityBelowTaken: "Capacity cannot be below the places already taken",
  whole: "Enter a whole number",
  retreat: "Choose a retreat",
} as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A day, or a month while only the month is fixed; an impossible day says why ("February 2026 has 28 days"). */
const date = z
  .string({ error: EDITION_MESSAGES.date })
  .trim()
  .superRefine((v, ctx) => {
    if (!isCalendarDate(v)) ctx.addIssue({ code: "custom", message: impossibleDay(v) ?? EDITION_MESSAGES.date });
  });
/** Whole rupees as a person types them: "42000", "42,000", "₹42,000", "Rs. 42,000" (inputs.ts). */
const wholeRupees = z.preprocess(
  parseRupees,
  z.number({ error: EDITION_MESSAGES.price }).int(EDITION_MESSAGES.price).min(0, EDITION_MESSAGES.negative).max(10_000_000, EDITION_MESSAGES.price),
);
const count = z.number({ error: EDITION_MESSAGES.whole }).int(EDITION_MESSAGES.whole).min(0, EDITION_MESSAGES.negative).max(10_000);

export const EditionSchema = z
  .object({
    /** The content file it belongs to: "goa", "maldives", "bali", "morocco". */
    retreat: z.string({ error: EDITION_MESSAGES.retreat }).regex(SLUG, EDITION_MESSAGES.retreat),
    /** Its page is /retreats/<slug>. */
    slug: z
      .string({ error: EDITION_MESSAGES.slug })
      .trim()
      .max(60)
      .regex(SLUG, EDITION_MESSAGES.slug)
      // /admin/retreats/new is the page that creates one.
      .refine((s) => s !== "new", EDITION_MESSAGES.slugTaken),
    start: date,
    end: date,
    priceInr: wholeRupees.nullable().default(null),
    earlyBirdPriceInr: wholeRupees.nullable().default(null),
    /** Its last day: the early bird holds until midnight at the end of it, organiser's time. */
    earlyBirdUntil: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (!(/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v))) ctx.addIssue({ code: "custom", message: impossibleDay(v) ?? EDITION_MESSAGES.earlyBirdDay });
      })
      .nullable()
      .default(null),
    depositInr: wholeRupees,
    /** The balance is due this many days before the start. */
    balanceDueDays: count.max(365),
    capacity: count.min(1, EDITION_MESSAGES.capacity),
    placesTaken: count,
    state: z.enum(EDITION_STATES),
    /**
     * Book Now's payment page: the whole https address from any provider (Razorpay, Stripe,
     * Instamojo...); empty: Book Now opens WhatsApp. paymentUrlProblem says what is refused.
     */
    paymentUrl: z
      .string()
      .trim()
      .max(500, "Keep the link under 500 characters")
      .superRefine((v, ctx) => {
        const problem = paymentUrlProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .nullable()
      .default(null),
    /** The Book Now chat's pre-filled text; empty: the retreat's own, with these dates. */
    whatsappMessage: z.string().trim().max(600).nullable().default(null),
  })
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (isCalendarDate(e.start) && isCalendarDate(e.end) && lastDay(e.end) < firstDay(e.start)) issue("end", EDITION_MESSAGES.endBeforeStart);
    if (e.state === "open" && e.priceInr === null) issue("priceInr", EDITION_MESSAGES.priceRequired);
    if ((e.earlyBirdPriceInr === null) !== (e.earlyBirdUntil === null))
      issue(e.earlyBirdPriceInr === null ? "earlyBirdPriceInr" : "earlyBirdUntil", EDITION_MESSAGES.earlyBirdPair);
    if (e.earlyBirdPriceInr !== null && e.priceInr !== null && e.earlyBirdPriceInr >= e.priceInr)
      issue("earlyBirdPriceInr", EDITION_MESSAGES.earlyBirdCheaper);
    if (e.earlyBirdUntil && isCalendarDate(e.start) && e.earlyBirdUntil >= firstDay(e.start)) issue("earlyBirdUntil", EDITION_MESSAGES.earlyBirdAfterStart);
    if (e.capacity < e.placesTaken) issue("capacity", `${EDITION_MESSAGES.capacityBelowTaken} (${e.placesTaken})`);
  });

export type EditionInput = z.input<typeof EditionSchema>;
export type EditionFields = z.output<typeof EditionSchema>;

export interface Edition extends EditionFields {
  id: number;
  /** Its active bookings (app/lib/bookings); `placesTaken` is the places set by hand on top of them. */
  placesBooked: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields the admin's form edits, in the order it shows them (the history uses it too). */
export const EDITION_FIELDS = [
  "slug",
  "start",
  "end",
  "priceInr",
  "earlyBirdPriceInr",
  "earlyBirdUntil",
  "depositInr",
  "balanceDueDays",
  "capacity",
  "placesTaken",
  "state",
  "paymentUrl",
  "whatsappMessage",
] as const satisfies readonly (keyof EditionFields)[];

export const FIELD_LABELS: Record<(typeof EDITION_FIELDS)[number] | "retreat", string> = {
  retreat: "Retreat",
  slug: "Page address",
  start: "First day",
  end: "Last day",
  priceInr: "Price (₹)",
  earlyBirdPriceInr: "Early-bird price (₹)",
  earlyBirdUntil: "Early bird's last day",
  depositInr: "Deposit (₹)",
  balanceDueDays: "Balance due (days before start)",
  capacity: "Capacity (places)",
  placesTaken: "Places set by hand",
  state: "Booking state",
  paymentUrl: "Payment page",
  whatsappMessage: "WhatsApp message",
};

/**
 * When a retreat's next edition usually runs, shown on its cards and page while no edition is
 * ahead ("Dates to be announced, usually December"), edited on /admin/retreats.
 */
export const NextSeasonSchema = z.object({
  retreat: z.string().regex(/^[a-z0-9-]+$/),
  nextSeason: z
    .string({ error: "Please say when the next edition usually runs" })
    .trim()
    .min(1, "Please say when the next edition usually runs")
    .max(80, "Please keep it under 80 characters"),
});
export const NEXT_SEASON_FALLBACK = "Dates to be announced";
