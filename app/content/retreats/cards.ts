/**
 * The retreat cards of the home page and /upcoming-retreats, derived from the retreat data so a
 * date or status changes in one place only. Only those pages' loaders import this: the pages
 * get the cards as loader data, not the four retreats' whole files in their bundle.
 */
import { HOME_CARD_COUNT, type HomeRetreatCard } from "../home";
import { retreatPath, STATUS_BUTTON } from "./display";
import { retreats } from "./index";

export const homeCards: HomeRetreatCard[] = retreats.slice(0, HOME_CARD_COUNT).map((r) => ({
  location: r.location.name,
  description: r.card.homeDescription,
  dates: r.dates.display,
  status: r.status,
  buttonText: STATUS_BUTTON[r.status].text,
  image: r.card.image,
  route: retreatPath(r.slug),
}));

/** SPEC §3 upcoming card: id, title, dates, description, image, link. */
export const upcomingCards = retreats.map((r) => ({
  id: r.slug,
  title: r.card.title,
  dates: r.card.dates,
  description: r.card.description,
  image: r.card.image,
  link: retreatPath(r.slug),
  status: r.status,
  location: `${r.location.locality}, ${r.location.country}`,
}));
