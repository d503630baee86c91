import type { Quote } from "~/content/pages/types";
import { Reveal } from "~/components/reveal";
import { cn } from "~/lib/utils";

/**
 * Olive suits a quote between light sections. A quote that closes a page sits right above the
 * olive footer, where an olive band would run into it: use linen there (as on /about).
 */
const tones = {
  olive: { section: "bg-olive text-sand", text: "text-sand", caption: "text-linen", role: "text-sand/80" },
  linen: { section: "bg-linen text-ink", text: "text-ink", caption: "text-ink", role: "text-ink-soft" },
} as const;

/** A large pull quote on a coloured band, with a gold quotation mark. */
export function QuoteBlock({ quote, tone = "olive" }: { quote: Quote; tone?: keyof typeof tones }) {
  const t = tones[tone];
  return (
    <section aria-label="A quote from our founder" className={t.section}>
      <Reveal as="figure" className="container-content section-y mx-auto max-w-4xl text-center">
        <span aria-hidden className="block font-display text-7xl leading-none text-gold md:text-8xl">
          &ldquo;
        </span>
        <blockquote className={cn("mt-2 font-display text-3xl leading-snug text-balance md:text-5xl", t.text)}>
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className={cn("mt-8 text-sm tracking-[0.2em] uppercase", t.caption)}>
          {quote.attribution}
          {quote.role && <span className={t.role}> · {quote.role}</span>}
        </figcaption>
      </Reveal>
    </section>
  );
}
