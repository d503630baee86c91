/**
 * Booking terms shared by every retreat's copy (SPEC §9). The refunds page states the full
 * policy; retreat pages quote these two lines, so they come from one place.
 */
import { formatInr } from "~/lib/indian-numbers";

export const DEPOSIT_INR = 25_000;
export const BALANCE_DUE_DAYS = 45;

export const paymentTerms = `Reserve your place with a non-refundable deposit of ${formatInr(DEPOSIT_INR)}. The balance is due ${BALANCE_DUE_DAYS} days before the retreat begins.`;
