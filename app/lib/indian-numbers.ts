/**
 * Numbers as India writes them: 5,000; 1,00,000; 1,23,45,678. Written by hand rather than with
 * Intl.NumberFormat("en-IN"): the first en-IN formatter a page builds loads ICU's locale data,
 * 20-45 ms of the main thread here and four times that on Lighthouse's phone, inside the task
 * that evaluates the page's modules (issue 7's blocking time; docs/performance.md). By hand,
 * the server and the browser also always agree, whatever ICU data each carries.
 */
export function groupIndian(value: number): string {
  // Not a number we can write out digit by digit (NaN, Infinity, 1e21 and up): as JavaScript
  // writes it, rather than a garbled grouping of "Infinity" or "1e+21".
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const abs = Math.abs(value);
  let whole = String(abs);
  let fraction = "";
  let negative = value < 0;
  if (!Number.isInteger(abs) && abs < Number.MAX_SAFE_INTEGER / 100) {
    // Rounded to paise first, on the decimal digits (halves away from zero, as Intl does:
    // 2.675 is 2.68 though its binary value is a hair under), and paise shown only if the
    // rounded value has them: 38000.999 is 38,001, and what rounds to zero has no minus sign.
    const paise = Math.round(Number(`${abs.toFixed(10)}e2`));
    negative &&= paise !== 0;
    whole = String(Math.floor(paise / 100));
    fraction = paise % 100 === 0 ? "" : String(paise % 100).padStart(2, "0");
  }
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",") + "," + lastThree : lastThree;
  return `${negative ? "-" : ""}${grouped}${fraction ? "." + fraction : ""}`;
}

/** Rupees with the rupee sign (₹38,000; ₹1,00,000; DESIGN.md, Voice). */
export function formatInr(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith("-") ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}
