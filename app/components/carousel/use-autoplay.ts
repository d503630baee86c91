import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from "react";

/**
 * Auto-advance for the hero slideshow and the testimonial carousel (SPEC §4: every 5 s, wraps).
 * WCAG 2.2.2 asks for more than the spec: a visible pause/play control, no movement while the
 * visitor's pointer or keyboard focus is on the carousel, and none at all under
 * prefers-reduced-motion (the visitor may still press play).
 *
 * Interaction does not stop autoplay (SPEC §4, testimonials): clicking a dot or arrow moves
 * the slide and the timer carries on once the pointer leaves.
 */
export function useAutoplay(advance: () => void, intervalMs: number) {
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) setUserPaused(true);
  }, []);

  const running = !userPaused && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => advanceRef.current(), intervalMs);
    return () => window.clearInterval(id);
  }, [running, intervalMs]);

  const toggle = useCallback(() => setUserPaused((p) => !p), []);

  /** Spread on the element whose hover or keyboard focus should hold the slide still. */
  const holdProps = {
    // A mouse only: a tap on a phone "enters" and never leaves, which would stop autoplay for good.
    onPointerEnter: (e: PointerEvent<HTMLElement>) => e.pointerType === "mouse" && setHovered(true),
    onPointerLeave: (e: PointerEvent<HTMLElement>) => e.pointerType === "mouse" && setHovered(false),
    // Only keyboard focus holds it: a mouse click leaves focus on a dot, and autoplay must go on.
    onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(":focus-visible")),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { playing: !userPaused, running, toggle, holdProps };
}

/** True once reduced motion is requested, for jumping instead of sliding. */
export function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!mq) return;
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return reduced;
}
