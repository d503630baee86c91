import type { Feature, HeroContent, SeoContent } from "./types";

export const corporateSeo: SeoContent = {
  title: "Corporate Retreats",
  description:
    "Wellness retreats for teams: yoga, mindfulness and real connection in Goa, the Maldives, Bali and Morocco, designed around your goals, your dates and your people.",
};

export const corporateHero: HeroContent = {
  eyebrow: "Corporate Retreats",
  title: "Bring your team back to what matters",
  intro:
    "An offsite that restores people instead of exhausting them. We design wellness retreats for teams who want to slow down, reconnect and return with clearer heads.",
  imageId: "page/corporate",
};

/** The proposal's opening figures; each repeats a promise made in the words below. */
export const corporateFigures = {
  label: "A Retreatly offsite in figures",
  items: [
    { value: "10-40", label: "people: the team sizes we work best with" },
    { value: "4", label: "destinations we know well: Goa, the Maldives, Bali and Morocco" },
    { value: "24-48 h", label: "for our first reply, with a proposal soon after" },
    { value: "1", label: "point of contact, from the first call to the last transfer home" },
  ],
};

export const corporateOffers = {
  eyebrow: "What we offer",
  title: "Retreats shaped around your team",
  items: [
    {
      icon: "leaf",
      title: "Wellness Programmes",
      text: "Yoga for every body, breathwork and guided meditation, led by experienced teachers who make beginners and regular practitioners equally at home.",
    },
    {
      icon: "users",
      title: "Team Connection",
      text: "Facilitated circles, shared adventures and long dinners that build the trust a conference room never will, with room for real conversation.",
    },
    {
      icon: "map",
      title: "Inspiring Destinations",
      text: "Beachfront Goa, the lagoons of the Maldives, Bali's rice terraces and the riads of Morocco, or a quieter place closer to home if that suits you better.",
    },
    {
      icon: "sparkles",
      title: "Tailored to You",
      text: "Your dates, your group size, your budget and your goals. Add strategy sessions or workshops to the mornings, or keep the whole week for rest.",
    },
  ] satisfies Feature[],
};

export const corporateWhyUs = {
  eyebrow: "Why Retreatly",
  title: "Why teams choose us",
  items: [
    "One point of contact from the first call to the last transfer home",
    "Venues we have stayed in ourselves, vetted for comfort, food and quiet",
    "Programmes for mixed groups: no one needs to have done yoga before",
    "Clear, all-inclusive quotes in INR with GST invoices for your finance team",
    "Small-group experience that scales: we work best with teams of 10 to 40",
    "A reply within 24-48 hours, and a proposal soon after we understand your brief",
  ],
};

export const corporateForm = {
  eyebrow: "Inquire Now",
  title: "Tell us about your team",
  intro:
    "Share a few details and we will come back within 24-48 hours with ideas, likely dates and an indicative budget. No obligation, no hard sell.",
};
