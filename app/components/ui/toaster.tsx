import { useEffect, useState, type CSSProperties } from "react";
import { Toaster } from "sonner";

/**
 * Sonner's toaster placed per DESIGN.md: bottom-right on desktop, top on phones (where the
 * keyboard and the browser's bottom bar would cover a bottom toast). Loaded and mounted only
 * when a page first needs toasts (./toast.tsx), so it is never server-rendered.
 */
const PHONE = "(max-width: 639px)";

// Sonner's own colour variables, set to the site's palette: a linen card with a thin gold
// edge and ink text, rather than its plain white (DESIGN.md).
const PALETTE = {
  "--normal-bg": "var(--color-linen)",
  "--normal-border": "color-mix(in oklab, var(--color-gold) 45%, transparent)",
  "--normal-text": "var(--color-ink)",
  "--border-radius": "1rem",
} as CSSProperties;

export function ResponsiveToaster({ onReady }: { onReady: () => void }) {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  // Runs after the Toaster's own effects, so it is listening for toasts by now.
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position={phone ? "top-center" : "bottom-right"}
      duration={4500}
      closeButton
      richColors={false}
      style={PALETTE}
      toastOptions={{ classNames: { toast: "font-sans shadow-soft", title: "font-display text-base font-semibold", description: "text-ink-soft" } }}
    />
  );
}
