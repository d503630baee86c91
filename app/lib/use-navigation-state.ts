import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const subscribe = () => () => {};

/**
 * `location.state`, except while React hydrates the server's HTML. A reload keeps the state in
 * the browser's history but the server never sees it, so a page that read it while hydrating
 * drew something other than the server's HTML (React's error #418; the thank-you page after a
 * waitlist sign-up). While hydrating, React takes the server snapshot (no state) and then
 * renders again with it; after a client navigation the state is there from the first render.
 */
export function useNavigationState<T>(): T | null {
  const location = useLocation();
  const afterHydration = useSyncExternalStore(subscribe, () => true, () => false);
  return afterHydration ? ((location.state as T | null) ?? null) : null;
}
