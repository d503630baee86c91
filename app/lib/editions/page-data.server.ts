import { retreatPath } from "~/content/retreats/display";
import type { RetreatContent, Section } from "~/content/retreats/schema";
import { getSite } from "~/content/site.server";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { breadcrumbJsonLd, retreatEventJsonLd } from "~/lib/structured-data.server";
import type { Catalogue } from "./catalogue.server";
import type { Edition } from "./schema";
import { buildEditionPage } from "./view";
import { getDb } from "~/lib/db/db.server";
import { proofView } from "~/lib/proof/proof.server";
import { photoOverrides } from "~/lib/photos/overrides.server";
import { momentSlots } from "~/lib/photos/slots.server";

/** What the page renders, for this route and the admin's preview of a draft. */
export async function editionPageData(content: RetreatContent, edition: Edition, catalogue: Catalogue, { preview = false } = {}) {
  const page = buildEditionPage(content, edition, catalogue.today, catalogue.editions, { preview, nextSeason: catalogue.nextSeason[content.id] });
  const { retreat } = page;
  const images = await imagesFor(retreat);
  const site = getSite();
  const listing = page.status === "past" ? { name: "Past Retreats", path: "/past-retreats" } : { name: "Upcoming Retreats", path: "/upcoming-retreats" };
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = [
    retreatEventJsonLd(retreat, site, images[retreat.hero.image]?.og, page),
    breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, listing, { name: retreat.name, path: retreatPath(retreat.slug) }]),
  ];
  const recap = page.status === "past" ? await recapOf(content.id, edition) : [];
  // Once it has taken place, the edition's own photographs, uploaded by the organiser, lead its story.
  const photos = await photoOverrides();
  const moments = page.status === "past" ? momentSlots(edition.slug).filter((id) => photos.has(id)) : [];
  const sections: Section[] = moments.length
    ? [
        ...retreat.sections.slice(0, 1),
        { type: "gallery", id: "moments", eyebrow: "Looking back", title: `Moments from ${retreat.dates.display}`, intro: "Photographs from these dates. Tap a picture to see it larger.", display: "grid", images: moments },
        ...retreat.sections.slice(1),
      ]
    : retreat.sections;
  return {
    retreat: { ...retreat, sections },
    notice: page.notice,
    recap,
    preview,
    images: { ...images, ...(await imagesFor(recap, moments)) },
    icons: iconsFor(retreat),
    jsonLd,
  };
}

/** The testimonials of guests of this retreat in the months the edition ran. */
async function recapOf(retreat: string, edition: Edition) {
  const { testimonials } = await proofView(await getDb());
  const [from, to] = [edition.start.slice(0, 7), edition.end.slice(0, 7)];
  return testimonials
    .filter((t) => t.retreatId === retreat && t.monthKey !== null && t.monthKey >= from && t.monthKey <= to);
}

