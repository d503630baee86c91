import { BOM, csvRow } from "~/lib/admin/csv.server";
import type { Db } from "~/lib/db/db.server";
import type { Edition } from "~/lib/editions/schema";
import { getEdition } from "~/lib/editions/editions.server";
import { placesLeft } from "~/lib/editions/status";
import { guestsOfEdition, type GuestView } from "./bookings.server";
import { moneyInputValue } from "./money";

/**
 * An edition's guest list: its guests (active bookings first) and its places as the admin shows
 * them, "3 booked + 2 set by hand", for its admin page, the page to print and the CSV.
 */
export async function editionGuests(db: Db, edition: Edition, today: string) {
  return {
    guests: await guestsOfEdition(db, edition.id, today),
    places: { capacity: edition.capacity, booked: edition.placesBooked, byHand: edition.placesTaken, left: placesLeft(edition) },
  };
}

/** The same, by the edition's address; null when there is no such edition. */
export async function guestListOf(db: Db, slug: string, today: string) {
  const edition = await getEdition(db, slug);
  return edition ? { edition, ...(await editionGuests(db, edition, today)) } : null;
}

const COLUMNS = ["Name", "Phone", "E-mail", "Room", "Notes from their messages", "Agreed (₹)", "Paid (₹)", "Balance (₹)", "Balance due"] as const;

/**
 * The active guests as CSV (the lead exports' writer: a byte-order mark for Excel, cells that
 * could run as formulas neutralised): amounts as plain rupee numbers a spreadsheet adds up.
 */
export function guestListCsv(guests: GuestView[]): string {
  const rows = guests
    .filter((g) => g.status === "booked")
    .map((g) => csvRow([g.name ?? "", g.phone ?? "", g.email, g.option, g.notes.join(" / "), moneyInputValue(g.agreedMinor), moneyInputValue(g.paidMinor), moneyInputValue(g.balanceMinor), g.dueOn]));
  return BOM + csvRow(COLUMNS) + rows.join("");
}
