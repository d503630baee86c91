/** Copy for /upcoming-retreats: its hero and the cards built from the retreat data. */
import { retreatPath, retreats } from "./index";

export const upcomingPage = {
  seo: {
    title: "Upcoming Retreats",
    description:
      "Our upcoming small-group yoga and wellness retreats: Goa in December 2025, the Maldives in February 2026, Bali in June 2026 and Morocco in October 2026.",
  },
  hero: {
    image: "page/upcoming",
    eyebrow: "2025-2026 season",
    title: "Upcoming Retreats",
    subtitle: "Four journeys, each for a small group. Find the one that calls you.",
  },
  intro: "Dates, places and what each retreat holds. Open any retreat to see its itinerary, stay and pricing.",
  /** The hero button scrolls down to the cards. */
  explore: { label: "Explore All Retreats", to: "#retreats" },
} as const;

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
