/** Past retreats shown on /past-retreats, newest last as on the page; checked by ../check.server.ts. */
import type { PastRetreat } from "../retreats/schema";
import { bali2025 } from "./bali-2025";
import { goa2023 } from "./goa-2023";

export const pastRetreats: readonly PastRetreat[] = [goa2023, bali2025];

export const pastPage = {
  seo: {
    title: "Past Retreats",
    description:
      "Moments from our past yoga retreats in Goa (December 2023) and Bali (June 2025). See the highlights, then find your place on an upcoming retreat.",
  },
  hero: {
    image: "page/past",
    eyebrow: "Looking back",
    title: "Past Retreats",
    subtitle: "Sunrises, circles and friendships that began on the mat.",
  },
  intro: "Open a retreat to see its highlights. Tap any picture to view it larger.",
  /** The heading of these retreats once the editions that have taken place are listed above them. */
  earlier: { eyebrow: "Where it began", title: "Our first retreats, in pictures" },
  cta: { label: "See Upcoming Retreats", to: "/upcoming-retreats" },
} as const;
