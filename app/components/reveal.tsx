import { useEffect, useRef, type ElementType, type ComponentPropsWithoutRef } from "react";

/**
 * Fades its content up as it scrolls into view (SPEC §2, thresholds in §9). The hidden state
 * lives in CSS under html.js and prefers-reduced-motion: no-preference, so without JavaScript
 * or with reduced motion everything is simply visible.
 */
type RevealProps<T extends ElementType> = {
  as?: T;
  /** Position in a staggered group: delays step by 150 ms, capped at 300 ms. */
  index?: number;
  /** The first screen's reveal (a page's hero): threshold 0.3 (SPEC §9), painted from the start (app.css). */
  hero?: boolean;
  threshold?: number;
} & ComponentPropsWithoutRef<T>;

const REVEAL_STEP_MS = 150;
const REVEAL_MAX_DELAY_MS = 300;

function revealDelay(index: number) {
  return Math.min(index * REVEAL_STEP_MS, REVEAL_MAX_DELAY_MS);
}

/**
 * Reveals each element once enough of it is in view, with one observer per threshold (a page
 * has dozens). Self-contained on purpose: root.tsx also inlines it (`revealScript`) so the
 * server-rendered page reveals what is on screen at first paint, without waiting for
 * hydration (which waits for the page to load, docs/decisions/009).
 */
function watchReveal(elements: Iterable<Element>, fallbackThreshold: number): () => void {
  const observers = new Map<number, IntersectionObserver>();
  for (const el of elements) {
    if (el.hasAttribute("data-revealed")) continue;
    if (typeof IntersectionObserver === "undefined") {
      el.setAttribute("data-revealed", "");
      continue;
    }
    const threshold = Number(el.getAttribute("data-reveal-threshold")) || fallbackThreshold;
    let observer = observers.get(threshold);
    if (!observer) {
      observer = new IntersectionObserver(
        (entries, self) => {
          for (const entry of entries) {
            if (entry.isIntersecting) {
              entry.target.setAttribute("data-revealed", "");
              self.unobserve(entry.target);
            }
          }
        },
        { threshold },
      );
      observers.set(threshold, observer);
    }
    observer.observe(el);
  }
  return () => observers.forEach((observer) => observer.disconnect());
}

const DEFAULT_REVEAL_THRESHOLD = 0.1;

/** Inline script for the end of the body: watches every server-rendered [data-reveal]. */
export const revealScript = `(${watchReveal.toString()})(document.querySelectorAll("[data-reveal]"), ${DEFAULT_REVEAL_THRESHOLD});`;

const HERO_REVEAL_THRESHOLD = 0.3;

export function Reveal<T extends ElementType = "div">({ as, index = 0, hero = false, threshold = hero ? HERO_REVEAL_THRESHOLD : DEFAULT_REVEAL_THRESHOLD, style, ...props }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? watchReveal([ref.current], threshold) : undefined), [threshold]);
  const Comp = (as ?? "div") as ElementType;
  return (
    <Comp
      ref={ref}
      data-reveal={hero ? "hero" : ""}
      data-reveal-threshold={threshold === DEFAULT_REVEAL_THRESHOLD ? undefined : threshold}
      style={{ ...style, ["--reveal-delay" as string]: `${revealDelay(index)}ms` }}
      {...props}
    />
  );
}
