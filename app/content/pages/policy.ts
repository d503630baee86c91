import { formatInr } from "~/lib/indian-numbers";

/**
 * Booking and service constants of SPEC §9, in one place. The FAQ, the terms, the refund policy
 * and the contact page all read them from here, so a change of policy is one edit.
 */
export const BOOKING_POLICY = {
  /** Non-refundable deposit that holds a place, in rupees. */
  depositInr: 25_000,
  /** The balance is due this many days before the retreat starts. */
  balanceDueDays: 45,
  /** Cancel more than this many days before the start: everything beyond the deposit comes back. */
  refundCutoffDays: 45,
  /** A transfer to another guest or retreat must be asked for at least this many days before. */
  transferNoticeDays: 30,
  /** How long a refund takes to reach the guest. */
  refundBusinessDays: "7-10",
  /** How quickly we answer messages. */
  responseHours: "24-48",
  /** Typical group size. */
  groupSize: "10-20",
} as const;

export const DEPOSIT = formatInr(BOOKING_POLICY.depositInr);
