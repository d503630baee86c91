/**
 * Booking and service constants of SPEC §9 that hold for every retreat, in one place. The FAQ,
 * the terms, the refund policy and the contact page all read them from here, so a change of
 * policy is one edit. The deposit and the balance due days are each edition's own (the admin
 * edits them; app/content/retreats/terms.ts words them): the policies quote "the deposit shown
 * for each retreat", and cancelling before an edition's balance is due refunds everything
 * beyond its deposit.
 */
export const BOOKING_POLICY = {
  /** The balance due days most editions keep, as the policies say "usually". */
  balanceDueDays: 45,
  /** A transfer to another guest or retreat must be asked for at least this many days before. */
  transferNoticeDays: 30,
  /** How long a refund takes to reach the guest. */
  refundBusinessDays: "7-10",
  /** How quickly we answer messages. */
  responseHours: "24-48",
  /** Typical group size. */
  groupSize: "10-20",
} as const;

/** How the policies name the deposit: each edition has its own (its page and brochure say it). */
export const DEPOSIT_WORDS = "the deposit shown for each retreat";
