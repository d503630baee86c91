import type { HeroContent, SeoContent } from "./types";

export const founderSeo: SeoContent = {
  title: "Meet Our Founder",
  description:
    "A letter from Aanya Mehra, yoga teacher, retreat curator and founder of Retreatly, and an introduction to the guest expert who leads our photography workshops.",
};

export const founderHero: HeroContent = {
  eyebrow: "Meet Our Founder",
  title: "The people who will hold your retreat",
  intro: "Every Retreatly retreat is led by someone who has walked the same path, stayed in the same rooms and tasted the same food first.",
  imageId: "page/founder",
};

/** The founder's letter. Her name and role come from site facts so a rename is one edit. */
export const founderLetter = {
  eyebrow: "A letter from our founder",
  salutation: "Dear friend,",
  paragraphs: [
    "A few years ago I was teaching six classes a week in Gurgaon, answering e-mails between them, and telling my students to slow down while I never did. A week by the sea in Goa changed that. I practised at sunrise, swam, ate well and slept deeply, and I came home feeling like myself again for the first time in a long while.",
    "I wanted to give that feeling to other people, and I quickly learnt what gets in the way: groups that are too large, schedules that are too full, and hotels that look lovely in photographs but feel like nowhere. So Retreatly is built the other way round. Small circles. Places I have stayed in myself. Days with space in them.",
    "On a retreat with us, you will practise every morning, and you will also surf, snorkel, wander a souk or watch the light change over rice terraces. You can join everything or skip what does not call to you. Nothing is compulsory except being kind to yourself.",
    "I personally teach or oversee every retreat, and I read every message that reaches us. If you are wondering whether a retreat is right for you, write to me. I would love to hear what you are hoping for.",
  ],
  signOff: "With warmth,",
  /** A line of the letter set large beside it. */
  pullQuote: "Small circles. Places I have stayed in myself. Days with space in them.",
  credentials: [
    "Yoga teacher with over a decade of teaching in India and abroad",
    "Curator of every Retreatly venue, visited in person before we book",
    "Leads the morning practice and the opening and closing circles",
  ],
};

export const guestExpert = {
  eyebrow: "Guest expert",
  name: "Kabir Sethi",
  role: "Photography workshop facilitator",
  imageId: "people/guest-expert",
  paragraphs: [
    "Kabir is a travel and documentary photographer who has spent fifteen years learning to see light. On our retreats he leads the golden hour photography sessions: unhurried walks at the end of the day where you learn to notice before you shoot.",
    "You do not need a big camera. Most guests use their phones, and Kabir shows you how to frame, wait for the light and tell the story of a place in a handful of pictures. Many say it changes the way they travel long after the retreat ends.",
  ],
  highlights: ["Golden hour photography walks", "Phone and camera friendly, all levels", "A gentle practice of paying attention"],
};
