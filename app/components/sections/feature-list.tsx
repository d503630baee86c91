import { Check } from "lucide-react";
import { Reveal } from "~/components/reveal";
import { ContentIcon } from "~/lib/icons/content-icon";
import { cn } from "~/lib/utils";

export interface FeatureItem {
  /** A content icon's name (its drawing comes with the loader data); not every variant draws it. */
  icon?: string;
  title: string;
  text: string;
}

/**
 * How a list of short points reads, so that pages stop sharing one grid of icon cards:
 * - "sheet": a fact sheet, icon beside the words under a hairline (a retreat's At a Glance);
 * - "numbered": 01, 02... in the serif, like the parts of a proposal or the promises of a letter;
 * - "checklist": a tick beside each point, the practical list of what is taken care of;
 * - "timeline": points strung on a line like the days of an itinerary (highlights, steps).
 */
export type FeatureVariant = "sheet" | "numbered" | "checklist" | "timeline";

const listClass: Record<FeatureVariant, string> = {
  sheet: "grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3",
  numbered: "grid gap-x-12 gap-y-2",
  checklist: "grid gap-x-10 sm:grid-cols-2",
  timeline: "relative grid gap-7 border-l border-gold/50 pl-7 md:gap-9 md:pl-10",
};

export function FeatureList({
  items,
  variant,
  tone = "sand",
  columns,
  className,
}: {
  items: readonly FeatureItem[];
  variant: FeatureVariant;
  /** "olive" for dark bands. */
  tone?: "sand" | "linen" | "olive";
  /** "numbered" only: one column for a narrow, letter-like list (two from md up otherwise). */
  columns?: 1;
  className?: string;
}) {
  const dark = tone === "olive";
  const List = variant === "sheet" || variant === "checklist" ? "ul" : "ol";
  const muted = dark ? "text-sand/90" : "text-ink-soft";
  const rule = dark ? "border-sand/20" : "border-ink/10";
  return (
    <List className={cn(listClass[variant], variant === "numbered" && columns !== 1 && "md:grid-cols-2", className)}>
      {items.map((item, i) => (
        <Reveal
          as="li"
          index={i % 3}
          key={item.title}
          className={cn(
            variant === "sheet" && cn("flex gap-4 border-t py-5 md:py-6", rule),
            variant === "numbered" &&
              cn("grid grid-cols-[3.25rem_minmax(0,1fr)] border-t py-6 md:grid-cols-[4.5rem_minmax(0,1fr)] md:py-8", rule),
            variant === "checklist" && cn("flex gap-4 border-t py-5", rule),
            variant === "timeline" && "relative",
          )}
        >
          {variant === "sheet" && item.icon ? (
            <span
              aria-hidden
              className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/50 text-clay"
            >
              <ContentIcon name={item.icon} className="size-[1.1rem]" strokeWidth={1.6} />
            </span>
          ) : null}
          {variant === "numbered" ? (
            <span aria-hidden className={cn("font-display text-3xl leading-none md:text-4xl", dark ? "text-gold" : "text-clay")}>
              {String(i + 1).padStart(2, "0")}
            </span>
          ) : null}
          {variant === "checklist" ? (
            <span aria-hidden className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-sage text-sand">
              <Check className="size-4" strokeWidth={2.2} />
            </span>
          ) : null}
          {variant === "timeline" ? (
            <span
              aria-hidden
              // The ring is the band's colour, so the dot sits on the line rather than across it.
              className={cn(
                "absolute top-2 -left-[calc(1.75rem+5px)] size-[9px] rounded-full bg-clay ring-4 md:-left-[calc(2.5rem+5px)]",
                { sand: "ring-sand", linen: "ring-linen", olive: "ring-olive" }[tone],
              )}
            />
          ) : null}
          <div className="min-w-0">
            <h3
              className={cn(
                "leading-snug font-normal",
                variant === "numbered" ? "text-2xl md:text-[1.75rem]" : "text-xl md:text-2xl",
                dark ? "text-sand" : "text-ink",
              )}
            >
              {item.title}
            </h3>
            <p className={cn("mt-2 leading-relaxed", muted)}>{item.text}</p>
          </div>
        </Reveal>
      ))}
    </List>
  );
}
