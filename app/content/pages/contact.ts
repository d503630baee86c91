import { BOOKING_POLICY } from "./policy";
import type { HeroContent, SeoContent } from "./types";

export const contactSeo: SeoContent = {
  title: "Contact",
  description:
    "Write, call or WhatsApp the Retreatly team in Gurgaon about our yoga and wellness retreats. You usually hear from us within 24-48 hours.",
};

export const contactHero: HeroContent = {
  eyebrow: "Contact",
  title: "We would love to hear from you",
  intro: `Questions about a retreat, a booking or a group? Write, call or send us a WhatsApp message. You will usually hear from us within ${BOOKING_POLICY.responseHours} hours.`,
  imageId: "page/contact",
};

export const contactCopy = {
  detailsTitle: "Reach us directly",
  detailsIntro: "The quickest way to plan a retreat is a conversation. Choose whichever suits you.",
  emailLabel: "E-mail",
  phoneLabel: "Phone & WhatsApp",
  locationLabel: "Location",
  locationNote: "By appointment only: we spend much of the year at our retreats.",
  whatsappMessage: "Hello Retreatly, I have a question about your retreats.",
  formTitle: "Send us a message",
  // The response time is said once, at the top of the page (SPEC §2).
  formIntro: "Tell us what you are looking for and we will reply personally.",
};
