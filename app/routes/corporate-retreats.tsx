import { Check } from "lucide-react";
import type { Route } from "./+types/corporate-retreats";
import { CorporateInquiryForm } from "~/components/forms/inquiry-forms";
import { Figures, FormSection } from "~/components/page/blocks";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { SectionHeading } from "~/components/page/section-heading";
import { Reveal } from "~/components/reveal";
import { FeatureList } from "~/components/sections/feature-list";
import { buttonVariants } from "~/components/ui/button-variants";
import { corporateFigures, corporateForm, corporateHero, corporateOffers, corporateSeo, corporateWhyUs } from "~/content/pages/corporate";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(corporateHero) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, {
    seo: corporateSeo,
    path: "/corporate-retreats",
    imageId: corporateHero.imageId,
  });

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

      {/* Read as a proposal: the figures first, then what we offer as numbered parts, then why
          us and the inquiry. */}
      <section aria-labelledby="offers-title" className="section-y">
        <div className="container-content">
          <Figures {...corporateFigures} />
          <Reveal className="mt-16 md:mt-24">
            <SectionHeading id="offers-title" eyebrow={corporateOffers.eyebrow} title={corporateOffers.title} />
          </Reveal>
          <FeatureList items={corporateOffers.items} variant="numbered" className="mt-8 md:mt-12 md:grid-cols-2" />
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
