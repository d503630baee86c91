import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Unlike shadcn's cn (twMerge(clsx())), it does not resolve conflicting
 * Tailwind classes: tailwind-merge would add 8.7 KB gzipped to every page (ADR 008), so
 * components never compose classes that set the same property, choosing one set or the other
 * instead (see buttonVariants' sizes and the form controls). tests/e2e/html-validity.test.ts
 * fails if a page's HTML holds such a pair.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
