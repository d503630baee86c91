import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { cn } from "~/lib/utils";

/** One dot per slide; the current one is highlighted and marked aria-current. */
export function CarouselDots({
  count,
  current,
  onSelect,
  label,
  tone = "dark",
  className,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  /** Accessible name of dot i (0-based), e.g. (i) => `Show slide ${i + 1} of 3`. */
  label: (index: number) => string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <div className={cn("needs-script flex items-center gap-1", className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={label(i)}
          aria-current={i === current ? "true" : undefined}
          onClick={() => onSelect(i)}
          // 44 px hit area around a small visual dot.
          className="group inline-flex size-11 items-center justify-center"
        >
          <span
            aria-hidden
            className={cn(
              "block h-2 rounded-full transition-all duration-500",
              i === current ? "w-7" : "w-2",
              tone === "light"
                ? i === current
                  ? "bg-sand"
                  : "bg-sand/55 group-hover:bg-sand/80"
                : i === current
                  ? "bg-clay"
                  : "bg-ink/30 group-hover:bg-ink/50",
            )}
          />
        </button>
      ))}
    </div>
  );
}

export function PlayPauseButton({
  playing,
  onToggle,
  what,
  tone = "dark",
  className,
}: {
  playing: boolean;
  onToggle: () => void;
  /** "slideshow", "testimonials": names the control. */
  what: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? `Pause ${what}` : `Play ${what}`}
      className={cn(
        "needs-script inline-flex size-11 items-center justify-center rounded-full border transition-colors",
        tone === "light" ? "border-sand/60 text-sand hover:bg-sand/15" : "border-ink/25 text-ink hover:bg-ink/5",
        className,
      )}
    >
      {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
    </button>
  );
}

export function ArrowButton({
  direction,
  onClick,
  label,
  className,
}: {
  direction: "previous" | "next";
  onClick: () => void;
  label: string;
  className?: string;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        "needs-script inline-flex size-11 items-center justify-center rounded-full border border-ink/20 bg-sand text-ink shadow-sm transition-colors hover:border-clay hover:text-clay",
        className,
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
