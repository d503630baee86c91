import { data } from "react-router";
import type { Route } from "./+types/retreat";
import { RetreatPage } from "~/components/sections/retreat-sections";
import { retreatPath } from "~/content/retreats/display";
import { defaultSite, type Site } from "~/content/site";
import { contentForEdition, requestCatalogue } from "~/lib/editions/catalogue.server";
import { editionPageData } from "~/lib/editions/page-data.server";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { formHeaders } from "~/lib/forms/headers";
import { findImage } from "~/lib/images";
import { pageMeta } from "~/lib/meta";

/**
 * One route for every retreat edition (STYLE.md §2, ADR 028): the edition at this URL, read
 * from the database on each request, with its retreat's published story, as it stands today.
 * A hidden edition (a draft) is a 404 here; the admin previews it under /admin/retreats.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = await requestCatalogue(context);
  const edition = catalogue.editions.find((e) => e.slug === params.slug);
  const content = edition && contentForEdition(catalogue, edition);
  // The root ErrorBoundary renders the not-found page for this.
  if (!edition || !content || edition.state === "hidden") throw data(null, { status: 404 });
  return editionPageData(content, edition, catalogue);
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
  const tags = pageMeta({
    title: retreat.seo.title,
    description: retreat.seo.description,
    path: retreatPath(retreat.slug),
    origin: site.url,
    image: image?.og,
    imageAlt: image?.alt,
    jsonLd: loaderData.jsonLd,
  });
  return tags;
}

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <RetreatPage retreat={loaderData.retreat} notice={loaderData.notice} recap={loaderData.recap} />
    </main>
  );
}
