import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { FeatureGrid } from "~/components/page/feature-card";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { QuoteBlock } from "~/components/page/quote-block";
import { SectionHeading } from "~/components/page/section-heading";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import {
  aboutDifferentiators,
  aboutFounderTeaser,
  aboutHero,
  aboutQuote,
  aboutSeo,
  aboutStory,
} from "~/content/pages/about";
import { useSite } from "~/lib/use-site";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(aboutHero, aboutStory, aboutFounderTeaser), icons: iconsFor(aboutDifferentiators) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: aboutSeo, path: "/about", imageId: aboutHero.imageId });

export default function About() {
  const site = useSite();
  return (
    <main id="main">
      <PageHero {...aboutHero} />

      <section aria-labelledby="story-title" className="section-y">
        <div className="container-content grid items-center gap-10 md:grid-cols-2 md:gap-16">
          <Reveal className="order-2 md:order-1">
            <SectionHeading id="story-title" eyebrow={aboutStory.eyebrow} title={aboutStory.title} />
            <div className="mt-6 space-y-5 text-base leading-relaxed text-ink-soft md:text-lg">
              {aboutStory.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
          </Reveal>
          <Reveal index={1} className="order-1 md:order-2">
            <Picture
              id={aboutStory.imageId}
              sizes="(min-width: 768px) 36rem, 100vw"
              className="aspect-[4/5] rounded-[2rem] bg-linen shadow-soft"
            />
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="different-title" className="section-y bg-linen">
        <div className="container-content">
          <Reveal>
            <SectionHeading
              id="different-title"
              eyebrow={aboutDifferentiators.eyebrow}
              title={aboutDifferentiators.title}
              align="center"
            />
          </Reveal>
          <div className="mt-12 md:mt-16">
            <FeatureGrid features={aboutDifferentiators.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="founder-title" className="section-y">
        <div className="container-content grid items-center gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-16">
          <Reveal>
            <Picture
              id={aboutFounderTeaser.imageId}
              sizes="(min-width: 768px) 28rem, 100vw"
              className="mx-auto aspect-[4/5] max-w-sm rounded-t-full rounded-b-[2rem] bg-linen shadow-soft md:max-w-none"
            />
          </Reveal>
          <Reveal index={1}>
            <SectionHeading
              id="founder-title"
              eyebrow={aboutFounderTeaser.eyebrow}
              title={aboutFounderTeaser.title}
              intro={
                <>
                  <p className="font-display text-2xl text-ink">{site.founder.name}</p>
                  <p className="mt-1 text-sm tracking-wide text-clay-dark">{site.founder.role}</p>
                  <p className="mt-5">{aboutFounderTeaser.body}</p>
                </>
              }
            />
            <Link to="/meet-our-founder" className={buttonVariants({ className: "mt-8" })}>
              {aboutFounderTeaser.cta}
              <ArrowRight aria-hidden />
            </Link>
          </Reveal>
        </div>
      </section>

      <QuoteBlock tone="linen" quote={{ ...aboutQuote, attribution: site.founder.name }} />
    </main>
  );
}
