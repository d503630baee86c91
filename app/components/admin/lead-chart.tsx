import type { ChartBucket } from "~/lib/admin/date-range";

const WIDTH = 600;
const HEIGHT = 120;

function label(b: ChartBucket) {
  const fmt = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
  return b.start === b.end ? fmt(b.start) : `${fmt(b.start)} – ${fmt(b.end)}`;
}

/**
 * Leads per day over the selected range as plain SVG bars: no chart library for one small
 * picture. Each bar has a <title> for pointer users; the figure's label gives the summary a
 * screen reader needs (total, busiest day) instead of sixty numbers.
 */
export function LeadChart({ buckets }: { buckets: ChartBucket[] }) {
  if (buckets.length === 0) return null;
  const max = Math.max(1, ...buckets.map((b) => b.count));
  const peak = buckets.reduce((best, b) => (b.count > best.count ? b : best), buckets[0]!);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  const perBar = buckets[0]!.start === buckets[0]!.end ? "day" : "period";
  const slot = WIDTH / buckets.length;
  const gap = Math.min(4, slot * 0.25);
  return (
    <figure className="space-y-2">
      <figcaption className="flex items-baseline justify-between text-sm text-ink-soft">
        <span className="font-semibold text-ink">Leads per {perBar}</span>
        <span>busiest: {label(peak)} ({peak.count})</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-28 w-full"
        role="img"
        aria-label={`${total} leads from ${label(buckets[0]!)} to ${label(buckets[buckets.length - 1]!)}; busiest ${label(peak)} with ${peak.count}`}
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="var(--color-gold)" strokeWidth="1" />
        {buckets.map((b, i) => {
          const h = b.count === 0 ? 0 : Math.max(2, (b.count / max) * (HEIGHT - 6));
          return (
            <rect
              key={b.start}
              x={i * slot + gap / 2}
              y={HEIGHT - 1 - h}
              width={Math.max(1, slot - gap)}
              height={h}
              rx="1.5"
              fill={b === peak ? "var(--color-clay)" : "var(--color-sage)"}
            >
              <title>{`${label(b)}: ${b.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-ink-soft" aria-hidden>
        <span>{label(buckets[0]!)}</span>
        <span>{label(buckets[buckets.length - 1]!)}</span>
      </div>
    </figure>
  );
}
