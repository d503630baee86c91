import { data } from "react-router";
import type { Route } from "./+types/retreat";
import { RetreatPage } from "~/components/sections/retreat-sections";
import { getRetreat, retreatPath } from "~/content/retreats";
import type { Retreat } from "~/content/retreats/schema";
import { defaultSite } from "~/content/site";
import { formAction } from "~/lib/forms/form-action.server";
import { getImage } from "~/lib/images";
import { pageMeta } from "~/lib/meta";

/** One route for every retreat (STYLE.md §2): the data file decides what the page shows. */
export function loader({ params }: Route.LoaderArgs) {
  const retreat = getRetreat(params.slug);
  // The root ErrorBoundary renders the not-found page for this.
  if (!retreat) throw data(null, { status: 404 });
  return { retreat };
}

// The brochure and waitlist forms post to the page they sit on.
export const action = formAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found | Retreatly" }];
  const { retreat } = loaderData;
  const origin = (matches.find((m) => m?.id === "root")?.data as { site?: { url: string } } | undefined)?.site?.url;
  const image = getImage(retreat.hero.image);
  return pageMeta({
    title: retreat.seo.title,
    description: retreat.seo.description,
    path: retreatPath(retreat.slug),
    origin,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: retreatJsonLd(retreat, origin ?? defaultSite.url, image?.og),
  });
}

/** schema.org Event for the retreat: dates, place, and the price when it is published. */
function retreatJsonLd(retreat: Retreat, origin: string, image?: string) {
  const base = origin.replace(/\/$/, "");
  const url = base + retreatPath(retreat.slug);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: retreat.name,
    description: retreat.seo.description,
    startDate: retreat.dates.start,
    endDate: retreat.dates.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url,
    ...(image ? { image: image.startsWith("http") ? image : base + image } : {}),
    location: {
      "@type": "Place",
      name: retreat.location.locality,
      address: {
        "@type": "PostalAddress",
        addressLocality: retreat.location.locality,
        ...(retreat.location.region ? { addressRegion: retreat.location.region } : {}),
        addressCountry: retreat.location.country,
      },
    },
    organizer: { "@type": "Organization", name: defaultSite.name, url: base },
    ...(retreat.priceInr
      ? {
          offers: {
            "@type": "Offer",
            price: retreat.priceInr,
            priceCurrency: "INR",
            availability: retreat.status === "available" ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
            url,
          },
        }
      : {}),
  };
}

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <RetreatPage retreat={loaderData.retreat} />
    </main>
  );
}
