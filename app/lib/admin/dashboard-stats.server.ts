import { chartBuckets } from "./date-range";
import { PAGE_SIZE, type DashboardStats, type LeadFilters } from "./lead-tabs";
import type { LeadStats } from "./leads-queries.server";
import { dayInZone } from "~/lib/calendar";
import { siteTimeZone } from "~/lib/clock.server";
import { errorFields, log } from "~/lib/log.server";

/** Below entry.server.tsx's streamTimeout (5 s), after which React Router makes a pending value an error. */
const STATS_TIMEOUT_MS = 4000;

export function logLoadFailure(error: unknown, request?: Request) {
  log.error("admin leads load failed", errorFields(error), request);
}

/**
 * The dashboard's statistics as the page shows them (docs/decisions/016): the chart and the
 * page count derived from the counts, or null when counting failed or took longer than
 * `timeoutMs`, logged either way. Never rejects: the list is shown whatever happens to the
 * figures, and the dashboard says they failed.
 */
export function statsForPage(
  counting: Promise<LeadStats>,
  filters: Pick<LeadFilters, "range"> & Partial<Pick<LeadFilters, "from" | "to">>,
  now: Date,
  { timeoutMs = STATS_TIMEOUT_MS, log = logLoadFailure, timeZone = siteTimeZone() }: { timeoutMs?: number; log?: (error: unknown) => void; timeZone?: string } = {},
): Promise<DashboardStats | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      log(new Error(`statistics not counted within ${timeoutMs} ms`));
      resolve(null);
    }, timeoutMs);
    timer.unref?.();
    counting.then(
      ({ perDay, ...counts }) => {
        clearTimeout(timer);
        // perDay holds the organiser's days (countLeads): the chart ends on their today.
        const chart = chartBuckets(perDay, { range: filters.range, today: dayInZone(now, timeZone), from: filters.from, to: filters.to });
        resolve({ ...counts, chart, pageCount: Math.max(1, Math.ceil(counts.total / PAGE_SIZE)) });
      },
      (error: unknown) => {
        clearTimeout(timer);
        log(error);
        resolve(null);
      },
    );
  });
}
