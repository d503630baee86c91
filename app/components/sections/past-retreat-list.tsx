import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { GalleryGrid } from "~/components/gallery/gallery-grid";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import type { PastRetreat } from "~/content/retreats/schema";
import { cn } from "~/lib/utils";

/**
 * Past retreat cards, each with a View Highlights toggle (SPEC §2): one gallery open at a
 * time, and pressing the open one closes it. Without JavaScript every gallery is shown.
 */
export function PastRetreatList({ retreats }: { retreats: readonly PastRetreat[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const hydrated = useHydrated();
  // Read as a journal: each retreat an entry under a hairline, its month and place in the margin
  // in the serif, the cover and the words beside it, the highlights opening underneath.
  return (
    <ul className="grid gap-12 md:gap-20">
      {retreats.map((r, i) => {
        const isOpen = open === r.slug;
        const panelId = `${r.slug}-highlights`;
        return (
          <Reveal as="li" index={i} key={r.slug} className="border-t border-ink/15 pt-6 md:pt-10">
            <article aria-labelledby={`${r.slug}-title`} className="grid gap-5 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-x-12">
              <p className="flex items-baseline justify-between gap-4 md:flex-col md:justify-start md:gap-2">
                <span className="font-display text-2xl leading-tight text-clay-dark md:text-3xl">{r.dates}</span>
                <span className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">{r.location}</span>
              </p>
              <div className="grid min-w-0 gap-6 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-10">
                <Picture id={r.cover} sizes="(min-width: 1024px) 30rem, (min-width: 768px) 70vw, 100vw" className="aspect-[3/2] w-full rounded-3xl bg-linen shadow-soft" />
                <div className="flex flex-col gap-4">
                  <h2 id={`${r.slug}-title`} className="text-3xl leading-tight font-normal md:text-4xl">
                    {r.title}
                    <span className="sr-only">, {r.dates}</span>
                  </h2>
                  <p className="leading-relaxed text-ink-soft">{r.description}</p>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpen(isOpen ? null : r.slug)}
                    className="needs-script mt-2 inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-clay px-6 text-sm font-semibold tracking-wide text-clay-dark transition-colors hover:bg-clay hover:text-sand"
                  >
                    {isOpen ? "Hide Highlights" : "View Highlights"}
                    <ChevronDown aria-hidden className={cn("size-4 transition-transform duration-300", isOpen && "rotate-180")} />
                  </button>
                </div>
              </div>
              <div
                id={panelId}
                role="region"
                aria-label={`${r.title}, ${r.dates}: highlights`}
                hidden={hydrated ? !isOpen : undefined}
                // Before hydration the closed galleries hide only when JavaScript is on.
                className={cn("pt-2 md:col-start-2 md:pt-4", !isOpen && "[html.js_&]:hidden")}
              >
                <GalleryGrid title={`${r.title}, ${r.dates}`} images={r.images} />
              </div>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}
