import type { Site } from "~/content/site";
import { BOOKING_POLICY as P, DEPOSIT_WORDS } from "./policy";
import type { LegalDocument } from "./types";

export function termsDocument(site: Site): LegalDocument {
  const mail = `[${site.email}](mailto:${site.email})`;
  return {
    slug: "terms",
    navLabel: "Terms",
    title: "Booking Terms & Conditions",
    description: `The terms that apply when you book a ${site.name} retreat: deposits, payments, changes, health, conduct and liability.`,
    lastUpdated: "2025-01-01",
    summary: `These terms form the agreement between you and ${site.company.legalName} when you book a retreat. Please read them before you pay your deposit; they are written to be clear, and we are happy to explain anything.`,
    sections: [
      {
        id: "about",
        heading: "About these terms",
        blocks: [
          {
            type: "p",
            text: `${site.name} is a brand of ${site.company.legalName} (CIN ${site.company.cin}), registered at ${site.company.registeredAddress}. In these terms "we" and "us" mean ${site.company.legalName}, and "you" means each guest named on a booking.`,
          },
          {
            type: "p",
            text: "These terms apply to every retreat you book with us, whether you book by phone, WhatsApp, e-mail or through our payment page. Anything specific to one retreat, such as what is included, is set out on that retreat's page and in its brochure, and forms part of your booking.",
          },
        ],
      },
      {
        id: "booking",
        heading: "Making a booking",
        blocks: [
          {
            type: "ul",
            items: [
              `A place is held for you once we receive a non-refundable deposit per person: ${DEPOSIT_WORDS}, on its page and in its brochure.`,
              "Your booking is confirmed when we send you a written confirmation by e-mail. The agreement between us starts then.",
              "Please check your confirmation carefully and tell us straight away if any detail, such as the spelling of your name, is wrong.",
              "Places are limited and offered in the order deposits are received. If a retreat is full, we can add you to its waitlist.",
            ],
          },
        ],
      },
      {
        id: "payment",
        heading: "Prices and payment",
        blocks: [
          {
            type: "ul",
            items: [
              "All prices are per person in Indian rupees (INR). Each retreat page states whether GST is included or added, for example ₹38,000 inclusive of 5% GST for Goa, or ₹75,000 plus 5% GST for the Maldives early-bird price.",
              "You pay by card or UPI through our payment provider. We never ask for card details by phone, WhatsApp or e-mail.",
              `The balance is due the number of days before the retreat starts shown for each retreat (usually ${P.balanceDueDays}). If you book after that day, the full price is due when you book.`,
              "If the balance is not received on time, we will remind you; if it is still not paid, we may release your place and treat the booking as cancelled by you under our refund policy.",
              "Early-bird prices are valid until the date stated on the retreat page, for bookings whose deposit arrives by then.",
            ],
          },
        ],
      },
      {
        id: "cancellation",
        heading: "If you cancel",
        blocks: [
          {
            type: "p",
            text: `If you cancel before the retreat's balance is due, we refund everything you have paid beyond the deposit. If you cancel once the balance is due, no refund is due. Refunds reach you within ${P.refundBusinessDays} business days. The full rules are in our [refund and cancellation policy](/refunds).`,
          },
          {
            type: "p",
            text: `Please tell us in writing, by e-mail to ${mail} or by WhatsApp. We count the days from the date your message reaches us to the first day of the retreat.`,
          },
        ],
      },
      {
        id: "transfers",
        heading: "Transfers",
        blocks: [
          {
            type: "p",
            text: `You may transfer your place to another person, or move it to another ${site.name} retreat, if you ask at least ${P.transferNoticeDays} days before the retreat starts and there is space. The new guest accepts these terms. Any difference in price is paid or refunded at the time of the transfer.`,
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes and cancellation by us",
        blocks: [
          {
            type: "p",
            text: "Retreats happen in nature, so we may adjust an itinerary for weather, sea conditions, safety or local rules, for example by swapping the order of two days or replacing an excursion with one of similar value. We will always tell you as soon as we can.",
          },
          {
            type: "p",
            text: "If we have to cancel a retreat for any reason, you receive a full refund of everything you have paid to us, including the deposit, or, if you prefer, a place on another retreat. We are not responsible for flights or other arrangements you made yourself, which is one reason we recommend travel insurance.",
          },
        ],
      },
      {
        id: "health",
        heading: "Health and taking part",
        blocks: [
          {
            type: "ul",
            items: [
              "Yoga, surfing, swimming and snorkelling are physical activities. Please tell us about any medical condition, injury or pregnancy before the retreat, and check with your doctor if you are unsure.",
              "Every class offers options for all levels. Listen to your body and rest whenever you need to; nothing on the programme is compulsory.",
              "Water activities are led by qualified local instructors, who may ask you to sign their own safety form and may decide that conditions are not safe on a given day.",
            ],
          },
        ],
      },
      {
        id: "conduct",
        heading: "Looking after one another",
        blocks: [
          {
            type: "p",
            text: "Retreats work because every guest feels safe. We ask you to respect your fellow guests, our teachers, the venue's staff, local customs and the environment. If a guest's behaviour puts others at risk or seriously disturbs the group, we may ask them to leave the retreat, without a refund.",
          },
        ],
      },
      {
        id: "travel",
        heading: "Travel, visas and insurance",
        blocks: [
          {
            type: "p",
            text: "Unless a retreat page says otherwise, flights and travel to the venue are not included. You are responsible for a valid passport, any visa, and travel insurance that covers medical care, the activities on the programme and cancellation. We strongly recommend you buy insurance when you pay your deposit.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Our responsibility to you",
        blocks: [
          {
            type: "p",
            text: "We arrange every part of your retreat with reasonable skill and care, and we choose our venues and partners carefully. We are not liable for events outside our reasonable control, such as extreme weather, natural disasters, epidemics, strikes or government action, nor for losses you could have covered with travel insurance.",
          },
          {
            type: "p",
            text: "Except where the law does not allow it, our total liability to you is limited to the amount you paid us for the retreat. Nothing in these terms limits any right you have as a consumer under the Consumer Protection Act, 2019.",
          },
        ],
      },
      {
        id: "photos",
        heading: "Photographs",
        blocks: [
          {
            type: "p",
            text: "We take photographs during retreats to share the experience. We will always ask before we publish any picture in which you can be recognised, and you can say no at any time.",
          },
        ],
      },
      {
        id: "law",
        heading: "Law and complaints",
        blocks: [
          {
            type: "p",
            text: `These terms are governed by the laws of India, and the courts of New Delhi have jurisdiction. If something is not right, please tell us during the retreat so we can put it right there and then. You can also write to our grievance officer, ${site.company.grievanceOfficer}, at ${mail}; see our [company and legal details](/legal).`,
          },
        ],
      },
    ],
  };
}
