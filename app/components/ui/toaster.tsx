import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/**
 * Sonner's toaster placed per DESIGN.md: bottom-right on desktop, top on phones (where the
 * keyboard and the browser's bottom bar would cover a bottom toast). Loaded and mounted only
 * when a page first needs toasts (./toast.tsx), so it is never server-rendered.
 */
const PHONE = "(max-width: 639px)";

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
      toastOptions={{ classNames: { toast: "font-sans", title: "font-semibold", description: "text-ink-soft" } }}
    />
  );
}
