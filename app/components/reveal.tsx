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
  threshold?: number;
} & ComponentPropsWithoutRef<T>;

export const REVEAL_STEP_MS = 150;
export const REVEAL_MAX_DELAY_MS = 300;

export function revealDelay(index: number) {
  return Math.min(index * REVEAL_STEP_MS, REVEAL_MAX_DELAY_MS);
}

export function Reveal<T extends ElementType = "div">({ as, index = 0, threshold = 0.1, style, ...props }: RevealProps<T>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") {
      el.setAttribute("data-revealed", "");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.setAttribute("data-revealed", "");
            observer.disconnect();
          }
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);
  const Comp = (as ?? "div") as ElementType;
  return (
    <Comp
      ref={ref}
      data-reveal=""
      style={{ ...style, ["--reveal-delay" as string]: `${revealDelay(index)}ms` }}
      {...props}
    />
  );
}
