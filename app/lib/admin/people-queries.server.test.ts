import { beforeAll, describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../tests/support/databases";
import { EMPTY_ATTRIBUTION } from "~/lib/forms/attribution.server";
import { storeBrochureSignup, storeInquiry, storeWaitlistSignup, type LeadContext } from "~/lib/leads/leads.server";
import { applyFollowUp } from "~/lib/leads/follow-up/apply.server";
import { namedAdmin } from "../../../tests/support/team";
import { loadPeopleList, loadPipeline } from "./people-queries.server";
import { parsePeopleFilters, serializePeopleFilters, type PeopleListFilters } from "./people-filters";
import { getLeadPage } from "./leads-queries.server";
import { DEFAULT_FILTERS } from "./lead-tabs";
import { cancelBooking, createBooking } from "~/lib/bookings/bookings.server";
import { BookingSchema, CancelSchema } from "~/lib/bookings/schema";
import { getEdition } from "~/lib/editions/editions.server";

const ctx = (sourcePage: string, offsetMs = 0): LeadContext => ({ sourcePage, attribution: EMPTY_ATTRIBUTION, consentVersion: "2025-11-01", now: new Date(Date.now() + offsetMs) });
const GOA = { brochureUrl: "/brochures/goa-2025.pdf", retreatName: "Goa Yoga & Surf Retreat" };
const f = (over: Partial<PeopleListFilters> = {}): PeopleListFilters => ({ q: "", stage: "", retreat: "", edition: "", page: 1, ...over });

describe.each(dialects)("the people list and pipeline on %s", (dialect) => {
  const t = useTestDb(dialect);
  const ids: Record<string, number> = {};
  const personOf = async (email: string) => Number((await t.db.selectFrom("lead_requests").select("person_id").where("email_key", "=", email).executeTakeFirstOrThrow()).person_id);

  beforeAll(async () => {
    // Asha writes three times through three forms: one person.
    await storeBrochureSignup(t.db, { name: "Asha Menon", email: "asha@example.com", phone: "+91 98765 43210", ...GOA }, ctx("/retreats/goa-2025"));
    await storeWaitlistSignup(t.db, { name: "Asha Menon", email: "asha@example.com", phone: "98765 43210", retreatLocation: "Bali 2026", retreatName: "Bali Yoga Retreat" }, ctx("/retreats/goa-2025", 60_000));
    await storeInquiry(t.db, "contact", { name: "Asha Menon", email: "asha@example.com", phone: null, company: null, message: "I am a complete beginner: is the Goa week gentle enough?" }, ctx("/contact", 120_000));
    await storeBrochureSignup(t.db, { name: "Ravi Kumar", email: "ravi@example.com", phone: "+91 91234 56789", brochureUrl: "/brochures/maldives-2026.pdf", retreatName: "Blue Mind Maldives Retreat" }, ctx("/retreats/maldives-2026"));
    await storeInquiry(t.db, "corporate", { name: "Leela Das", email: "leela@acme.example", phone: null, company: "Acme", message: "A team of twelve, all experienced." }, ctx("/corporate-retreats"));
    for (const email of ["asha@example.com", "ravi@example.com", "leela@acme.example"]) ids[email] = await personOf(email);
    const admin = await namedAdmin(t.db, "Meera Nair");
    await applyFollowUp(t.db, ids["ravi@example.com"]!, { intent: "update", stage: "qualified", followUpOn: "2026-01-05", note: "Wants a sea-view room" }, admin, new Date());
  });

  it("lists one row per person across every form, newest first, with what they asked about", async () => {
    const page = await loadPeopleList(t.db, f());
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.personId)).toEqual([ids["leela@acme.example"], ids["ravi@example.com"], ids["asha@example.com"]]);
    const asha = page.rows.find((r) => r.personId === ids["asha@example.com"])!;
    // Her latest request has no phone: the number of an earlier one, in E.164.
    expect(asha).toMatchObject({ name: "Asha Menon", email: "asha@example.com", phone: "+919876543210", stage: "new", requests: 3, retreats: ["Bali 2026", "Goa 2025"] });
    const ravi = page.rows.find((r) => r.personId === ids["ravi@example.com"])!;
    expect(ravi).toMatchObject({ stage: "qualified", followUpOn: "2026-01-05", retreats: ["Maldives 2026"], lastNote: { text: "Wants a sea-view room" } });
    // The note is their latest contact, after their request.
    expect(ravi.lastContact).toBe(ravi.lastNote!.at);
  });

  it("shows each person's active bookings by edition, and none once cancelled", async () => {
    const admin = await namedAdmin(t.db, "Kabir Rao");
    const goa = (await getEdition(t.db, "goa-2025"))!;
    const booked = await createBooking(t.db, BookingSchema.parse({ personId: String(ids["ravi@example.com"]), editionId: String(goa.id), option: "Twin sharing" }), admin, "2025-11-01", new Date());
    if (!booked.ok) throw new Error("not booked");
    const row = async () => (await loadPeopleList(t.db, f())).rows.find((r) => r.personId === ids["ravi@example.com"])!;
    expect((await row()).bookings).toEqual(["Goa Dec 18-21 2025"]);
    expect((await loadPeopleList(t.db, f())).rows.find((r) => r.personId === ids["asha@example.com"])!.bookings).toEqual([]);
    await cancelBooking(t.db, CancelSchema.parse({ bookingId: String(booked.bookingId) }), admin, new Date());
    expect((await row()).bookings).toEqual([]);
  });

  it("finds a person by a word of their message, their name, e-mail or phone however typed, once each", async () => {
    const found = async (q: string) => (await loadPeopleList(t.db, f({ q }))).rows.map((r) => r.personId);
    expect(await found("beginner")).toEqual([ids["asha@example.com"]]);
    expect(await found("BEGINNER")).toEqual([ids["asha@example.com"]]);
    expect(await found("experienced")).toEqual([ids["leela@acme.example"]]);
    expect(await found("menon")).toEqual([ids["asha@example.com"]]);
    expect(await found("asha@example")).toEqual([ids["asha@example.com"]]);
    // Three requests match "asha", and she is one row.
    expect(await found("asha")).toEqual([ids["asha@example.com"]]);
    expect(await found("09876543210")).toEqual([ids["asha@example.com"]]);
    expect(await found("+919123456789")).toEqual([ids["ravi@example.com"]]);
    expect(await found("a")).toHaveLength(3);
    expect(await found("nobody-at-all")).toEqual([]);
    expect((await loadPeopleList(t.db, f({ q: "asha" }))).total).toBe(1);
  });

  it("finds the message's word on the inquiries tab too (the same index)", async () => {
    const rows = await getLeadPage(t.db, { ...DEFAULT_FILTERS, tab: "inquiries", q: "beginner" }, new Date());
    expect(rows.map((r) => r.email)).toEqual(["asha@example.com"]);
  });

  it("filters by stage, retreat and edition", async () => {
    const found = async (over: Partial<PeopleListFilters>) => (await loadPeopleList(t.db, f(over))).rows.map((r) => r.personId).sort();
    expect(await found({ stage: "qualified" })).toEqual([ids["ravi@example.com"]]);
    expect(await found({ stage: "new" })).toEqual([ids["asha@example.com"], ids["leela@acme.example"]].sort());
    expect(await found({ retreat: "goa" })).toEqual([ids["asha@example.com"]]);
    // Chosen on the Goa page's waitlist, Bali counts under Bali.
    expect(await found({ retreat: "bali" })).toEqual([ids["asha@example.com"]]);
    expect(await found({ edition: "maldives-2026" })).toEqual([ids["ravi@example.com"]]);
    expect(await found({ edition: "morocco-2026" })).toEqual([]);
    expect(await found({ retreat: "goa", q: "beginner", stage: "new" })).toEqual([ids["asha@example.com"]]);
    expect(await found({ retreat: "maldives", q: "beginner" })).toEqual([]);
  });

  it("pages by the database", async () => {
    const first = await loadPeopleList(t.db, f(), 2);
    const second = await loadPeopleList(t.db, f({ page: 2 }), 2);
    expect(first.pageCount).toBe(2);
    expect([...first.rows, ...second.rows].map((r) => r.personId)).toEqual([ids["leela@acme.example"], ids["ravi@example.com"], ids["asha@example.com"]]);
  });

  it("groups the pipeline by stage, for a retreat or edition", async () => {
    const all = await loadPipeline(t.db, { retreat: "", edition: "" });
    expect(all.stages.map((s) => s.stage)).toEqual(["new", "contacted", "qualified", "deposit", "booked", "lost"]);
    const of = (p: typeof all, stage: string) => p.stages.find((s) => s.stage === stage)!;
    expect(of(all, "new").total).toBe(2);
    expect(of(all, "new").people.map((p) => p.personId).sort()).toEqual([ids["asha@example.com"], ids["leela@acme.example"]].sort());
    expect(of(all, "qualified").people.map((p) => p.personId)).toEqual([ids["ravi@example.com"]]);
    const maldives = await loadPipeline(t.db, { retreat: "maldives", edition: "" });
    expect(maldives.stages.map((s) => s.total)).toEqual([0, 0, 1, 0, 0, 0]);
    const goa = await loadPipeline(t.db, { retreat: "", edition: "goa-2025" });
    expect(of(goa, "new").people.map((p) => p.personId)).toEqual([ids["asha@example.com"]]);
    expect(goa.options.editions.map((e) => e.slug)).toContain("goa-2025");
    // A stage shows its newest people only, with its whole count, filtered or not.
    const one = await loadPipeline(t.db, { retreat: "", edition: "" }, 1);
    expect([of(one, "new").total, of(one, "new").people.map((p) => p.personId)]).toEqual([2, [ids["leela@acme.example"]]]);
    const bali = await loadPipeline(t.db, { retreat: "bali", edition: "" }, 1);
    expect([of(bali, "new").total, of(bali, "new").people.map((p) => p.personId)]).toEqual([1, [ids["asha@example.com"]]]);
  });
});

describe("the people list's URL", () => {
  it("reads and writes one clean spelling, dropping what it cannot use", () => {
    expect(parsePeopleFilters(new URLSearchParams("q=beginner&stage=new&retreat=goa&edition=goa-2025&page=2"))).toEqual({ filters: { q: "beginner", stage: "new", retreat: "goa", edition: "goa-2025", page: 2 }, clean: true });
    const odd = parsePeopleFilters(new URLSearchParams("stage=won&retreat=../x&page=0&q=%20a%00"));
    expect(odd).toEqual({ filters: { q: "a", stage: "", retreat: "", edition: "", page: 1 }, clean: false });
    expect(serializePeopleFilters(odd.filters)).toBe("q=a");
  });
});
