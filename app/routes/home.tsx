import type { Route } from "./+types/home";
import { HomeHero } from "~/components/sections/home-hero";
import { Facilitators, HomeIntro, PastTeaser, UpcomingGrid, WhyRetreatly } from "~/components/sections/home-sections";
import { Testimonials } from "~/components/sections/testimonials";
import { HOME_CARD_COUNT, home, type HomeRetreatCard } from "~/content/home";
import { STATUS_BUTTON } from "~/content/retreats/display";
import { loadCatalogue, upcomingPairs } from "~/lib/editions/catalogue.server";
import { editionCard, seasonOf } from "~/lib/editions/view";
import { defaultSite, type Site } from "~/content/site";
import { findImage } from "~/lib/images";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export async function loader() {
  // The next editions, soonest first (SPEC §9: four cards), from the database as they stand today.
  const catalogue = await loadCatalogue();
  const upcoming = upcomingPairs(catalogue).slice(0, HOME_CARD_COUNT);
  const cards: HomeRetreatCard[] = upcoming.map(({ content, edition }) => {
    const card = editionCard(content, edition, catalogue.today);
    return {
      location: card.location,
      description: card.homeDescription,
      dates: card.dates,
      status: card.status,
      buttonText: STATUS_BUTTON[card.status].text,
      badge: card.badge,
      image: card.image,
      route: card.link,
    };
  });
  const season = seasonOf(upcoming.map((p) => p.edition));
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  return { cards, season, images: await imagesFor(home, cards), icons: iconsFor(home), jsonLd: organizationJsonLd(getSite()) };
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
      <UpcomingGrid section={home.retreatsSection} cards={loaderData.cards} season={loaderData.season} />
      <Facilitators content={home.facilitators} />
      <PastTeaser content={home.pastTeaser} />
      <Testimonials content={home.testimonials} />
    </main>
  );
}
