import { groupIndian } from "~/lib/indian-numbers";

/**
 * Amounts of money as the bookings keep them: integers in the currency's minor unit (paise for
 * INR, 100 to the rupee), so sums and balances are exact on both databases. The organiser types
 * rupees as they write them ("42,000", "₹42,000", "42000.50"); these two functions are the only
 * way between what is typed or shown and what is stored. Not a .server module: the forms' schema
 * parses with it in the browser too.
 */
const MINOR_PER_MAJOR = 100;

/** The largest amount taken in: ₹10 crore, far above any retreat, far below the integers' limits. */
const MAX_MINOR = 10_000_000_00;

/**
 * Paise from rupees as typed: the rupee sign, "Rs", "INR", spaces and Indian or Western commas
 * are allowed, and up to two decimals. Null for anything else (a negative amount, a third
 * decimal, letters, an empty field), so a mistyped amount is never read as another one.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(?:₹|rs\.?|inr)\s*/i, "")
    .replace(/[\s\u00a0]/g, "");
  // Commas only between digits: "42,000" and "1,00,000", never ",5" or "42,".
  if (!/^\d{1,3}(?:,\d{2,3})*(?:\.\d{1,2})?$|^\d+(?:\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.replaceAll(",", "").split(".");
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR ? minor : null;
}

/** "₹42,000", "₹42,000.50", "-₹5,000": paise shown only when there are some. */
export function formatMoney(minor: number): string {
  const grouped = groupIndian(Math.abs(minor) / MINOR_PER_MAJOR);
  return `${minor < 0 ? "-" : ""}₹${grouped}`;
}

/** Whole rupees (an edition's prices and deposit) in paise. */
export function rupeesToMinor(rupees: number): number {
  return Math.round(rupees * MINOR_PER_MAJOR);
}

/** Paise as the amount field shows it again: "42000", "42000.50". */
export function moneyInputValue(minor: number): string {
  const whole = Math.trunc(minor / MINOR_PER_MAJOR);
  const fraction = minor % MINOR_PER_MAJOR;
  return fraction ? `${whole}.${String(fraction).padStart(2, "0")}` : String(whole);
}
