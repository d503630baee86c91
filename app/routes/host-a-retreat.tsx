import type { Route } from "./+types/host-a-retreat";
import { HostApplicationForm } from "~/components/forms/lead-forms";
import { FormSection } from "~/components/page/blocks";
import { FeatureGrid } from "~/components/page/feature-card";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { SectionHeading } from "~/components/page/section-heading";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { hostBenefits, hostForm, hostHero, hostSeo, hostSteps } from "~/content/pages/host";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(hostHero), icons: iconsFor(hostBenefits) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: hostSeo, path: "/host-a-retreat", imageId: hostHero.imageId });

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

      <section aria-labelledby="benefits-title" className="section-y">
        <div className="container-content">
          <Reveal>
            <SectionHeading id="benefits-title" eyebrow={hostBenefits.eyebrow} title={hostBenefits.title} />
          </Reveal>
          <div className="mt-12 md:mt-16">
            <FeatureGrid features={hostBenefits.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-title" className="section-y bg-linen">
        <div className="container-content">
          <Reveal>
            <SectionHeading id="how-title" eyebrow={hostSteps.eyebrow} title={hostSteps.title} align="center" />
          </Reveal>
          <ol className="mt-12 grid gap-10 md:mt-16 md:grid-cols-3 md:gap-8">
            {hostSteps.items.map((step, i) => (
              <Reveal as="li" key={step.title} index={i} className="relative text-center md:px-4">
                <span
                  aria-hidden
                  className="mx-auto flex size-16 items-center justify-center rounded-full border border-gold bg-sand font-display text-2xl text-clay-dark"
                >
                  {i + 1}
                </span>
                <h3 className="mt-6 text-2xl font-normal">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mx-auto mt-3 max-w-xs leading-relaxed text-ink-soft">{step.body}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>

      <FormSection id="apply" {...hostForm}>
        <HostApplicationForm />
      </FormSection>
    </main>
  );
}
