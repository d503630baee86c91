import type { Site } from "~/content/site";
import { BOOKING_POLICY as P } from "./policy";
import type { LegalDocument } from "./types";

export function deliveryDocument(site: Site): LegalDocument {
  const mail = `[${site.email}](mailto:${site.email})`;
  return {
    slug: "delivery",
    navLabel: "Delivery",
    title: "Delivery Policy",
    description: `How ${site.name} delivers brochures, booking confirmations and invoices electronically. We sell retreat experiences: there are no physical goods and no shipping charges.`,
    lastUpdated: "2025-01-01",
    summary:
      "We sell experiences, not parcels. Everything you receive from us before a retreat arrives electronically, and the retreat itself is delivered in person at the destination.",
    sections: [
      {
        id: "what-we-deliver",
        heading: "What we deliver",
        blocks: [
          {
            type: "p",
            text: `${site.name} organises yoga and wellness retreats. We do not sell or ship physical goods, so there are no shipping or delivery charges. The documents that come with a retreat are delivered by e-mail or as a download, and the retreat itself takes place at the venue on the dates stated on its page.`,
          },
        ],
      },
      {
        id: "brochures",
        heading: "Brochures",
        blocks: [
          {
            type: "ul",
            items: [
              "When you ask for a brochure on a retreat page, the thank-you page that follows has a Download Brochure button: the PDF opens in a new tab, free of charge.",
              "We also send the link to the e-mail address you gave us, usually within a few minutes, so you can find it later.",
              "If the e-mail does not arrive, please check your spam or promotions folder, or write to us and we will send it again.",
            ],
          },
        ],
      },
      {
        id: "confirmations",
        heading: "Booking confirmations and invoices",
        blocks: [
          {
            type: "ul",
            items: [
              "When you pay through our payment page, the payment provider e-mails you a receipt immediately.",
              `We e-mail your written booking confirmation within ${P.responseHours} hours of receiving your deposit, together with a GST invoice where GST applies.`,
              "About two weeks before your retreat we e-mail a pre-departure note with the venue address, arrival times, a packing list and contacts on the ground.",
              "If you booked by phone or WhatsApp, we send the same documents by e-mail, and on WhatsApp too if you like.",
            ],
          },
        ],
      },
      {
        id: "waitlist-newsletter",
        heading: "Waitlist and newsletter messages",
        blocks: [
          {
            type: "p",
            text: "When you join a waitlist we confirm it by e-mail, and we write again when bookings open. Newsletter subscriptions are confirmed by a link we e-mail to you; you receive the newsletter only after you click it, and every issue has an unsubscribe link.",
          },
        ],
      },
      {
        id: "the-retreat",
        heading: "The retreat itself",
        blocks: [
          {
            type: "p",
            text: "Your retreat is delivered in person at the destination, on the dates and as described on its page and in your confirmation. Travel to the venue is arranged by you unless the retreat page says a transfer is included, such as the shared speedboat transfers in the Maldives.",
          },
        ],
      },
      {
        id: "problems",
        heading: "If something has not arrived",
        blocks: [
          {
            type: "p",
            text: `Write to us at ${mail} or WhatsApp ${site.phoneDisplay}. You will usually hear from us within ${P.responseHours} hours, and we will resend anything that went astray.`,
          },
        ],
      },
    ],
  };
}
