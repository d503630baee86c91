import type { TestimonialView } from "~/lib/proof/schema";
import { SectionHeading, SectionShell } from "./section-shell";

/**
 * A past edition's recap: what its guests said, from the testimonials the organiser keeps in
 * the admin for this retreat and the months it ran. Hidden while there are none.
 */
export function RetreatRecap({ quotes, name }: { quotes: readonly TestimonialView[]; name: string }) {
  if (!quotes.length) return null;
  return (
    <SectionShell id="in-their-words" tone="linen" labelledBy="in-their-words-title">
      <SectionHeading id="in-their-words-title" eyebrow="In their words" title={`Guests of the ${name}`} />
      <ul className="mt-8 grid gap-6 md:mt-12 md:grid-cols-2" data-testid="retreat-recap">
        {quotes.map((t, i) => (
          <li key={`${i}-${t.author}`}>
            <figure className="h-full rounded-2xl bg-sand p-6 shadow-soft md:p-8">
              <blockquote className="font-display text-xl leading-snug">
                <p>&ldquo;{t.text}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-ink-soft">
                <span className="font-semibold text-ink">{t.author}</span>, {t.location} · {t.month}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
