import type { Route } from "./+types/upcoming-retreats";
import { PageHero } from "~/components/page/page-hero";
import { RetreatCardGrid } from "~/components/sections/retreat-card";
import { SectionShell } from "~/components/sections/section-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { upcomingPage } from "~/content/retreats/pages";
import { defaultSite } from "~/content/site";
import { cardsAhead, requestCatalogue, upcomingPairs } from "~/lib/editions/catalogue.server";
import { seasonOf, whereAndWhen } from "~/lib/editions/view";
import { findImage } from "~/lib/images";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await requestCatalogue(context);
  const upcoming = upcomingPairs(catalogue);
  const cards = cardsAhead(catalogue, "upcoming");
  const season = seasonOf(upcoming.map((p) => p.edition));
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = breadcrumbJsonLd(getSite().url, [
    { name: "Home", path: "/" },
    { name: "Upcoming Retreats", path: "/upcoming-retreats" },
  ]);
  return {
    cards,
    season,
    bookable: upcoming.length > 0,
    description: upcoming.length ? upcomingPage.seo.description.replace("{list}", whereAndWhen(upcoming)) : upcomingPage.seo.emptyDescription,
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
  const { cards, season, bookable } = loaderData;
  return (
    <main id="main">
      <PageHero
        imageId={hero.image}
        eyebrow={season ? hero.eyebrow.replace("{season}", season) : hero.emptyEyebrow}
        title={hero.title}
        intro={bookable ? hero.subtitle : empty.subtitle}
      >
        <a href={upcomingPage.explore.to} className={buttonVariants({ size: "lg" })}>
          {bookable ? upcomingPage.explore.label : empty.explore}
        </a>
      </PageHero>
      <SectionShell id="retreats" labelledBy="retreats-title">
        {bookable ? (
          <>
            <h2 id="retreats-title" className="sr-only">
              Retreats
            </h2>
            <p className="max-w-2xl text-lg leading-relaxed text-ink-soft">{upcomingPage.intro}</p>
          </>
        ) : (
          <div data-testid="upcoming-empty">
            <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-clay-dark uppercase">Between seasons</p>
            <h2 id="retreats-title" className="text-3xl leading-tight font-normal md:text-5xl">
              {empty.title}
            </h2>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-soft">{empty.text}</p>
          </div>
        )}
        <RetreatCardGrid cards={cards} layout="pairs" testId="upcoming-cards" className="mt-10 md:mt-12" />
      </SectionShell>
    </main>
  );
}
