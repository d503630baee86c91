import { addDays, firstDay, formatDateRange, formatDay } from "~/lib/calendar";
import { currentPrice } from "~/lib/editions/status";
import { formatInr } from "~/lib/indian-numbers";

/**
 * Messages from templates (docs/messages.md), the browser-safe half: the purposes and channels,
 * the placeholders a template may use, and filling a template from a person's facts. No I/O:
 * templates.server.ts reads the facts, and this is tested by calling it.
 */
export const PURPOSES = ["payment_link", "balance_reminder", "place_opened", "general_reply"] as const;
export type Purpose = (typeof PURPOSES)[number];

export const PURPOSE_LABELS: Record<Purpose, { title: string; intro: string }> = {
  payment_link: { title: "Payment link", intro: "Sent once a guest says yes: the deposit, the link to pay it and the balance to come." },
  balance_reminder: { title: "Balance reminder", intro: "Sent as the balance falls due." },
  place_opened: { title: "A place opened", intro: "Sent to an edition's waitlist, in sign-up order, when a place comes free (from the edition's page)." },
  general_reply: { title: "General reply", intro: "A warm first answer to anyone who wrote, with the retreat they asked about." },
};

export const CHANNELS = ["email", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = { email: "E-mail", whatsapp: "WhatsApp" };

/** Every placeholder, what it stands for, and the sample value the admin's preview fills in. */
export const PLACEHOLDERS = {
  firstName: { label: "the person's first name", sample: "Priya" },
  retreat: { label: "the retreat's name", sample: "Goa Yoga & Surf Retreat" },
  dates: { label: "the edition's dates", sample: "17-21 December 2026" },
  price: { label: "the price today (the agreed amount once booked)", sample: "₹38,000" },
  deposit: { label: "the deposit", sample: "₹10,000" },
  balance: { label: "what is left to pay", sample: "₹28,000" },
  balanceDue: { label: "the day the balance is due", sample: "17 November 2026" },
  paymentLink: { label: "the edition's payment page", sample: "https://pay.retreatly.example/goa-2026" },
  retreatPage: { label: "the edition's page on the site", sample: "https://retreatly.example/retreats/goa-2026" },
  organiser: { label: "your name, as the founder", sample: "Aanya Mehra" },
  site: { label: "the site's name", sample: "Retreatly" },
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

type MessageValues = Partial<Record<Placeholder, string>>;

export const SAMPLE_VALUES: MessageValues = Object.fromEntries(PLACEHOLDER_NAMES.map((k) => [k, PLACEHOLDERS[k].sample]));

// A placeholder is a name in braces; anything in braces that is not one of ours is refused
// when the template is saved, so a typo ("{fristName}") never reaches a guest.
const TOKEN = /\{([^{}\n]*)\}/g;

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDERS, name);

/** The braces in a text that are not placeholders, in order, each once ("{fristName}"). */
export function unknownPlaceholders(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(TOKEN)) if (!isPlaceholder(m[1]!)) out.add(m[0]);
  return [...out];
}

/** The placeholders a text uses, each once. */
export function usedPlaceholders(text: string): Placeholder[] {
  const out = new Set<Placeholder>();
  for (const m of text.matchAll(TOKEN)) if (isPlaceholder(m[1]!)) out.add(m[1]);
  return [...out];
}

/**
 * The text with each placeholder replaced by its value. One it has no value for (a person with
 * no retreat, an edition without a payment page) stays as written and is listed in `missing`,
 * so nothing half-filled is ever sent: the caller refuses to send while `missing` is not empty.
 */
export function fill(text: string, values: MessageValues): { text: string; missing: Placeholder[] } {
  const missing = new Set<Placeholder>();
  const out = text.replace(TOKEN, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const value = values[name];
    if (value === undefined || value === "") {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text: out, missing: [...missing] };
}

/** A filled message: the e-mail's subject and body, or the WhatsApp text (subject null). */
export interface FilledMessage {
  subject: string | null;
  body: string;
  missing: Placeholder[];
}

export function fillTemplate(template: { subject: string | null; body: string }, values: MessageValues): FilledMessage {
  const subject = template.subject === null ? null : fill(template.subject, values);
  const body = fill(template.body, values);
  return { subject: subject?.text ?? null, body: body.text, missing: [...new Set([...(subject?.missing ?? []), ...body.missing])] };
}

/**
 * What is known of a booking, once a person is booked on the edition (app/lib/bookings): the
 * agreed amount and what has been paid, in paise, and the day the balance is due.
 */
export interface BookingFigures {
  agreedMinor: number;
  paidMinor: number;
  balanceDueOn: string | null;
}

/** The edition's facts a message uses (app/lib/editions' Edition has them all). */
export interface EditionFacts {
  slug: string;
  start: string;
  end: string;
  priceInr: number | null;
  earlyBirdPriceInr: number | null;
  earlyBirdUntil: string | null;
  depositInr: number;
  balanceDueDays: number;
  /** The whole https address of its payment page, or null. */
  paymentUrl: string | null;
}

/** The first word of a name, when it reads as one (the mail templates' rule: no URL, address or number). */
export function firstNameOf(name: string | null | undefined): string | undefined {
  const first = name?.trim().split(/\s+/)[0];
  if (!first || first.length > 40) return undefined;
  return /^\p{L}\p{M}*(?:[\p{L}\p{M}'’-]|\.(?!\p{L}))*$/u.test(first) ? first : undefined;
}

/**
 * The values of every placeholder for one person and edition, on `today` (none of the edition's
 * without one). With a booking, the
 * price is the agreed amount and the balance what is left of it, due on the booking's day; else
 * they follow the edition's terms: the price today (early bird included), less the deposit, due
 * `balanceDueDays` before the first day.
 */
export function messageValues(input: {
  name: string | null;
  retreatName?: string | null;
  edition?: EditionFacts | null;
  booking?: BookingFigures | null;
  today: string;
  site: { name: string; url: string; founder: string };
}): MessageValues {
  const { edition, booking, site } = input;
  // "Dear friend," rather than a half-filled greeting, or a "name" that is a link or an address.
  const values: MessageValues = { firstName: firstNameOf(input.name) ?? "friend", organiser: site.founder, site: site.name };
  if (input.retreatName) values.retreat = input.retreatName;
  if (!edition) return values;
  values.dates = formatDateRange(edition.start, edition.end);
  values.retreatPage = `${site.url}/retreats/${edition.slug}`;
  if (edition.paymentUrl) values.paymentLink = edition.paymentUrl;
  values.deposit = formatInr(edition.depositInr);
  const price = booking ? booking.agreedMinor / 100 : currentPrice(edition, input.today)?.amount;
  if (price !== undefined) {
    values.price = formatInr(price);
    values.balance = formatInr(booking ? (booking.agreedMinor - booking.paidMinor) / 100 : Math.max(0, price - edition.depositInr));
  }
  const due = booking?.balanceDueOn ?? addDays(firstDay(edition.start), -edition.balanceDueDays);
  values.balanceDue = formatDay(due);
  return values;
}
