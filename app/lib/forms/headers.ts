import type { HeadersArgs } from "react-router";

/**
 * The `headers` of every route with a lead form. React Router builds a page's headers only from
 * the routes' `headers` functions, so without one the form action's Retry-After (a 429 over the
 * rate limit, form-action.server.ts) never reached the visitor's browser. The parents' headers
 * (the root's Set-Cookie among them) pass through unchanged.
 */
export function formHeaders({ parentHeaders, actionHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
