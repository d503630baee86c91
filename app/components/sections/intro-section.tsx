import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/** About / intro: a few paragraphs beside the retreat's key facts. */
export function IntroSection({ section, tone }: SectionProps<SectionOf<"intro">>) {
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <div className="grid gap-6 md:grid-cols-[1.4fr_1fr] md:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} />
          <div className="mt-4 space-y-3 text-[0.9375rem] leading-relaxed text-ink-soft md:mt-6 md:space-y-5 md:text-lg">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
        {section.facts?.length ? (
          // Two by two on phones, one column beside the text from md.
          <dl className="grid grid-cols-2 content-start gap-px self-start overflow-hidden rounded-2xl border border-gold/30 bg-gold/30 md:grid-cols-1">
            {section.facts.map((f) => (
              <div key={f.label} className="bg-sand px-4 py-3.5 md:px-6 md:py-5">
                <dt className="text-xs font-semibold tracking-[0.2em] text-ink-soft uppercase">{f.label}</dt>
                <dd className="mt-1 font-display text-lg leading-snug text-ink md:text-xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </SectionShell>
  );
}
