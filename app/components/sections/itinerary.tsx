import { ChevronDown } from "lucide-react";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/**
 * Day-by-day accordion: one day open at a time, and the open one closes again (SPEC §4).
 * Native disclosure, as the FAQ: every day is a <details> of one group name, so the browser
 * itself keeps one day open, the same with and without JavaScript, and nothing here hydrates
 * (an accordion library would cost retreat pages several KB of JavaScript and part of their
 * hydration task). The first day is open when the page arrives; Enter and Space
 * toggle a day, Tab moves between them. The <details> markup repeats page/faq-list.tsx's on
 * purpose: as a shared component it becomes a chunk of its own, more JavaScript for retreat pages,
 * which sit at the edge of the JavaScript budget (ADR 008; BUDGETS in scripts/bench-web.mjs).
 */
export function Itinerary({ section, tone }: SectionProps<SectionOf<"itinerary">>) {
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <div className="grid gap-6 md:grid-cols-[1fr_1.6fr] md:gap-16">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
        <div className="border-t border-ink/15">
          {section.days.map((day, i) => (
            <details key={day.label} name={`${section.id}-days`} open={i === 0} className="group border-b border-ink/15">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 md:min-h-14 md:py-4 text-left text-ink transition-colors hover:text-clay-dark [&::-webkit-details-marker]:hidden">
                <h3 className="flex items-baseline gap-4 font-sans text-base font-semibold tracking-normal md:text-lg">
                  <span className="w-14 shrink-0 text-xs font-semibold tracking-[0.2em] text-clay-dark uppercase">{day.label}</span>
                  <span className="font-display text-xl font-normal md:text-2xl">{day.title}</span>
                </h3>
                <ChevronDown aria-hidden className="size-5 shrink-0 text-clay transition-transform duration-300 group-open:rotate-180" />
              </summary>
              <ul className="space-y-1.5 pb-4 pl-[4.5rem] leading-normal text-ink-soft md:space-y-2 md:pb-5 md:leading-relaxed">
                {day.items.map((item) => (
                  <li key={item} className="relative before:absolute before:top-[0.7em] before:-left-5 before:h-px before:w-3 before:bg-gold">
                    {item}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}
