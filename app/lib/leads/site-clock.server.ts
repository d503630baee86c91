import { dayInZone } from "~/lib/editions/dates";
import { siteTimeZone, today } from "~/lib/editions/today.server";

/**
 * The follow-up's clock: the real time, moved by whole days when SITE_TODAY pins the site's
 * date (previews, tests; ADR 028), so "older than 48 hours", "due today" and the repeat window
 * agree with the day the whole site takes as today. Unset, it is the real time.
 */
export function siteNow(env: NodeJS.ProcessEnv = process.env, real: Date = new Date()): Date {
  const pinned = today(env, real);
  const realDay = dayInZone(real, siteTimeZone(env));
  if (pinned === realDay) return real;
  const shift = Date.parse(`${pinned}T00:00:00Z`) - Date.parse(`${realDay}T00:00:00Z`);
  return new Date(real.getTime() + shift);
}

/** The hour (0-23) of an instant in the organiser's time zone. */
export function hourInZone(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone }).format(instant);
  return Number(hour);
}
