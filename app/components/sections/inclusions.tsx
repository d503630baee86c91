import { Check, Minus } from "lucide-react";
import { foldList, PhoneFold } from "./phone-fold";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/** On phones the included list shows this many, and the rest from a disclosure (app.css .fold-phone). */
const INCLUDED_SHOWN = 3;

function IncludedItem({ item }: { item: string }) {
  return (
    <li className="flex gap-3 leading-relaxed">
      <Check aria-hidden className="mt-1 size-5 shrink-0 text-sage" />
      <span>{item}</span>
    </li>
  );
}

/** What's Included / What's Excluded, side by side on wide screens. */
export function Inclusions({ section, tone }: SectionProps<SectionOf<"inclusions">>) {
  const headingId = `${section.id}-title`;
  const list = "mt-4 space-y-2.5 md:mt-6 md:space-y-4";
  const { shown, folded } = foldList(section.included, INCLUDED_SHOWN);
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} />
      <div className="mt-6 grid gap-4 md:mt-14 md:grid-cols-2 md:gap-8">
        <div className="rounded-2xl bg-sand p-5 shadow-soft md:p-10">
          <h3 className="text-xl font-normal md:text-2xl">What's Included</h3>
          <ul className={list}>
            {shown.map((item) => (
              <IncludedItem key={item} item={item} />
            ))}
          </ul>
          {folded.length ? (
            <PhoneFold count={folded.length} summaryClassName="mt-2">
              <ul className="mt-1 space-y-2.5 md:mt-4 md:space-y-4">
                {folded.map((item) => (
                  <IncludedItem key={item} item={item} />
                ))}
              </ul>
            </PhoneFold>
          ) : null}
        </div>
        <div className="rounded-2xl border border-ink/10 p-5 md:p-10">
          <h3 className="text-xl font-normal md:text-2xl">What's Excluded</h3>
          <ul className={list}>
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
