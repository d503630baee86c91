/**
 * Bookings (docs/decisions/042-bookings.md): a person booked on an edition, the money received
 * and given back, and what is still owed. Every change is one transaction with its entry on the
 * person's timeline (lead_events) and its line in the audit log, naming who made it.
 *
 * The money model: the agreed amount is fixed when booking (the edition's price that day unless
 * the organiser types another); paid is the payments less the refunds; the balance is agreed
 * less paid. The deposit is the edition's deposit_inr (never more than agreed). An active
 * booking ("booked") holds a place; a cancelled or refunded one frees it and stays on record.
 */
import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import type { BookingStatus } from "~/lib/db/schema";
import { leadSubject, recordAudit, type AuditAction } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { advanceStage } from "~/lib/leads/follow-up/apply.server";
import { addDays, firstDay } from "~/lib/calendar";
import { editionTitle, retreatNames } from "~/lib/retreats/retreats.server";
import { getEditionById } from "~/lib/editions/editions.server";
import { currentPrice, placesLeft } from "~/lib/editions/status";
import { formatMoney, rupeesToMinor } from "./money";
import { BOOKING_MESSAGES, METHOD_LABELS, type BookingSchema, type CancelSchema, type PaymentMethod, type PaymentSchema, type RefundSchema } from "./schema";
import type { z } from "~/lib/zod";

/** The full edition's warning under the dates; the form offers "Book anyway" with it. */
const FULL_WARNING = (capacity: number) => `${BOOKING_MESSAGES.full} (${capacity} of ${capacity}). Tick "Book anyway" to book beyond them.`;

/** How many days ahead a balance counts as due soon (the queue and the digest). */
const BALANCE_DUE_SOON_DAYS = 7;

type Failure = { ok: false; fields?: Record<string, string>; form?: string };
type Result<T = object> = ({ ok: true } & T) | Failure;

interface EditionTerms {
  start: string;
  balanceDueDays: number;
}

/** The day a balance falls due by the edition's terms: its first day less its balance-due days. */
export function balanceDueByTerms(e: EditionTerms): string {
  return addDays(firstDay(e.start), -e.balanceDueDays);
}

/** "Goa Yoga & Surf Retreat, 12-18 December 2026", the retreat named as the organiser keeps it. */
async function editionName(db: Db | Trx, e: { retreat: string; start_date: string; end_date: string }) {
  return editionTitle(await retreatNames(db as Db), { retreat: e.retreat, start: e.start_date, end: e.end_date });
}

/**
 * The timeline entry and the audit line. The organiser's own words (`said`) stay on the timeline
 * only, which goes with the person, as a note's text does (apply.server.ts).
 */
async function note(trx: Trx, personId: number, kind: "booking" | "payment", body: string, admin: Admin, audit: AuditAction, at: Date, said?: string) {
  await trx
    .insertInto("lead_events")
    .values({ person_id: personId, kind, stage: null, body: said ? `${body}: ${said}` : body, created_at: at.toISOString(), ...actorOf(admin) })
    .execute();
  await recordAudit(trx, admin, audit, { subject: leadSubject(personId), detail: body }, at);
}

/** Paid so far: payments less refunds, in paise. */
async function paidOf(trx: Db | Trx, bookingId: number) {
  const rows = await trx.selectFrom("booking_payments").select(["kind", "amount_minor"]).where("booking_id", "=", bookingId).execute();
  return rows.reduce((sum, r) => sum + (r.kind === "refund" ? -1 : 1) * Number(r.amount_minor), 0);
}

/**
 * Books `personId` on an edition: the option, the amount agreed (the edition's price on `today`
 * when none is given) and the balance's due day (the edition's terms when none is given).
 */
export async function createBooking(db: Db, input: z.output<typeof BookingSchema>, admin: Admin, today: string, now: Date): Promise<Result<{ bookingId: number }>> {
  return db.transaction().execute(async (trx): Promise<Result<{ bookingId: number }>> => {
    const person = await trx.selectFrom("lead_people").select("id").where("id", "=", input.personId).executeTakeFirst();
    if (!person) return { ok: false, form: "This person no longer exists." };
    const edition = await getEditionById(trx, input.editionId);
    if (!edition) return { ok: false, fields: { editionId: BOOKING_MESSAGES.editionGone } };
    const already = await trx
      .selectFrom("bookings")
      .select("id")
      .where("person_id", "=", input.personId)
      .where("edition_id", "=", input.editionId)
      .where("status", "=", "booked")
      .executeTakeFirst();
    if (already) return { ok: false, fields: { editionId: BOOKING_MESSAGES.alreadyBooked } };
    // A full edition takes a booking only once the organiser saw the warning (an extra bed, a
    // place they know is about to free): places taken then reads above the capacity.
    if (placesLeft(edition) === 0 && !input.confirmFull) return { ok: false, fields: { editionId: FULL_WARNING(edition.capacity) } };
    const price = currentPrice(edition, today);
    const agreed = input.agreed ?? (price ? rupeesToMinor(price.amount) : null);
    if (agreed === null) return { ok: false, fields: { agreed: "These dates have no price yet: enter the amount agreed" } };
    const dueOn = input.balanceDueOn ?? balanceDueByTerms(edition);
    const at = now.toISOString();
    const row = await trx
      .insertInto("bookings")
      .values({
        person_id: input.personId,
        edition_id: input.editionId,
        option_label: input.option,
        currency: "INR",
        agreed_minor: agreed,
        balance_due_on: dueOn,
        status: "booked",
        created_at: at,
        updated_at: at,
        ...actorOf(admin),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await note(trx, input.personId, "booking", `Booked on ${editionTitle(await retreatNames(trx), edition)} (${input.option}): ${formatMoney(agreed)} agreed, balance due ${dueOn}`, admin, "booking.create", now);
    return { ok: true, bookingId: Number(row.id) };
  });
}

async function bookingWithEdition(trx: Trx, bookingId: number) {
  return trx
    .selectFrom("bookings as b")
    .innerJoin("retreat_editions as e", "e.id", "b.edition_id")
    .select(["b.id", "b.person_id", "b.status", "b.agreed_minor", "b.option_label", "e.retreat", "e.start_date", "e.end_date"])
    .where("b.id", "=", bookingId)
    .executeTakeFirst();
}

const paymentLine = (what: string, amount: number, method: PaymentMethod, paidOn: string, where: string) =>
  `${what} ${formatMoney(amount)} by ${method === "upi" ? "UPI" : METHOD_LABELS[method].toLowerCase()} on ${paidOn} (${where})`;

/**
 * Records a payment. One above what is still owed is refused with `overpaid` (and the amount
 * owed) unless `confirmOverpay` says the organiser saw the warning and records it anyway.
 */
export async function recordPayment(
  db: Db,
  input: z.output<typeof PaymentSchema>,
  admin: Admin,
  now: Date,
): Promise<Result | { ok: false; overpaid: true; owedMinor: number }> {
  return db.transaction().execute(async (trx) => {
    const booking = await bookingWithEdition(trx, input.bookingId);
    if (!booking) return { ok: false as const, form: BOOKING_MESSAGES.booking };
    if (booking.status !== "booked") return { ok: false as const, form: BOOKING_MESSAGES.notActive };
    const owed = Number(booking.agreed_minor) - (await paidOf(trx, input.bookingId));
    if (input.amount > owed && !input.confirmOverpay) return { ok: false as const, overpaid: true as const, owedMinor: owed };
    await trx
      .insertInto("booking_payments")
      .values({ booking_id: input.bookingId, kind: "payment", paid_on: input.paidOn, amount_minor: input.amount, method: input.method, note: input.note || null, created_at: now.toISOString(), ...actorOf(admin) })
      .execute();
    const over = input.amount > owed ? ` (${formatMoney(input.amount - Math.max(0, owed))} more than was owed, recorded anyway)` : "";
    await note(trx, Number(booking.person_id), "payment", paymentLine("Payment received:", input.amount, input.method, input.paidOn, await editionName(trx, booking)) + over, admin, "booking.payment", now, input.note);
    const paidInFull = input.amount >= owed;
    await advanceStage(trx, Number(booking.person_id), paidInFull ? "booked" : "deposit", paidInFull ? "the booking is paid in full" : "a payment was recorded", admin, now);
    return { ok: true as const };
  });
}

/** Records money given back: never more than was paid. The booking becomes refunded and frees its place. */
export async function recordRefund(db: Db, input: z.output<typeof RefundSchema>, admin: Admin, now: Date): Promise<Result> {
  return db.transaction().execute(async (trx): Promise<Result> => {
    const booking = await bookingWithEdition(trx, input.bookingId);
    if (!booking) return { ok: false, form: BOOKING_MESSAGES.booking };
    const paid = await paidOf(trx, input.bookingId);
    if (input.amount > paid) return { ok: false, fields: { amount: `${BOOKING_MESSAGES.refundTooLarge} (${formatMoney(paid)})` } };
    await trx
      .insertInto("booking_payments")
      .values({ booking_id: input.bookingId, kind: "refund", paid_on: input.paidOn, amount_minor: input.amount, method: input.method, note: input.note || null, created_at: now.toISOString(), ...actorOf(admin) })
      .execute();
    await trx.updateTable("bookings").set({ status: "refunded", updated_at: now.toISOString() }).where("id", "=", input.bookingId).execute();
    const freed = booking.status === "booked" ? "; the place is free again" : "";
    await note(trx, Number(booking.person_id), "payment", paymentLine("Refunded", input.amount, input.method, input.paidOn, await editionName(trx, booking)) + freed, admin, "booking.refund", now, input.note);
    return { ok: true };
  });
}

/** Cancels an active booking: its place is free again; the booking and its payments stay. */
export async function cancelBooking(db: Db, input: z.output<typeof CancelSchema>, admin: Admin, now: Date): Promise<Result> {
  return db.transaction().execute(async (trx): Promise<Result> => {
    const booking = await bookingWithEdition(trx, input.bookingId);
    if (!booking) return { ok: false, form: BOOKING_MESSAGES.booking };
    if (booking.status !== "booked") return { ok: false, form: BOOKING_MESSAGES.notActive };
    await trx.updateTable("bookings").set({ status: "cancelled", updated_at: now.toISOString() }).where("id", "=", input.bookingId).execute();
    await note(trx, Number(booking.person_id), "booking", `Cancelled the booking on ${await editionName(trx, booking)}; the place is free again`, admin, "booking.cancel", now, input.note);
    return { ok: true };
  });
}

// ---------- reading ----------

interface PaymentView {
  id: number;
  kind: "payment" | "refund";
  paidOn: string;
  amountMinor: number;
  method: PaymentMethod;
  note: string | null;
  by: string;
}

export interface BookingView {
  id: number;
  personId: number;
  editionId: number;
  editionSlug: string;
  edition: string;
  option: string;
  status: BookingStatus;
  agreedMinor: number;
  /** Payments less refunds. */
  paidMinor: number;
  /** Agreed less paid; below zero when more was paid than agreed. */
  balanceMinor: number;
  /** The edition's deposit (never above the agreed amount) and what of it is still owed. */
  depositMinor: number;
  depositOwedMinor: number;
  dueOn: string;
  /** Active, something owed and the due day gone by. */
  overdue: boolean;
  createdAt: string;
  by: string;
  payments: PaymentView[];
}

type BookingRow = {
  id: number;
  person_id: number;
  edition_id: number;
  option_label: string;
  status: BookingStatus;
  agreed_minor: number;
  balance_due_on: string;
  created_at: string;
  actor: string;
  slug: string;
  retreat: string;
  start_date: string;
  end_date: string;
  deposit_inr: number;
};

function bookingRows(db: Db) {
  return db
    .selectFrom("bookings as b")
    .innerJoin("retreat_editions as e", "e.id", "b.edition_id")
    .select(["b.id", "b.person_id", "b.edition_id", "b.option_label", "b.status", "b.agreed_minor", "b.balance_due_on", "b.created_at", "b.actor", "e.slug", "e.retreat", "e.start_date", "e.end_date", "e.deposit_inr"]);
}

async function viewsOf(db: Db, rows: BookingRow[], today: string): Promise<BookingView[]> {
  const ids = rows.map((r) => Number(r.id));
  const [payments, names] = await Promise.all([
    ids.length ? db.selectFrom("booking_payments").selectAll().where("booking_id", "in", ids).orderBy("paid_on").orderBy("id").execute() : [],
    retreatNames(db),
  ]);
  return rows.map((r) => {
    const own = payments.filter((p) => Number(p.booking_id) === Number(r.id));
    const paid = own.reduce((sum, p) => sum + (p.kind === "refund" ? -1 : 1) * Number(p.amount_minor), 0);
    const agreed = Number(r.agreed_minor);
    const deposit = Math.min(rupeesToMinor(Number(r.deposit_inr)), agreed);
    const balance = agreed - paid;
    return {
      id: Number(r.id),
      personId: Number(r.person_id),
      editionId: Number(r.edition_id),
      editionSlug: r.slug,
      edition: editionTitle(names, { retreat: r.retreat, start: r.start_date, end: r.end_date }),
      option: r.option_label,
      status: r.status,
      agreedMinor: agreed,
      paidMinor: paid,
      balanceMinor: balance,
      depositMinor: deposit,
      depositOwedMinor: Math.max(0, deposit - paid),
      dueOn: r.balance_due_on,
      overdue: r.status === "booked" && balance > 0 && r.balance_due_on < today,
      createdAt: r.created_at,
      by: r.actor,
      payments: own.map((p) => ({ id: Number(p.id), kind: p.kind, paidOn: p.paid_on, amountMinor: Number(p.amount_minor), method: p.method as PaymentMethod, note: p.note, by: p.actor })),
    };
  });
}

/** A person's bookings, active first, then newest first. */
export async function bookingsOfPerson(db: Db, personId: number, today: string): Promise<BookingView[]> {
  const rows = await bookingRows(db).where("b.person_id", "=", personId).orderBy("b.created_at", "desc").orderBy("b.id", "desc").execute();
  const views = await viewsOf(db, rows, today);
  return [...views.filter((b) => b.status === "booked"), ...views.filter((b) => b.status !== "booked")];
}

interface Contact {
  name: string | null;
  email: string;
  phone: string | null;
  /** What they wrote in their requests' messages: dietary needs and the like. */
  notes: string[];
}

/**
 * Each person's name, reply address and phone as the organiser keeps them (lead_people), and
 * what they wrote in their requests' messages, oldest first.
 */
async function contactsOf(db: Db, personIds: number[]): Promise<Map<number, Contact>> {
  const out = new Map<number, Contact>();
  if (personIds.length === 0) return out;
  for (const p of await db.selectFrom("lead_people").select(["id", "name", "email", "phone"]).where("id", "in", personIds).execute())
    out.set(Number(p.id), { name: p.name, email: p.email, phone: p.phone, notes: [] });
  // Only inquiries carry a free message (and the dates they asked about); the other forms have none.
  const messages = await db
    .selectFrom("lead_requests as r")
    .innerJoin("inquiries as i", (j) => j.onRef("i.id", "=", "r.lead_id").on("r.lead_table", "=", "inquiries"))
    .select(["r.person_id", "i.message"])
    .where("r.person_id", "in", personIds)
    .orderBy("r.created_at")
    .execute();
  for (const m of messages) if (m.message.trim()) out.get(Number(m.person_id))?.notes.push(m.message.trim());
  return out;
}

export interface GuestView extends BookingView {
  name: string | null;
  email: string;
  phone: string | null;
  notes: string[];
}

async function guestsOf(db: Db, rows: BookingRow[], today: string): Promise<GuestView[]> {
  const views = await viewsOf(db, rows, today);
  const contacts = await contactsOf(db, [...new Set(views.map((v) => v.personId))]);
  return views.map((v) => ({ ...v, ...(contacts.get(v.personId) ?? { name: null, email: "", phone: null, notes: [] }) }));
}

/**
 * Every booking with its guest, oldest first, in keyset batches (the bookings export): of one
 * edition and only the active ones for its guest list, or all of them.
 */
export async function* iterateBookings(db: Db, { editionId, activeOnly = false }: { editionId?: number; activeOnly?: boolean }, today: string, size = 500) {
  let after = 0;
  for (;;) {
    let q = bookingRows(db).where("b.id", ">", after);
    if (editionId !== undefined) q = q.where("b.edition_id", "=", editionId);
    if (activeOnly) q = q.where("b.status", "=", "booked");
    const rows = await q.orderBy("b.id").limit(size).execute();
    if (rows.length === 0) return;
    yield await guestsOf(db, rows, today);
    after = Number(rows.at(-1)!.id);
  }
}

/** An edition's guests: every booking on it, active first (by name), then the cancelled and refunded. */
export async function guestsOfEdition(db: Db, editionId: number, today: string): Promise<GuestView[]> {
  const rows = await bookingRows(db).where("b.edition_id", "=", editionId).orderBy("b.created_at").orderBy("b.id").execute();
  const guests = await guestsOf(db, rows, today);
  const byName = (a: GuestView, b: GuestView) => (a.name ?? a.email).localeCompare(b.name ?? b.email);
  return [...guests.filter((g) => g.status === "booked").sort(byName), ...guests.filter((g) => g.status !== "booked").sort(byName)];
}

export interface BalanceDue {
  bookingId: number;
  personId: number;
  name: string | null;
  email: string;
  phone: string | null;
  edition: string;
  editionSlug: string;
  balanceMinor: number;
  dueOn: string;
  overdue: boolean;
}

/**
 * Balances still owed on active bookings that fall due within BALANCE_DUE_SOON_DAYS of `today`
 * or are overdue, the earliest due first: the "To follow up" page and the daily digest list them.
 */
export async function balancesDue(db: Db, today: string): Promise<BalanceDue[]> {
  const rows = await bookingRows(db)
    .where("b.status", "=", "booked")
    .where("b.balance_due_on", "<=", addDays(today, BALANCE_DUE_SOON_DAYS))
    .orderBy("b.balance_due_on")
    .orderBy("b.id")
    .execute();
  const owing = (await viewsOf(db, rows, today)).filter((b) => b.balanceMinor > 0);
  const contacts = await contactsOf(db, [...new Set(owing.map((b) => b.personId))]);
  return owing.map((b) => {
    const c = contacts.get(b.personId);
    return {
      bookingId: b.id,
      personId: b.personId,
      name: c?.name ?? null,
      email: c?.email ?? "",
      phone: c?.phone ?? null,
      edition: b.edition,
      editionSlug: b.editionSlug,
      balanceMinor: b.balanceMinor,
      dueOn: b.dueOn,
      overdue: b.overdue,
    };
  });
}
