import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/inquiry-forms";
import { FormSection } from "~/components/page/blocks";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { contactCopy, contactHero, contactSeo } from "~/content/pages/contact";
import { telLink, whatsappLink } from "~/content/site";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { imagesFor } from "~/lib/images.server";
import { useSite } from "~/lib/use-site";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(contactHero) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: contactSeo, path: "/contact", imageId: contactHero.imageId });

export const action = formAction;
export const clientAction = formClientAction;
// A 429 tells the client when to try again (Retry-After).
export const headers = formHeaders;

const linkClass =
  "inline-flex min-h-11 items-center gap-2 font-medium text-clay-dark underline decoration-clay/40 underline-offset-4 hover:decoration-clay break-all";

export default function Contact() {
  const site = useSite();
  return (
    <main id="main">
      <PageHero {...contactHero} />
      <FormSection
        id="message"
        eyebrow="Write to us"
        title={contactCopy.formTitle}
        intro={contactCopy.formIntro}
        aside={
          <div>
            <h3 className="text-xl font-normal">{contactCopy.detailsTitle}</h3>
            <p className="mt-2 text-ink-soft">{contactCopy.detailsIntro}</p>
            <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
              <Detail icon={<Mail className="size-5" strokeWidth={1.6} />} label={contactCopy.emailLabel}>
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </Detail>
              <Detail icon={<Phone className="size-5" strokeWidth={1.6} />} label={contactCopy.phoneLabel}>
                <div className="flex flex-wrap gap-x-6">
                  <a href={telLink(site)} className={linkClass}>
                    {site.phoneDisplay}
                  </a>
                  <a
                    href={whatsappLink(site, contactCopy.whatsappMessage)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    <MessageCircle aria-hidden className="size-4" />
                    Chat on WhatsApp
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </Detail>
              <Detail icon={<MapPin className="size-5" strokeWidth={1.6} />} label={contactCopy.locationLabel}>
                <p className="font-medium text-ink">{site.location}</p>
                <p className="mt-1 text-sm text-ink-soft">{contactCopy.locationNote}</p>
              </Detail>
            </ul>
          </div>
        }
      >
        <ContactForm />
      </FormSection>
    </main>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 py-5">
      <span aria-hidden className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-linen text-clay">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.18em] text-ink-soft uppercase">{label}</p>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  );
}
