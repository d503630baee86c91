import { dayInZone, isCalendarDate, ISO_DAY } from "./dates";

/**
 * The site's "today": the one date every page, the admin, the JSON-LD, the sitemap and the
 * brochure PDFs compare the editions with (ADR 028).
 *
 * - SITE_TODAY=YYYY-MM-DD fixes it (previews, tests: the spec's own snapshot is 2025-11-01).
 * - Unset, it is the real date in the organiser's time zone, SITE_TIME_ZONE (default
 *   Asia/Kolkata): an edition's early bird ends at midnight there, not at midnight UTC.
 *
 * Both are read on every call, so a test can set them per case; a bad value throws a message
 * that names the variable (the server checks both at start, app/entry.server.tsx).
 */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";

export function siteTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const zone = env.SITE_TIME_ZONE?.trim() || DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: zone });
  } catch {
    throw new Error(`Invalid configuration: SITE_TIME_ZONE "${zone}" is not an IANA time zone (e.g. Asia/Kolkata)`);
  }
  return zone;
}

export function today(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const fixed = env.SITE_TODAY?.trim();
  if (fixed) {
    if (!ISO_DAY.test(fixed) || !isCalendarDate(fixed)) throw new Error(`Invalid configuration: SITE_TODAY must be a date like 2025-11-01, got "${fixed}"`);
    return fixed;
  }
  return dayInZone(now, siteTimeZone(env));
}

/** The year of today(): the footer's copyright line. */
export function currentYear(env: NodeJS.ProcessEnv = process.env) {
  return Number(today(env).slice(0, 4));
}
