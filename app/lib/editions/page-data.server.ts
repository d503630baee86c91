import { retreatPath } from "~/content/retreats/display";
import type { RetreatContent } from "~/content/retreats/schema";
import { getSite } from "~/content/site.server";
import { iconsFor } from "~/lib/icons/content-icons.server";
import { imagesFor } from "~/lib/images.server";
import { breadcrumbJsonLd, retreatEventJsonLd } from "~/lib/structured-data.server";
import { waitlistChoicesOf, type Catalogue } from "./catalogue.server";
import type { Edition } from "./schema";
import { buildEditionPage, withMoments } from "./view";
import { getDb } from "~/lib/db/db.server";
import { proofView } from "~/lib/proof/proof.server";
import { momentSlots } from "~/lib/photos/slots.server";

/** What the page renders, for this route and the admin's preview of a draft. */
export async function editionPageData(content: RetreatContent, edition: Edition, catalogue: Catalogue, { preview = false } = {}) {
  const page = buildEditionPage(content, edition, catalogue.today, catalogue.editions, {
    preview,
    nextSeason: catalogue.nextSeason[content.id],
    choices: waitlistChoicesOf(catalogue),
  });
  // Once it has taken place: its guests' words, and the photographs of these dates the organiser
  // uploaded (imagesFor names only the slots that have one).
  const past = page.status === "past";
  const [recap, moments] = past ? await Promise.all([recapOf(content.id, edition), imagesFor(momentSlots(edition.slug))]) : [[], {}];
  const retreat = withMoments(page.retreat, Object.keys(moments));
  const images = await imagesFor(retreat, recap);
  const site = getSite();
  const listing = past ? { name: "Past Retreats", path: "/past-retreats" } : { name: "Upcoming Retreats", path: "/upcoming-retreats" };
  // JSON-LD is built here, on the server, so its code stays out of the page's JavaScript.
  const jsonLd = [
    retreatEventJsonLd(retreat, site, images[retreat.hero.image]?.og, page),
    breadcrumbJsonLd(site.url, [{ name: "Home", path: "/" }, listing, { name: retreat.name, path: retreatPath(retreat.slug) }]),
  ];
  return { retreat, notice: page.notice, recap, preview, images, icons: iconsFor(retreat), jsonLd };
}

/** The testimonials of guests of this retreat in the months the edition ran. */
async function recapOf(retreat: string, edition: Edition) {
  const { testimonials } = await proofView(await getDb());
  const [from, to] = [edition.start.slice(0, 7), edition.end.slice(0, 7)];
  return testimonials
    .filter((t) => t.retreatId === retreat && t.monthKey !== null && t.monthKey >= from && t.monthKey <= to);
}

