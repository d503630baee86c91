/**
 * Numbers as India writes them: 5,000; 1,00,000; 1,23,45,678. Written by hand rather than with
 * Intl.NumberFormat("en-IN"): the first en-IN formatter a page builds loads ICU's locale data,
 * 20-45 ms of the main thread here and four times that on Lighthouse's phone, inside the task
 * that evaluates the page's modules (issue 7's blocking time; docs/performance.md). By hand,
 * the server and the browser also always agree, whatever ICU data each carries.
 */
export function groupIndian(value: number): string {
  const [whole = "0", fraction] = Math.abs(value).toFixed(value % 1 === 0 ? 0 : 2).split(".");
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? rest.replace(/\B(?=(\d{2})+(?!\d))/g, ",") + "," + lastThree : lastThree;
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? "." + fraction : ""}`;
}

/** Rupees with the rupee sign (₹38,000; ₹1,00,000; DESIGN.md, Voice). */
export function formatInr(amount: number): string {
  const grouped = groupIndian(amount);
  return grouped.startsWith("-") ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}
