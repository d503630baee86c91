import { data } from "react-router";
import type { Route } from "./+types/retreat";
import { RetreatPage } from "~/components/sections/retreat-sections";
import { getRetreat } from "~/content/retreats";
import { retreatPath } from "~/content/retreats/display";
import { defaultSite, type Site } from "~/content/site";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { findImage } from "~/lib/images";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd, retreatEventJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

/** One route for every retreat (STYLE.md §2): the data file decides what the page shows. */
export function loader({ params }: Route.LoaderArgs) {
  const retreat = getRetreat(params.slug);
  // The root ErrorBoundary renders the not-found page for this.
  if (!retreat) throw data(null, { status: 404 });
  const images = imagesFor(retreat);
  const site = getSite();
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = [
    retreatEventJsonLd(retreat, site, images[retreat.hero.image]?.og),
    breadcrumbJsonLd(site.url, [
      { name: "Home", path: "/" },
      { name: "Upcoming Retreats", path: "/upcoming-retreats" },
      { name: retreat.name, path: retreatPath(retreat.slug) },
    ]),
  ];
  return { retreat, images, icons: iconsFor(retreat), jsonLd };
}

// The brochure and waitlist forms post to the page they sit on.
export const action = formAction;
export const clientAction = formClientAction;
// A 429 tells the client when to try again (Retry-After).
export const headers = formHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found | Retreatly" }];
  const { retreat } = loaderData;
  const site = (matches.find((m) => m?.id === "root")?.data as { site?: Site } | undefined)?.site ?? defaultSite;
  const image = findImage(matches, retreat.hero.image);
  return pageMeta({
    title: retreat.seo.title,
    description: retreat.seo.description,
    path: retreatPath(retreat.slug),
    origin: site.url,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData.jsonLd,
  });
}

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <RetreatPage retreat={loaderData.retreat} />
    </main>
  );
}
