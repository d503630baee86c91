import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { namedAdmin } from "../../../tests/support/team";
import type { Admin } from "~/lib/admin/users.server";
import { createBooking } from "~/lib/bookings/bookings.server";
import { BookingSchema } from "~/lib/bookings/schema";
import { getEdition } from "~/lib/editions/editions.server";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { storeBrochureSignup, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { getMailLinkKey } from "~/lib/mail/tokens.server";
import { PURPOSES } from "./fill";
import { allowContactAgain, markNoContact, noContactState, noContactToken } from "./no-contact.server";
import { editionWaitlist, emailPlaceOpened, placeOpenedBlock, placeOpenedSummary } from "./place-opened.server";
import { TEMPLATE_SCHEMAS } from "./schema";
import { doPersonMessage } from "./send.server";
import { composeForPerson, listTemplates, saveTemplate } from "./templates.server";

const ctx = (sourcePage: string, offsetMs = 0): LeadContext => ({ sourcePage, attribution: EMPTY_ATTRIBUTION, consentVersion: "2025-11-01", now: new Date(Date.now() + offsetMs) });
const GOA = { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" };

// The organiser's day, before the Goa 2025 edition the migrations seed (₹38,000, deposit ₹25,000, balance due 45 days before 18 December).
beforeAll(() => {
  vi.stubEnv("SITE_TODAY", "2025-11-01");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe.each(dialects)("messages from templates on %s", (dialect) => {
  const t = useTestDb(dialect);
  let anika: Admin;
  beforeAll(async () => {
    anika = await namedAdmin(t.db, "Anika");
  });

  const personOf = async (table: "brochure_signups" | "waitlist_signups", id: number) =>
    Number((await t.db.selectFrom("lead_requests").select("person_id").where("lead_table", "=", table).where("lead_id", "=", id).executeTakeFirstOrThrow()).person_id);

  it("starts with a template for every purpose and channel, and saves an edit with its line in the audit log", async () => {
    const all = await listTemplates(t.db);
    for (const purpose of PURPOSES) {
      expect(all[purpose].email.subject).toBeTruthy();
      expect(all[purpose].email.body).toContain("{firstName}");
      expect(all[purpose].whatsapp.subject).toBeNull();
    }
    expect(all.payment_link.whatsapp.body).toContain("{paymentLink}");
    const values = TEMPLATE_SCHEMAS.whatsapp.parse({ purpose: "payment_link", body: "Namaste {firstName}! The deposit of {deposit} holds your place: {paymentLink}" });
    await saveTemplate(t.db, "whatsapp", values, anika);
    const saved = (await listTemplates(t.db)).payment_link.whatsapp;
    expect([saved.body, saved.subject, saved.by]).toEqual([values.body, null, "Anika"]);
    const audit = await t.db.selectFrom("admin_audit").select(["actor", "action", "subject"]).where("action", "=", "template.edit").execute();
    expect(audit).toEqual([{ actor: "Anika", action: "template.edit", subject: "Payment link (WhatsApp)" }]);
  });

  it("fills a template for a person from the edition they asked about, opens WhatsApp through the timeline, and sends an e-mail through the outbox", async () => {
    const lead = await storeBrochureSignup(t.db, { name: "Priya Sharma", email: "priya@example.com", phone: "098765 43210", ...GOA }, ctx("/retreats/goa-2025"));
    const person = (await getPerson(t.db, await personOf("brochure_signups", lead.id)))!;
    const composed = await composeForPerson(t.db, person, "payment_link", null);
    expect(composed.edition?.slug).toBe("goa-2025");
    expect(composed.whatsapp).toEqual({ subject: null, body: "Namaste Priya! The deposit of ₹25,000 holds your place: https://pay.retreatly.example/goa-2025", missing: [] });
    expect(composed.email.body).toContain("The price is ₹38,000. The balance of ₹13,000 is due by 3 November 2025");
    expect(new URL(composed.whatsappHref!).searchParams.get("text")).toBe(composed.whatsapp.body);
    expect(composed.whatsappHref).toMatch(/^https:\/\/wa\.me\/919876543210\?/);

    // A booking's figures win over the edition's terms.
    const booked = await composeForPerson(t.db, person, "balance_reminder", null, { booking: async () => ({ agreedMinor: 3_600_000, paidMinor: 2_500_000, balanceDueOn: "2025-11-20" }) });
    expect(booked.whatsapp.body).toContain("the balance of ₹11,000 for the Goa Yoga & Surf Retreat (18-21 December 2025) is due by 20 November 2025");

    // Booked on the edition (app/lib/bookings): its agreed amount, what is paid and its due day, by default.
    const goa = (await getEdition(t.db, "goa-2025"))!;
    const made = await createBooking(t.db, BookingSchema.parse({ personId: person.id, editionId: goa.id, option: "Twin sharing", agreed: "36000", balanceDueOn: "2025-11-20" }), anika, "2025-11-01", new Date());
    expect(made.ok).toBe(true);
    const fromBooking = await composeForPerson(t.db, person, "balance_reminder", null);
    expect(fromBooking.whatsapp.body).toContain("the balance of ₹36,000 for the Goa Yoga & Surf Retreat (18-21 December 2025) is due by 20 November 2025");

    const opened = await doPersonMessage(t.db, person, { purpose: "payment_link", edition: null, channel: "whatsapp" }, anika);
    expect(opened).toEqual({ ok: true, done: "opened", redirect: composed.whatsappHref });
    const sent = await doPersonMessage(t.db, person, { purpose: "payment_link", edition: "goa-2025", channel: "email" }, anika);
    expect(sent).toEqual({ ok: true, done: "sent" });
    const mail = await t.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "organiser_message").execute();
    expect(mail.map((m) => [m.to_address, m.subject, m.status, m.lead_table, Number(m.lead_id)])).toEqual([
      ["priya@example.com", "Your place on the Goa Yoga & Surf Retreat, 18-21 December 2025", "pending", "brochure_signups", lead.id],
    ]);

    const after = (await getPerson(t.db, person.id))!;
    expect(after.stage).toBe("contacted");
    const messages = after.timeline.filter((e) => e.kind === "message");
    expect(messages.map((e) => [e.text?.split("\n")[0], e.by])).toEqual([
      ["E-mailed Payment link (Goa Yoga & Surf Retreat, 18-21 December 2025)", "Anika"],
      ["Opened WhatsApp with Payment link (Goa Yoga & Surf Retreat, 18-21 December 2025)", "Anika"],
    ]);
    expect(messages[1]!.text).toContain("Namaste Priya!");
    const events = await t.db.selectFrom("lead_events").select(["message_channel", "outbox_id"]).where("kind", "=", "message").where("person_id", "=", person.id).orderBy("id").execute();
    expect(events.map((e) => [e.message_channel, e.outbox_id === null ? null : Number(e.outbox_id)])).toEqual([
      ["whatsapp", null],
      ["email", Number(mail[0]!.id)],
    ]);

    // The site's e-mail counts toward the daily cap of three: the brochure, this one, one more, then held.
    expect(await doPersonMessage(t.db, person, { purpose: "general_reply", edition: "goa-2025", channel: "email" }, anika)).toEqual({ ok: true, done: "sent" });
    expect(await doPersonMessage(t.db, person, { purpose: "general_reply", edition: "goa-2025", channel: "email" }, anika)).toEqual({ ok: true, done: "held" });
    expect((await t.db.selectFrom("lead_events").select("id").where("kind", "=", "message").where("person_id", "=", person.id).execute()).length).toBe(3);
  });

  it("refuses a message with a placeholder it cannot fill, and WhatsApp without a phone", async () => {
    const lead = await storeWaitlistSignup(t.db, { name: "Kabir", email: "kabir@example.com", phone: null, retreatLocation: "Morocco 2026", retreatName: "Morocco" }, ctx("/retreats/morocco-2026"));
    const person = (await getPerson(t.db, await personOf("waitlist_signups", lead.id)))!;
    const edition = (await getEdition(t.db, "morocco-2026"))!;
    await t.db.updateTable("retreat_editions").set({ payment_url: null }).where("id", "=", edition.id).execute();
    const composed = await composeForPerson(t.db, person, "payment_link", null);
    expect(composed.edition?.slug).toBe("morocco-2026");
    // Morocco is coming soon: no price yet either.
    expect(composed.email.missing).toEqual(["paymentLink", "price", "balance"]);
    expect(await doPersonMessage(t.db, person, { purpose: "payment_link", edition: null, channel: "email" }, anika)).toEqual({ ok: false, problem: "missing", missing: ["paymentLink", "price", "balance"] });
    expect(await doPersonMessage(t.db, person, { purpose: "general_reply", edition: null, channel: "whatsapp" }, anika)).toEqual({ ok: false, problem: "no-phone" });
    expect(await t.db.selectFrom("lead_events").select("id").where("person_id", "=", person.id).where("kind", "=", "message").execute()).toEqual([]);
  });

  /** The Bali waitlist's people by first name, for the tests after the one that makes them. */
  const ids: Record<string, number> = {};

  it("e-mails an edition's waitlist in sign-up order, each with their own unsubscribe link, skipping and counting who asked not to be contacted, never twice", async () => {
    // Filed under the visitor's choice, as the form's action files them.
    const join = (name: string, offsetMs: number, interest = "Bali 2026") => {
      const [retreat, editionSlug] = interest === "Bali 2026" ? ["bali", "bali-2026"] : ["goa", "goa-2025"];
      return storeWaitlistSignup(t.db, { name, email: `${name.toLowerCase()}@example.com`, phone: null, retreatLocation: interest, retreatName: "Bali", retreat, editionSlug }, ctx("/retreats/bali-2026", offsetMs));
    };
    for (const [i, name] of ["Asha", "Ben", "Chitra", "Dev"].entries()) ids[name] = await personOf("waitlist_signups", (await join(name, i * 1000)).id);
    await join("Elsewhere", 5000, "Goa 2025");
    const unpriced = (await getEdition(t.db, "bali-2026"))!;
    expect((await editionWaitlist(t.db, unpriced)).map((e) => e.name)).toEqual(["Asha", "Ben", "Chitra", "Dev"]);
    // Bali has no price yet: nothing goes, and the organiser is told what is missing.
    expect(await emailPlaceOpened(t.db, unpriced, anika, null)).toEqual({ emailed: 0, skipped: 0, already: 0, held: 0, missing: ["price"] });
    await t.db.updateTable("retreat_editions").set({ price_inr: 65_000 }).where("id", "=", unpriced.id).execute();
    const bali = (await getEdition(t.db, "bali-2026"))!;

    // Ben first, by his own button; his link stops our e-mails, after its page has shown a button.
    expect(await emailPlaceOpened(t.db, bali, anika, ids.Ben!)).toMatchObject({ emailed: 1, skipped: 0, already: 0 });
    const token = noContactToken(await getMailLinkKey(t.db), ids.Ben!);
    const benMail = await t.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "place_opened").executeTakeFirstOrThrow();
    expect(JSON.parse(benMail.headers!)["List-Unsubscribe"]).toBe(`<http://localhost:3000/messages/unsubscribe?token=${token}>`);
    expect(await noContactState(t.db, token)).toBe("contactable");
    expect(await noContactState(t.db, `${ids.Asha}.${token.split(".")[1]}`)).toBe("invalid");
    expect(await markNoContact(t.db, token, new Date())).toBe("done");
    expect(await noContactState(t.db, token)).toBe("no-contact");

    const all = await emailPlaceOpened(t.db, bali, anika, null);
    expect(all).toEqual({ emailed: 3, skipped: 1, already: 0, held: 0, missing: [] });
    expect(placeOpenedSummary(all)).toBe("3 e-mailed, 1 skipped: asked not to be contacted");
    const rows = await t.db.selectFrom("mail_outbox").select(["to_address", "headers"]).where("kind", "=", "place_opened").orderBy("id").execute();
    expect(rows.map((r) => r.to_address)).toEqual(["ben@example.com", "asha@example.com", "chitra@example.com", "dev@example.com"]);
    // Each carries its own person's link.
    expect(new Set(rows.map((r) => JSON.parse(r.headers!)["List-Unsubscribe"])).size).toBe(4);

    const again = await emailPlaceOpened(t.db, bali, anika, null);
    expect(placeOpenedSummary(again)).toBe("0 e-mailed, 1 skipped: asked not to be contacted, 3 already e-mailed");
    const list = await editionWaitlist(t.db, bali);
    expect(list.map((e) => [e.name, e.noContact, e.emailedAt !== null])).toEqual([
      ["Asha", false, true],
      ["Ben", true, true],
      ["Chitra", false, true],
      ["Dev", false, true],
    ]);
    const ben = (await getPerson(t.db, ids.Ben!))!;
    expect(ben.timeline.map((e) => e.kind)).toContain("no_contact");
    const audit = await t.db.selectFrom("admin_audit").select("detail").where("action", "=", "waitlist.place-opened").orderBy("id").execute();
    expect(audit.map((a) => a.detail)).toEqual(["1 e-mailed", "3 e-mailed, 1 skipped: asked not to be contacted", "0 e-mailed, 1 skipped: asked not to be contacted, 3 already e-mailed"]);
  });

  it("lets the organiser undo a person's 'do not contact me' when they ask again, with how they asked on the timeline", async () => {
    const token = noContactToken(await getMailLinkKey(t.db), ids.Ben!);
    expect(await noContactState(t.db, token)).toBe("no-contact");
    expect(await allowContactAgain(t.db, ids.Ben!, "Wrote on WhatsApp asking about Bali", anika, new Date())).toBe("done");
    expect(await noContactState(t.db, token)).toBe("contactable");
    const ben = (await getPerson(t.db, ids.Ben!))!;
    expect(ben.timeline.find((e) => e.kind === "contact_again")).toMatchObject({ text: "Wrote on WhatsApp asking about Bali", by: "Anika" });
    // Their words stay on the timeline; the audit log says only that it happened.
    const audit = await t.db.selectFrom("admin_audit").select(["subject", "detail"]).where("action", "=", "lead.contact-again").execute();
    expect(audit).toEqual([{ subject: `lead ${ids.Ben}`, detail: null }]);
    expect(await allowContactAgain(t.db, ids.Ben!, "again", anika, new Date())).toBe("unchanged");
    expect(await allowContactAgain(t.db, 999_999, "nobody", anika, new Date())).toBe("gone");
    // Their own link works again.
    expect(await markNoContact(t.db, token, new Date())).toBe("done");
    expect(await noContactState(t.db, token)).toBe("no-contact");
  });

  it("never tells someone booked on the edition that a place opened: they keep their place in the list, shown as booked", async () => {
    const join = (name: string, offsetMs: number) =>
      storeWaitlistSignup(
        t.db,
        { name, email: `${name.toLowerCase()}@maldives.example`, phone: null, retreatLocation: "Maldives 2026", retreatName: "Maldives", retreat: "maldives", editionSlug: "maldives-2026" },
        ctx("/retreats/maldives-2026", offsetMs),
      );
    const farah = await personOf("waitlist_signups", (await join("Farah", 0)).id);
    await join("Gopal", 1000);
    const maldives = (await getEdition(t.db, "maldives-2026"))!;
    // Farah, first on the waitlist, took a place.
    expect(await createBooking(t.db, BookingSchema.parse({ personId: farah, editionId: maldives.id, option: "Sea view" }), anika, "2025-11-01", new Date())).toMatchObject({ ok: true });

    expect((await editionWaitlist(t.db, maldives)).map((e) => [e.name, e.booked])).toEqual([
      ["Farah", true],
      ["Gopal", false],
    ]);
    expect((await placeOpenedBlock(t.db, maldives, new URL("http://localhost/admin/retreats/maldives-2026"))).toEmail).toBe(1);
    // Not by her own button either.
    expect(await emailPlaceOpened(t.db, maldives, anika, farah)).toMatchObject({ emailed: 0 });
    expect(await emailPlaceOpened(t.db, maldives, anika, null)).toEqual({ emailed: 1, skipped: 0, already: 0, held: 0, missing: [] });
    const sent = await t.db.selectFrom("mail_outbox").select("to_address").where("kind", "=", "place_opened").where("to_address", "like", "%@maldives.example").execute();
    expect(sent.map((r) => r.to_address)).toEqual(["gopal@maldives.example"]);
  });
});
