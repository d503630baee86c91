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
  return (
    <ul className="grid gap-10 md:gap-14">
      {retreats.map((r, i) => {
        const isOpen = open === r.slug;
        const panelId = `${r.slug}-highlights`;
        return (
          <Reveal as="li" index={i} key={r.slug} className="overflow-hidden rounded-3xl bg-sand shadow-soft">
            <article aria-labelledby={`${r.slug}-title`}>
              <div className="grid md:grid-cols-[1.1fr_1fr]">
                <Picture id={r.cover} sizes="(min-width: 768px) 38rem, 100vw" className="aspect-[3/2] h-full w-full bg-linen" />
                <div className="flex flex-col justify-center gap-4 p-7 md:p-12">
                  <p className="text-xs font-semibold tracking-[0.25em] text-clay-dark uppercase">
                    {r.dates} · {r.location}
                  </p>
                  <h2 id={`${r.slug}-title`} className="text-3xl leading-tight font-normal md:text-4xl">
                    {r.title}, {r.dates}
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
                className={cn("border-t border-ink/10 p-5 md:p-10", !isOpen && "[html.js_&]:hidden")}
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
