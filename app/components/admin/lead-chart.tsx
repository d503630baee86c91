import type { ChartBucket } from "~/lib/admin/date-range";
import { formatDayMonth } from "~/lib/calendar";

const fmt = formatDayMonth;

function label(b: ChartBucket) {
  return b.start === b.end ? fmt(b.start) : `${fmt(b.start)} – ${fmt(b.end)}`;
}

/**
 * Leads per day over the selected range as plain bars: no chart library for one small
 * picture. Each bar is a flex slot with a `title` for pointer users; the figure's label gives
 * the summary a screen reader needs (total, busiest day) instead of sixty numbers. HTML rather
 * than a stretched SVG so a bar can have a real maximum width: a range of a few days shows
 * slim bars, not slabs across the card. The slots' and bars' styles are short classes in
 * routes/admin/admin.css (up to 60 of each per page); heights are rounded to 0.01%.
 */
export function LeadChart({ buckets }: { buckets: ChartBucket[] }) {
  if (buckets.length === 0) return null;
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const peak = buckets.reduce((best, b) => (b.count > best.count ? b : best), buckets[0]!);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const perBar = buckets[0]!.start === buckets[0]!.end ? "day" : "period";
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-baseline justify-between text-sm text-ink-soft">
        <span className="font-semibold text-ink">Leads per {perBar}</span>
        <span>busiest: {label(peak)} ({peak.count})</span>
      </figcaption>
      <div
        role="img"
        aria-label={`${total} leads from ${label(buckets[0]!)} to ${label(buckets[buckets.length - 1]!)}; busiest ${label(peak)} with ${peak.count}`}
        className="flex h-28 items-end border-b border-gold pt-1.5"
        data-testid="lead-chart"
      >
        {buckets.map((b) => (
          <div key={b.start} title={`${label(b)}: ${b.count}`} className="lead-chart-slot">
            {b.count > 0 ? (
              <div
                data-testid="lead-chart-bar"
                className={b === peak ? "lead-chart-bar peak" : "lead-chart-bar"}
                style={{ height: `max(2px, ${+((b.count / max) * 100).toFixed(2)}%)` }}
              />
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex justify-between text-xs text-ink-soft" aria-hidden>
        <span>{label(buckets[0]!)}</span>
        <span>{label(buckets[buckets.length - 1]!)}</span>
      </div>
    </figure>
  );
}
