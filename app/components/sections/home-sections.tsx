import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "~/components/picture";
import { Reveal } from "~/components/reveal";
import { buttonVariants } from "~/components/ui/button-variants";
import type { HomeContent } from "~/content/home";
import type { RetreatCardView } from "~/lib/editions/view";
import { IconBadge } from "./icons";
import { RetreatCardGrid } from "./retreat-card";
import { SectionHeading, SectionShell } from "./section-shell";

export function HomeIntro({ intro }: { intro: HomeContent["intro"] }) {
  return (
    <SectionShell id="intro" labelledBy="intro-title">
      <div className="mx-auto max-w-3xl text-center">
        <span aria-hidden className="mx-auto mb-6 block h-8 w-px bg-gold md:mb-8 md:h-12" />
        <h2 id="intro-title" className="text-3xl leading-tight font-normal sm:text-4xl md:text-6xl">
          {intro.title}
        </h2>
        <div className="mt-6 space-y-4 text-base leading-relaxed text-ink-soft sm:text-lg md:mt-8 md:space-y-5 md:text-xl">
          {/* On a phone the statement and its first paragraph; the rest from sm up. */}
          {intro.paragraphs.map((p, i) => (
            <p key={p.slice(0, 24)} className={i > 0 ? "hidden sm:block" : undefined}>
              {p}
            </p>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}

export function WhyRetreatly({ why }: { why: HomeContent["why"] }) {
  return (
    <SectionShell id="why-retreatly" tone="linen" labelledBy="why-title">
      <SectionHeading id="why-title" eyebrow="Our promise" title={why.title} intro={why.intro} align="center" />
      {/* Three short promises: on a phone a compact list (badge beside the words) rather than
          three centred blocks each a screen tall; from md up, three columns. */}
      <ul className="mt-6 grid gap-5 md:mt-16 md:grid-cols-3 md:gap-12">
        {why.points.map((p, i) => (
          <Reveal as="li" index={i} key={p.title} className="flex items-start gap-4 md:block md:text-center">
            <IconBadge name={p.icon} size="lg" />
            <div>
              <h3 className="text-xl font-normal md:mt-6 md:text-2xl">{p.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-soft sm:text-base md:mx-auto md:mt-3 md:max-w-xs">{p.text}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </SectionShell>
  );
}

export function UpcomingGrid({
  section,
  cards,
  season,
  bookable,
}: {
  section: HomeContent["retreatsSection"];
  cards: RetreatCardView[];
  season: string | null;
  bookable: boolean;
}) {
  return (
    <SectionShell id="upcoming" labelledBy="upcoming-title">
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-6">
        <SectionHeading
          id="upcoming-title"
          eyebrow={season ?? "Between seasons"}
          title={bookable ? section.title : section.nextTitle}
          intro={bookable ? section.intro : section.empty}
        />
        <Link
          to="/upcoming-retreats"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline-offset-4 hover:underline"
        >
          All retreats <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
      {cards.length ? <RetreatCardGrid cards={cards} layout="row" testId="home-cards" className="mt-8 md:mt-14" /> : null}
    </SectionShell>
  );
}

export function Facilitators({ content }: { content: HomeContent["facilitators"] }) {
  return (
    <SectionShell id="facilitators" tone="olive" labelledBy="facilitators-title">
      <div className="grid gap-8 md:grid-cols-[1fr_1.5fr] md:gap-16">
        <div>
          <SectionHeading id="facilitators-title" eyebrow={content.eyebrow} title={content.title} tone="olive" />
          {/* The people below say it on a phone; the line is for the wider layout. */}
          <p className="mt-4 hidden leading-relaxed text-linen sm:block md:text-lg">{content.intro}</p>
          <Link to={content.cta.to} className={`${buttonVariants({ variant: "light" })} mt-6 md:mt-8`}>
            {content.cta.label}
          </Link>
        </div>
        {/* On a phone each person is a row, picture beside the words; from sm up, two columns. */}
        <ul className="grid gap-6 sm:grid-cols-2 sm:gap-8">
          {content.people.map((p, i) => (
            <Reveal as="li" index={i} key={p.name} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-x-5 sm:block">
              <Picture id={p.image} sizes="(min-width: 768px) 20rem, (min-width: 640px) 45vw, 7rem" className="aspect-[4/5] w-full rounded-2xl bg-ink/20 sm:rounded-3xl" />
              <div>
                <h3 className="text-2xl font-normal sm:mt-5">{p.name}</h3>
                <p className="mt-1 text-sm tracking-wide text-linen">{p.role}</p>
                <p className="mt-3 text-sm leading-relaxed text-sand/90 sm:text-base">{p.bio}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}

export function PastTeaser({ content }: { content: HomeContent["pastTeaser"] }) {
  return (
    <SectionShell id="past-moments" labelledBy="past-moments-title">
      <div className="grid items-center gap-6 md:grid-cols-[1fr_1.6fr] md:gap-16">
        <div>
          {/* On a phone the pictures tell it: the heading, the link and the three moments. */}
          <SectionHeading id="past-moments-title" eyebrow={content.eyebrow} title={content.title} />
          <p className="mt-4 hidden leading-relaxed text-ink-soft sm:block md:text-lg">{content.text}</p>
          <Link
            to={content.cta.to}
            className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-clay-dark underline-offset-4 hover:underline md:mt-8"
          >
            {content.cta.label} <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="grid grid-cols-3 gap-3 md:gap-5">
          {content.images.map((id, i) => (
            <Reveal as="li" index={i} key={id} className={i === 1 ? "translate-y-6 md:translate-y-10" : undefined}>
              <Picture id={id} sizes="(min-width: 768px) 14rem, 33vw" className="aspect-[3/4] w-full rounded-2xl bg-linen" />
            </Reveal>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}
