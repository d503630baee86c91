import { useEffect, useState } from "react";
import { ArrowButton, CarouselDots, PlayPauseButton } from "~/components/carousel/carousel-controls";
import { useAutoplay, usePrefersReducedMotion } from "~/components/carousel/use-autoplay";
import { useEmbla } from "~/components/carousel/use-embla";
import { TESTIMONIAL_INTERVAL_MS, type HomeContent } from "~/content/home";
import type { TestimonialView } from "~/lib/proof/schema";
import { SectionHeading } from "./section-shell";
import { Reveal } from "~/components/reveal";
import { Picture } from "~/components/picture";

/**
 * "From the Heart" testimonials (SPEC §2, §4): Embla carousel, autoplay every 5 s that wraps
 * and keeps going after a visitor uses the arrows or dots; arrows from md up; one dot each.
 */
export function Testimonials({ content, items }: { content: HomeContent["testimonials"]; items: readonly TestimonialView[] }) {
  const [emblaRef, api, run] = useEmbla({ loop: true, align: "center" });
  const [selected, setSelected] = useState(0);
  const reduced = usePrefersReducedMotion();
  const count = items.length;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const { playing, toggle, holdProps } = useAutoplay(
    () => run((a) => a.scrollNext(reduced), { load: false }),
    TESTIMONIAL_INTERVAL_MS,
  );
  const scrollTo = (i: number) => run((a) => a.scrollTo(i, reduced));

  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="section-y bg-linen">
      <Reveal className="container-content">
        <SectionHeading id="testimonials-title" eyebrow="Kind words" title={content.title} align="center" />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Guest testimonials"
          className="relative mx-auto mt-8 max-w-4xl md:mt-16"
          data-testid="testimonials"
          {...holdProps}
        >
          <div
            ref={emblaRef}
            // Set once Embla runs (it loads as the carousel nears the screen): tests wait for it.
            data-ready={api ? "" : undefined}
            className="overflow-hidden [html:not(.js)_&]:overflow-x-auto"
            aria-live={playing ? "off" : "polite"}
          >
            <div className="flex touch-pan-y">
              {items.map((t, i) => (
                <div
                  key={`${i}-${t.author}`}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${count}`}
                  className="min-w-0 shrink-0 grow-0 basis-full px-2 md:px-16"
                >
                  <figure className="text-center">
                    <span aria-hidden className="block font-display text-4xl leading-none text-gold md:text-7xl">
                      &ldquo;
                    </span>
                    <blockquote className="mt-1 font-display text-xl leading-snug font-light text-ink md:mt-2 md:text-3xl">
                      <p>{t.text}</p>
                    </blockquote>
                    <figcaption className="mt-5 text-sm text-ink-soft md:mt-8">
                      {t.photo ? <Picture id={t.photo} sizes="64px" alt="" className="mx-auto mb-3 size-16 rounded-full" /> : null}
                      <span className="tracking-[0.2em] uppercase">
                        <span className="font-semibold text-ink">{t.author}</span>, {t.location}
                      </span>
                      <span className="mt-1 block text-clay-dark">
                        {t.retreat}, {t.month}
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <ArrowButton
            direction="previous"
            label="Previous testimonial"
            onClick={() => run((a) => a.scrollPrev(reduced))}
            className="absolute top-1/2 left-0 -translate-y-1/2 max-md:hidden"
          />
          <ArrowButton
            direction="next"
            label="Next testimonial"
            onClick={() => run((a) => a.scrollNext(reduced))}
            className="absolute top-1/2 right-0 -translate-y-1/2 max-md:hidden"
          />
          <div className="mt-6 flex items-center justify-center gap-3 md:mt-8">
            <CarouselDots count={count} current={selected} onSelect={scrollTo} label={(i) => `Show testimonial ${i + 1} of ${count}`} />
            <PlayPauseButton playing={playing} onToggle={toggle} what="testimonials" />
          </div>
        </div>
        <p className="mt-8 text-center font-display text-xl text-clay-dark italic md:mt-14 md:text-3xl">{content.closing}</p>
      </Reveal>
    </section>
  );
}
