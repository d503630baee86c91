/**
 * The organiser's time zone in the admin (ADR 033): rows, the chart, the busiest
 * day, the exports' timestamps and file names all read time in SITE_TIME_ZONE (default
 * Asia/Kolkata; app/lib/editions/today.server.ts reads it), never in the server's or browser's
 * zone, and never in UTC. Timestamps are stored as ISO UTC text (ADR 005); these helpers turn
 * them into the organiser's wall clock. Shared by server and browser: the zone comes from the
 * loader, so both render the same text.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat) {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** "1 Nov 2025, 19:35": how a row shows its time. */
export function formatDateTime(iso: string, timeZone: string) {
  return cached(`row:${timeZone}`, () =>
    new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      // hourCycle, not hour12: false — with hour12 Node's ICU writes the first hour after
      // midnight as 24:15 and the browser's as 00:15, and the page failed to hydrate.
      hourCycle: "h23",
      timeZone,
    }),
  ).format(new Date(iso));
}

/** The wall-clock parts of an instant in a zone. */
function parts(instant: Date, timeZone: string) {
  const f = cached(`parts:${timeZone}`, () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }),
  );
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, x.value])) as Record<string, string>;
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, s: p.second! };
}

/** Minutes the zone is ahead of UTC at that instant (330 for India). */
export function offsetMinutes(instant: Date, timeZone: string) {
  const p = parts(instant, timeZone);
  const wall = Date.UTC(Number(p.y), Number(p.mo) - 1, Number(p.d), Number(p.h), Number(p.mi), Number(p.s));
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The zone's offset at an instant, from one look per UTC day: a day that starts and ends at the
 * same offset has it throughout (no zone changes twice in a day), so an export of 100,000 leads
 * asks Intl a few hundred times instead of for every timestamp. A day with a change is
 * answered instant by instant.
 */
const dayOffsets = new Map<string, number | null>();
function offsetAt(ms: number, timeZone: string) {
  const day = Math.floor(ms / 86_400_000);
  const key = `${timeZone}|${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = offsetMinutes(new Date(day * 86_400_000), timeZone);
    const last = offsetMinutes(new Date((day + 1) * 86_400_000 - 1000), timeZone);
    offset = first === last ? first : null;
    if (dayOffsets.size >= 10_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? offsetMinutes(new Date(ms), timeZone);
}

const two = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DDTHH:mm:ss+05:30": ISO 8601 in the zone, with its offset (the exports' timestamps). */
export function isoInZone(iso: string, timeZone: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const off = offsetAt(ms, timeZone);
  // The wall clock: the instant moved by the offset, read with UTC getters.
  const wall = new Date(Math.floor(ms / 1000) * 1000 + off * 60_000);
  const sign = off < 0 ? "-" : "+";
  const abs = Math.abs(off);
  return `${wall.getUTCFullYear()}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())}T${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The instant (ISO, UTC) the organiser's day `day` (YYYY-MM-DD) begins in the zone. */
export function startOfDay(day: string, timeZone: string) {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset a few hours into the day: right on both sides of a summer-time change.
  const offset = offsetMinutes(new Date(midnightUtc + 12 * 3_600_000), timeZone);
  return new Date(midnightUtc - offset * 60_000).toISOString();
}
