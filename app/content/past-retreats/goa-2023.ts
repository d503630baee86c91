import type { PastRetreat } from "../retreats/schema";

export const goa2023 = {
  slug: "goa-2023",
  title: "Goa Yoga Retreat",
  dates: "December 2023",
  location: "Goa, India",
  description:
    "Our very first retreat: twelve guests, four days of sunrise yoga on Ashwem beach, long lunches in the shade and a bonfire on the last night that nobody wanted to end.",
  cover: "goa-2023/highlight-1",
  // The gallery under the card: the cover is already above it, so it is not shown again.
  images: [
    "goa-2023/highlight-2",
    "goa-2023/highlight-3",
    "goa-2023/highlight-4",
    "goa-2023/highlight-5",
    "goa-2023/highlight-6",
  ],
} satisfies PastRetreat;
