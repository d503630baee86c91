import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/meet-our-founder";
import { ClosingCta } from "~/components/page/blocks";
import { innerPageMeta } from "~/components/page/page-meta";
import { PageHero } from "~/components/page/page-hero";
import { SectionHeading } from "~/components/page/section-heading";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import { founderHero, founderLetter, founderSeo, guestExpert } from "~/content/pages/founder";
import { useSite } from "~/lib/use-site";
import { imagesFor } from "~/lib/images.server";

const FOUNDER_PORTRAIT = "people/founder";

/** The image entries this page shows (the manifest stays on the server). */
export async function loader() {
  return { images: await imagesFor(founderHero, FOUNDER_PORTRAIT, guestExpert) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  innerPageMeta(matches, { seo: founderSeo, path: "/meet-our-founder", imageId: founderHero.imageId });

export default function MeetOurFounder() {
  const site = useSite();
  const firstName = site.founder.name.split(" ")[0];
  return (
    <main id="main">
      <PageHero {...founderHero} />

      <section aria-labelledby="letter-title" className="section-y">
        <div className="container-content grid gap-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
          {/* The left column carries the monogram, her name, a line from the letter and her
              credentials, so it runs the length of the letter instead of leaving an empty column. */}
          <Reveal className="flex flex-col gap-8">
            <Picture
              id={FOUNDER_PORTRAIT}
              sizes="(min-width: 1024px) 24rem, (min-width: 640px) 60vw, 100vw"
              className="mx-auto aspect-[4/5] w-full max-w-sm rounded-t-full rounded-b-[2rem] bg-linen shadow-soft lg:max-w-none"
            />
            <div className="text-center lg:text-left">
              <p className="font-display text-2xl">{site.founder.name}</p>
              <p className="mt-1 text-sm text-clay-dark">{site.founder.role}</p>
            </div>
            <blockquote className="border-l-2 border-gold pl-5 font-display text-2xl leading-snug text-ink italic md:text-3xl">
              “{founderLetter.pullQuote}”
            </blockquote>
            <ul className="space-y-3 border-t border-ink/10 pt-6">
              {founderLetter.credentials.map((c) => (
                <li key={c} className="flex gap-3 text-ink-soft">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-sage" />
                  {c}
                </li>
              ))}
            </ul>
          </Reveal>

          <Reveal as="article" index={1} className="rounded-[2rem] bg-linen/70 p-6 sm:p-10 md:p-14">
            <p className="text-xs font-semibold tracking-[0.22em] text-clay-dark uppercase md:text-sm">
              {founderLetter.eyebrow}
            </p>
            <h2 id="letter-title" className="mt-4 text-3xl font-normal italic md:text-4xl">
              {founderLetter.salutation}
            </h2>
            <div className="mt-6 space-y-5 text-base leading-[1.8] text-ink-soft md:text-lg">
              {founderLetter.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            <div className="mt-10">
              <p className="text-ink-soft">{founderLetter.signOff}</p>
              <p className="mt-2 font-display text-4xl text-clay-dark italic">{firstName}</p>
              <p className="mt-1 text-sm text-ink-soft">
                {site.founder.name}, {site.founder.role}
              </p>
            </div>
          </Reveal>
        </div>
      </section>

      <section aria-labelledby="expert-title" className="section-y bg-olive text-sand">
        <div className="container-content grid items-center gap-10 md:grid-cols-2 md:gap-16">
          <Reveal className="md:order-2">
            <Picture
              id={guestExpert.imageId}
              sizes="(min-width: 768px) 36rem, 100vw"
              className="aspect-[4/3] rounded-[2rem] bg-ink/20"
            />
          </Reveal>
          <Reveal index={1} className="md:order-1">
            <SectionHeading
              id="expert-title"
              tone="light"
              eyebrow={guestExpert.eyebrow}
              title={guestExpert.name}
              intro={<p className="text-linen">{guestExpert.role}</p>}
            />
            <div className="mt-6 space-y-5 leading-relaxed text-sand/90 md:text-lg">
              {guestExpert.paragraphs.map((p) => (
                <p key={p.slice(0, 24)}>{p}</p>
              ))}
            </div>
            <ul className="mt-8 flex flex-wrap gap-2">
              {guestExpert.highlights.map((h) => (
                <li key={h} className="rounded-full border border-sand/30 px-4 py-2 text-sm text-sand">
                  {h}
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>

      <ClosingCta
        title="Come and practise with us"
        body="Small circles, beautiful places and days with space in them. Find the retreat that calls to you."
      >
        <Link to="/upcoming-retreats" className={buttonVariants()}>
          Explore Our Retreats
          <ArrowRight aria-hidden />
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
          Write to {firstName}
        </Link>
      </ClosingCta>
    </main>
  );
}
