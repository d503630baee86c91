import type { ReactNode } from "react";
import { Reveal } from "~/components/reveal";
import { cn } from "~/lib/utils";
import { SectionHeading } from "./section-heading";

/**
 * A row of figures, large in the serif with a line of words under each: the numbers a proposal
 * opens with. A description list, so each figure is read with its words.
 */
export function Figures({
  label,
  items,
  className,
}: {
  label: string;
  items: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <dl aria-label={label} className={cn("grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4 lg:gap-x-10", className)}>
      {items.map((f, i) => (
        <Reveal key={f.value + f.label} index={i % 3} className="flex flex-col-reverse border-t border-gold/60 pt-4">
          <dt className="mt-2 text-sm leading-snug text-ink-soft md:text-base">{f.label}</dt>
          <dd className="font-display text-4xl leading-none text-clay-dark lining-nums md:text-6xl">{f.value}</dd>
        </Reveal>
      ))}
    </dl>
  );
}

/** A calm closing band: one line, one sentence, one or two actions. */
export function ClosingCta({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="bg-linen">
      <Reveal className="container-content section-y text-center">
        <SectionHeading title={title} intro={body} align="center" />
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Reveal>
    </section>
  );
}

/** The white card a lead form sits in, with its heading, beside an introduction. */
export function FormSection({
  id,
  eyebrow,
  title,
  intro,
  aside,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("section-y", className)}>
      <div className="container-content grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <Reveal>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} intro={intro} />
          {aside && <div className="mt-8">{aside}</div>}
        </Reveal>
        <Reveal index={1} className="self-start rounded-3xl border border-ink/10 bg-white/70 p-5 shadow-soft sm:p-8 md:p-10">
          {children}
        </Reveal>
      </div>
    </section>
  );
}
