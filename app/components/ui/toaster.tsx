import { useEffect, useState, type CSSProperties } from "react";
import { Toaster } from "sonner";

/**
 * Sonner's toaster: at the top, just below the header (4.5rem tall), so a toast never covers the
 * logo, the menu or the page's own buttons: centred on phones (where the keyboard and the
 * browser's bottom bar would cover a bottom toast), on the right on desktop (where a bottom-right
 * toast sat on the brochure thank-you page's "Back to Upcoming Retreats"). Loaded and mounted only
 * when a page first needs toasts (./toast.tsx), so it is never server-rendered.
 */
const PHONE = "(max-width: 639px)";
const BELOW_HEADER = { top: "5.25rem" };

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
      position={phone ? "top-center" : "top-right"}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      duration={4500}
      closeButton
      richColors={false}
      style={PALETTE}
      toastOptions={{ classNames: { toast: "font-sans shadow-soft", title: "font-display text-base font-semibold", description: "text-ink-soft" } }}
    />
  );
}
