/**
 * The shape of the home page copy (home.ts), checked at server start and in the unit tests
 * (check.server.ts) rather than when the page loads, so zod is not part of the home page's bundle.
 */
import { z } from "zod";
import { ImageIdSchema, IconNameSchema } from "./retreats/schema";

export const HomeSchema = z.object({
  seo: z.object({ title: z.string().min(1), description: z.string().min(50).max(170) }),
  hero: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    subtitle: z.string().min(1),
    cta: z.object({ label: z.literal("Explore Our Retreats"), to: z.literal("/upcoming-retreats") }),
    /** SPEC §3 hero slide: image and alt. Alt comes from the image catalogue via <Picture>. */
    slides: z.array(z.object({ image: ImageIdSchema })).length(3),
  }),
  intro: z.object({ title: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) }),
  why: z.object({
    title: z.string().min(1),
    intro: z.string().min(1),
    points: z.array(z.object({ icon: IconNameSchema, title: z.string().min(1), text: z.string().min(1) })).length(3),
  }),
  /** `empty`: said instead of the cards when no edition is upcoming. */
  retreatsSection: z.object({ title: z.string().min(1), intro: z.string().min(1), nextTitle: z.string().min(1), empty: z.string().min(1) }),
  facilitators: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    intro: z.string().min(1),
    people: z
      .array(z.object({ name: z.string().min(1), role: z.string().min(1), bio: z.string().min(1), image: ImageIdSchema }))
      .min(1),
    cta: z.object({ label: z.string().min(1), to: z.literal("/meet-our-founder") }),
  }),
  pastTeaser: z.object({
    eyebrow: z.string().min(1),
    title: z.string().min(1),
    text: z.string().min(1),
    images: z.array(ImageIdSchema).length(3),
    cta: z.object({ label: z.string().min(1), to: z.literal("/past-retreats") }),
  }),
  testimonials: z.object({
    title: z.literal("From the Heart: Retreat Experiences"),
    closing: z.literal("Join our next retreat and travel with intention."),
  }),
});
export type HomeContent = z.infer<typeof HomeSchema>;
