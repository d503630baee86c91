import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { leadBasics } from "../../../../tests/support/leads";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { migrate, type Db } from "../db.server";

const at = (d: number) => new Date(Date.parse("2026-11-20T12:00:00.000Z") - d * 86_400_000).toISOString();
const base = (d: number, source: string) => leadBasics(source, at(d));

/** Leads written at migration 010's schema: one person across three forms, a repeat, and strangers. */
async function fillAt010(db: Db) {
  await db
    .insertInto("brochure_signups")
    .values([
      { ...base(20, "/retreats/goa-2025"), name: "Priya", email: "Priya@Example.com", phone: "+91 98765 43210", brochure_url: "/brochures/goa-2025.pdf" },
      { ...base(18, "/retreats/goa-2025"), name: "Priya", email: "priya@example.com", phone: "9876543210", brochure_url: "/brochures/goa-2025.pdf" },
      ...Array.from({ length: 25 }, (_, i) => ({ ...base(i, "/retreats/goa-2025"), name: `Guest ${i}`, email: `g${i}@example.com`, phone: null, brochure_url: "/brochures/goa-2025.pdf" })),
    ])
    .execute();
  await db
    .insertInto("waitlist_signups")
    .values({ ...base(10, "/retreats/bali-2026"), name: "Priya S", email: "PRIYA@example.com", phone: null, retreat_location: "Bali 2026" })
    .execute();
  await db
    .insertInto("inquiries")
    .values({ ...base(5, "/corporate-retreats"), kind: "corporate", name: "Priya at Acme", email: "priya@acme.example", phone: "098765-43210", company: "Acme", expertise: null, dates: "March", message: "12 of us" })
    .execute();
  await db.insertInto("newsletter_subscribers").values({ ...base(3, "/"), name: null, email: "n@example.com", confirm_token_hash: null, confirmed_at: null, unsubscribed_at: null }).execute();
}

describe.each(dialects)("migration 011 on %s, over a database filled at migration 010", (dialect) => {
  const t = useTestDb(dialect, { before: "011" });

  it("keeps every lead, links each to one person per e-mail or phone, all New, and marks repeats", async () => {
    const db = t.db;
    await fillAt010(db);
    const count = async (table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = [await count("brochure_signups"), await count("waitlist_signups"), await count("inquiries"), await count("newsletter_subscribers")];

    await migrate(db);

    expect([await count("brochure_signups"), await count("waitlist_signups"), await count("inquiries"), await count("newsletter_subscribers")]).toEqual(before);
    const links = await db.selectFrom("lead_requests").selectAll().execute();
    expect(links).toHaveLength(before[0]! + before[1]! + before[2]!);
    const people = await db.selectFrom("lead_people").selectAll().execute();
    expect(people).toHaveLength(26); // Priya (4 requests across 3 forms) and 25 guests
    expect(new Set(people.map((p) => p.stage))).toEqual(new Set(["new"]));
    const priya = links.find((l) => l.email_key === "priya@acme.example")!;
    const person = (await getPerson(db, Number(priya.person_id)))!;
    expect(person.requests.map((r) => [r.table, r.repeat])).toEqual([
      ["brochure_signups", false],
      ["brochure_signups", true],
      ["waitlist_signups", false],
      ["inquiries", false],
    ]);
    expect(person.phoneE164).toBe("+919876543210");
    expect(person.createdAt).toBe(at(20));

    // New people after the migration get fresh ids (PostgreSQL's sequence was moved past the copied ones).
    const added = await db.insertInto("lead_people").values({ stage: "new", lost_reason: null, follow_up_on: null, contacted_at: null, created_at: at(0), updated_at: at(0), name: "New", email: "new@example.com", phone: null, phone_e164: null }).returning("id").executeTakeFirstOrThrow();
    expect(Number(added.id)).toBe(27);
  });
});
