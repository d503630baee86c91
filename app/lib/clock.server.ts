import { getEnv, parseEnv, type Env } from "~/lib/env.server.mjs";
import { addDays, dayInZone, daysFrom, startOfDayInZone } from "~/lib/calendar";

/**
 * The site's one clock: "now" and "today" in the organiser's time zone (ADR 028). Every page,
 * the admin, the JSON-LD, the sitemap, the brochure PDFs, the follow-up and the digest ask it;
 * the date arithmetic and formatting are lib/calendar.ts's.
 *
 * - SITE_TODAY=YYYY-MM-DD fixes the day (previews, tests: the spec's own snapshot is
 *   2025-11-01), and "now" moves by whole days with it, so "older than 48 hours", "due today"
 *   and the last 7 days agree with the day the whole site takes as today.
 * - Unset, it is the real date and time; the day is the one in SITE_TIME_ZONE (default
 *   Asia/Kolkata): an edition's early bird ends at midnight there, not at midnight UTC.
 *
 * Both come from the environment module, checked at start (a bad value stops the server with
 * a message naming it). Tests pass their own environment as `env`.
 */
function clockEnv(env?: NodeJS.ProcessEnv): Env {
  return env ? parseEnv(env) : getEnv();
}

/** The organiser's zone (an IANA name). */
export function siteTimeZone(env?: NodeJS.ProcessEnv): string {
  return clockEnv(env).SITE_TIME_ZONE;
}

/** Today in the organiser's zone, as an ISO day ("2025-11-01"). */
export function today(env?: NodeJS.ProcessEnv, real: Date = new Date()): string {
  const { SITE_TODAY, SITE_TIME_ZONE } = clockEnv(env);
  return SITE_TODAY ?? dayInZone(real, SITE_TIME_ZONE);
}

/** Now: the real instant, moved by whole days onto SITE_TODAY when it is set. */
export function now(env?: NodeJS.ProcessEnv, real: Date = new Date()): Date {
  const { SITE_TODAY, SITE_TIME_ZONE } = clockEnv(env);
  if (!SITE_TODAY) return real;
  const shift = daysFrom(dayInZone(real, SITE_TIME_ZONE), SITE_TODAY);
  return shift === 0 ? real : new Date(real.getTime() + shift * 86_400_000);
}

/** The year of today(): the footer's copyright line. */
export function currentYear(env?: NodeJS.ProcessEnv) {
  return Number(today(env).slice(0, 4));
}

/**
 * The organiser's day `day` as UTC instants (ISO), for SQL: created_at >= start and < end.
 * Timestamps are stored as ISO UTC text (ADR 005), so the same comparison works on SQLite and
 * PostgreSQL.
 */
export function dayBounds(day: string, timeZone: string = siteTimeZone()): { start: string; end: string } {
  return { start: startOfDayInZone(day, timeZone), end: startOfDayInZone(addDays(day, 1), timeZone) };
}
