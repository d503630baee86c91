/**
 * The calendar: every date computation of the site, browser-safe (the server's clock,
 * clock.server.ts, says which day and instant it is; this module does the rest).
 *
 * - Calendar dates as the site writes and compares them: ISO days ("2025-12-18") or, for an
 *   edition whose days are not fixed yet, months ("2026-06"). Plain string arithmetic on the
 *   proleptic Gregorian calendar, with no Intl: the browser (admin form) and the server agree,
 *   whatever ICU data each carries (the same reason as lib/indian-numbers.ts).
 * - Instants in a time zone (the organiser's, SITE_TIME_ZONE, given by the loader so server and
 *   browser write the same text): Intl answers the wall clock and the offset, never arithmetic
 *   of our own on offsets.
 */
import { daysInMonth } from "./calendar-checks.mjs";

// The checks the environment module shares, kept in plain ESM for plain node.
export { ISO_DAY, isCalendarDate, isTimeZone } from "./calendar-checks.mjs";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** Short month names as SPEC §2's cards write them ("Dec 18-21 2025", "June 2026", "Oct 2026"). */
const SHORT = ["Jan", "Feb", "March", "April", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"];


/** The first day a date covers: the day itself, or the 1st of its month. */
export function firstDay(value: string) {
  return value.length === 7 ? `${value}-01` : value;
}

/** The last day a date covers: the day itself, or the last of its month. */
export function lastDay(value: string) {
  if (value.length !== 7) return value;
  const [y, m] = value.split("-").map(Number);
  return `${value}-${String(daysInMonth(y!, m!)).padStart(2, "0")}`;
}

/** The ISO day `days` after (or before) `day`. */
export function addDays(day: string, days: number) {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

function parts(value: string) {
  const [y, m, d] = value.split("-").map(Number);
  return { year: y!, month: m! - 1, day: d };
}

/** "5 December 2025" (DESIGN.md's date style); "June 2026" for a month. */
export function formatDay(value: string) {
  const { year, month, day } = parts(value);
  return day === undefined ? `${MONTHS[month]} ${year}` : `${day} ${MONTHS[month]} ${year}`;
}

/** "18-21 December 2025", "28 November-2 December 2026", "30 December 2026-2 January 2027", "June 2026". */
export function formatDateRange(start: string, end: string) {
  const a = parts(start);
  const b = parts(end);
  if (a.day === undefined || b.day === undefined) {
    if (start === end) return formatDay(start);
    return a.year === b.year ? `${MONTHS[a.month]}-${MONTHS[b.month]} ${b.year}` : `${formatDay(start)}-${formatDay(end)}`;
  }
  if (start === end) return formatDay(start);
  if (a.year !== b.year) return `${formatDay(start)}-${formatDay(end)}`;
  if (a.month !== b.month) return `${a.day} ${MONTHS[a.month]}-${b.day} ${MONTHS[b.month]} ${b.year}`;
  return `${a.day}-${b.day} ${MONTHS[a.month]} ${a.year}`;
}

/** An edition known only by its month ("2026-06"): a sentence says "in June 2026", not "on". */
export function knownByMonth(start: string, end: string) {
  return parts(start).day === undefined || parts(end).day === undefined;
}

/** The cards' short form: "Dec 18-21 2025", "Nov 28-Dec 2 2026", "June 2026", "Oct 2026". */
export function formatShortRange(start: string, end: string) {
  const a = parts(start);
  const b = parts(end);
  if (a.day === undefined || b.day === undefined) {
    if (start === end || (a.year === b.year && a.month === b.month)) return `${SHORT[a.month]} ${a.year}`;
    return a.year === b.year ? `${SHORT[a.month]}-${SHORT[b.month]} ${b.year}` : `${SHORT[a.month]} ${a.year}-${SHORT[b.month]} ${b.year}`;
  }
  if (a.year !== b.year) return `${SHORT[a.month]} ${a.day} ${a.year}-${SHORT[b.month]} ${b.day} ${b.year}`;
  if (a.month !== b.month) return `${SHORT[a.month]} ${a.day}-${SHORT[b.month]} ${b.day} ${b.year}`;
  return a.day === b.day ? `${SHORT[a.month]} ${a.day} ${a.year}` : `${SHORT[a.month]} ${a.day}-${b.day} ${a.year}`;
}

/** "December 2025": the month an edition starts in, for prose ("Goa in December 2025"). */
export function formatMonth(value: string) {
  const { year, month } = parts(value);
  return `${MONTHS[month]} ${year}`;
}

/** Whole days from `from` to `to` (ISO days): 1 from 2025-12-31 to 2026-01-01. */
export function daysFrom(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Every day from `from` to `to` inclusive (ISO days); at most 20,000. */
export function daysBetween(from: string, to: string): string[] {
  const n = daysFrom(from, to);
  if (Number.isNaN(n)) return [];
  return Array.from({ length: Math.max(0, Math.min(n + 1, 20_000)) }, (_, i) => addDays(from, i));
}

/** The Intl formatters, one per zone and use: making one costs far more than formatting. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(use: string, locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${use}|${options.timeZone}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}


/** The wall clock of an instant in a zone, with the zone's offset then ("+05:30", "-05:00", "+00:00"). */
function readInZone(instant: Date, timeZone: string) {
  const options: Intl.DateTimeFormatOptions = {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  };
  // Swedish writes "YYYY-MM-DD hh:mm:ss GMT+05:30" (a minus sign, U+2212, west of UTC), read
  // with one pattern: several times quicker than formatToParts, which matters for an export of
  // 100,000 leads. The parts otherwise.
  const quick = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) GMT(\S*)$/.exec(formatter("wall", "sv-SE", options).format(instant));
  if (quick) return { day: quick[1]!, time: quick[2]!, offset: quick[3]!.replace("\u2212", "-") || "+00:00" };
  const p = Object.fromEntries(formatter("wall-parts", "en-CA", options).formatToParts(instant).map((x) => [x.type, x.value])) as Record<string, string>;
  // "GMT+05:30", "GMT-05:00"; plain "GMT" at UTC itself.
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}`, offset: p.timeZoneName!.replace("GMT", "") || "+00:00" };
}

/**
 * The calendar day an instant falls on in a time zone: in Asia/Kolkata (UTC+5:30) an instant
 * one second before 18:30 UTC is still that day, one at 18:30 UTC already the next.
 */
export function dayInZone(instant: Date, timeZone: string) {
  return readInZone(instant, timeZone).day;
}

/** The hour (0-23) of an instant in a zone. */
export function hourInZone(instant: Date, timeZone: string): number {
  return Number(readInZone(instant, timeZone).time.slice(0, 2));
}

/** "YYYY-MM-DDTHH:mm:ss+05:30": ISO 8601 in the zone, with its offset (the exports' timestamps). */
export function isoInZone(iso: string, timeZone: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const { day, time, offset } = readInZone(new Date(ms), timeZone);
  return `${day}T${time}${offset}`;
}

/**
 * The instant (ISO, UTC) the day `day` (YYYY-MM-DD) begins in a zone: its midnight written with
 * the zone's offset, read at noon first and then at that midnight itself, so a day on which
 * summer time begins or ends starts at the offset its midnight really had.
 */
export function startOfDayInZone(day: string, timeZone: string) {
  let offset = readInZone(new Date(`${day}T12:00:00Z`), timeZone).offset;
  for (let tries = 0; tries < 2; tries++) {
    const at = readInZone(new Date(`${day}T00:00:00${offset}`), timeZone).offset;
    if (at === offset) break;
    offset = at;
  }
  return new Date(`${day}T00:00:00${offset}`).toISOString();
}

/**
 * "5 Nov": a day as the admin's chart labels its bars. One formatter for every label:
 * toLocaleDateString builds a new one per call, and an all-time chart labels hundreds of bars.
 */
export function formatDayMonth(day: string) {
  return formatter("day-month", "en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** "1 Nov 2025, 19:35": how the admin shows an instant. */
export function formatDateTime(iso: string, timeZone: string) {
  return formatter("date-time", "en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    // hourCycle, not hour12: false — with hour12 Node's ICU writes the first hour after
    // midnight as 24:15 and the browser's as 00:15, and the page failed to hydrate.
    hourCycle: "h23",
    timeZone,
  }).format(new Date(iso));
}
