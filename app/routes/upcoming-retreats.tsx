import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/upcoming-retreats";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { PageHero } from "~/components/page/page-hero";
import { RetreatCardGrid } from "~/components/sections/retreat-card";
import { SectionShell } from "~/components/sections/section-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { retreatPath } from "~/content/retreats/display";
import { upcomingPage } from "~/content/retreats/pages";
import { defaultSite } from "~/content/site";
import { loadCatalogue, pairs, upcomingPairs } from "~/lib/editions/catalogue.server";
import { retreatCard, seasonOf, whereAndWhen } from "~/lib/editions/view";
import { findImage } from "~/lib/images";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export async function loader() {
  const catalogue = await loadCatalogue();
  const upcoming = upcomingPairs(catalogue);
  const cards = upcoming.map((p) => retreatCard(p.content, p.edition, catalogue.today, "upcoming"));
  const season = seasonOf(upcoming.map((p) => p.edition));
  // With nothing upcoming, each retreat's latest edition page holds its waitlist.
  const latest = new Map<string, { name: string; place: string; link: string }>();
  for (const { content, edition } of pairs(catalogue))
    latest.set(content.id, { name: content.name, place: content.location.name, link: `${retreatPath(edition.slug)}#waitlist` });
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = breadcrumbJsonLd(getSite().url, [
    { name: "Home", path: "/" },
    { name: "Upcoming Retreats", path: "/upcoming-retreats" },
  ]);
  return {
    cards,
    season,
    description: upcoming.length ? upcomingPage.seo.description.replace("{list}", whereAndWhen(upcoming)) : upcomingPage.seo.emptyDescription,
    waitlists: cards.length ? [] : [...latest.values()],
    images: await imagesFor(upcomingPage, cards),
    jsonLd,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url ?? defaultSite.url;
  const image = findImage(matches, upcomingPage.hero.image);
  return pageMeta({
    title: upcomingPage.seo.title,
    description: loaderData?.description ?? upcomingPage.seo.emptyDescription,
    path: "/upcoming-retreats",
    origin,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData?.jsonLd,
  });
}

export default function UpcomingRetreats({ loaderData }: Route.ComponentProps) {
  const { hero, empty } = upcomingPage;
  const { cards, season, waitlists } = loaderData;
  return (
    <main id="main">
      <PageHero
        imageId={hero.image}
        eyebrow={season ? hero.eyebrow.replace("{season}", season) : hero.emptyEyebrow}
        title={hero.title}
        intro={hero.subtitle}
      >
        <a href={upcomingPage.explore.to} className={buttonVariants({ size: "lg" })}>
          {upcomingPage.explore.label}
        </a>
      </PageHero>
      <SectionShell id="retreats" labelledBy="retreats-title">
        {cards.length ? (
          <>
            <h2 id="retreats-title" className="sr-only">
              Retreats
            </h2>
            <p className="max-w-2xl text-lg leading-relaxed text-ink-soft">{upcomingPage.intro}</p>
            <RetreatCardGrid cards={cards} layout="pairs" testId="upcoming-cards" className="mt-10 md:mt-12" />
          </>
        ) : (
          <div data-testid="upcoming-empty" className="grid gap-10 md:grid-cols-[1.1fr_1fr] md:gap-16">
            <div>
              <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-clay-dark uppercase">Between seasons</p>
              <h2 id="retreats-title" className="text-3xl leading-tight font-normal md:text-5xl">
                {empty.title}
              </h2>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{empty.text}</p>
              <h3 className="mt-10 font-display text-2xl">{empty.waitlistTitle}</h3>
              <ul className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
                {waitlists.map((w) => (
                  <li key={w.link}>
                    <Link to={w.link} className="group flex min-h-14 items-center justify-between gap-4 py-3 font-semibold text-clay-dark">
                      <span>
                        {w.place} <span className="font-normal text-ink-soft">· {w.name}</span>
                      </span>
                      <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="self-start rounded-3xl bg-linen p-6 shadow-soft md:p-10">
              <h3 className="font-display text-2xl">{empty.newsletterTitle}</h3>
              <p className="mt-2 mb-6 text-ink-soft">{empty.newsletterText}</p>
              <NewsletterForm tone="light" />
            </div>
          </div>
        )}
      </SectionShell>
    </main>
  );
}
