import { useEffect, useState } from "react";
import { Picture } from "~/components/picture";
import { useImages } from "~/lib/images";
import { ArrowButton, CarouselDots } from "./carousel-controls";
import { usePrefersReducedMotion } from "./use-autoplay";
import { useEmbla } from "./use-embla";

/**
 * A swipeable photo carousel (Embla) with previous/next and one dot per photo. It does not
 * move on its own. Without JavaScript the track scrolls sideways natively instead.
 */
export function StayCarousel({ title, images }: { title: string; images: readonly string[] }) {
  const [emblaRef, api, run] = useEmbla({ loop: true, align: "start" });
  const [selected, setSelected] = useState(0);
  const reduced = usePrefersReducedMotion();
  const count = images.length;
  const imageOf = useImages();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  const scrollTo = (i: number) => run((a) => a.scrollTo(i, reduced));

  return (
    // Named apart from its section ("Your Stay"), which is a region of the same name: two
    // landmarks of one role and name are indistinguishable in a screen reader's list of them.
    <div role="region" aria-roledescription="carousel" aria-label={`${title} pictures`}>
      <div
        ref={emblaRef}
        // Set once Embla runs (it loads as the carousel nears the screen): tests wait for it.
        data-ready={api ? "" : undefined}
        className="overflow-hidden rounded-2xl [html:not(.js)_&]:overflow-x-auto"
      >
        <div className="flex touch-pan-y">
          {images.map((id, i) => (
            <div
              key={id}
              role="group"
              aria-roledescription="slide"
              aria-label={`Image ${i + 1} of ${count}`}
              className="min-w-0 shrink-0 grow-0 basis-[88%] pr-3 md:basis-[62%] md:pr-5"
            >
              <figure>
                <Picture
                  id={id}
                  sizes="(min-width: 768px) 44rem, 88vw"
                  className="aspect-[3/2] w-full rounded-2xl bg-linen"
                />
                <figcaption className="mt-2 text-sm leading-snug text-ink-soft md:mt-3 md:leading-relaxed">{imageOf(id)?.alt}</figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4 md:mt-6">
        <CarouselDots count={count} current={selected} onSelect={scrollTo} label={(i) => `Show image ${i + 1} of ${count}`} />
        <div className="flex gap-2">
          <ArrowButton direction="previous" label="Previous image" onClick={() => run((a) => a.scrollPrev(reduced))} />
          <ArrowButton direction="next" label="Next image" onClick={() => run((a) => a.scrollNext(reduced))} />
        </div>
      </div>
    </div>
  );
}
