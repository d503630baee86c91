import { Check, Minus } from "lucide-react";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/** What's Included / What's Excluded, side by side on wide screens. */
export function Inclusions({ section, tone }: SectionProps<SectionOf<"inclusions">>) {
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} />
      <div className="mt-10 grid gap-6 md:mt-14 md:grid-cols-2 md:gap-8">
        <div className="rounded-2xl bg-sand p-7 shadow-soft md:p-10">
          <h3 className="text-2xl font-normal">What's Included</h3>
          <ul className="mt-6 space-y-4">
            {section.included.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-sage" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-ink/10 p-7 md:p-10">
          <h3 className="text-2xl font-normal">What's Excluded</h3>
          <ul className="mt-6 space-y-4">
            {section.excluded.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-ink-soft">
                <Minus aria-hidden className="mt-1 size-5 shrink-0 text-clay" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </SectionShell>
  );
}
