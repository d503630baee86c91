import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A long list on a phone: the first `shown` items, and the rest only when more than one would
 * be folded (a fold hiding one item saves nothing). Without `shown`, nothing folds.
 */
export function foldList<T>(items: readonly T[], shown: number | undefined): { shown: readonly T[]; folded: readonly T[] } {
  return shown !== undefined && items.length > shown + 1 ? { shown: items.slice(0, shown), folded: items.slice(shown) } : { shown: items, folded: [] };
}

/** The rest of a folded list, behind "Show n more" on phones; open from md up (app.css .fold-phone). Works without JavaScript. */
export function PhoneFold({ count, summaryClassName, children }: { count: number; summaryClassName?: string; children: ReactNode }) {
  return (
    <details className="fold-phone group/fold">
      <summary className={cn("fold-summary", summaryClassName)}>
        <span className="group-open/fold:hidden">{`Show ${count} more`}</span>
        <span className="hidden group-open/fold:inline">Show fewer</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open/fold:rotate-180" />
      </summary>
      {children}
    </details>
  );
}
