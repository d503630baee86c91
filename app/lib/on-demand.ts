import { useCallback, useState } from "react";

/**
 * Code a page loads only when a visitor reaches for it (docs/performance.md): the forms'
 * validation, the toaster, the Retreats dropdown, the lightbox. `load()` imports the module
 * once (a failed import is tried again next time); `useModule()` gives a component the module
 * once it has arrived, and a function to ask for it.
 *
 * The module is never there during hydration (nothing asks for it before), so what a component
 * renders without it must be what the server rendered.
 */
export function onDemand<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    /** The module if it has arrived. */
    get current() {
      return loaded;
    },
    useModule(): [M | undefined, () => Promise<M>] {
      const [module, setModule] = useState(loaded);
      const request = useCallback(
        () =>
          load().then((m) => {
            setModule(() => m);
            return m;
          }),
        [],
      );
      return [module, request];
    },
  };
}
