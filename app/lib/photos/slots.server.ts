import catalog from "../../../images/catalog.json";
import type { Kind } from "../image-variants.mjs";

/** A picture slot of images/catalog.json: what pages pass to <Picture id>. */
export interface Slot {
  id: string;
  kind: Kind;
  alt: string;
}

const slots: Slot[] = (catalog.images as { id: string; kind: string; alt: string }[]).map(({ id, kind, alt }) => ({ id, kind: kind as Kind, alt }));

export function listSlots(): Slot[] {
  return slots;
}

/**
 * A testimonial's portrait (app/lib/proof): each testimonial has a slot of its own, outside the
 * catalogue and with no drawing behind it; the testimonial shows without a picture until the
 * organiser uploads one.
 */
const TESTIMONIAL_SLOT = /^testimonials\/[1-9]\d{0,8}$/;
export const testimonialSlot = (id: number) => `testimonials/${id}`;
const isTestimonialSlot = (id: string) => TESTIMONIAL_SLOT.test(id);

/**
 * An edition's own photographs, for its page once it has taken place ("Moments from 18-21
 * December 2025"): MOMENTS slots each, outside the catalogue and with no drawing behind them.
 */
const MOMENTS = 6;
const MOMENT_SLOT = new RegExp(`^moments/[a-z0-9-]+/[1-${MOMENTS}]$`);
export const momentSlots = (edition: string) => Array.from({ length: MOMENTS }, (_, i) => `moments/${edition}/${i + 1}`);
const isMomentSlot = (id: string) => MOMENT_SLOT.test(id);

/**
 * A retreat made in the admin (app/lib/retreats) has slots of its own, outside the catalogue:
 * its hero, its card and up to eight gallery pictures, each a placeholder until uploaded.
 */
const STORY_SLOT = /^([a-z0-9]+(?:-[a-z0-9]+)*)-story\/(hero|card|gallery-[1-8])$/;
export const storySlots = (retreat: string) => ["hero", "card", ...Array.from({ length: 8 }, (_, i) => `gallery-${i + 1}`)].map((n) => `${retreat}-story/${n}`);

/** A slot of the organiser's own with nothing drawn behind it, and where the admin reaches it from. */
export function ownSlotHome(id: string): { to: string; label: string } | null {
  const story = STORY_SLOT.exec(id);
  if (story) return { to: `/admin/retreats/story/${story[1]}`, label: "The retreat's story" };
  if (isTestimonialSlot(id)) return { to: "/admin/proof#testimonial", label: "Reviews and press" };
  if (isMomentSlot(id)) return { to: `/admin/retreats/${id.split("/")[1]}`, label: "The edition" };
  return null;
}

export function getSlot(id: string): Slot | undefined {
  return (
    slots.find((s) => s.id === id) ??
    (isTestimonialSlot(id) ? { id, kind: "person", alt: "A guest's portrait" } : isMomentSlot(id) ? { id, kind: "card", alt: "A moment from the retreat" } : undefined)
  );
}

/** The admin's groups: heroes, the retreats' stay pictures, the past retreats' galleries, people. */
export function slotGroup(slot: Slot): "Heroes" | "Stays" | "Galleries" | "People" {
  if (slot.kind === "hero") return "Heroes";
  if (slot.kind === "person") return "People";
  return slot.id.includes("/stay") ? "Stays" : "Galleries";
}
