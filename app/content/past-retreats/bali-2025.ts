import type { PastRetreat } from "../retreats/schema";

export const bali2025 = {
  slug: "bali-2025",
  title: "Bali Yoga Retreat",
  dates: "June 2025",
  location: "Ubud, Bali",
  description:
    "Five days in Ubud among rice terraces and temple springs: jungle yoga at dawn, a water blessing at Tirta Empul and evenings of Balinese food and quiet conversation.",
  cover: "bali-2025/highlight-1",
  // The gallery under the card: the cover is already above it, so it is not shown again.
  images: [
    "bali-2025/highlight-2",
    "bali-2025/highlight-3",
    "bali-2025/highlight-4",
    "bali-2025/highlight-5",
    "bali-2025/highlight-6",
    "bali-2025/highlight-7",
  ],
} satisfies PastRetreat;
