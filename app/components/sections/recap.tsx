import type { TestimonialView } from "~/lib/proof/schema";
import { Picture } from "~/components/picture";
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
              <figcaption className="mt-4 flex items-center gap-3 text-sm text-ink-soft">
                {t.photo ? <Picture id={t.photo} sizes="48px" alt="" className="size-12 shrink-0 rounded-full" /> : null}
                <span>
                  <span className="font-semibold text-ink">{t.author}</span>, {t.location} · {t.month}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
