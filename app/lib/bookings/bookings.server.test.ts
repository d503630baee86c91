import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { auditRows, namedAdmin } from "../../../tests/support/team";
import type { Admin } from "~/lib/admin/users.server";
import { runDigest } from "~/lib/admin/digest.server";
import { migrate } from "~/lib/db/db.server";
import { unpackBody } from "~/lib/mail/stored-body.server";
import { createEdition, getEdition } from "~/lib/editions/editions.server";
import { EditionSchema } from "~/lib/editions/schema";
import { editionStatus, placesLeft } from "~/lib/editions/status";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { storeInquiry, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { balancesDue, bookingsOfPerson, cancelBooking, createBooking, guestsOfEdition, recordPayment, recordRefund } from "./bookings.server";
import { BookingSchema, PaymentSchema, RefundSchema } from "./schema";

const ctx = (sourcePage: string): LeadContext => ({ sourcePage, attribution: EMPTY_ATTRIBUTION, consentVersion: "2025-11-01", now: new Date("2026-10-01T10:00:00Z") });
const start = Date.parse("2026-10-02T10:00:00Z");
let tick = 0;
/** A second later each time, so the timeline's newest entry is the last one made. */
const later = () => new Date(start + ++tick * 1000);
const TODAY = "2026-10-02";

/** Goa in December 2026 as the organiser creates it: ₹42,000, ₹15,000 deposit, the balance 30 days before, 12 places, 2 set by hand. */
const GOA_DEC = EditionSchema.parse({
  retreat: "goa",
  slug: "goa-december-2026",
  start: "2026-12-12",
  end: "2026-12-18",
  priceInr: 42_000,
  depositInr: 15_000,
  balanceDueDays: 30,
  capacity: 12,
  placesTaken: 2,
  state: "open",
});

async function personOf(db: Parameters<typeof getPerson>[0], email: string) {
  const link = await db.selectFrom("lead_requests").select("person_id").where("email_key", "=", email).executeTakeFirstOrThrow();
  return Number(link.person_id);
}

describe.each(dialects)("bookings on %s", (dialect) => {
  const t = useTestDb(dialect);
  let anika: Admin;
  let editionId: number;
  let asha: number;
  let ravi: number;
  let ashaBooking: number;

  beforeAll(async () => {
    anika = await namedAdmin(t.db, "Anika");
    const created = await createEdition(t.db, GOA_DEC, anika, later());
    if (!created.ok) throw new Error("edition not created");
    editionId = created.edition.id;
    await storeWaitlistSignup(t.db, { name: "Asha Menon", email: "asha@example.com", phone: "98765 43210", retreatLocation: "Goa 2026", retreatName: "Goa" }, ctx("/retreats/goa-2025"));
    await storeInquiry(t.db, "contact", { name: "Asha Menon", email: "asha@example.com", phone: null, message: "Vegetarian, no nuts please" }, ctx("/contact"));
    await storeWaitlistSignup(t.db, { name: "Ravi Iyer", email: "ravi@example.com", phone: null, retreatLocation: "Goa 2026", retreatName: "Goa" }, ctx("/retreats/goa-2025"));
    asha = await personOf(t.db, "asha@example.com");
    ravi = await personOf(t.db, "ravi@example.com");
  });

  it("books a person at the edition's price and terms, takes a place, and says so on the timeline and in the audit log", async () => {
    const booked = await createBooking(t.db, BookingSchema.parse({ personId: asha, editionId, option: "Twin sharing" }), anika, TODAY, later());
    expect(booked.ok).toBe(true);
    ashaBooking = booked.ok ? booked.bookingId : 0;
    const [view] = await bookingsOfPerson(t.db, asha, TODAY);
    expect(view).toMatchObject({ option: "Twin sharing", status: "booked", agreedMinor: 4_200_000, paidMinor: 0, balanceMinor: 4_200_000, depositMinor: 1_500_000, depositOwedMinor: 1_500_000, dueOn: "2026-11-12", overdue: false });
    const edition = (await getEdition(t.db, "goa-december-2026"))!;
    expect([edition.placesBooked, edition.placesTaken, placesLeft(edition)]).toEqual([1, 2, 9]);
    // The same person twice on the same dates is refused; another amount and due day are kept as typed.
    expect(await createBooking(t.db, BookingSchema.parse({ personId: asha, editionId, option: "Private room" }), anika, TODAY, later())).toMatchObject({ ok: false, fields: { editionId: expect.stringContaining("already booked") } });
    const other = await createBooking(t.db, BookingSchema.parse({ personId: ravi, editionId, option: "Private room", agreed: "₹55,000", balanceDueOn: "2026-11-20" }), anika, TODAY, later());
    expect(other.ok).toBe(true);
    expect((await bookingsOfPerson(t.db, ravi, TODAY))[0]).toMatchObject({ agreedMinor: 5_500_000, dueOn: "2026-11-20" });
    const timeline = (await getPerson(t.db, asha))!.timeline;
    expect(timeline[0]).toMatchObject({ kind: "booking", by: "Anika", text: "Booked on Goa Yoga & Surf Retreat, 12-18 December 2026 (Twin sharing): ₹42,000 agreed, balance due 2026-11-12" });
    expect((await auditRows(t.db, "booking.create")).map((r) => r.subject)).toEqual([`lead ${asha}`, `lead ${ravi}`]);
  });

  it("records the deposit, and refuses a payment above what is owed until the organiser confirms it", async () => {
    const pay = (amount: string, confirmOverpay?: boolean) =>
      recordPayment(t.db, PaymentSchema.parse({ bookingId: ashaBooking, amount, paidOn: "2026-10-02", method: "upi", note: "Ref 4411", confirmOverpay }), anika, later());
    expect(await pay("15,000")).toEqual({ ok: true });
    let [view] = await bookingsOfPerson(t.db, asha, TODAY);
    expect(view).toMatchObject({ paidMinor: 1_500_000, balanceMinor: 2_700_000, depositOwedMinor: 0 });
    // The deposit moves Asha on to Deposit paid, on her timeline and in the audit log.
    let person = (await getPerson(t.db, asha))!;
    expect(person.stage).toBe("deposit");
    expect(person.timeline.find((e) => e.kind === "stage")).toMatchObject({ stage: "deposit", text: "a payment was recorded", by: "Anika" });
    expect((await auditRows(t.db, "lead.stage")).map((r) => r.detail)).toEqual(["New → Deposit paid (a payment was recorded)"]);
    expect(await pay("30000")).toEqual({ ok: false, overpaid: true, owedMinor: 2_700_000 });
    expect((await bookingsOfPerson(t.db, asha, TODAY))[0]!.payments).toHaveLength(1);
    expect(await pay("27000.50", true)).toEqual({ ok: true });
    [view] = await bookingsOfPerson(t.db, asha, TODAY);
    expect(view).toMatchObject({ paidMinor: 4_200_050, balanceMinor: -50 });
    expect(view!.payments.map((p) => [p.kind, p.amountMinor, p.method])).toEqual([["payment", 1_500_000, "upi"], ["payment", 2_700_050, "upi"]]);
    // Paid in full: Booked.
    person = (await getPerson(t.db, asha))!;
    expect(person.stage).toBe("booked");
    expect(person.timeline.find((e) => e.kind === "stage")).toMatchObject({ stage: "booked", text: "the booking is paid in full" });
    const timeline = person.timeline.filter((e) => e.kind === "payment");
    expect(timeline[0]!.text).toBe("Payment received: ₹27,000.50 by UPI on 2026-10-02 (Goa Yoga & Surf Retreat, 12-18 December 2026) (₹0.50 more than was owed, recorded anyway): Ref 4411");
    // The organiser's note stays on the timeline, not in the audit log.
    expect((await auditRows(t.db, "booking.payment")).every((r) => !String(r.detail).includes("4411"))).toBe(true);
  });

  it("lists balances due within 7 days and overdue, earliest first, and not those paid in full", async () => {
    expect(await balancesDue(t.db, "2026-11-12")).toEqual([]);
    const soon = await balancesDue(t.db, "2026-11-13");
    expect(soon.map((b) => [b.name, b.balanceMinor, b.dueOn, b.overdue])).toEqual([["Ravi Iyer", 5_500_000, "2026-11-20", false]]);
    const late = await balancesDue(t.db, "2026-11-21");
    expect(late.map((b) => [b.email, b.overdue, b.edition])).toEqual([["ravi@example.com", true, "Goa Yoga & Surf Retreat, 12-18 December 2026"]]);
  });

  it("puts the balances due in the organiser's daily digest", async () => {
    const env = { ...process.env, SITE_TODAY: "2026-11-14", SITE_TIME_ZONE: "Asia/Kolkata", DIGEST_HOUR: "0", ORGANISER_EMAIL: "owner@retreatly.example" };
    expect((await runDigest(t.db, env, new Date("2026-11-14T06:00:00Z"))).status).toBe("queued");
    const mail = await t.db.selectFrom("mail_outbox").select(["subject", "text_body"]).where("kind", "=", "organiser_digest").executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/, 1 balance due$/);
    const text = unpackBody(mail.text_body);
    expect(text).toContain("Balances due within 7 days or overdue (1):");
    expect(text).toContain("Ravi Iyer: ₹55,000 for Goa Yoga & Surf Retreat, 12-18 December 2026, due 2026-11-20.");
  });

  it("lists the edition's guests with phones and the notes from their messages", async () => {
    const guests = await guestsOfEdition(t.db, editionId, TODAY);
    expect(guests.map((g) => [g.name, g.phone, g.option, g.notes, g.paidMinor, g.balanceMinor])).toEqual([
      ["Asha Menon", "98765 43210", "Twin sharing", ["Vegetarian, no nuts please"], 4_200_050, -50],
      ["Ravi Iyer", null, "Private room", [], 0, 5_500_000],
    ]);
  });

  it("frees the place on cancelling and on a refund, keeps both on record, and never refunds more than was paid", async () => {
    const ravis = (await bookingsOfPerson(t.db, ravi, TODAY))[0]!;
    expect(await cancelBooking(t.db, { bookingId: ravis.id, note: "Family wedding" }, anika, later())).toEqual({ ok: true });
    expect(await cancelBooking(t.db, { bookingId: ravis.id }, anika, later())).toMatchObject({ ok: false });
    expect((await getEdition(t.db, "goa-december-2026"))!.placesBooked).toBe(1);
    expect(await balancesDue(t.db, "2026-11-21")).toEqual([]);

    const refund = (amount: string) => recordRefund(t.db, RefundSchema.parse({ bookingId: ashaBooking, amount, paidOn: "2026-10-05", method: "bank-transfer" }), anika, later());
    expect(await refund("50,000")).toEqual({ ok: false, fields: { amount: "A refund cannot be more than was paid (₹42,000.50)" } });
    expect(await refund("42,000.50")).toEqual({ ok: true });
    const [view] = await bookingsOfPerson(t.db, asha, TODAY);
    expect(view).toMatchObject({ status: "refunded", paidMinor: 0 });
    expect(view!.payments.at(-1)).toMatchObject({ kind: "refund", amountMinor: 4_200_050 });
    // Money never moves a person backwards: after a refund the organiser sets the stage.
    expect((await getPerson(t.db, asha))!.stage).toBe("booked");
    const edition = (await getEdition(t.db, "goa-december-2026"))!;
    expect([edition.placesBooked, placesLeft(edition)]).toEqual([0, 10]);
    const guests = await guestsOfEdition(t.db, editionId, TODAY);
    expect(guests.map((g) => [g.name, g.status])).toEqual([["Asha Menon", "refunded"], ["Ravi Iyer", "cancelled"]]);
    expect((await getPerson(t.db, ravi))!.timeline[0]!.text).toBe("Cancelled the booking on Goa Yoga & Surf Retreat, 12-18 December 2026; the place is free again: Family wedding");
  });

  it("shows the edition sold out once its bookings and the places set by hand fill it", async () => {
    await t.db.updateTable("retreat_editions").set({ places_taken: 11 }).where("id", "=", editionId).execute();
    expect(editionStatus((await getEdition(t.db, "goa-december-2026"))!, TODAY)).toBe("open");
    await createBooking(t.db, BookingSchema.parse({ personId: ravi, editionId, option: "Twin sharing" }), anika, TODAY, later());
    expect(editionStatus((await getEdition(t.db, "goa-december-2026"))!, TODAY)).toBe("sold-out");
    // Full: one more booking (an extra bed) only once the organiser has seen the warning.
    const extra = (confirmFull?: boolean) => createBooking(t.db, BookingSchema.parse({ personId: asha, editionId, option: "Extra bed", confirmFull }), anika, TODAY, later());
    expect(await extra()).toEqual({ ok: false, fields: { editionId: 'Every place on these dates is taken (12 of 12). Tick "Book anyway" to book beyond them.' } });
    expect((await getEdition(t.db, "goa-december-2026"))!.placesBooked).toBe(1);
    expect(await extra(true)).toMatchObject({ ok: true });
    const edition = (await getEdition(t.db, "goa-december-2026"))!;
    expect([edition.placesBooked + edition.placesTaken, placesLeft(edition)]).toEqual([13, 0]);
  });
});

describe.each(dialects)("migration 018 on %s", (dialect) => {
  const t = useTestDb(dialect, { before: "018" });

  it("keeps the places typed by hand as the manual adjustment, so places left read the same", async () => {
    await t.db.updateTable("retreat_editions").set({ places_taken: 9 }).where("slug", "=", "goa-2025").execute();
    await migrate(t.db);
    const goa = (await getEdition(t.db, "goa-2025"))!;
    expect([goa.placesTaken, goa.placesBooked, placesLeft(goa)]).toEqual([9, 0, 7]);
  });
});
