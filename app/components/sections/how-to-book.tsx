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
  const card = "flex h-full flex-col gap-3 rounded-2xl bg-sand p-7 shadow-soft transition-shadow hover:shadow-md";
  return (
    <SectionShell id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <ul className="mt-10 grid gap-4 md:mt-14 md:grid-cols-3 md:gap-6">
        <li>
          <a href={telLink(site)} className={card}>
            <Phone aria-hidden className="size-6 text-clay" strokeWidth={1.6} />
            <span className="font-display text-2xl">Call us</span>
            <span className="text-ink-soft">{site.phoneDisplay}</span>
          </a>
        </li>
        <li>
          <ExternalLink href={whatsappLink(site, `Hello Retreatly, I'd like to book ${about}.`)} className={card}>
            <MessageCircle aria-hidden className="size-6 text-clay" strokeWidth={1.6} />
            <span className="font-display text-2xl">WhatsApp</span>
            <span className="text-ink-soft">Message us any time</span>
          </ExternalLink>
        </li>
        <li>
          <a href={mailtoHref(site.email, { subject: `Booking: ${retreat.name}` })} className={card}>
            <Mail aria-hidden className="size-6 text-clay" strokeWidth={1.6} />
            <span className="font-display text-2xl">E-mail</span>
            <span className="break-all text-ink-soft">{site.email}</span>
          </a>
        </li>
      </ul>
      {section.note && <p className="mt-8 max-w-2xl text-ink-soft">{section.note}</p>}
    </SectionShell>
  );
}
