import { ISO_DAY, isCalendarDate } from "~/lib/calendar";
import { hasInvisibleControls, z } from "~/lib/zod";
import { parseMoney } from "./money";

/**
 * The bookings' forms on a person's page (docs/decisions/042-bookings.md): book on an edition,
 * record a payment, record a refund, cancel. One zod schema per form, run by the browser
 * (Conform) and again by the server; each form posts its id in the hidden `form` field.
 * Amounts come out as paise (./money.ts).
 */
export const PAYMENT_METHODS = ["bank-transfer", "upi", "card", "cash", "payment-page", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  "bank-transfer": "Bank transfer",
  upi: "UPI",
  card: "Card",
  cash: "Cash",
  "payment-page": "Payment page",
  other: "Other",
};

export const BOOKING_MESSAGES = {
  amount: "Enter an amount in rupees, like 15,000 or 15000.50",
  edition: "Choose the dates",
  option: "Say which room or price, like Twin sharing",
  day: "Enter a day like 2026-11-20",
  method: "Choose how it was paid",
  overpaid: "This is more than is owed",
  refundTooLarge: "A refund cannot be more than was paid",
  booking: "This booking no longer exists. Please reload the page.",
  editionGone: "These dates no longer exist. Please choose others.",
  alreadyBooked: "This person is already booked on these dates",
  full: "Every place on these dates is taken",
  notActive: "This booking is already cancelled or refunded",
} as const;

const id = z.coerce.number().int().positive();

const money = z.string({ error: BOOKING_MESSAGES.amount }).transform((value, ctx) => {
  const minor = parseMoney(value);
  if (minor === null || minor === 0) {
    ctx.addIssue({ code: "custom", message: BOOKING_MESSAGES.amount });
    return z.NEVER;
  }
  return minor;
});

const day = z
  .string({ error: BOOKING_MESSAGES.day })
  .trim()
  .refine((v) => ISO_DAY.test(v) && isCalendarDate(v), BOOKING_MESSAGES.day);

const note = z
  .string()
  .trim()
  .max(300, "Please keep the note under 300 characters")
  .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only")
  .optional();

export const BookingSchema = z.object({
  personId: id,
  editionId: z.coerce.number({ error: BOOKING_MESSAGES.edition }).int().positive(BOOKING_MESSAGES.edition),
  option: z
    .string({ error: BOOKING_MESSAGES.option })
    .trim()
    .min(1, BOOKING_MESSAGES.option)
    .max(80, "Please keep it under 80 characters")
    .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only"),
  /** Empty: the edition's price today (its early-bird price while that holds). */
  agreed: money.optional(),
  /** Empty: the edition's terms, its first day less its balance-due days. */
  balanceDueOn: day.optional(),
  /** Ticked after the warning: a booking beyond the edition's places (an extra bed) is made only then. */
  confirmFull: z.boolean().optional(),
});

const moneyMoved = {
  bookingId: id,
  amount: money,
  paidOn: day,
  method: z.enum(PAYMENT_METHODS, { error: BOOKING_MESSAGES.method }),
  note,
};

export const PaymentSchema = z.object({
  ...moneyMoved,
  /** Ticked after the warning: a payment above what is owed is recorded only then. */
  confirmOverpay: z.boolean().optional(),
});

export const RefundSchema = z.object(moneyMoved);

export const CancelSchema = z.object({ bookingId: id, note });

/** Each form's schema by its id (the hidden `form` field). */
export const BOOKING_SCHEMAS = { booking: BookingSchema, payment: PaymentSchema, refund: RefundSchema, cancel: CancelSchema };
export type BookingFormId = keyof typeof BOOKING_SCHEMAS;
