import { addDays, daysBetween } from "~/lib/calendar";

/**
 * The dashboard's date ranges (SPEC §9: all time, last 7, 30, 90 days). A range of N days
 * means the last N×24 hours before `now`, not calendar days, so "last 7 days" is the same
 * window whatever the time zone of the organiser's browser. Shared by server and client.
 */
export const DATE_RANGES = ["all", "7", "30", "90"] as const;
export type DateRange = (typeof DATE_RANGES)[number];

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  all: "All time",
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
};

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === "string" && (DATE_RANGES as readonly string[]).includes(value);
}

const DAY_MS = 86_400_000;

/** The ISO lower bound for created_at, or null for all time. */
export function rangeStart(range: DateRange, now: Date): string | null {
  if (range === "all") return null;
  return new Date(now.getTime() - Number(range) * DAY_MS).toISOString();
}

export interface ChartBucket {
  /** First day of the bucket (YYYY-MM-DD). */
  start: string;
  /** Last day of the bucket. */
  end: string;
  count: number;
}

/**
 * Turns per-day counts into at most `maxBars` bars covering the range, filling empty days
 * with zero. A range longer than maxBars days is grouped into equal runs of days, so an
 * "all time" chart over two years stays readable on a phone. "All time" starts at the first
 * lead but spans at least `minDays`: leads from one day or a few would otherwise fill the
 * chart with one or two slabs, which reads as a lot rather than as a start.
 */
export function chartBuckets(
  perDay: ReadonlyArray<{ day: string; count: number }>,
  {
    range,
    today,
    maxBars = 60,
    minDays = 14,
    from = "",
    to = "",
  }: {
    range: DateRange;
    /** The organiser's today (the clock's): the last bar. */
    today: string;
    maxBars?: number;
    minDays?: number;
    /** The custom days of the filter (YYYY-MM-DD, "" when open): the chart spans only them. */
    from?: string;
    to?: string;
  },
): ChartBucket[] {
  const last = to && to < today ? to : today;
  const start = range === "all" ? null : addDays(today, -Number(range));
  const firstLead = perDay.reduce<string | null>((min, d) => (min === null || d.day < min ? d.day : min), null);
  if (!start && !firstLead && !from) return [];
  const earliest = addDays(today, -(minDays - 1));
  let first = start ?? (firstLead! < earliest ? firstLead! : earliest);
  // Custom days: the chart spans them (within the range, when one is chosen too).
  if (from) first = start && start > from ? start : from;
  const days = daysBetween(first, last);
  const counts = new Map(perDay.map((d) => [d.day, d.count]));
  const size = Math.max(1, Math.ceil(days.length / maxBars));
  const buckets: ChartBucket[] = [];
  for (let i = 0; i < days.length; i += size) {
    const run = days.slice(i, i + size);
    buckets.push({ start: run[0]!, end: run[run.length - 1]!, count: run.reduce((sum, d) => sum + (counts.get(d) ?? 0), 0) });
  }
  return buckets;
}
