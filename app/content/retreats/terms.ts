/**
 * The booking terms of one edition, in the words every place quotes them: its page's price box
 * (the {paymentTerms} word, app/lib/editions/view.ts), its brochure's terms table and the FAQ's
 * list of retreats open now. The deposit and the balance due days are the edition's (the admin
 * edits them); the refund rule follows the balance: cancelled before the balance is due,
 * everything beyond the deposit comes back. The policies (app/content/pages) speak of every
 * retreat at once, so they quote "the deposit shown for each retreat" and no figure.
 */
import { BOOKING_POLICY as P } from "~/content/pages/policy";
import { formatInr } from "~/lib/indian-numbers";

export function paymentTermsFor(depositInr: number, balanceDueDays: number) {
  return `Reserve your place with a non-refundable deposit of ${formatInr(depositInr)}. The balance is due ${balanceDueDays} days before the retreat begins.`;
}

/** The rules of one edition, as the brochure's terms table lists them. */
export function termsRulesFor(depositInr: number, balanceDueDays: number): { term: string; detail: string }[] {
  const deposit = formatInr(depositInr);
  return [
    { term: "Deposit", detail: `${deposit} per person, non-refundable. It holds your place.` },
    { term: "Balance", detail: `Due ${balanceDueDays} days before the retreat starts.` },
    { term: `Cancelling more than ${balanceDueDays} days before`, detail: `We refund everything you have paid beyond the ${deposit} deposit.` },
    { term: `Cancelling within ${balanceDueDays} days`, detail: "No refund." },
    { term: "Transfers", detail: `Possible if you ask at least ${P.transferNoticeDays} days before the retreat starts.` },
    { term: "If we cancel", detail: "A full refund of everything you have paid, including the deposit." },
    { term: "How long refunds take", detail: `${P.refundBusinessDays} business days.` },
  ];
}
