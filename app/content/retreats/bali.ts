import type { RetreatInput } from "./schema";

export const bali = {
  id: "bali",
  name: "Bali Yoga Retreat",
  location: { name: "Bali", locality: "Ubud", region: "Bali", country: "Indonesia" },
  seo: {
    title: "Bali Yoga Retreat, Ubud, {dates} (waitlist)",
    description:
      "{DaysInWords} and {nightsInWords} among the rice terraces of Ubud: yoga, temple rituals and jungle calm. Join the waitlist to hear first when bookings open.",
  },
  card: {
    title: "Bali Yoga Retreat",
    description: "{DaysInWords} among Ubud's rice terraces and temples: daily yoga, water blessings and jungle stillness.",
    homeDescription: "Rice terraces, temple blessings and daily yoga in the green heart of Ubud.",
    image: "bali-2026/hero",
  },
  hero: {
    image: "bali-2026/hero",
    eyebrow: "{dates} · Ubud, Bali",
    title: "Bali Yoga Retreat",
    subtitle: "{DaysInWords} and {nightsInWords} in the green heart of the island. Join the waitlist and be the first to know when bookings open.",
    pastSubtitle: "{DaysInWords} and {nightsInWords} in the green heart of the island. The next edition is being planned: join the waitlist to hear first.",
    cta: { kind: "anchor", label: "Join Waitlist", target: "waitlist" },
  },
  // Its editions are often announced by month first: their length words count these days.
  usualDays: 5,
  sections: [
    {
      type: "intro",
      id: "intro",
      eyebrow: "Ubud, {dates}",
      title: "Return to the island of offerings",
      past: {
        eyebrow: "Ubud, {dates}",
        title: "{DaysInWords} on the island of offerings",
        facts: [
          { label: "Took place", value: "{dates}" },
          { label: "Where", value: "Ubud, Bali" },
          { label: "Length", value: "{length}" },
          { label: "Next", value: "{nextSeason}" },
        ],
      },
      paragraphs: [
        "Last June a small group of us woke to mist over the rice terraces, practised to the sound of the river and learned to make canang sari with the women of our village. Many of them asked us to come back.",
        "So we are. Our second Bali retreat is {daysInWords} and {nightsInWords} in Ubud, with daily yoga, a water blessing at a temple spring and plenty of quiet time in the jungle. Bookings are by waitlist only.",
      ],
      afterwards: [
        "In June 2025 a small group of us woke to mist over the rice terraces, practised to the sound of the river and learned to make canang sari with the women of our village. Many of them asked us to come back, so we did.",
        "Our second Bali retreat, in {dates}, was {daysInWords} and {nightsInWords} in Ubud: daily yoga, a water blessing at a temple spring and plenty of quiet time in the jungle. We are choosing the next dates now, and the waitlist hears first.",
      ],
      facts: [
        { label: "When", value: "{dates}" },
        { label: "Where", value: "Ubud, Bali" },
        { label: "Length", value: "{length}" },
        { label: "Booking", value: "Waitlist only" },
      ],
    },
    {
      type: "highlights",
      id: "highlights",
      eyebrow: "Retreat Highlights",
      title: "What makes Bali special",
      past: { eyebrow: "Retreat Highlights", title: "What made Bali special" },
      cards: [
        { icon: "lotus", title: "Daily yoga in the jungle", text: "Morning vinyasa and evening yin in an open shala above the river valley." },
        { icon: "sparkles", title: "Temple water blessing", text: "A melukat purification at a sacred spring, guided by a local priest." },
        { icon: "leaf", title: "Rice terrace walks", text: "Sunrise walks through the terraces, with breakfast overlooking the fields." },
        { icon: "utensils", title: "Balinese nourishment", text: "Plant-rich meals, a cooking class and fresh jamu to start your days." },
      ],
    },
    {
      type: "gallery",
      id: "bali-2025-highlights",
      eyebrow: "Looking back",
      title: "Bali 2025 Highlights",
      past: { eyebrow: "Looking back", title: "Bali 2025 Highlights" },
      intro: "Moments from our June 2025 retreat in Ubud. Tap a picture to see it larger.",
      display: "grid",
      images: [
        "bali-2025/highlight-1",
        "bali-2025/highlight-2",
        "bali-2025/highlight-3",
        "bali-2025/highlight-4",
        "bali-2025/highlight-5",
        "bali-2025/highlight-6",
        "bali-2025/highlight-7",
      ],
      link: { label: "See all past retreats", to: "/past-retreats" },
    },
    {
      type: "waitlist",
      id: "waitlist",
      eyebrow: "Waitlist",
      title: "Join the Bali {year} waitlist",
      text: "Places are limited and go to the waitlist first. Leave your name and e-mail and we will write to you the moment bookings open.",
      flow: "bali",
    },
  ],
} satisfies RetreatInput;
