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
export const isTestimonialSlot = (id: string) => TESTIMONIAL_SLOT.test(id);

export function getSlot(id: string): Slot | undefined {
  return slots.find((s) => s.id === id) ?? (isTestimonialSlot(id) ? { id, kind: "person", alt: "A guest's portrait" } : undefined);
}

/** The admin's groups: heroes, the retreats' stay pictures, the past retreats' galleries, people. */
export function slotGroup(slot: Slot): "Heroes" | "Stays" | "Galleries" | "People" {
  if (slot.kind === "hero") return "Heroes";
  if (slot.kind === "person") return "People";
  return slot.id.includes("/stay") ? "Stays" : "Galleries";
}
