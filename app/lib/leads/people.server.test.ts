import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import type { Db } from "~/lib/db/db.server";
import { GOA_BROCHURE, requestContext } from "../../../tests/support/leads";
import { storeBrochureSignup, storeInquiry } from "./leads.server";
import type { Admin } from "~/lib/admin/users.server";
import { namedAdmin } from "../../../tests/support/team";
import { applyFollowUp } from "./follow-up/apply.server";
import { savePersonDetails } from "./follow-up/details.server";
import { mergePeople } from "./follow-up/merge.server";
import { getPerson } from "./follow-up/person.server";

/**
 * Who a request joins, and which e-mails it may trigger, against the attacks the follow-up was
 * open to: a phone number alone never makes two requests one person (nor hands one person's
 * page to the other), a later request never rewrites a person's name or reply address, a
 * repeat withholds only what this very address has had, and the daily cap counts an address
 * without its +tag and letter case.
 */
const ctx = requestContext;
const GOA = GOA_BROCHURE;

async function personOf(db: Db, table: "brochure_signups" | "inquiries", id: number) {
  const link = await db.selectFrom("lead_requests").select("person_id").where("lead_table", "=", table).where("lead_id", "=", id).executeTakeFirstOrThrow();
  return Number(link.person_id);
}

async function visitorMail(db: Db, table: "brochure_signups" | "inquiries", id: number) {
  return db.selectFrom("mail_outbox").select(["kind", "to_address", "status", "last_error"]).where("lead_table", "=", table).where("lead_id", "=", id).where("kind", "!=", "organiser_lead").executeTakeFirstOrThrow();
}

describe.each(dialects)("linking requests to people on %s", (dialect) => {
  const t = useTestDb(dialect);
  let meera: Admin;
  beforeAll(async () => {
    meera = await namedAdmin(t.db, "Meera Nair");
  });

  it("never joins a request to a person on the phone alone: Asha's page stays Asha's", async () => {
    const asha = await storeBrochureSignup(t.db, { name: "Asha Rao", email: "asha@example.com", phone: "+91 98111 22233", ...GOA }, ctx("/retreats/goa-2025"));
    const mallory = await storeInquiry(t.db, "contact", { name: "Mallory", email: "mallory@evil.example", phone: "098111 22233", message: "Please send the payment link here" }, ctx("/contact"));
    const ashaId = await personOf(t.db, "brochure_signups", asha.id);
    const malloryId = await personOf(t.db, "inquiries", mallory.id);
    expect(malloryId).not.toBe(ashaId);
    const page = (await getPerson(t.db, ashaId))!;
    expect(page.name).toBe("Asha Rao");
    expect(page.email).toBe("asha@example.com");
    expect(page.requests.map((r) => r.table)).toEqual(["brochure_signups"]);
    expect(page.reply.mailto).toMatch(/^mailto:asha@example\.com\?/);
    expect(page.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/919811122233\?text=Hello%20Asha%2C/);
    const theirs = (await getPerson(t.db, malloryId))!;
    expect([theirs.name, theirs.email]).toEqual(["Mallory", "mallory@evil.example"]);
    // Mallory's contact form is acknowledged like anyone's: nothing is withheld as a "repeat".
    expect((await visitorMail(t.db, "inquiries", mallory.id)).status).toBe("pending");
  });

  it("keeps the name and reply address of the request that created the person, whatever a later one with the same e-mail says", async () => {
    const first = await storeBrochureSignup(t.db, { name: "Kavya Iyer", email: "Kavya@Example.com", phone: "+91 99000 11122", ...GOA }, ctx("/retreats/goa-2025"));
    const later = await storeInquiry(t.db, "contact", { name: "Eve", email: "kavya@example.com", phone: "+44 7700 900123", message: "Use this number" }, ctx("/contact", 60_000));
    const id = await personOf(t.db, "brochure_signups", first.id);
    expect(await personOf(t.db, "inquiries", later.id)).toBe(id);
    const page = (await getPerson(t.db, id))!;
    expect([page.name, page.email, page.phoneE164]).toEqual(["Kavya Iyer", "Kavya@Example.com", "+919900011122"]);
    expect(page.reply.mailto).toMatch(/^mailto:Kavya@Example\.com\?/);
    expect(page.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/919900011122\?text=Hello%20Kavya%2C/);
    expect(page.reply.tel).toBe("tel:+919900011122");
    // Each request shows its own number, not the person's.
    expect(page.requests.map((r) => r.phoneE164)).toEqual(["+919900011122", "+447700900123"]);
  });

  it("withholds a repeat only from the address that had it: another address with the same phone gets its brochure", async () => {
    const phone = "+91 97000 55544";
    const typo = await storeBrochureSignup(t.db, { name: "Neha", email: "neha@gmial.com", phone, ...GOA }, ctx("/retreats/goa-2025"));
    const corrected = await storeBrochureSignup(t.db, { name: "Neha", email: "neha@gmail.com", phone, ...GOA }, ctx("/retreats/goa-2025", 120_000));
    expect(await visitorMail(t.db, "brochure_signups", typo.id)).toMatchObject({ to_address: "neha@gmial.com", status: "pending" });
    expect(await visitorMail(t.db, "brochure_signups", corrected.id)).toMatchObject({ to_address: "neha@gmail.com", status: "pending" });
    // The same address asking again within the window is still a repeat, sent nothing twice.
    const again = await storeBrochureSignup(t.db, { name: "Neha S", email: "Neha@Gmail.com", phone, ...GOA }, ctx("/retreats/goa-2025", 240_000));
    expect(await visitorMail(t.db, "brochure_signups", again.id)).toMatchObject({ status: "withheld", last_error: expect.stringContaining("repeat") });
  });

  it("counts an address without its +tag and letter case against the daily cap", async () => {
    const sent = [];
    for (const email of ["target+1@x.example", "Target+2@X.example", "target@x.example", "TARGET+3@x.example"]) {
      const { id } = await storeBrochureSignup(t.db, { name: "Target", email, phone: "", ...GOA }, ctx("/retreats/goa-2025"));
      sent.push(await visitorMail(t.db, "brochure_signups", id));
    }
    expect(sent.map((m) => m.status)).toEqual(["pending", "pending", "pending", "withheld"]);
    expect(sent[3]!.last_error).toContain("target@x.example");
    expect(sent[3]!.last_error).toContain("MAIL_VISITOR_DAILY_LIMIT");
  });

  it("shows the same phone with another e-mail as maybe the same person on both pages, and merges them when the organiser says so", async () => {
    const asha = await storeBrochureSignup(t.db, { name: "Isha Patel", email: "isha@example.com", phone: "+91 90000 12345", ...GOA }, ctx("/retreats/goa-2025"));
    const other = await storeInquiry(t.db, "contact", { name: "Isha P", email: "isha.work@example.com", phone: "9000012345", message: "My work address" }, ctx("/contact"));
    const keep = await personOf(t.db, "brochure_signups", asha.id);
    const gone = await personOf(t.db, "inquiries", other.id);
    expect((await getPerson(t.db, keep))!.matches).toEqual([{ id: gone, name: "Isha P", email: "isha.work@example.com", phone: "+919000012345" }]);
    expect((await getPerson(t.db, gone))!.matches.map((m) => [m.id, m.name])).toEqual([[keep, "Isha Patel"]]);
    const now = new Date();
    await applyFollowUp(t.db, keep, { intent: "update", stage: "qualified" }, meera, now);
    await applyFollowUp(t.db, gone, { intent: "update", note: "Prefers e-mail at work", followUpOn: "2026-12-01" }, meera, now);

    expect(await mergePeople(t.db, keep, gone, meera, now)).toBe("merged");
    const page = (await getPerson(t.db, keep))!;
    // The kept person's name, reply address, stage and follow-up day, with both requests and notes.
    expect([page.name, page.email, page.stage, page.followUpOn]).toEqual(["Isha Patel", "isha@example.com", "qualified", null]);
    expect(page.reply.mailto).toMatch(/^mailto:isha@example\.com\?/);
    expect(page.requests.map((r) => r.table)).toEqual(["brochure_signups", "inquiries"]);
    expect(page.mail.filter((m) => m.kind !== "organiser_lead").map((m) => m.to)).toEqual(["isha@example.com", "isha.work@example.com"]);
    expect(page.timeline.find((e) => e.kind === "note")).toMatchObject({ text: "Prefers e-mail at work", by: "Meera Nair" });
    expect(page.timeline.find((e) => e.kind === "merge")).toMatchObject({ text: "Isha P (isha.work@example.com, 9000012345, New): 1 request moved here", by: "Meera Nair" });
    expect(page.matches).toEqual([]);
    expect(await getPerson(t.db, gone)).toBeNull();
    const audit = await t.db.selectFrom("admin_audit").select(["actor", "subject", "detail"]).where("action", "=", "lead.merge").execute();
    expect(audit).toEqual([{ actor: "Meera Nair", subject: `lead ${keep}`, detail: `lead ${gone} merged into lead ${keep}` }]);
    // The merged address's next request joins the kept person, and is a repeat only of its own.
    const again = await storeInquiry(t.db, "contact", { name: "Isha P", email: "Isha.Work@example.com", phone: null, message: "Any news?" }, ctx("/contact", 300_000));
    expect(await personOf(t.db, "inquiries", again.id)).toBe(keep);
    expect(await mergePeople(t.db, keep, gone, meera, now)).toBe("gone");
    expect(await mergePeople(t.db, keep, keep, meera, now)).toBe("gone");
  });

  it("lets the organiser set the name and reply address, which later requests leave alone", async () => {
    const first = await storeBrochureSignup(t.db, { name: "Dev", email: "dev.typo@example.com", phone: "+91 93333 44455", ...GOA }, ctx("/retreats/goa-2025"));
    const id = await personOf(t.db, "brochure_signups", first.id);
    const now = new Date();
    expect(await savePersonDetails(t.db, id, { name: "Dev Malhotra", email: "dev@example.com", phone: "+91 93333 00000" }, meera, now)).toBe("saved");
    expect(await savePersonDetails(t.db, id, { name: "Dev Malhotra", email: "dev@example.com", phone: "+91 93333 00000" }, meera, now)).toBe("unchanged");
    expect(await savePersonDetails(t.db, id, { name: "Dev", email: "dev@example.com", phone: "not a phone 12" }, meera, now)).toBe("unreadable-phone");
    await storeInquiry(t.db, "contact", { name: "Someone Else", email: "dev.typo@example.com", phone: "+44 7700 900999", message: "Hi" }, ctx("/contact", 60_000));
    const page = (await getPerson(t.db, id))!;
    expect([page.name, page.email, page.phone, page.phoneE164, page.requests.length]).toEqual(["Dev Malhotra", "dev@example.com", "+91 93333 00000", "+919333300000", 2]);
    expect(page.reply.mailto).toMatch(/^mailto:dev@example\.com\?/);
    expect(page.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/919333300000\?text=Hello%20Dev%2C/);
    expect(page.timeline.find((e) => e.kind === "details")).toMatchObject({ text: "Dev Malhotra, dev@example.com, +91 93333 00000", by: "Meera Nair" });
    const audit = await t.db.selectFrom("admin_audit").select(["subject", "detail"]).where("action", "=", "lead.details").execute();
    expect(audit).toEqual([{ subject: `lead ${id}`, detail: "name, e-mail, phone" }]);
    expect(await savePersonDetails(t.db, 999_999, { name: "X", email: "x@example.com", phone: null }, meera, now)).toBe("gone");
  });
});
