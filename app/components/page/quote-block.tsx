import type { Quote } from "~/content/pages/types";
import { Reveal } from "~/components/reveal";

/** A large pull quote on an olive band, with a gold quotation mark. */
export function QuoteBlock({ quote }: { quote: Quote }) {
  return (
    <section aria-label="A quote from our founder" className="bg-olive text-sand">
      <Reveal as="figure" className="container-content section-y mx-auto max-w-4xl text-center">
        <span aria-hidden className="block font-display text-7xl leading-none text-gold md:text-8xl">
          &ldquo;
        </span>
        <blockquote className="mt-2 font-display text-3xl leading-snug text-balance text-sand md:text-5xl">
          <p>{quote.text}</p>
        </blockquote>
        <figcaption className="mt-8 text-sm tracking-[0.2em] text-linen uppercase">
          {quote.attribution}
          {quote.role && <span className="text-sand/80"> · {quote.role}</span>}
        </figcaption>
      </Reveal>
    </section>
  );
}
