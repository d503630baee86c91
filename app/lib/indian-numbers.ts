/**
 * Numbers as India writes them: 5,000; 1,00,000; 1,23,45,678. Written by hand rather than with
 * Intl.NumberFormat("en-IN"): the first en-IN formatter a page builds loads ICU's locale data,
 * 20-45 ms of the main thread here and four times that on Lighthouse's phone, inside the task
 * that evaluates the page's modules (the pages' blocking time; docs/performance.md). By hand,
 * the server and the browser also always agree, whatever ICU data each carries.
 */
export function groupIndian(value: number): string {
  // Rounded to paise first, on the decimal digits (halves away from zero, as Intl does: 2.675
  // is 2.68 though its binary value is a hair under), and paise shown only if the rounded value
  // has them: 38000.999 is 38,001, and what rounds to zero has no minus sign. What has no digits
  // to write (NaN, Infinity, 1e21 and up, never a price here) comes out as "NaN", not garbled.
  // Kept short: every page that shows a price carries it (the JavaScript budget, ADR 008).
  const paise = Math.round(Number(`${Math.abs(value).toFixed(10)}e2`));
  // A comma after every digit followed by three, five, seven... more: 1,23,45,678.
  const grouped = String(Math.floor(paise / 100)).replace(/(\d)(?=(\d\d)*\d{3}$)/g, "$1,");
  const fraction = paise % 100 ? `.${String(paise % 100).padStart(2, "0")}` : "";
  return `${value < 0 && paise ? "-" : ""}${grouped}${fraction}`;
}

/** Rupees with the rupee sign (₹38,000; ₹1,00,000; DESIGN.md, Voice). */
export function formatInr(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith("-") ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}
