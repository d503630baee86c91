import { redirect } from "react-router";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { now as clockNow, today as clockToday } from "~/lib/clock.server";
import { editionTitle, retreatNames } from "~/lib/retreats/retreats.server";
import type { Db } from "~/lib/db/db.server";
import { listEditions } from "~/lib/editions/editions.server";
import { currentPrice, editionStatus, placesLeft } from "~/lib/editions/status";
import { log } from "~/lib/log.server";
import { balanceDueByTerms, bookingsOfPerson, cancelBooking, createBooking, recordPayment, recordRefund } from "./bookings.server";
import { formatMoney, rupeesToMinor } from "./money";
import { BOOKING_MESSAGES, BOOKING_SCHEMAS } from "./schema";

/**
 * The bookings block of a person's page (components/admin/person-bookings.tsx): what it shows,
 * and its four forms' posts, which reach the page's action with their form id in `form`.
 */
export async function personBookings(db: Db, personId: number, today: string) {
  const [bookings, editions, names] = await Promise.all([bookingsOfPerson(db, personId, today), listEditions(db), retreatNames(db)]);
  // Any edition not yet over can take a booking, a hidden draft or a full one too (the organiser decides).
  const choices = editions
    .filter((e) => editionStatus(e, today) !== "past")
    .map((e) => {
      const price = currentPrice(e, today);
      const left = placesLeft(e);
      const name = editionTitle(names, e);
      return {
        id: e.id,
        label: `${name} · ${price ? formatMoney(rupeesToMinor(price.amount)) : "no price yet"} · ${left === 1 ? "1 place left" : `${left} places left`}`,
        dueByTerms: balanceDueByTerms(e),
      };
    });
  return { bookings, editions: choices, today };
}

/** Whether a post to the person's page is one of the bookings' forms, by its id (postedFormId). */
export function isBookingForm(id: string) {
  return Object.hasOwn(BOOKING_SCHEMAS, id);
}

const OVERPAID = (owed: number) => `${BOOKING_MESSAGES.overpaid} (${formatMoney(Math.max(0, owed))} owed). Tick "Record it anyway" to record it all the same.`;

/**
 * POST /admin/leads/<person> with a bookings form: checked by its schema, then done; back to
 * the page's bookings on success (post/redirect/get, with or without JavaScript), or the
 * messages under the form's fields.
 */
export async function bookingAction(request: Request, personParam: string | undefined) {
  const { db, admin } = await requireAdmin(request);
  const personId = Number(personParam);
  const form = await readAccountForm(request, BOOKING_SCHEMAS);
  if (!form.ok) return form.response;
  const now = clockNow();
  // A booking's forms act only on this person's bookings, whatever a tampered hidden field says.
  if (form.id !== "booking") {
    const own = await db.selectFrom("bookings").select("id").where("id", "=", form.value.bookingId).where("person_id", "=", personId).executeTakeFirst();
    if (!own) return form.fail({ form: BOOKING_MESSAGES.booking }, 404);
  }
  let result;
  if (form.id === "booking") {
    if (form.value.personId !== personId) return form.fail({ form: "This form belongs to another person's page. Please reload it." });
    result = await createBooking(db, form.value, admin, clockToday(), now);
  } else if (form.id === "payment") {
    result = await recordPayment(db, form.value, admin, now);
    if (!result.ok && "overpaid" in result) return form.fail({ fields: { amount: OVERPAID(result.owedMinor) } });
  } else if (form.id === "refund") result = await recordRefund(db, form.value, admin, now);
  else result = await cancelBooking(db, form.value, admin, now);
  if (!result.ok) return form.fail({ form: "form" in result ? result.form : undefined, fields: "fields" in result ? result.fields : undefined });
  log.info("admin changed a booking", { person: personId, form: form.id }, request);
  throw redirect(`/admin/leads/${personId}?done=${form.id}#bookings`, { headers: NO_STORE });
}
