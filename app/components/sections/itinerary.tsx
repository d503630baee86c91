import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { cn } from "~/lib/utils";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/**
 * Day-by-day accordion: one day open at a time, and the open one closes again (SPEC §4).
 * Radix leaves closed items out of the HTML, so until hydration every day is rendered open
 * and the later days are hidden by CSS only when JavaScript runs: without JavaScript the
 * whole itinerary is readable, with it nothing shifts.
 */
export function Itinerary({ section, tone }: SectionProps<SectionOf<"itinerary">>) {
  const headingId = `${section.id}-title`;
  const hydrated = useHydrated();
  const values = section.days.map((_, i) => `day-${i + 1}`);
  const [open, setOpen] = useState(values[0]!);
  const items = section.days.map((day, i) => (
    <AccordionItem key={day.label} value={values[i]!}>
      <AccordionTrigger>
        <span className="flex items-baseline gap-4">
          <span className="w-14 shrink-0 text-xs font-semibold tracking-[0.2em] text-clay-dark uppercase">{day.label}</span>
          <span className="font-display text-xl font-normal md:text-2xl">{day.title}</span>
        </span>
      </AccordionTrigger>
      <AccordionContent className={cn(!hydrated && i > 0 && "[html.js_&]:hidden")}>
        <ul className="space-y-2 pl-[4.5rem] leading-relaxed">
          {day.items.map((item) => (
            <li key={item} className="relative before:absolute before:top-[0.7em] before:-left-5 before:h-px before:w-3 before:bg-gold">
              {item}
            </li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  ));
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <div className="grid gap-10 md:grid-cols-[1fr_1.6fr] md:gap-16">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
        {hydrated ? (
          <Accordion type="single" collapsible value={open} onValueChange={setOpen} className="border-t border-ink/15">
            {items}
          </Accordion>
        ) : (
          <Accordion type="multiple" value={values} className="border-t border-ink/15">
            {items}
          </Accordion>
        )}
      </div>
    </SectionShell>
  );
}
