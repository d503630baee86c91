import type { RetreatInput } from "./schema";

export const goa = {
  id: "goa",
  name: "Goa Yoga & Surf Retreat",
  location: { name: "Goa", locality: "Ashwem", region: "North Goa", country: "India" },
  seo: {
    title: "Goa Yoga & Surf Retreat, {dates}",
    description:
      "{NightsInWords} by the sea in North Goa: sunrise yoga, a 90-minute beginner surf session, golden hour photography and slow meals. {price} per person.",
  },
  card: {
    title: "Goa Yoga & Surf Retreat",
    description:
      "{NightsInWords} on a quiet North Goa beach: sunrise yoga, your first wave on a surfboard and long evenings by the fire.",
    homeDescription: "Sunrise yoga, a first surf lesson and golden evenings on a quiet North Goa beach.",
    image: "goa-2025/hero",
  },
  hero: {
    image: "goa-2025/hero",
    eyebrow: "{dates} · North Goa",
    title: "Goa Yoga & Surf Retreat",
    subtitle: "{NightsInWords} of salt air, slow mornings on the mat and your first wave. End the year feeling like yourself again.",
    pastSubtitle: "{NightsInWords} of salt air, slow mornings on the mat and a first wave for every guest. The next edition is being planned: join the waitlist to hear first.",
    cta: {
      kind: "whatsapp",
      label: "Book Now",
      message: "Hello Retreatly, I'd like to book the Goa Yoga & Surf Retreat ({dates}). Could you share the next steps?",
    },
    secondary: { label: "Download Full Brochure", target: "brochure-form" },
  },
  sections: [
    {
      type: "at-a-glance",
      id: "at-a-glance",
      eyebrow: "At a Glance",
      title: "{DaysInWords}, shaped around the sea",
      intro: "Everything is taken care of, so the only thing you need to bring is yourself.",
      past: {
        eyebrow: "At a Glance",
        title: "{DaysInWords}, shaped around the sea",
        intro: "Everything was taken care of, so the only thing each guest brought was themselves.",
      },
      cards: [
        {
          icon: "bed",
          title: "Accommodation",
          text: "{NightsInWords} in a boutique beach resort in Ashwem, in calm rooms a short walk from the sand.",
        },
        {
          icon: "utensils",
          title: "Nourishing meals",
          text: "Daily breakfast and dinner: seasonal Goan and sattvic plates, fresh fruit and coconut water.",
        },
        {
          icon: "lotus",
          title: "Yoga and meditation",
          text: "Sunrise vinyasa and sunset yin, breathwork and guided meditation for every level.",
        },
        {
          icon: "waves",
          title: "Surfing",
          text: "A 90-minute beginner surf session with certified instructors, boards and safety gear included.",
        },
        {
          icon: "camera",
          title: "Golden hour photography",
          text: "A gentle workshop on the beach at dusk: learn to see light and take home photographs you love.",
        },
        {
          icon: "flame",
          title: "Evening rituals",
          text: "Fireside circles, sound bath and journalling under the stars to close each day softly.",
        },
      ],
    },
    {
      type: "inclusions",
      id: "whats-included",
      eyebrow: "The details",
      title: "What your retreat holds",
      past: { eyebrow: "The details", title: "What the retreat held" },
      included: [
        "{nights}' accommodation on twin-sharing basis",
        "Daily breakfast and dinner",
        "Twice-daily yoga and meditation sessions",
        "90-minute beginner surf session with boards and instructors",
        "Golden hour photography workshop",
        "Sound bath and evening fireside circles",
        "10% discount on spa treatments at the resort",
        "Airport transfers from Mopa (GOX) at set arrival times",
      ],
      excluded: [
        "Flights or trains to and from Goa",
        "Lunches and drinks not listed",
        "Spa treatments (10% retreat discount applies)",
        "Travel insurance",
        "Personal expenses and tips",
      ],
    },
    {
      type: "itinerary",
      id: "itinerary",
      eyebrow: "Itinerary",
      title: "Your {daysInWords}",
      intro: "A gentle rhythm with plenty of space to rest. Open a day to see what it holds.",
      past: { eyebrow: "Itinerary", title: "How the {daysInWords} ran", intro: "A gentle rhythm with plenty of space to rest. Open a day to see what it held." },
      days: [
        {
          label: "Day 1",
          title: "Arrive and exhale",
          items: [
            "Arrive from 1 pm, settle in and walk down to the beach",
            "Opening circle at sunset: intentions for your {daysInWords}",
            "Slow-flow yoga to shake off the journey",
            "Welcome dinner by the sea",
          ],
        },
        {
          label: "Day 2",
          title: "Into the waves",
          items: [
            "Sunrise vinyasa and pranayama",
            "Breakfast, then your 90-minute beginner surf session",
            "Free afternoon: swim, nap, or book a spa treatment at 10% off",
            "Yin yoga and sound bath at dusk",
          ],
        },
        {
          label: "Day 3",
          title: "Light and stillness",
          items: [
            "Sunrise meditation and a strong, playful practice",
            "Journalling workshop after breakfast",
            "Golden hour photography on the beach",
            "Fireside circle and dinner under the stars",
          ],
        },
        {
          label: "Day 4",
          title: "Carry it home",
          items: [
            "Final sunrise practice and a quiet walk on the shore",
            "Closing circle: what you take with you",
            "Brunch together, then check-out by 11 am",
          ],
        },
      ],
    },
    {
      type: "gallery",
      id: "your-stay",
      eyebrow: "Where you will rest",
      title: "Your Stay",
      intro: "Whitewashed rooms, a shaded shala and a garden that opens onto the sand. Tap a picture to see it larger.",
      past: {
        eyebrow: "Where we rested",
        title: "Our Stay",
        intro: "Whitewashed rooms, a shaded shala and a garden that opened onto the sand. Tap a picture to see it larger.",
      },
      display: "grid",
      images: ["goa-2025/stay-1", "goa-2025/stay-2", "goa-2025/stay-3", "goa-2025/stay-4", "goa-2025/stay-5"],
    },
    {
      type: "pricing",
      id: "investment",
      eyebrow: "Investment",
      title: "One price, everything held",
      priceLabel: "Per person",
      priceNote: "per person, inclusive of 5% GST",
      points: [
        "{nights}, twin sharing, with breakfast and dinner",
        "All yoga, meditation, surf and photography sessions",
        "10% off spa treatments throughout your stay",
        "{paymentTerms}",
      ],
    },
    {
      type: "brochure",
      id: "brochure-form",
      eyebrow: "Brochure",
      title: "Download Full Brochure",
      text: "The full programme, pictures of the rooms and the packing list in one PDF. Leave your details and it is yours to download on the next page.",
      flow: "goa",
    },
  ],
} satisfies RetreatInput;
