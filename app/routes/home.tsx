import type { Route } from "./+types/home";
import { HomeHero } from "~/components/sections/home-hero";
import { Facilitators, HomeIntro, UpcomingGrid, WhyRetreatly } from "~/components/sections/home-sections";
import { Testimonials } from "~/components/sections/testimonials";
import { home, homeCards } from "~/content/home";
import { getImage } from "~/lib/images";
import { pageMeta } from "~/lib/meta";

export function meta({ matches }: Route.MetaArgs) {
  const origin = (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url;
  const image = getImage(home.hero.slides[0]!.image);
  return pageMeta({
    title: home.seo.title,
    description: home.seo.description,
    path: "/",
    origin,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      name: "Retreatly",
      url: origin,
      description: home.seo.description,
      areaServed: "IN",
    },
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
      <Testimonials content={home.testimonials} />
    </main>
  );
}
