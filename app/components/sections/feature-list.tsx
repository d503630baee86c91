import { Check } from "lucide-react";
import { Reveal } from "~/components/reveal";
import { ContentIcon } from "~/lib/icons/content-icon";
import { cn } from "~/lib/utils";
import { foldList, PhoneFold } from "./phone-fold";

interface FeatureItem {
  /** A content icon's name (its drawing comes with the loader data); only "sheet" draws it. */
  icon?: string;
  title: string;
  text: string;
}

/**
 * How a list of short points reads, so that pages stop sharing one grid of icon cards (ADR 038):
 * - "sheet": a fact sheet, icon beside the words under a hairline (a retreat's At a Glance);
 * - "numbered": 01, 02... in the serif, like the parts of a proposal or the promises of a letter
 *   (one column; a className adds more);
 * - "checklist": a tick beside each point, the practical list of what is taken care of;
 * - "timeline": points strung on a line like the days of an itinerary (highlights, steps).
 * For light bands (sand, linen). The layout is in app.css (.points-*): retreat pages load this
 * close to their JavaScript budget (ADR 008).
 */
type FeatureVariant = "sheet" | "numbered" | "checklist" | "timeline";

export function FeatureList({
  items,
  variant,
  className,
  foldAfter,
}: {
  items: readonly FeatureItem[];
  variant: FeatureVariant;
  className?: string;
  /** On phones, only this many show at first; the rest open from a "Show n more" disclosure (app.css .fold-phone). */
  foldAfter?: number;
}) {
  const List = variant === "sheet" || variant === "checklist" ? "ul" : "ol";
  const { shown, folded } = foldList(items, foldAfter);
  const item = (f: FeatureItem, i: number) => (
    <Reveal as="li" index={i % 3} key={f.title}>
      <span aria-hidden className="points-mark">
        {variant === "sheet" && f.icon ? (
          <ContentIcon name={f.icon} className="size-[1.1rem]" strokeWidth={1.6} />
        ) : variant === "numbered" ? (
          String(i + 1).padStart(2, "0")
        ) : variant === "checklist" ? (
          <Check className="size-4" strokeWidth={2.2} />
        ) : null}
      </span>
      <div className="min-w-0">
        <h3>{f.title}</h3>
        <p>{f.text}</p>
      </div>
    </Reveal>
  );
  const list = cn("points", `points-${variant}`);
  if (!folded.length) return <List className={cn(list, className)}>{items.map(item)}</List>;
  return (
    <div className={className}>
      <List className={list}>{shown.map(item)}</List>
      <PhoneFold count={folded.length} summaryClassName="mt-1">
        <List className={list} start={List === "ol" ? shown.length + 1 : undefined}>
          {folded.map((f, i) => item(f, i + shown.length))}
        </List>
      </PhoneFold>
    </div>
  );
}
