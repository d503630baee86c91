import { BOOKING_POLICY as P, DEPOSIT_WORDS } from "./policy";
import type { FaqGroup, HeroContent, SeoContent } from "./types";

export const faqSeo: SeoContent = {
  title: "Frequently Asked Questions",
  description: `Booking, deposits, refunds, group sizes and what to pack: straight answers about Retreatly's small-group retreats in Goa, the Maldives, Bali and Morocco.`,
};

export const faqHero: HeroContent = {
  eyebrow: "Good to know",
  title: "Frequently Asked Questions",
  intro: "Everything guests usually ask us before they book. If your question is not here, write to us: a real person answers.",
  imageId: "page/faq",
};

/**
 * One retreat open for booking, with its own terms (app/lib/editions/view.ts openEditionTerms):
 * the deposit answer names each, in the words of its page and brochure.
 */
export interface OpenEditionTerms {
  /** "Goa Yoga & Surf Retreat, 12-18 December 2026 (7 days / 6 nights)" */
  retreat: string;
  /** "₹15,000" */
  deposit: string;
  /** "28 October 2026" */
  balanceDue: string;
}

function depositAnswer(open: readonly OpenEditionTerms[]) {
  const general = `Each retreat's deposit and the day its balance is due are shown on its page, beside the price, and in its brochure. The deposit is per person and non-refundable; the balance is usually due ${P.balanceDueDays} days before the retreat starts, and if you book after that day the full amount is due when you book.`;
  if (!open.length) return general;
  const each = open.map((o) => `${o.retreat}: a ${o.deposit} deposit, the balance due by ${o.balanceDue}`);
  return `${general} For the ${open.length === 1 ? "retreat" : "retreats"} open for booking now: ${each.join("; ")}.`;
}

/**
 * SPEC §2: three groups, answers consistent with the §9 constants (see policy.ts) and, for the
 * deposit, with each open edition's own terms.
 */
export const faqGroupsFor = (open: readonly OpenEditionTerms[]): FaqGroup[] => [
  {
    id: "booking",
    title: "Booking & Payments",
    items: [
      {
        question: "How do I book a retreat?",
        answer: `Call us, send us a WhatsApp message or write an e-mail, and we will hold a place for you; or, while a retreat is open for booking, pay directly on the secure payment page linked from its page. Either way, your place is confirmed once we receive its deposit (${DEPOSIT_WORDS}), and we send you a written confirmation by e-mail.`,
      },
      {
        question: "How much is the deposit, and when is the balance due?",
        answer: depositAnswer(open),
      },
      {
        question: "How can I pay?",
        answer:
          "By card or UPI through our payment provider. All prices are in Indian rupees (INR), and each retreat page open for booking says whether GST is included (our December 2025 Goa retreat, for example: ₹38,000 per person inclusive of 5% GST). We never ask you to send card details by phone, WhatsApp or e-mail.",
      },
      {
        question: "What happens if I need to cancel?",
        answer: `If you cancel before the retreat's balance is due, we refund everything you have paid beyond the deposit. Once the balance is due, we are unable to refund any amount, because by then rooms, boats and teachers are paid for. Refunds reach your original payment method within ${P.refundBusinessDays} business days. The full policy is on our [refunds page](/refunds).`,
      },
      {
        question: "Can I transfer my place to a friend or to another retreat?",
        answer: `Yes, if you ask at least ${P.transferNoticeDays} days before the retreat starts. Write to us with the new guest's name or the retreat you would like to move to, and we will confirm in writing. Any difference in price is settled at the time of the transfer.`,
      },
      {
        question: "What if you cancel the retreat?",
        answer:
          "It is rare, but if we ever have to cancel a retreat, you receive a full refund of everything you have paid, including the deposit. We will also offer you a place on another retreat if you would prefer that.",
      },
    ],
  },
  {
    id: "experience",
    title: "Retreat Experience",
    items: [
      {
        question: "I have never done yoga. Is a retreat right for me?",
        answer:
          "Yes. Our retreats are for all levels. Every class offers simpler and stronger options, and our teachers know each guest by name by the first evening. Come curious; that is all the experience you need.",
      },
      {
        question: "How big are the groups?",
        answer: `Small on purpose. Most retreats welcome ${P.groupSize} guests, and some are smaller still: Morocco is limited to 12. It is enough people to feel the energy of a circle, and few enough that nobody gets lost in it.`,
      },
      {
        question: "What does a typical day look like?",
        answer:
          "Mornings begin with meditation and a yoga practice before breakfast. Late mornings and afternoons are yours or hold an experience: a surf lesson in Goa, snorkelling in the Maldives, a walk through the rice terraces in Bali. Evenings close with a gentle practice, a ritual or a long dinner together. Each retreat page has the full day-by-day itinerary.",
      },
      {
        question: "Who leads the retreats?",
        answer:
          "Our founder, Aanya Mehra, a yoga teacher and retreat curator, leads or personally oversees every retreat. She is joined by guest experts, such as our photography workshop facilitator. You can [meet them here](/meet-our-founder).",
      },
      {
        question: "Can I come on my own?",
        answer:
          "Absolutely. Many of our guests travel solo, and most leave with friends. Opening and closing circles, shared meals and small groups make it easy to settle in, and there is always space to be quiet when you need it.",
      },
      {
        question: "What will we eat?",
        answer:
          "Fresh, seasonal, mostly vegetarian food cooked by the kitchens of the places we stay, with local dishes you will want the recipes for. Tell us about allergies or dietary needs when you book, and we will arrange for them with the kitchen in advance.",
      },
    ],
  },
  {
    id: "practical",
    title: "Practical Information",
    items: [
      {
        question: "Are flights included?",
        answer:
          "No. Flights are not included, so you can travel from wherever suits you. Each retreat page lists exactly what is included and excluded, such as the shared speedboat transfers included in the Maldives and the flights to and from Malé that are not.",
      },
      {
        question: "Do I need travel insurance?",
        answer:
          "We strongly recommend it. Travel insurance is not included in the price, and a good policy covers medical care, delays and cancellations that our refund policy cannot.",
      },
      {
        question: "What should I pack?",
        answer:
          "Light, comfortable clothes for practice, swimwear, a shawl for cool evenings, sunscreen and a reusable water bottle. We provide yoga mats and props. Your brochure and the pre-departure note we e-mail before the retreat have a full packing list for the destination.",
      },
      {
        question: "How do I get the brochure?",
        answer:
          "While a retreat is open for booking, fill in the short form on its page. The next page gives you the brochure at once: press Download Brochure and it opens in a new tab. We also e-mail you the link so you can find it later. Details are on our [delivery page](/delivery).",
      },
      {
        question: "How quickly will you reply to me?",
        answer: `You will usually hear from us within ${P.responseHours} hours, by e-mail, phone or WhatsApp, whichever you prefer. For anything urgent close to a retreat, WhatsApp is quickest.`,
      },
      {
        question: "Do I need a visa?",
        answer:
          "It depends on your passport and the destination. Please check the current requirements with the embassy or official visa website before you book your flights; we share what we know in the pre-departure note, but the visa itself is your responsibility.",
      },
    ],
  },
];

/** Strips [label](href) to label, for JSON-LD and other plain-text uses. */
export function plainText(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
}

/** schema.org FAQPage built from the same data the page renders, so they never drift. */
export function faqJsonLd(groups: FaqGroup[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: plainText(item.answer) },
      })),
    ),
  };
}
