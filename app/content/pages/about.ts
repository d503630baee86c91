import type { Feature, HeroContent, Quote, SeoContent } from "./types";

export const aboutSeo: SeoContent = {
  title: "About Us",
  description:
    "Retreatly curates small-group yoga and wellness retreats in Goa, the Maldives, Bali and Morocco: intimate groups, grounded luxury, travel that brings you home.",
};

export const aboutHero: HeroContent = {
  eyebrow: "About Us",
  title: "Travel should transform you",
  intro:
    "We are a small team from Gurgaon who believe the best journeys do more than fill a week. They return you to yourself: slower, lighter and a little braver.",
  imageId: "page/about",
};

export const aboutStory = {
  eyebrow: "Our story",
  title: "It began with one sunrise in Goa",
  imageId: "page/about-story",
  paragraphs: [
    "Retreatly started with twelve friends, a rented villa near the sea and a simple idea: what if a holiday gave you as much as it gave your camera roll? We practised at dawn, ate slowly, talked late and went home changed in ways none of us expected.",
    "Those friends told their friends. Within a year we were planning retreats for people we had never met, and we found that what made that first week special was easy to lose and worth protecting: a small circle, a beautiful place chosen with care, and days with enough space in them to breathe.",
    "Today we curate a handful of retreats a year in Goa, the Maldives, Bali and Morocco. We visit every venue ourselves, we know every teacher personally, and we keep our groups small, because that is where the magic has always been.",
  ],
};

export const aboutDifferentiators = {
  eyebrow: "What makes us different",
  title: "Four promises we keep on every retreat",
  items: [
    {
      icon: "users",
      title: "Intimate Groups",
      text: "Most retreats welcome 10-20 guests. Small enough that teachers know your name and your practice, and the group becomes a circle rather than a crowd.",
    },
    {
      icon: "gem",
      title: "Grounded Luxury",
      text: "Beautiful, comfortable places with real character: oceanfront rooms, riads and jungle villas. Luxury that feels warm and unhurried, never showy.",
    },
    {
      icon: "compass",
      title: "Yoga Meets Travel",
      text: "Morning practice on the sand, then surfing, snorkelling, markets and golden hour walks. You come home rested and you come home having truly seen a place.",
    },
    {
      icon: "hand-heart",
      title: "Conscious Giving",
      text: "A part of every booking supports a local cause where we travel, from beach clean-ups to community kitchens, and we choose partners who treat their people and land with care.",
    },
  ] satisfies Feature[],
};

export const aboutFounderTeaser = {
  eyebrow: "The person behind it",
  title: "Meet our founder",
  body: "A yoga teacher and retreat curator, Aanya has spent over a decade learning what helps people truly rest. She leads or personally oversees every Retreatly retreat, and she would love to tell you why she started.",
  cta: "Read her letter",
  imageId: "people/founder",
};

export const aboutQuote: Quote = {
  text: "Not just a getaway. A return to yourself.",
  attribution: "Aanya Mehra",
  role: "Founder, Retreatly",
};
