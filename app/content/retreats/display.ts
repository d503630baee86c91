/** How retreat data is shown: zod-free helpers the pages import (./schema holds the schemas). */
import type { RetreatStatus } from "./schema";

export function retreatPath(slug: string) {
  return `/retreats/${slug}`;
}

/** Cards on the home page and /upcoming-retreats: what the status means for the button. */
export const STATUS_BUTTON: Record<RetreatStatus, { text: "Book Now" | "Join Waitlist"; variant: "primary" | "outline"; badge: string }> = {
  available: { text: "Book Now", variant: "primary", badge: "Now booking" },
  waitlist: { text: "Join Waitlist", variant: "outline", badge: "Waitlist open" },
  "coming-soon": { text: "Join Waitlist", variant: "outline", badge: "Coming soon" },
};
