import type { Route } from "./+types/home";
import { HomeHero } from "~/components/sections/home-hero";
import { Facilitators, HomeIntro, PastTeaser, UpcomingGrid, WhyRetreatly } from "~/components/sections/home-sections";
import { Testimonials } from "~/components/sections/testimonials";
import { home } from "~/content/home";
import { homeCards } from "~/content/retreats/cards";
import { defaultSite, type Site } from "~/content/site";
import { findImage } from "~/lib/images";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export function loader() {
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  return { cards: homeCards, images: imagesFor(home, homeCards), icons: iconsFor(home), jsonLd: organizationJsonLd(getSite()) };
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
      <UpcomingGrid section={home.retreatsSection} cards={loaderData.cards} />
      <Facilitators content={home.facilitators} />
      <PastTeaser content={home.pastTeaser} />
      <Testimonials content={home.testimonials} />
    </main>
  );
}
