import type { Route } from "./+types/home";
import { HomeHero } from "~/components/sections/home-hero";
import { Facilitators, HomeIntro, PastTeaser, UpcomingGrid, WhyRetreatly } from "~/components/sections/home-sections";
import { Testimonials } from "~/components/sections/testimonials";
import { home, homeCards } from "~/content/home";
import { getImage } from "~/lib/images";
import { defaultSite, type Site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { organizationJsonLd } from "~/lib/structured-data";

export function meta({ matches }: Route.MetaArgs) {
  const site = (matches.find((m) => m?.id === "root")?.data as { site?: Site } | undefined)?.site ?? defaultSite;
  const image = getImage(home.hero.slides[0]!.image);
  return pageMeta({
    title: home.seo.title,
    description: home.seo.description,
    path: "/",
    origin: site.url,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: organizationJsonLd(site),
  });
}

export default function Home() {
  return (
    <main id="main">
      <HomeHero hero={home.hero} />
      <HomeIntro intro={home.intro} />
      <WhyRetreatly why={home.why} />
      <UpcomingGrid section={home.retreatsSection} cards={homeCards} />
      <Facilitators content={home.facilitators} />
      <PastTeaser content={home.pastTeaser} />
      <Testimonials content={home.testimonials} />
    </main>
  );
}
