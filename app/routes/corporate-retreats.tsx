import { Check } from "lucide-react";
import type { Route } from "./+types/corporate-retreats";
import { CorporateInquiryForm } from "~/components/forms/lead-forms";
import { FormSection } from "~/components/page/blocks";
import { FeatureGrid } from "~/components/page/feature-card";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { SectionHeading } from "~/components/page/section-heading";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { corporateForm, corporateHero, corporateOffers, corporateSeo, corporateWhyUs } from "~/content/pages/corporate";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(corporateHero), icons: iconsFor(corporateOffers) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: corporateSeo, path: "/corporate-retreats", imageId: corporateHero.imageId });

export const action = formAction;
export const clientAction = formClientAction;
// A 429 tells the client when to try again (Retry-After).
export const headers = formHeaders;

export default function CorporateRetreats() {
  return (
    <main id="main">
      <PageHero {...corporateHero}>
        <a href="#inquire" className={buttonVariants({ variant: "light", size: "lg" })}>
          Inquire Now
        </a>
      </PageHero>

      <section aria-labelledby="offers-title" className="section-y">
        <div className="container-content">
          <Reveal>
            <SectionHeading id="offers-title" eyebrow={corporateOffers.eyebrow} title={corporateOffers.title} />
          </Reveal>
          <div className="mt-12 md:mt-16">
            <FeatureGrid features={corporateOffers.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="section-y bg-olive text-sand">
        <div className="container-content grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
          <Reveal>
            <SectionHeading id="why-title" tone="light" eyebrow={corporateWhyUs.eyebrow} title={corporateWhyUs.title} />
          </Reveal>
          <Reveal as="ul" index={1} className="grid gap-x-10 sm:grid-cols-2">
            {corporateWhyUs.items.map((item) => (
              <li key={item} className="flex gap-4 border-t border-sand/20 py-5 leading-relaxed text-sand/90">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-gold" />
                {item}
              </li>
            ))}
          </Reveal>
        </div>
      </section>

      <FormSection id="inquire" {...corporateForm}>
        <CorporateInquiryForm />
      </FormSection>
    </main>
  );
}
