import { Kysely, SqliteDialect } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import type { Database } from "~/lib/db/schema";
import { GOA_BROCHURE, requestContext } from "../../../../tests/support/leads";
import { storeBrochureSignup, storeInquiry, storeWaitlistSignup } from "~/lib/leads/leads.server";
import { now as clockNow } from "~/lib/clock.server";
import { DEFAULT_FILTERS } from "~/lib/admin/lead-tabs";
import { deleteLead, getLeadPage } from "~/lib/admin/leads-queries.server";
import { BREAK_GLASS, type Admin } from "~/lib/admin/users.server";
import { BEFORE_USERS } from "~/lib/db/migrations/015-admin-users";
import { namedAdmin } from "../../../../tests/support/team";
import { applyFollowUp } from "./apply.server";
import { getPerson, peopleOfRows } from "./person.server";
import { followUpCounts, listPeople } from "./queue.server";

const ctx = requestContext;
const GOA = GOA_BROCHURE;

describe.each(dialects)("lead follow-up on %s", (dialect) => {
  const t = useTestDb(dialect);
  let meera: Admin;
  beforeAll(async () => {
    meera = await namedAdmin(t.db, "Meera Nair");
  });

  it("shows a brochure request and a waitlist entry with the same e-mail as one person, and the same phone with another e-mail as maybe the same", async () => {
    const a = await storeBrochureSignup(t.db, { name: "Priya Sharma", email: "Priya@Example.com", phone: "+91 98765 43210", ...GOA }, ctx("/retreats/goa-2025"));
    const b = await storeWaitlistSignup(t.db, { name: "Priya", email: "priya@example.com", phone: null, retreatLocation: "Morocco 2026", retreatName: "Morocco" }, ctx("/retreats/bali-2026"));
    const c = await storeInquiry(t.db, "corporate", { name: "P. Sharma", email: "p.sharma@acme.example", phone: "098765 43210", company: "Acme", message: "A team of 12" }, ctx("/corporate-retreats"));
    const other = await storeBrochureSignup(t.db, { name: "Ravi", email: "ravi@example.com", phone: "+91 91234 56789", ...GOA }, ctx("/retreats/goa-2025"));
    const links = await t.db.selectFrom("lead_requests").selectAll().where("email_key", "in", ["priya@example.com", "p.sharma@acme.example", "ravi@example.com"]).execute();
    const personOf = (table: string, id: number) => Number(links.find((l) => l.lead_table === table && Number(l.lead_id) === id)!.person_id);
    const priya = personOf("brochure_signups", a.id);
    expect(personOf("waitlist_signups", b.id)).toBe(priya);
    const sharma = personOf("inquiries", c.id);
    expect(sharma).not.toBe(priya);
    expect(personOf("brochure_signups", other.id)).not.toBe(priya);

    const person = (await getPerson(t.db, priya))!;
    expect(person.stage).toBe("new");
    expect(person.requests.map((r) => r.table)).toEqual(["brochure_signups", "waitlist_signups"]);
    expect(person.requests.map((r) => r.about)).toEqual(["brochure request for the Goa Yoga & Surf Retreat", "waitlist entry for the Morocco Soul Journey"]);
    expect(person.phoneE164).toBe("+919876543210");
    expect(person.reply.whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(person.mail.length).toBeGreaterThanOrEqual(4);
    expect(person.matches).toEqual([{ id: sharma, name: "P. Sharma", email: "p.sharma@acme.example", phone: "+919876543210" }]);
    expect((await getPerson(t.db, sharma))!.matches).toEqual([{ id: priya, name: "Priya Sharma", email: "Priya@Example.com", phone: "+919876543210" }]);
  });

  it("stores a repeat of the same request, marks it, and sends the visitor no second e-mail", async () => {
    const lead = { name: "Meera", email: "meera@example.com", phone: "9812345678", ...GOA };
    const first = await storeBrochureSignup(t.db, lead, ctx("/retreats/goa-2025"));
    // Past the minute within which an identical post is a double click (not stored again).
    const again = await storeBrochureSignup(t.db, lead, ctx("/retreats/goa-2025", 5 * 60_000));
    expect(again.id).not.toBe(first.id);
    expect(again.duplicate).toBe(false);
    const mail = await t.db.selectFrom("mail_outbox").select(["kind", "status", "last_error"]).where("lead_table", "=", "brochure_signups").where("lead_id", "=", again.id).execute();
    expect(mail.find((m) => m.kind === "brochure")).toMatchObject({ status: "withheld", last_error: expect.stringContaining("repeat") });
    expect(mail.find((m) => m.kind === "organiser_lead")?.status).toBe("pending");
    const rows = await peopleOfRows(t.db, "brochure_signups", [{ id: first.id, email: lead.email, name: lead.name, source_page: "/retreats/goa-2025" }, { id: again.id, email: lead.email, name: lead.name, source_page: "/retreats/goa-2025" }]);
    expect(rows[first.id]!.repeat).toBe(false);
    expect(rows[again.id]!.repeat).toBe(true);
    expect(rows[again.id]!.personId).toBe(rows[first.id]!.personId);
    const person = (await getPerson(t.db, rows[first.id]!.personId))!;
    expect(person.timeline.map((e) => e.kind).sort()).toEqual(["repeat", "request"]);
  });

  it("changes the stage, the follow-up day and adds a note in one post, each an event on the timeline", async () => {
    const { id } = await storeBrochureSignup(t.db, { name: "Asha", email: "asha@example.com", phone: "9800000001", ...GOA }, ctx("/retreats/goa-2025"));
    const personId = (await peopleOfRows(t.db, "brochure_signups", [{ id, email: "asha@example.com", name: "Asha", source_page: "/retreats/goa-2025" }]))[id]!.personId;
    const now = clockNow();
    expect(await applyFollowUp(t.db, personId, { intent: "contacted" }, meera, now)).toBe(true);
    expect(await applyFollowUp(t.db, personId, { intent: "update", stage: "qualified", followUpOn: "2025-11-03", note: "Wants a single room" }, meera, now)).toBe(true);
    // A reply link used again later does not move a qualified lead back.
    await applyFollowUp(t.db, personId, { intent: "contacted" }, meera, now);
    let person = (await getPerson(t.db, personId))!;
    expect(person).toMatchObject({ stage: "qualified", followUpOn: "2025-11-03" });
    expect(person.timeline.filter((e) => e.kind !== "request").map((e) => [e.kind, e.stage ?? null, e.text]).sort()).toEqual(
      [["follow_up", null, "2025-11-03"], ["note", null, "Wants a single room"], ["stage", "contacted", null], ["stage", "qualified", null]].sort(),
    );
    await applyFollowUp(t.db, personId, { intent: "update", stage: "lost", lostReason: "Chose another retreat" }, BREAK_GLASS, now);
    person = (await getPerson(t.db, personId))!;
    expect(person).toMatchObject({ stage: "lost", lostReason: "Chose another retreat" });
    // Each entry names who made it: on the timeline and in the audit log.
    // (All at one instant here, so in the order they were made.)
    expect(person.timeline.filter((e) => e.kind !== "request").map((e) => [e.kind, e.stage ?? e.text, e.by])).toEqual([
      ["stage", "contacted", "Meera Nair"],
      ["stage", "qualified", "Meera Nair"],
      ["follow_up", "2025-11-03", "Meera Nair"],
      ["note", "Wants a single room", "Meera Nair"],
      ["stage", "lost", "break-glass owner"],
    ]);
    const audit = await t.db.selectFrom("admin_audit").select(["user_id", "actor", "action", "subject", "detail"]).where("subject", "=", `lead ${personId}`).orderBy("id").execute();
    expect(audit.map((a) => [a.user_id === null ? null : Number(a.user_id), a.actor, a.action, a.detail])).toEqual([
      [meera.id, "Meera Nair", "lead.stage", "New → Contacted (a reply was sent)"],
      [meera.id, "Meera Nair", "lead.stage", "Contacted → Qualified"],
      [meera.id, "Meera Nair", "lead.follow-up", "2025-11-03"],
      // The note's text stays on the timeline only.
      [meera.id, "Meera Nair", "lead.note", null],
      [null, "break-glass owner", "lead.stage", "Qualified → Lost"],
    ]);
    // An entry from before users (the column's default) says so.
    await t.db.insertInto("lead_events").values({ person_id: personId, kind: "note", stage: null, body: "Called in October", created_at: "2025-10-01T10:00:00.000Z" }).execute();
    expect((await getPerson(t.db, personId))!.timeline.find((e) => e.text === "Called in October")?.by).toBe(BEFORE_USERS);
    expect(await applyFollowUp(t.db, 999_999, { intent: "contacted" }, meera, now)).toBe(false);
  });

  it("puts new leads older than 48 hours and due follow-ups in the queue, most overdue first, with counts", async () => {
    await t.db.updateTable("lead_people").set({ stage: "booked" }).execute();
    const now = new Date("2025-11-05T06:00:00.000Z");
    const make = async (email: string) => {
      const { id } = await storeBrochureSignup(t.db, { name: email, email, phone: "", ...GOA }, ctx("/retreats/goa-2025"));
      return (await peopleOfRows(t.db, "brochure_signups", [{ id, email, name: email, source_page: "/retreats/goa-2025" }]))[id]!.personId;
    };
    const fresh = await make("fresh@example.com");
    const old = await make("old@example.com");
    const older = await make("older@example.com");
    const due = await make("due@example.com");
    const later = await make("later@example.com");
    const set = (id: number, v: Record<string, unknown>) => t.db.updateTable("lead_people").set(v).where("id", "=", id).execute();
    await set(fresh, { created_at: "2025-11-04T12:00:00.000Z" });
    await set(old, { created_at: "2025-11-02T12:00:00.000Z" });
    await set(older, { created_at: "2025-11-01T09:00:00.000Z" });
    await set(due, { stage: "contacted", follow_up_on: "2025-11-05", created_at: "2025-10-01T00:00:00.000Z" });
    await set(later, { stage: "contacted", follow_up_on: "2025-11-06", created_at: "2025-10-01T00:00:00.000Z" });
    expect(await followUpCounts(t.db, now, "2025-11-05")).toEqual({ newOverdue: 2, due: 1 });
    const queue = await listPeople(t.db, { filters: { stage: "", due: "", page: 1 }, now, today: "2025-11-05" });
    expect(queue.total).toBe(3);
    expect(queue.items.map((i) => [i.email, i.reason])).toEqual([["older@example.com", "new"], ["old@example.com", "new"], ["due@example.com", "due"]]);
    // Pages of the merged queue: the second page of two continues where the first stopped.
    const second = await listPeople(t.db, { filters: { stage: "", due: "", page: 2 }, now, today: "2025-11-05", pageSize: 2 });
    expect([second.total, second.items.map((i) => i.email)]).toEqual([3, ["due@example.com"]]);
    // A new lead with a follow-up day that has come is in the queue once, by that day.
    await set(old, { follow_up_on: "2025-11-04" });
    const once = await listPeople(t.db, { filters: { stage: "", due: "", page: 1 }, now, today: "2025-11-05" });
    expect(once.items.map((i) => [i.email, i.reason])).toEqual([["older@example.com", "new"], ["old@example.com", "due"], ["due@example.com", "due"]]);
    expect(once.total).toBe(3);
    const contacted = await listPeople(t.db, { filters: { stage: "contacted", due: "week", page: 1 }, now, today: "2025-11-05" });
    expect(contacted.items.map((i) => i.email)).toEqual(["due@example.com", "later@example.com"]);
  });

  it("finds a phone number in any format", async () => {
    await storeBrochureSignup(t.db, { name: "Kabir", email: "kabir@example.com", phone: "+91 99887 76655", ...GOA }, ctx("/retreats/goa-2025"));
    for (const q of ["9988776655", "099887-76655", "+919988776655"]) {
      const rows = await getLeadPage(t.db, { ...DEFAULT_FILTERS, q }, new Date());
      expect(rows.map((r) => r.email), q).toEqual(["kabir@example.com"]);
    }
  });

  it("erases a person with their notes when their last request is deleted", async () => {
    const a = await storeBrochureSignup(t.db, { name: "Erase", email: "erase@example.com", phone: "", ...GOA }, ctx("/retreats/goa-2025"));
    const b = await storeInquiry(t.db, "contact", { name: "Erase", email: "erase@example.com", phone: null, message: "Hi" }, ctx("/contact"));
    const personId = (await peopleOfRows(t.db, "brochure_signups", [{ id: a.id, email: "erase@example.com", name: "Erase", source_page: "/retreats/goa-2025" }]))[a.id]!.personId;
    await applyFollowUp(t.db, personId, { intent: "update", note: "Lives in Pune" }, BREAK_GLASS, clockNow());
    await deleteLead(t.db, "brochure", a.id, BREAK_GLASS);
    expect((await getPerson(t.db, personId))?.requests.map((r) => r.table)).toEqual(["inquiries"]);
    await deleteLead(t.db, "inquiries", b.id, BREAK_GLASS);
    expect(await getPerson(t.db, personId)).toBeNull();
    const left = await t.db.selectFrom("lead_events").select("id").where("person_id", "=", personId).execute();
    expect(left).toEqual([]);
  });
});

describe("the follow-up's reads when the database fails", () => {
  // A database that refuses every query (closed under a read, a dropped connection).
  const broken = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        throw new Error("database gone");
      },
    }),
  });

  it("fail as one error, leaving no rejection unhandled (which would end the server)", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const now = new Date("2026-11-27T03:00:00.000Z");
      for (const filters of [
        { stage: "new", due: "", page: 1 },
        { stage: "", due: "due", page: 1 },
        { stage: "", due: "", page: 1 },
      ] as const)
        await expect(listPeople(broken, { filters: filters, now, today: "2026-11-27" })).rejects.toThrow("database gone");
      // Unhandled rejections are reported once the microtasks have run.
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
