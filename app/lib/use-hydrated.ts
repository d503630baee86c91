import { startTransition, useEffect, useState } from "react";

/**
 * False during SSR and the hydration render, true after: for markup that differs without JS.
 * The switch is a transition: React renders what it changes (the hero's other slides, the forms'
 * attributes) in slices between other work, not in one long
 * task straight after hydration (the pages' total blocking time).
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
