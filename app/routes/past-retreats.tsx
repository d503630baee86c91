import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/past-retreats";
import { PageHero } from "~/components/page/page-hero";
import { PastRetreatList } from "~/components/sections/past-retreat-list";
import { RetreatCardGrid } from "~/components/sections/retreat-card";
import { requestCatalogue, pastPairs } from "~/lib/editions/catalogue.server";
import { retreatCard } from "~/lib/editions/view";
import { SectionHeading, SectionShell } from "~/components/sections/section-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { pastPage, pastRetreats } from "~/content/past-retreats";
import { defaultSite } from "~/content/site";
import { findImage } from "~/lib/images";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

export async function loader({ context }: Route.LoaderArgs) {
  // Editions that have ended move here by themselves, newest first, above the spec's highlights.
  const catalogue = await requestCatalogue(context);
  const editions = pastPairs(catalogue).map((p) => retreatCard(p.content, p.edition, catalogue.today, "past"));
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = breadcrumbJsonLd(getSite().url, [
    { name: "Home", path: "/" },
    { name: "Past Retreats", path: "/past-retreats" },
  ]);
  return { editions, images: await imagesFor(pastPage, pastRetreats, editions), jsonLd };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const origin = (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url ?? defaultSite.url;
  const image = findImage(matches, pastPage.hero.image);
  return pageMeta({
    ...pastPage.seo,
    path: "/past-retreats",
    origin,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData?.jsonLd,
  });
}

export default function PastRetreats({ loaderData }: Route.ComponentProps) {
  const { hero } = pastPage;
  return (
    <main id="main">
      <PageHero imageId={hero.image} eyebrow={hero.eyebrow} title={hero.title} intro={hero.subtitle} />
      {loaderData.editions.length ? (
        <SectionShell id="recent" labelledBy="recent-title">
          <SectionHeading id="recent-title" eyebrow="Recently" title="Retreats that have taken place" />
          <RetreatCardGrid cards={loaderData.editions} layout="pairs" testId="past-editions" className="mt-10 md:mt-12" />
        </SectionShell>
      ) : null}
      <SectionShell id="past" tone="linen" labelledBy={loaderData.editions.length ? "past-title" : undefined}>
        {/* Alone on the page (the spec's day) the hero heads these; below the recent ones they need their own heading. */}
        {loaderData.editions.length ? (
          <SectionHeading id="past-title" {...pastPage.earlier} intro={pastPage.intro} className="mb-10 md:mb-14" />
        ) : (
          <p className="mb-10 max-w-2xl text-lg leading-relaxed text-ink-soft md:mb-14">{pastPage.intro}</p>
        )}
        <PastRetreatList retreats={pastRetreats} />
        <div className="mt-14 flex flex-col items-start gap-4 md:mt-20 md:flex-row md:items-center md:justify-between">
          <p className="font-display text-2xl md:text-3xl">Ready to make new memories?</p>
          <Link to={pastPage.cta.to} className={buttonVariants({ size: "lg" })}>
            {pastPage.cta.label}
            <ArrowRight aria-hidden />
          </Link>
        </div>
      </SectionShell>
    </main>
  );
}
