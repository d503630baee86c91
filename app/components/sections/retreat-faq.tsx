import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/** The retreat's own questions: each a disclosure, so the page stays short and works without JavaScript. */
export function RetreatFaq({ section, tone }: SectionProps<SectionOf<"faq">>) {
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <div className="mx-auto mt-6 max-w-3xl divide-y divide-ink/10 rounded-2xl bg-sand px-5 shadow-soft md:mt-12 md:px-8">
        {section.items.map((item) => (
          <details key={item.question} className="group py-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-display text-lg md:text-xl [&::-webkit-details-marker]:hidden">
              {item.question}
              <span aria-hidden className="text-clay transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-2 leading-relaxed text-ink-soft">{item.answer}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
