// @ts-check
/**
 * The calendar's pure checks, in plain ESM so the environment module (env.server.mjs), which
 * plain `node` loads for the server and the ops commands, validates SITE_TODAY and
 * SITE_TIME_ZONE with the same rules as calendar.ts, which re-exports them.
 */

export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DAY_OR_MONTH = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

/** @param {number} year @param {number} month 1-12 */
export function daysInMonth(year, month) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * An ISO day that exists ("2025-02-29" does not) or an ISO month.
 * @param {string} value
 */
export function isCalendarDate(value) {
  if (!ISO_DAY_OR_MONTH.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  return d === undefined || d <= daysInMonth(/** @type {number} */ (y), /** @type {number} */ (m));
}

/** @param {string} timeZone an IANA name the runtime's Intl knows */
export function isTimeZone(timeZone) {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return true;
  } catch {
    return false;
  }
}
