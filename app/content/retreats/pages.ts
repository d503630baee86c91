/** Copy for /upcoming-retreats: its hero (its cards are built from the retreat data in ./cards.ts). */

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
