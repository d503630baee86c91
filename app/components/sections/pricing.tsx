import { Check, MessageCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button-variants";
import { whatsappLink } from "~/content/site";
import { formatInr } from "~/lib/indian-numbers";
import { useSite } from "~/lib/use-site";
import { ExternalLink } from "./external-link";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";

/**
 * Investment / Pricing: the price in rupees, what it holds, and, when the edition has a payment
 * page, Book Now to it (the hero's does the same) with "Ask on WhatsApp" beside it.
 */
export function Pricing({ section, retreat, tone }: SectionProps<SectionOf<"pricing">>) {
  const site = useSite();
  const booking = retreat.booking;
  const headingId = `${section.id}-title`;
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <div className="grid items-center gap-6 md:grid-cols-[1fr_1.2fr] md:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          title={section.title}
          // The hero and the facts above name the retreat and its dates; on a phone only a screen
          // reader repeats them here.
          intro={<span className="max-md:sr-only">{`${retreat.name}, ${retreat.dates.display}.`}</span>}
        />
        <div className="rounded-3xl border border-gold/40 bg-sand p-5 shadow-soft md:p-12">
          <p className="text-xs font-semibold tracking-[0.25em] text-clay-dark uppercase">{section.priceLabel}</p>
          <p className="mt-2 font-display text-5xl text-ink md:mt-3 md:text-6xl" data-testid="price">
            {formatInr(section.priceInr)}
          </p>
          <p className="mt-2 text-ink-soft">{section.priceNote}</p>
          {section.validity && (
            <p className="mt-3 inline-block rounded-full bg-sage px-4 py-1.5 text-sm font-medium text-sand md:mt-4">{section.validity}</p>
          )}
          <ul className="mt-6 space-y-2.5 border-t border-ink/10 pt-6 md:mt-8 md:space-y-3 md:pt-8">
            {section.points.map((p) => (
              <li key={p} className="flex gap-3 leading-relaxed">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-sage" />
                <span>{p}</span>
              </li>
            ))}
          </ul>
          {booking?.kind === "payment" && (
            <div className="mt-6 flex flex-wrap items-center gap-3 md:mt-8">
              <ExternalLink href={booking.url} className={buttonVariants({ size: "lg", className: "w-full sm:w-auto" })} data-testid="payment-link">
                Book Now
              </ExternalLink>
              <ExternalLink
                href={whatsappLink(site, booking.whatsappMessage)}
                className={buttonVariants({ variant: "outline", size: "lg", className: "w-full sm:w-auto" })}
                data-testid="ask-whatsapp"
              >
                <MessageCircle aria-hidden />
                Ask on WhatsApp
              </ExternalLink>
              <p className="basis-full text-sm text-ink-soft">Book Now opens our secure payment page on {booking.host}.</p>
            </div>
          )}
        </div>
      </div>
    </SectionShell>
  );
}
