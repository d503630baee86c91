import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { QuoteBlock } from "~/components/page/quote-block";
import { SectionHeading } from "~/components/page/section-heading";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { FeatureList } from "~/components/sections/feature-list";
import { buttonVariants } from "~/components/ui/button-variants";
import { aboutDifferentiators, aboutFounderTeaser, aboutHero, aboutQuote, aboutSeo, aboutStory } from "~/content/pages/about";
import { useSite } from "~/lib/use-site";
import { imagesFor } from "~/lib/images.server";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(aboutHero, aboutStory, aboutFounderTeaser) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, {
    seo: aboutSeo,
    path: "/about",
    imageId: aboutHero.imageId,
  });

export default function About() {
  const site = useSite();
  return (
    <main id="main">
      <PageHero {...aboutHero} />

      {/* Read as a letter: the story in one narrow column under its picture, opening with a
          large initial, then the four promises numbered in the same measure. */}
      <section aria-labelledby="story-title" className="section-y">
        <div className="container-content">
          <div className="mx-auto max-w-3xl">
            <Reveal>
              <SectionHeading id="story-title" eyebrow={aboutStory.eyebrow} title={aboutStory.title} align="center" />
            </Reveal>
            <Reveal index={1} className="mt-10 md:mt-14">
              <Picture
                id={aboutStory.imageId}
                sizes="(min-width: 768px) 48rem, 18rem"
                // Phones get the picture's portrait crop (Picture's art direction below 768 px), set
                // narrow like a photograph laid in a letter; wider screens the landscape.
                className="mx-auto aspect-[4/5] max-w-[18rem] rounded-[2rem] bg-linen shadow-soft md:aspect-[16/10] md:max-w-none"
              />
            </Reveal>
            <Reveal
              index={2}
              className="mt-10 space-y-5 text-base leading-[1.8] text-ink-soft md:mt-14 md:text-lg first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-6xl first-letter:leading-[0.8] first-letter:text-clay-dark md:first-letter:text-7xl"
            >
              {aboutStory.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </Reveal>
          </div>
        </div>
      </section>

      <section aria-labelledby="different-title" className="section-y bg-linen">
        <div className="container-content">
          <div className="mx-auto max-w-3xl">
            <Reveal>
              <SectionHeading id="different-title" eyebrow={aboutDifferentiators.eyebrow} title={aboutDifferentiators.title} />
            </Reveal>
            <FeatureList items={aboutDifferentiators.items} variant="numbered" className="mt-8 md:mt-12" />
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
