/**
 * Booking terms shared by every retreat's copy (SPEC §9). The refunds page states the full
 * policy with these defaults; each edition carries its own deposit and balance-due days, and
 * its pages quote them through the {paymentTerms} word (app/lib/editions/view.ts).
 */
import { formatInr } from "~/lib/indian-numbers";

const DEPOSIT_INR = 25_000;
const BALANCE_DUE_DAYS = 45;

export function paymentTermsFor(depositInr: number, balanceDueDays: number) {
  return `Reserve your place with a non-refundable deposit of ${formatInr(depositInr)}. The balance is due ${balanceDueDays} days before the retreat begins.`;
}

/** The spec's terms, as the refunds page and the brochures' defaults state them. */
export const paymentTerms = paymentTermsFor(DEPOSIT_INR, BALANCE_DUE_DAYS);
