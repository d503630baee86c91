import type { Kysely } from "kysely";
import { withId } from "./helpers";

/**
 * Bookings (docs/decisions/042-bookings.md): a person booked on an edition, with the option
 * they took, the amount agreed, the day the balance falls due, and every payment or refund
 * received. Amounts are integers in the currency's minor unit (paise for INR), so sums are
 * exact on both databases.
 *
 * The edition's `places_taken`, typed by hand until now, becomes the places set by hand on top
 * of the bookings: an edition's places taken are its active bookings plus that number. No
 * booking exists yet, so every public page's "places left" reads the same after this migration
 * as before it, with the column left exactly as the organiser typed it.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable("bookings"))
    .addColumn("person_id", "integer", (c) => c.notNull())
    .addColumn("edition_id", "integer", (c) => c.notNull())
    .addColumn("option_label", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("INR"))
    .addColumn("agreed_minor", "integer", (c) => c.notNull())
    .addColumn("balance_due_on", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("bookings_person").on("bookings").column("person_id").execute();
  await db.schema.createIndex("bookings_edition_status").on("bookings").columns(["edition_id", "status"]).execute();
  await db.schema.createIndex("bookings_status_due").on("bookings").columns(["status", "balance_due_on"]).execute();

  await withId(db, db.schema.createTable("booking_payments"))
    .addColumn("booking_id", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("booking_payments_booking").on("booking_payments").column("booking_id").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("booking_payments").execute();
  await db.schema.dropTable("bookings").execute();
}
