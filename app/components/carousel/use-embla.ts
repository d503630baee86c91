import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";
import { onDemand, whenIdle } from "~/lib/on-demand";

const embla = onDemand(() => import("embla-carousel"));

/**
 * What embla-carousel-react's useEmblaCarousel does (a ref for the viewport, the API once it
 * runs), with Embla itself (about 10 KB gzipped) fetched not with the page but when the browser
 * is idle after load (ADR 008), and started when the carousel comes within 400 px of the screen
 * or is pointed at or focused (docs/performance.md).
 * Until then the server-rendered track shows its first slide, as Embla starts.
 *
 * `run(action)` is for the arrows, dots and autoplay: it acts at once, or as soon as Embla has
 * started if it is still on its way (presses would otherwise do nothing). A press also starts
 * loading it; an autoplay tick (`{ load: false }`) does not, so an unseen carousel stays still.
 */
export function useEmbla(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  const pending = useRef<((api: EmblaCarouselType) => void)[]>([]);
  // The running instance, for run(): a press handled by a render from before Embla arrived
  // would otherwise see no `api`, queue its action after the queue had been emptied, and be lost.
  const instanceRef = useRef<EmblaCarouselType | undefined>(undefined);
  const startRef = useRef<() => void>(() => {});
  const startedRef = useRef(false);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let started = false;
    let unmounted = false;
    const region = viewport.closest<HTMLElement>("[aria-roledescription=carousel]") ?? viewport;
    const start = () => {
      if (started) return;
      started = startedRef.current = true;
      embla.load().then(
        ({ default: EmblaCarousel }) => {
          if (unmounted) return;
          stopWatching();
          instance = instanceRef.current = EmblaCarousel(viewport, optionsRef.current);
          setApi(instance);
          for (const action of pending.current.splice(0)) action(instance);
        },
        () => (started = startedRef.current = false), // try again on the next approach
      );
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: "400px 0px",
    });
    const stopWatching = () => {
      observer.disconnect();
      region.removeEventListener("pointerover", start);
      region.removeEventListener("focusin", start);
    };
    startRef.current = start;
    // Only fetched when idle: started (and its autoplay let run) as it nears the screen.
    const cancelIdle = whenIdle(embla.load);
    observer.observe(viewport);
    region.addEventListener("pointerover", start);
    region.addEventListener("focusin", start);
    return () => {
      unmounted = true;
      cancelIdle();
      stopWatching();
      instance?.destroy();
      if (instanceRef.current === instance) instanceRef.current = undefined;
      setApi(undefined);
    };
  }, [viewport]);

  const run = (action: (api: EmblaCarouselType) => void, { load = true } = {}) => {
    const current = instanceRef.current;
    if (current) return action(current);
    if (!load && !startedRef.current) return;
    pending.current.push(action);
    startRef.current();
  };

  return [setViewport, api, run] as const;
}
