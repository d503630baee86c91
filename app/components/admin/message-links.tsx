import { Mail, MessageCircle } from "lucide-react";
import { useRevalidator } from "react-router";
import type { Purpose } from "~/lib/messages/fill";

type Channel = "whatsapp" | "email-app";

/**
 * The address that fills a template for a person and opens it in WhatsApp or their e-mail app,
 * recording it on the timeline on the way (routes/admin/message.ts).
 */
export function messageHref(personId: number, purpose: Purpose, editionSlug: string | null, channel: Channel) {
  return `/admin/leads/${personId}/message?${new URLSearchParams({ purpose, ...(editionSlug ? { edition: editionSlug } : {}), channel })}`;
}

/** The page fetched again shortly after a link opened an app: the timeline has the message by then. */
export function useRefreshAfterOpening() {
  const revalidator = useRevalidator();
  return () => setTimeout(() => revalidator.revalidate(), 1500);
}

const link = "inline-flex min-h-11 items-center gap-1.5 font-semibold text-clay-dark underline underline-offset-4";

/**
 * One tap from a booking or a balance to chase it: the template for where the guest stands (the
 * payment link while the deposit is still to come, then the balance reminder) filled for that
 * edition, opened in WhatsApp (when there is a phone) or the e-mail app, and "read it first" on
 * the person's messages block. Plain links: they work without JavaScript.
 */
export function ChaseLinks({ personId, editionSlug, purpose, whatsapp }: { personId: number; editionSlug: string; purpose: Extract<Purpose, "payment_link" | "balance_reminder">; whatsapp: boolean }) {
  const onOpen = useRefreshAfterOpening();
  const what = purpose === "payment_link" ? "Payment link" : "Balance reminder";
  return (
    <p className="flex flex-wrap items-center gap-x-4 text-sm" data-testid="chase-links">
      <span className="text-ink-soft">{what}:</span>
      {whatsapp ? (
        // Its answer is a redirect to wa.me, in a tab of its own.
        <a href={messageHref(personId, purpose, editionSlug, "whatsapp")} target="_blank" rel="noopener" onClick={onOpen} className={link} aria-label={`${what} on WhatsApp`}>
          <MessageCircle aria-hidden className="size-4" /> WhatsApp
        </a>
      ) : null}
      <a href={messageHref(personId, purpose, editionSlug, "email-app")} onClick={onOpen} className={link} aria-label={`${what} by e-mail`}>
        <Mail aria-hidden className="size-4" /> E-mail
      </a>
      <a href={`/admin/leads/${personId}?${new URLSearchParams({ message: purpose, edition: editionSlug })}#messages`} className={link}>
        Read it first
      </a>
    </p>
  );
}
