import type { Route } from "./+types/upcoming-retreats";
import { PageHero } from "~/components/page/page-hero";
import { RetreatCard } from "~/components/sections/retreat-card";
import { SectionShell } from "~/components/sections/section-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { upcomingCards } from "~/content/retreats/cards";
import { upcomingPage } from "~/content/retreats/pages";
import { defaultSite } from "~/content/site";
import { findImage } from "~/lib/images";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export function loader() {
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = breadcrumbJsonLd(getSite().url, [
    { name: "Home", path: "/" },
    { name: "Upcoming Retreats", path: "/upcoming-retreats" },
  ]);
  return { cards: upcomingCards, images: imagesFor(upcomingPage, upcomingCards), jsonLd };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url ?? defaultSite.url;
  const image = findImage(matches, upcomingPage.hero.image);
  return pageMeta({
    ...upcomingPage.seo,
    path: "/upcoming-retreats",
    origin,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData?.jsonLd,
  });
}

export default function UpcomingRetreats({ loaderData }: Route.ComponentProps) {
  const { hero } = upcomingPage;
  return (
    <main id="main">
      <PageHero imageId={hero.image} eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle}>
        <a href={upcomingPage.explore.to} className={buttonVariants({ size: "lg" })}>
          {upcomingPage.explore.label}
        </a>
      </PageHero>
      <SectionShell id="retreats" labelledBy="retreats-title">
        <h2 id="retreats-title" className="sr-only">
          Retreats
        </h2>
        <p className="max-w-2xl text-lg leading-relaxed text-ink-soft">{upcomingPage.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 md:mt-12 md:gap-8" data-testid="upcoming-cards">
          {loaderData.cards.map((c, i) => (
            <li key={c.id}>
              <RetreatCard
                title={c.title}
                dates={c.dates}
                description={c.description}
                image={c.image}
                to={c.link}
                status={c.status}
                action="details"
                index={i % 2}
              />
            </li>
          ))}
        </ul>
      </SectionShell>
    </main>
  );
}
