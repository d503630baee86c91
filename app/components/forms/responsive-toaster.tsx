import { useEffect, useState } from "react";
import { Toaster } from "sonner";

/**
 * Sonner's toaster placed per DESIGN.md: bottom-right on desktop, top on phones (where the
 * keyboard and the browser's bottom bar would cover a bottom toast). Rendered bottom-right on
 * the server and switched after hydration, so server and client markup agree.
 */
const PHONE = "(max-width: 639px)";

export function ResponsiveToaster() {
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const update = () => setPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
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
