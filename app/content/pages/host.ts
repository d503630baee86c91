import type { Feature, HeroContent, SeoContent, Step } from "./types";

export const hostSeo: SeoContent = {
  title: "Host a Retreat",
  description:
    "Yoga teachers and wellness facilitators: host your own retreat with Retreatly. We take care of venues, logistics and bookings; you focus on your guests.",
};

export const hostHero: HeroContent = {
  eyebrow: "Host a Retreat",
  title: "You hold the space. We hold everything else.",
  intro:
    "For yoga teachers, wellness practitioners and facilitators who dream of leading a retreat without spending months on spreadsheets, contracts and transfers.",
  imageId: "page/host",
};

export const hostBenefits = {
  eyebrow: "Why host with us",
  title: "Everything you need to lead with ease",
  items: [
    {
      icon: "map",
      title: "Handpicked Venues",
      text: "Places we know well in Goa, the Maldives, Bali and Morocco, with shalas, kitchens and rooms that suit a small group.",
    },
    {
      icon: "clipboard",
      title: "Logistics Handled",
      text: "Contracts, rooms, meals, transfers, excursions and on-the-ground support. We sort the details so you can stay present.",
    },
    {
      icon: "megaphone",
      title: "Reach the Right Guests",
      text: "We share your retreat on our site, in our newsletter and on our social channels. A brochure tells its story, and guests book with us by phone, WhatsApp or e-mail.",
    },
    {
      icon: "shield",
      title: "Clear Terms",
      text: "A simple written agreement, transparent pricing and payments handled through our provider, so you always know where you stand.",
    },
  ] satisfies Feature[],
};

export const hostSteps = {
  eyebrow: "How It Works",
  title: "Three steps to your retreat",
  items: [
    {
      title: "Apply",
      text: "Tell us about your practice, your community and the retreat you imagine. We reply within 24-48 hours.",
    },
    {
      title: "Design together",
      text: "On a call we shape the destination, dates, programme and price, and agree the terms in writing.",
    },
    {
      title: "Host",
      text: "We open bookings and look after your guests from their first message to their flight home. You teach.",
    },
  ] satisfies Step[],
};

export const hostForm = {
  eyebrow: "Apply to Host",
  title: "Tell us about your retreat",
  intro: "No need for a finished plan. A few lines about you and what you would love to offer is a perfect start.",
};
