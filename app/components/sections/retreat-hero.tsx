import { PageHero } from "~/components/page/page-hero";
import { buttonVariants } from "~/components/ui/button-variants";
import type { Retreat } from "~/content/retreats/schema";
import { whatsappLink } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { ExternalLink } from "./external-link";

/** The top of a retreat page: dark image, name, dates, and Book Now (chat) or Join Waitlist. */
export function RetreatHero({ retreat }: { retreat: Retreat }) {
  const site = useSite();
  const { hero } = retreat;
  return (
    <PageHero size="tall" imageId={hero.image} eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle}>
      {hero.cta.kind === "whatsapp" ? (
        <ExternalLink
          href={whatsappLink(site, hero.cta.message)}
          className={buttonVariants({ size: "xl" })}
          data-testid="hero-book-now"
        >
          {hero.cta.label}
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
    </PageHero>
  );
}
