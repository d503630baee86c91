/** What both engines' smoke tests check beyond every public route (tests/browsers/README.md). */

/** axe runs on these in Firefox: the home page, a retreat page with its forms, and a form page. */
export const AXE_ROUTES = ["/", "/retreats/goa-2025", "/contact"] as const;

/** A brochure request's visitor, unique per run and engine. */
export function brochureVisitor(engine: string) {
  return { name: `Smoke ${engine}`, email: `smoke-${engine}-${Date.now()}@example.com`, phone: "+91 98100 00042" };
}
