import type { RetreatInput } from "./schema";

export const morocco = {
  id: "morocco",
  name: "Morocco Soul Journey",
  location: { name: "Morocco", locality: "Marrakech", region: "Marrakech-Safi", country: "Morocco" },
  seo: {
    title: "Morocco Soul Journey, Marrakech, {dates} (waitlist)",
    description:
      "Riad mornings, desert silence and the colour of the medina: a Marrakech retreat limited to 12 guests. Join the waitlist to hear first when bookings open.",
  },
  card: {
    title: "Morocco Soul Journey",
    description: "Riad courtyards, hammam rituals and a night under desert stars, for just 12 guests.",
    homeDescription: "Riad mornings, hammam rituals and a night under desert stars, for just 12 guests.",
    image: "morocco-2026/hero",
  },
  hero: {
    image: "morocco-2026/hero",
    eyebrow: "{dates} · Marrakech",
    title: "Morocco Soul Journey",
    subtitle: "Lantern light, courtyard mornings and the hush of the desert. A journey for just 12 guests: join the waitlist.",
    pastSubtitle: "Lantern light, courtyard mornings and the hush of the desert, shared by 12 guests. The next journey is being planned: join the waitlist.",
    cta: { kind: "anchor", label: "Join Waitlist", target: "waitlist" },
  },
  sections: [
    {
      type: "intro",
      id: "intro",
      eyebrow: "Marrakech, {dates}",
      title: "A slower way to meet Morocco",
      past: {
        eyebrow: "Marrakech, {dates}",
        title: "A slower way to meet Morocco",
        facts: [
          { label: "Took place", value: "{dates}" },
          { label: "Where", value: "Marrakech and the Agafay desert" },
          { label: "Group", value: "12 guests" },
          { label: "Next", value: "{nextSeason}" },
        ],
      },
      paragraphs: [
        "Behind the noise of the medina are courtyards of perfect quiet. We will stay in one: a restored riad with a fountain at its centre, where mornings begin with yoga on the roof as the city wakes.",
        "From there we travel gently: a hammam ritual, a cooking afternoon with a Berber family and a night in the Agafay desert under more stars than you have seen in years. The group is limited to 12 guests, so it stays intimate.",
      ],
      afterwards: [
        "Behind the noise of the medina are courtyards of perfect quiet. We stayed in one: a restored riad with a fountain at its centre, where mornings began with yoga on the roof as the city woke.",
        "From there we travelled gently: a hammam ritual, a cooking afternoon with a Berber family and a night in the Agafay desert under more stars than most of us had seen in years. The next journey will again be limited to 12 guests; the waitlist hears first when its dates are set.",
      ],
      facts: [
        { label: "When", value: "{dates}" },
        { label: "Where", value: "Marrakech and the Agafay desert" },
        { label: "Group", value: "Limited to 12 guests" },
        { label: "Booking", value: "Waitlist only" },
      ],
    },
    {
      type: "what-to-expect",
      id: "what-to-expect",
      eyebrow: "What to Expect",
      title: "Five threads of the journey",
      past: { eyebrow: "What it held", title: "Five threads of the journey" },
      cards: [
        { icon: "sun", title: "Rooftop yoga at sunrise", text: "Daily practice above the medina as the call to prayer drifts across the rooftops." },
        { icon: "sparkles", title: "Hammam ritual", text: "A traditional steam, black-soap scrub and argan oil massage to soften body and mind." },
        { icon: "mountain", title: "A night in the desert", text: "Camp in the Agafay desert with fireside music and meditation under the stars." },
        { icon: "utensils", title: "Moroccan table", text: "A tagine and bread cooking afternoon with a Berber family, then dinner together." },
        { icon: "compass", title: "The medina, gently", text: "A guided walk through souks and gardens at an unhurried pace, with time to wander." },
      ],
    },
    {
      type: "waitlist",
      id: "waitlist",
      eyebrow: "Waitlist",
      title: "Join the Morocco {year} waitlist",
      text: "With only 12 places, the waitlist hears first. Share your details and we will be in touch as soon as bookings open.",
      flow: "morocco",
    },
  ],
} satisfies RetreatInput;
