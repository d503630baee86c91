import { useState } from "react";
import { Link } from "react-router";
import { CarouselDots, PlayPauseButton } from "~/components/carousel/carousel-controls";
import { useAutoplay } from "~/components/carousel/use-autoplay";
import { useHydrated } from "~/lib/use-hydrated";
import { HeroShade } from "~/components/page/hero-shade";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { HERO_INTERVAL_MS, type HomeContent } from "~/content/home";
import { cn } from "~/lib/utils";

/**
 * Full-screen hero slideshow (SPEC §2 Home, §4): three images cross-fade every 5 s and wrap;
 * a dot jumps to its slide. The headline and button stay put, so nothing moves under the
 * reader's eye. Keyboard focus anywhere in the hero, or the pointer over the controls, holds
 * the slide (the images fill the screen, so holding on any hover would mean never moving).
 */
export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  const count = hero.slides.length;
  const [current, setCurrent] = useState(0);
  const { playing, toggle, holdProps } = useAutoplay(() => setCurrent((c) => (c + 1) % count), HERO_INTERVAL_MS);
  const { onFocus, onBlur, onPointerEnter, onPointerLeave } = holdProps;
  // Only the first slide is seen until the slideshow runs, so the others' images are not in
  // the server's HTML: on mobile data they would share the link with the first one (about
  // 30 KB more before the page has painted). They load at hydration, 5 s before they show.
  const hydrated = useHydrated();

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Retreat moments"
      onFocus={onFocus}
      onBlur={onBlur}
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-olive text-sand"
      data-testid="hero-slideshow"
    >
      <div aria-live={playing ? "off" : "polite"}>
        {hero.slides.map((slide, i) => (
          <div
            key={slide.image}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i !== current}
            data-active={i === current ? "" : undefined}
            className={cn(
              "absolute inset-0 -z-20 transition-opacity duration-[1600ms] ease-in-out",
              i === current ? "opacity-100" : "opacity-0",
            )}
          >
            {i === 0 || hydrated ? (
              <Picture id={slide.image} sizes="100vw" priority={i === 0} className="h-full w-full bg-olive" />
            ) : (
              <div className="h-full w-full bg-olive" />
            )}
          </div>
        ))}
      </div>
      <HeroShade />

      <div className="container-content pt-36 pb-28 md:pb-32">
        <Reveal hero className="max-w-3xl">
          {/* The rule keeps its own column, as in PageHero: on a narrow phone the eyebrow wraps. */}
          <p className="mb-5 flex items-center gap-3 text-xs font-semibold tracking-[0.3em] text-linen uppercase md:text-sm">
            <span aria-hidden className="h-px w-10 shrink-0 bg-gold" />
            <span>{hero.eyebrow}</span>
          </p>
          {/* On phones the size follows the width (45 px at 390), so "brings you home" fits one line
              and the headline sets in three lines instead of leaving "brings" alone on one. */}
          <h1 className="text-[clamp(2.5rem,11.5vw,3rem)] leading-[1.04] font-normal text-sand sm:text-6xl md:text-7xl lg:text-8xl">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-linen md:text-xl">{hero.subtitle}</p>
          <Link to={hero.cta.to} className={buttonVariants({ size: "xl", className: "mt-10" })}>
            {hero.cta.label}
          </Link>
        </Reveal>
      </div>

      <div
        className="absolute inset-x-0 bottom-0 pb-5 md:pb-8"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <div className="container-content flex items-center justify-between gap-4">
          <CarouselDots
            count={count}
            current={current}
            onSelect={setCurrent}
            label={(i) => `Show slide ${i + 1} of ${count}`}
            tone="light"
            className="-ml-3"
          />
          <PlayPauseButton playing={playing} onToggle={toggle} what="slideshow" tone="light" />
        </div>
      </div>
    </section>
  );
}
