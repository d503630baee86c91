import type { Site } from "~/content/site";
import { BOOKING_POLICY as P, DEPOSIT_WORDS } from "./policy";
import type { LegalDocument } from "./types";

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** SPEC §9, word for word in substance: the FAQ and the terms link here for the full rules. */
export function refundsDocument(site: Site): LegalDocument {
  const mail = `[${site.email}](mailto:${site.email})`;
  return {
    slug: "refunds",
    navLabel: "Refunds",
    title: "Refund & Cancellation Policy",
    description: `Deposits, cancellations, transfers and refunds for ${site.name} retreats: each one's non-refundable deposit, its balance due day, refunds in ${P.refundBusinessDays} business days.`,
    lastUpdated: "2025-01-01",
    summary:
      "Plans change; we understand. This policy explains exactly what happens to your money if you cancel, transfer, or if we have to cancel, so there are no surprises.",
    sections: [
      {
        id: "at-a-glance",
        heading: "At a glance",
        blocks: [
          {
            type: "dl",
            items: [
              { term: "Deposit", detail: `${capital(DEPOSIT_WORDS)} (on its page, beside the price, and in its brochure), per person, non-refundable. It holds your place.` },
              { term: "Balance", detail: `Due the number of days before the retreat starts shown for each retreat, usually ${P.balanceDueDays}.` },
              { term: "Cancelling before the balance is due", detail: "We refund everything you have paid beyond the deposit." },
              { term: "Cancelling once the balance is due", detail: "No refund." },
              { term: "Transfers", detail: `Possible if you ask at least ${P.transferNoticeDays} days before the retreat starts.` },
              { term: "If we cancel", detail: "A full refund of everything you have paid, including the deposit." },
              { term: "How long refunds take", detail: `${P.refundBusinessDays} business days.` },
            ],
          },
        ],
      },
      {
        id: "deposit",
        heading: "The deposit",
        blocks: [
          {
            type: "p",
            text: `Your deposit, ${DEPOSIT_WORDS}, secures your place and lets us commit to rooms, teachers and boats on your behalf. It is non-refundable, except when we cancel the retreat. It counts in full towards the price of your retreat.`,
          },
        ],
      },
      {
        id: "cancel-by-you",
        heading: "If you cancel",
        blocks: [
          {
            type: "ul",
            items: [
              "Before the retreat's balance is due: we refund everything you have paid beyond the deposit.",
              "Once the balance is due (the number of days before the start shown for each retreat): we are unable to refund any amount, because by then our commitments to the venue and our partners are paid and cannot be recovered.",
              "Days are counted from the date your written cancellation reaches us to the first day of the retreat.",
              "No refund is given for a retreat you do not attend, or for days or activities you miss if you arrive late or leave early.",
            ],
          },
        ],
      },
      {
        id: "transfers",
        heading: "Transfers instead of cancelling",
        blocks: [
          {
            type: "p",
            text: `If you cannot come, you can pass your place to a friend or move to another ${site.name} retreat, as long as you ask at least ${P.transferNoticeDays} days before the retreat starts and there is space. Any difference in price is settled at the time of the transfer. Within ${P.transferNoticeDays} days we cannot transfer, but you are always welcome to ask.`,
          },
        ],
      },
      {
        id: "cancel-by-us",
        heading: "If we cancel or change a retreat",
        blocks: [
          {
            type: "p",
            text: "If we cancel a retreat for any reason, you receive a full refund of everything you have paid to us, including the deposit. If you prefer, you can move to another retreat instead. If we have to make a major change, such as different dates or a different venue, you may choose between accepting it, moving to another retreat, or a full refund including the deposit.",
          },
          {
            type: "p",
            text: "We cannot refund costs you paid to others, such as flights, visas or insurance.",
          },
        ],
      },
      {
        id: "how-refunds-are-paid",
        heading: "How refunds are paid",
        blocks: [
          {
            type: "p",
            text: `Refunds go back to the card or UPI account you paid with, through our payment provider, within ${P.refundBusinessDays} business days of your cancellation being confirmed. We send you an e-mail when the refund is issued. We do not charge a fee for processing a refund; your bank may take a little longer to show it.`,
          },
        ],
      },
      {
        id: "how-to-ask",
        heading: "How to cancel or ask for a refund",
        blocks: [
          {
            type: "p",
            text: `Write to us at ${mail} or send a WhatsApp message to ${site.phoneDisplay}, with your name and the retreat you booked. We confirm every cancellation in writing, usually within ${P.responseHours} hours.`,
          },
        ],
      },
    ],
  };
}
