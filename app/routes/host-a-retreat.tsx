import type { Route } from "./+types/host-a-retreat";
import { HostApplicationForm } from "~/components/forms/inquiry-forms";
import { FormSection } from "~/components/page/blocks";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { SectionHeading } from "~/components/page/section-heading";
import { Reveal } from "~/components/reveal";
import { FeatureList } from "~/components/sections/feature-list";
import { buttonVariants } from "~/components/ui/button-variants";
import { hostBenefits, hostForm, hostHero, hostSeo, hostSteps } from "~/content/pages/host";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(hostHero) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, {
    seo: hostSeo,
    path: "/host-a-retreat",
    imageId: hostHero.imageId,
  });

export const action = formAction;
export const clientAction = formClientAction;
// A 429 tells the client when to try again (Retry-After).
export const headers = formHeaders;

export default function HostARetreat() {
  return (
    <main id="main">
      <PageHero {...hostHero}>
        <a href="#apply" className={buttonVariants({ variant: "light", size: "lg" })}>
          Apply to Host
        </a>
      </PageHero>

      {/* Read as a practical list: what is taken care of, ticked off beside its heading, then
          the three steps strung on a line as a plan's are, then the application. */}
      <section aria-labelledby="benefits-title" className="section-y">
        <div className="container-content grid gap-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,8fr)] lg:gap-16">
          <Reveal>
            <SectionHeading id="benefits-title" eyebrow={hostBenefits.eyebrow} title={hostBenefits.title} />
          </Reveal>
          <FeatureList items={hostBenefits.items} variant="checklist" />
        </div>
      </section>

      <section aria-labelledby="how-title" className="section-y bg-linen">
        <div className="container-content grid gap-10 md:grid-cols-[1fr_1.6fr] md:gap-16">
          <Reveal>
            <SectionHeading id="how-title" eyebrow={hostSteps.eyebrow} title={hostSteps.title} />
          </Reveal>
          <FeatureList items={hostSteps.items} variant="timeline" className="md:mt-2" />
        </div>
      </section>

      <FormSection id="apply" {...hostForm}>
        <HostApplicationForm />
      </FormSection>
    </main>
  );
}
