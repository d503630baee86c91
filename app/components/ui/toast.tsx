import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast } from "sonner";
import { onDemand } from "~/lib/on-demand";

/**
 * Toasts (shadcn's Sonner, STYLE.md §10) without Sonner in every page's first load: the library
 * and the toaster load when a page first needs them, i.e. when a visitor reaches for a form
 * (`prepareToasts()`) or, at the latest, with the first toast. Use `toast` from here, never
 * from "sonner" directly: only this one mounts the toaster.
 */
const sonner = onDemand(() => import("sonner"));
const toasterModule = onDemand(() => import("./toaster"));

let mount: (() => void) | undefined;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));
let requested = false;

/** Loads and mounts the toaster ahead of a toast, so its live region is in place before one. */
export function prepareToasts() {
  if (requested) return;
  requested = true;
  mount?.();
  sonner.load().catch(() => (requested = false));
}

async function show(render: (module: typeof import("sonner")) => void) {
  const mountedBefore = requested;
  prepareToasts();
  const [module] = await Promise.all([sonner.load(), ready]);
  // A live region announces changes made after it appeared: give a freshly mounted one a moment.
  if (!mountedBefore) await new Promise((r) => setTimeout(r, 100));
  render(module);
}

type Title = Parameters<typeof import("sonner").toast.success>[0];
export const toast = {
  success: (title: Title, data?: ExternalToast) => void show((s) => s.toast.success(title, data)),
  error: (title: Title, data?: ExternalToast) => void show((s) => s.toast.error(title, data)),
  /** Closes one toast (by the id it was shown with); nothing to load if none was ever shown. */
  dismiss: (id: string) => void (requested && sonner.load().then((s) => s.toast.dismiss(id), () => {})),
};

/** Rendered once, in the root layout: nothing until toasts are first needed. */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<{ onReady: () => void }> | null>(null);
  useEffect(() => {
    mount = () => toasterModule.load().then((m) => setToaster(() => m.ResponsiveToaster), () => (requested = false));
    if (requested) mount();
    return () => (mount = undefined);
  }, []);
  return Toaster ? <Toaster onReady={markReady} /> : null;
}
