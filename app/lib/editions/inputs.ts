/**
 * What an organiser types into the edition form, read as a person means it: a price as they
 * would write it on an invoice ("42,000", "₹42,000", "Rs. 42,000"), a date from the picker or
 * typed, and a payment page pasted from any provider. Browser-safe: the form's schema (schema.ts)
 * runs in the browser and on the server.
 */
import { daysInMonth } from "~/lib/calendar-checks.mjs";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * Whole rupees from the text typed: a leading ₹, Rs, Rs. or INR, commas between digit groups
 * (Indian "4,20,000" or western "420,000"), and a ".00" are allowed; anything else is NaN, which
 * the schema answers with its own message. A number (from code) passes as it is.
 */
export function parseRupees(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/\s*\/-$/, "");
  if (!/^\d{1,3}(,\d{2,3})*(\.0+)?$|^\d+(\.0+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(/,/g, "").replace(/\.0+$/, ""));
}

/**
 * Why a day written YYYY-MM-DD is not a day, in words ("February 2026 has 28 days"), or null.
 * A browser's date picker never sends one; a form posted without it (or by hand) can.
 */
export function impossibleDay(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return `${value} is not a date: there is no month ${month}`;
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) return `${value} is not a date: ${MONTHS[month - 1]} ${year} has ${last} days`;
  return null;
}

export const PAYMENT_URL_MESSAGES = {
  notUrl: "Paste the whole address of the payment page, starting with https://",
  scheme: "Only a secure https:// payment page can be linked",
  credentials: "Remove the user name and password from the link (the part before @)",
  host: "The link needs the payment site's name, like https://rzp.io/l/goa-2026",
} as const;

/**
 * Why a pasted payment link cannot be Book Now's target, or null. Any provider (Razorpay,
 * Stripe, Instamojo, a bank's page) is fine; what is refused is what no guest should be sent to:
 * another scheme (http: sends card details in the clear, javascript: and data: run code), a
 * link carrying a user name or password, or one with no host.
 */
export function paymentUrlProblem(value: string): string | null {
  const text = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== "https") return PAYMENT_URL_MESSAGES.scheme;
  if (!scheme) return PAYMENT_URL_MESSAGES.notUrl;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return PAYMENT_URL_MESSAGES.host;
  }
  if (url.username || url.password) return PAYMENT_URL_MESSAGES.credentials;
  // A real site's name has a dot; "https://" alone, "https:///path" or "https://pay" does not.
  if (!/^https:\/\/[^/?#]/i.test(text) || !url.hostname.includes(".") || url.hostname.endsWith(".")) return PAYMENT_URL_MESSAGES.host;
  return null;
}

/** "rzp.io" from "https://rzp.io/l/goa-dec-2026": the name the organiser and the guest recognise. */
export function paymentHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
