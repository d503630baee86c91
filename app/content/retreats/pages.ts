/**
 * Copy for /upcoming-retreats: its hero, and what it says when no edition is upcoming (its cards
 * and the season come from the editions, app/lib/editions). {season} is "2025-2026", {list}
 * "Goa in December 2025, the Maldives in February 2026 and ...".
 */
export const upcomingPage = {
  seo: {
    title: "Upcoming Retreats",
    description: "Our upcoming small-group yoga and wellness retreats: {list}.",
    emptyDescription:
      "New dates for our small-group yoga and wellness retreats in Goa, the Maldives, Bali and Morocco are being set. Join a waitlist or our letters to hear first.",
  },
  hero: {
    image: "page/upcoming",
    eyebrow: "{season} season",
    emptyEyebrow: "The next season",
    title: "Upcoming Retreats",
    subtitle: "Journeys for a small group, each in its own place. Find the one that calls you.",
  },
  intro: "Dates, places and what each retreat holds. Open any retreat to see its itinerary, stay and pricing.",
  /** The hero button scrolls down to the cards. */
  explore: { label: "Explore All Retreats", to: "#retreats" },
  /** With no edition to book: each retreat's next season, and its waitlist. */
  empty: {
    subtitle: "Journeys for a small group, each in its own place. The next season is being planned: join a waitlist to hear first.",
    explore: "See the next season",
    title: "Our next season is being planned",
    text: "Every retreat on our calendar has taken place, and we are choosing the dates for the next ones with care. Each retreat below says when it usually runs: join its waitlist, and you will hear before anyone else.",
  },
} as const;
