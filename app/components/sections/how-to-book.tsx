import { Mail, MessageCircle, Phone } from "lucide-react";
import { telLink, whatsappLink } from "~/content/site";
import { useSite } from "~/lib/use-site";
import { ExternalLink } from "./external-link";
import { SectionHeading, SectionShell } from "./section-shell";
import type { SectionOf, SectionProps } from "./types";
import { mailtoHref } from "~/lib/mailto";

/** How to Book: call, WhatsApp or e-mail (bookings happen offline, SPEC §1). */
export function HowToBook({ section, retreat, tone }: SectionProps<SectionOf<"how-to-book">>) {
  const site = useSite();
  const headingId = `${section.id}-title`;
  const about = `the ${retreat.name} (${retreat.dates.display})`;
  // A row on phones (icon beside the words), a card from md.
  const card = "flex h-full items-center gap-4 rounded-2xl bg-sand px-5 py-3 shadow-soft transition-shadow hover:shadow-md md:flex-col md:items-start md:gap-3 md:p-7";
  const words = "flex min-w-0 flex-col gap-0.5 md:gap-3";
  const name = "font-display text-xl md:text-2xl";
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <ul className="mt-6 grid gap-3 md:mt-14 md:grid-cols-3 md:gap-6">
        <li>
          <a href={telLink(site)} className={card}>
            <Phone aria-hidden className="size-6 shrink-0 text-clay" strokeWidth={1.6} />
            <span className={words}>
              <span className={name}>Call us</span>
              <span className="text-ink-soft">{site.phoneDisplay}</span>
            </span>
          </a>
        </li>
        <li>
          <ExternalLink href={whatsappLink(site, `Hello Retreatly, I'd like to book ${about}.`)} className={card}>
            <MessageCircle aria-hidden className="size-6 shrink-0 text-clay" strokeWidth={1.6} />
            <span className={words}>
              <span className={name}>WhatsApp</span>
              <span className="text-ink-soft">Message us any time</span>
            </span>
          </ExternalLink>
        </li>
        <li>
          <a href={mailtoHref(site.email, { subject: `Booking: ${retreat.name}` })} className={card}>
            <Mail aria-hidden className="size-6 shrink-0 text-clay" strokeWidth={1.6} />
            <span className={words}>
              <span className={name}>E-mail</span>
              <span className="break-all text-ink-soft">{site.email}</span>
            </span>
          </a>
        </li>
      </ul>
      {section.note && <p className="mt-6 max-w-2xl text-ink-soft md:mt-8">{section.note}</p>}
    </SectionShell>
  );
}
