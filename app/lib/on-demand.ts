import { useCallback, useState } from "react";

/**
 * Code a page loads only when a visitor reaches for it (docs/performance.md): the forms'
 * validation, the toaster, the lightbox, the carousels. `load()` imports
 * the module once (a failed import is tried again next time); `useModule()` gives a component
 * the module once it has arrived, and a function to ask for it.
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

type Task = () => unknown;
const queue: Task[] = [];
let running = false;

/** requestIdleCallback where the browser has it; Safari has not: a short timeout there. */
function idle(callback: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 150);
}

function runNext() {
  const task = queue.shift();
  if (!task) {
    running = false;
    return;
  }
  // One download at a time, in the order asked (the page's controls in document
  // order, then the footer's form): on a slow phone link the control
  // nearest the first screen is ready first, and each chunk is evaluated in an idle period of
  // its own rather than all in one task.
  Promise.resolve()
    .then(task)
    .catch(() => {}) // a press tries again
    .finally(() => idle(runNext));
}

/**
 * Runs `task` (typically an on-demand module's `load`) once the page has loaded and the
 * browser is idle, so that the first press on a control does not wait for its code on a slow
 * network (ADR 008). Returns a function that drops the task if it has not run yet
 * (the control went away). Hovering, focusing or pressing a control still loads its code at
 * once, whatever the queue is doing.
 */
export function whenIdle(task: Task): () => void {
  queue.push(task);
  if (!running) {
    running = true;
    const start = () => idle(runNext);
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }
  return () => {
    const i = queue.indexOf(task);
    if (i >= 0) queue.splice(i, 1);
  };
}
