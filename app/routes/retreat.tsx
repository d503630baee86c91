import { data } from "react-router";
import type { Route } from "./+types/retreat";
import { RetreatPage } from "~/components/sections/retreat-sections";
import { getRetreatContent } from "~/content/retreats";
import { retreatPath } from "~/content/retreats/display";
import { defaultSite, type Site } from "~/content/site";
import { NO_STORE, getAdmin } from "~/lib/admin/auth.server";
import { getDb } from "~/lib/db/db.server";
import { loadCatalogue } from "~/lib/editions/catalogue.server";
import { buildEditionPage } from "~/lib/editions/view";
import { formAction } from "~/lib/forms/form-action.server";
import { formClientAction } from "~/lib/forms/client-action";
import { findImage } from "~/lib/images";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { pageMeta } from "~/lib/meta";
import { breadcrumbJsonLd, retreatEventJsonLd } from "~/lib/structured-data.server";
import { getSite } from "~/content/site.server";

/**
 * One route for every retreat edition (STYLE.md §2, ADR 028): the edition at this URL, read
 * from the database on each request, with its retreat's content file, as it stands today.
 * A hidden edition (a draft) is a 404, except for the signed-in admin, who sees its preview.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await getDb();
  const catalogue = await loadCatalogue(db);
  const edition = catalogue.editions.find((e) => e.slug === params.slug);
  const content = edition && getRetreatContent(edition.retreat);
  // The root ErrorBoundary renders the not-found page for this.
  if (!edition || !content) throw data(null, { status: 404 });
  const preview = edition.state === "hidden";
  if (preview && (await getAdmin(request, db)).status !== "unlocked") throw data(null, { status: 404, headers: NO_STORE });
  const page = buildEditionPage(content, edition, catalogue.today, catalogue.editions, { preview });
  const { retreat } = page;
  const images = imagesFor(retreat);
  const site = getSite();
  const listing = page.status === "past" ? { name: "Past Retreats", path: "/past-retreats" } : { name: "Upcoming Retreats", path: "/upcoming-retreats" };
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = [
    retreatEventJsonLd(retreat, site, images[retreat.hero.image]?.og, page),
    breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, listing, { name: retreat.name, path: retreatPath(retreat.slug) }]),
  ];
  return data(
    { retreat, notice: page.notice, preview, images, icons: iconsFor(retreat), jsonLd },
    // A draft's preview is the admin's alone: never stored by a cache.
    preview ? { headers: NO_STORE } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// The brochure and waitlist forms post to the page they sit on.
export const action = formAction;
export const clientAction = formClientAction;

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
  return loaderData.preview ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
}

export default function RetreatRoute({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <RetreatPage retreat={loaderData.retreat} notice={loaderData.notice} preview={loaderData.preview} />
    </main>
  );
}
