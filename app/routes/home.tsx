import type { Route } from "./+types/home";
import { HomeHero } from "~/components/sections/home-hero";
import { Facilitators, HomeIntro, PastTeaser, UpcomingGrid, WhyRetreatly } from "~/components/sections/home-sections";
import { ProofSection } from "~/components/sections/proof";
import { Testimonials } from "~/components/sections/testimonials";
import { HOME_CARD_COUNT, home } from "~/content/home";
import { getDb } from "~/lib/db/db.server";
import { cardsAhead, requestCatalogue, upcomingPairs } from "~/lib/editions/catalogue.server";
import { seasonOf } from "~/lib/editions/view";
import { proofView } from "~/lib/proof/proof.server";
import { defaultSite, type Site } from "~/content/site";
import { findImage } from "~/lib/images";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export async function loader({ context }: Route.LoaderArgs) {
  // The next editions, soonest first (SPEC §9: four cards), from the database as they stand today.
  const catalogue = await requestCatalogue(context);
  const upcoming = upcomingPairs(catalogue).slice(0, HOME_CARD_COUNT);
  const cards = cardsAhead(catalogue, "home").slice(0, HOME_CARD_COUNT);
  const season = seasonOf(upcoming.map((p) => p.edition));
  const { testimonials, reviews, accreditations, press } = await proofView(await getDb());
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  return {
    cards,
    season,
    bookable: upcoming.length > 0,
    testimonials,
    proof: { reviews, accreditations, press },
    images: await imagesFor(home, cards, testimonials),
    icons: iconsFor(home),
    jsonLd: organizationJsonLd(getSite()),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = (matches.find((m) => m?.id === "root")?.data as { site?: Site } | undefined)?.site ?? defaultSite;
  const image = findImage(matches, home.hero.slides[0]!.image);
  return pageMeta({
    title: home.seo.title,
    description: home.seo.description,
    path: "/",
    origin: site.url,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData?.jsonLd,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <HomeHero hero={home.hero} />
      <HomeIntro intro={home.intro} />
      <WhyRetreatly why={home.why} />
      <UpcomingGrid section={home.retreatsSection} cards={loaderData.cards} season={loaderData.season} bookable={loaderData.bookable} />
      <Facilitators content={home.facilitators} />
      <PastTeaser content={home.pastTeaser} />
      {loaderData.testimonials.length ? <Testimonials content={home.testimonials} items={loaderData.testimonials} /> : null}
      <ProofSection proof={loaderData.proof} />
    </main>
  );
}
