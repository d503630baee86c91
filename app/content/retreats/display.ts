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

/**
 * A section with nothing in it to show: the organiser emptied its cards, questions or pictures,
 * which RetreatSchema allows for the sections a page can do without (highlights, what to expect,
 * at a glance, the retreat's questions, the gallery). The page then leaves it out, heading and all.
 */
export function isEmptySection(section: object): boolean {
  for (const list of ["cards", "items", "images"])
    if (list in section) return (section as Record<string, readonly unknown[]>)[list]!.length === 0;
  return false;
}
