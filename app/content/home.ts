/**
 * Home page content (SPEC §2 Home, §3 entities, §9 constants). Its retreat cards are the next
 * editions (app/lib/editions), so a date or status changes in one place only.
 */
import type { HomeContent } from "./home-schema";

export const HERO_INTERVAL_MS = 5000;
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const HOME_CARD_COUNT = 4;

export type { HomeContent };

export const home: HomeContent = {
  seo: {
    title: "Retreatly | Curated small-group yoga and wellness retreats",
    description:
      "Intimate yoga and wellness retreats in Goa, the Maldives, Bali and Morocco. Small groups, grounded luxury and travel that brings you back to yourself.",
  },
  hero: {
    eyebrow: "Curated wellness retreats",
    title: "Travel that brings you home to yourself",
    subtitle: "Small-group yoga and wellness journeys to Goa, the Maldives, Bali and Morocco.",
    cta: { label: "Explore Our Retreats", to: "/upcoming-retreats" },
    slides: [{ image: "home/hero-1" }, { image: "home/hero-2" }, { image: "home/hero-3" }],
  },
  intro: {
    title: "Not just a getaway, a return to yourself",
    paragraphs: [
      "We believe travel should change you a little. Not with a packed itinerary, but with space: to breathe, to move, to sit with the sea or the mountains until your own thoughts come back.",
      "Every Retreatly journey is small, carefully planned and led by teachers who know the place. You simply arrive, and we take care of the rest.",
    ],
  },
  why: {
    title: "Why Retreatly",
    intro: "Three promises we keep on every retreat.",
    points: [
      {
        icon: "users",
        title: "Intimate Group Sizes",
        text: "Most retreats hold 10-20 guests, so every teacher knows your name and every practice meets you where you are.",
      },
      {
        icon: "compass",
        title: "Wellness Meets Travel",
        text: "Yoga and meditation woven into real places: a surf lesson in Goa, a reef in the Maldives, a temple spring in Bali.",
      },
      {
        icon: "leaf",
        title: "Grounded Luxury",
        text: "Beautiful, comfortable stays chosen for their calm and their care, never for showing off.",
      },
    ],
  },
  retreatsSection: {
    title: "Upcoming Retreats",
    intro: "Small groups in chosen places, for the season ahead. Book your place, or join a waitlist to hear first.",
    /** With no edition to book: each retreat's next season takes its card. */
    nextTitle: "The Next Season",
    empty: "Every retreat of the past season has taken place, and the next one is being planned. Each retreat says when it usually runs: join its waitlist to hear first.",
  },
  facilitators: {
    eyebrow: "Your guides",
    title: "Held by people who care",
    intro: "Each retreat is led by our founder, with guest experts who bring their own craft to the circle.",
    people: [
      {
        name: "Aanya Mehra",
        role: "Founder, yoga teacher and retreat curator",
        bio: "A 500-hour certified teacher who left a career in consulting to build the retreats she wished she could find: small, warm and unhurried.",
        image: "people/founder",
      },
      {
        name: "Kabir Sethi",
        role: "Guest expert, photography workshops",
        bio: "A travel photographer who teaches you to slow down and see light, so the pictures you take home hold how the place felt.",
        image: "people/guest-expert",
      },
    ],
    cta: { label: "Meet Our Founder", to: "/meet-our-founder" },
  },
  pastTeaser: {
    eyebrow: "Looking back",
    title: "Moments from past retreats",
    text: "Sunrise practice on Ashwem beach in 2023, temple springs and rice terraces in Ubud in 2025. A glimpse of what a few days together can hold.",
    images: ["goa-2023/highlight-2", "bali-2025/highlight-3", "goa-2023/highlight-5"],
    cta: { label: "See Past Retreats", to: "/past-retreats" },
  },
  testimonials: {
    title: "From the Heart: Retreat Experiences",
    closing: "Join our next retreat and travel with intention.",
  },
};
