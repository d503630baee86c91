import { MessageCircle } from "lucide-react";
import { PageHero } from "~/components/page/page-hero";
import { buttonVariants } from "~/components/ui/button-variants";
import type { Retreat } from "~/content/retreats/schema";
import { whatsappLink } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { ExternalLink } from "./external-link";

/**
 * The top of a retreat page: dark image, name, dates, and Book Now or Join Waitlist. Book Now
 * does what the price box's does (retreat.booking): the payment page when the edition has one,
 * with "Ask on WhatsApp" under it, else the WhatsApp chat, and then it says so ("Book Now on
 * WhatsApp", with the chat's mark) so a visitor knows a chat opens, not a checkout.
 */
export function RetreatHero({ retreat }: { retreat: Retreat }) {
  const site = useSite();
  const { hero, booking } = retreat;
  return (
    <PageHero size="tall" imageId={hero.image} eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle}>
      {booking?.kind === "payment" && hero.cta.kind === "whatsapp" ? (
        <ExternalLink href={booking.url} className={buttonVariants({ size: "xl" })} data-testid="hero-book-now" data-books="payment">
          {hero.cta.label}
        </ExternalLink>
      ) : hero.cta.kind === "whatsapp" ? (
        <ExternalLink href={whatsappLink(site, hero.cta.message)} className={buttonVariants({ size: "xl" })} data-testid="hero-book-now" data-books="whatsapp">
          <MessageCircle aria-hidden />
          {/* One inline run, so the name reads "Book Now on WhatsApp": the words a visitor sees, first. */}
          <span>
            {hero.cta.label} <span className="font-normal">on WhatsApp</span>
          </span>
        </ExternalLink>
      ) : (
        <a href={`#${hero.cta.target}`} className={buttonVariants({ size: "xl" })}>
          {hero.cta.label}
        </a>
      )}
      {hero.secondary && (
        <a href={`#${hero.secondary.target}`} className={buttonVariants({ variant: "on-dark", size: "xl" })}>
          {hero.secondary.label}
        </a>
      )}
      {booking?.kind === "payment" && (
        <p className="flex basis-full flex-wrap items-center gap-x-2 gap-y-1 text-sm text-linen" data-testid="hero-booking-note">
          <span>Secure payment on {booking.host}</span>
          <span aria-hidden>·</span>
          <ExternalLink
            href={whatsappLink(site, booking.whatsappMessage)}
            className="inline-flex items-center gap-1.5 font-medium text-sand underline underline-offset-4 hover:text-gold"
            data-testid="hero-ask-whatsapp"
          >
            <MessageCircle aria-hidden className="size-4" />
            Ask on WhatsApp
          </ExternalLink>
        </p>
      )}
    </PageHero>
  );
}
