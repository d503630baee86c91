import { defineSheet } from "~/lib/admin/exports.server";
import type { GuestView } from "./bookings.server";

/**
 * The bookings export (docs/exports.md), one sheet for the whole season (/admin/bookings.xlsx)
 * and for an edition's guest list (/admin/retreats/<slug>/guests.xlsx): who is coming to which
 * edition, in which room, what was agreed and paid, what is owed and by when, and what they
 * wrote (dietary needs and the like). Amounts are numbers in rupees, days are dates.
 */
const STATUS: Record<GuestView["status"], string> = { booked: "Booked", cancelled: "Cancelled", refunded: "Refunded" };

export const BOOKINGS_SHEET = defineSheet<GuestView>({
  name: "Bookings",
  file: "bookings",
  columns: [
    { header: "Booking", type: "id", value: (b) => b.id },
    { header: "Edition", type: "text", value: (b) => b.edition },
    { header: "Name", type: "text", value: (b) => b.name },
    { header: "E-mail", type: "text", value: (b) => b.email },
    { header: "Phone", type: "phone", value: (b) => b.phone },
    { header: "Room", type: "text", value: (b) => b.option },
    { header: "Status", type: "text", value: (b) => STATUS[b.status] },
    { header: "Agreed", type: "amount", value: (b) => b.agreedMinor },
    { header: "Paid", type: "amount", value: (b) => b.paidMinor },
    { header: "Balance", type: "amount", value: (b) => b.balanceMinor },
    { header: "Balance due", type: "day", value: (b) => b.dueOn },
    { header: "Booked", type: "instant", value: (b) => b.createdAt },
    { header: "Notes from their messages", type: "text", value: (b) => b.notes.join(" / ") },
  ],
});

/** An edition's guest list: the same sheet, named for the edition. */
export function guestSheet(slug: string) {
  return { ...BOOKINGS_SHEET, name: "Guests", file: `guests-${slug}` };
}
