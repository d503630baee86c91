import { describe, expect, it } from "vitest";
import { dialects, useTestDb } from "../../../../tests/support/databases";
import { leadBasics } from "../../../../tests/support/leads";
import { getPerson } from "~/lib/leads/follow-up/person.server";
import { migrate, type Db } from "../db.server";

const at = (d: number) => new Date(Date.parse("2026-11-20T12:00:00.000Z") - d * 86_400_000).toISOString();

/**
 * A person as migration 011 linked them (on the phone too, then): Asha's brochure request, then
 * "Mallory" with her phone and another e-mail, then an inquiry with no phone. Their page showed
 * the latest request's name and e-mail and the latest phone; after 019 it shows the same.
 */
async function fillBefore019(db: Db) {
  const people = await db
    .insertInto("lead_people")
    .values([
      { stage: "contacted", lost_reason: null, follow_up_on: "2026-11-22", contacted_at: at(9), created_at: at(10), updated_at: at(9) },
      { stage: "new", lost_reason: null, follow_up_on: null, contacted_at: null, created_at: at(1), updated_at: at(1) },
    ] as never)
    .returning("id")
    .execute();
  const [shared, alone] = people.map((p) => Number(p.id));
  const b = await db.insertInto("brochure_signups").values({ ...leadBasics("/retreats/goa-2025", at(10)), name: "Asha Rao", email: "asha@example.com", phone: "+91 98111 22233", brochure_url: "/brochures/goa-2025.pdf" }).returning("id").executeTakeFirstOrThrow();
  const w = await db.insertInto("waitlist_signups").values({ ...leadBasics("/retreats/bali-2026", at(6)), name: "Mallory", email: "Mallory@Evil.example", phone: "098111 22233", retreat_location: "Bali 2026" }).returning("id").executeTakeFirstOrThrow();
  const i = await db
    .insertInto("inquiries")
    .values({ ...leadBasics("/contact", at(4)), kind: "contact", name: "M.", email: "mallory@evil.example", phone: null, company: null, expertise: null, dates: null, message: "Hi" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const solo = await db.insertInto("brochure_signups").values({ ...leadBasics("/retreats/goa-2025", at(1)), name: "Ravi", email: "ravi@example.com", phone: "", brochure_url: "/brochures/goa-2025.pdf" }).returning("id").executeTakeFirstOrThrow();
  const link = (lead_table: string, lead_id: unknown, person_id: number, email_key: string, phone_e164: string | null, d: number) => ({
    lead_table,
    lead_id: Number(lead_id),
    person_id,
    email_key,
    phone_e164,
    request_key: `${lead_table}:x`,
    is_repeat: 0,
    created_at: at(d),
  });
  await db
    .insertInto("lead_requests")
    .values([
      link("brochure_signups", b.id, shared!, "asha@example.com", "+919811122233", 10),
      link("waitlist_signups", w.id, shared!, "mallory@evil.example", "+919811122233", 6),
      link("inquiries", i.id, shared!, "mallory@evil.example", null, 4),
      link("brochure_signups", solo.id, alone!, "ravi@example.com", null, 1),
    ] as never)
    .execute();
  const mail = (to_address: string) => ({ kind: "brochure", lead_table: null, lead_id: null, to_address, subject: "s", text_body: "", html_body: "", status: "sent", attempts: 1, next_attempt_at: at(0), created_at: at(0), headers: "{}" });
  await db.insertInto("mail_outbox").values([mail("Target+1@X.example"), mail("target@x.example"), mail("other+a+b@y.example"), mail("plain@z.example")] as never).execute();
  return { shared: shared!, alone: alone! };
}

describe.each(dialects)("migration 019 on %s", (dialect) => {
  const t = useTestDb(dialect, { before: "019" });

  it("gives every person the name, reply address and phone their page showed, and every outbox row its mailbox", async () => {
    const { shared, alone } = await fillBefore019(t.db);
    await migrate(t.db);
    const people = await t.db.selectFrom("lead_people").select(["id", "name", "email", "phone", "phone_e164", "stage"]).orderBy("id").execute();
    expect(people.map((p) => [Number(p.id), p.name, p.email, p.phone, p.phone_e164, p.stage])).toEqual([
      // The latest request's name and e-mail, the latest typed phone and its E.164 form, as before.
      [shared, "M.", "mallory@evil.example", "098111 22233", "+919811122233", "contacted"],
      [alone, "Ravi", "ravi@example.com", null, null, "new"],
    ]);
    const page = (await getPerson(t.db, shared))!;
    expect([page.name, page.email, page.phoneE164, page.requests.length]).toEqual(["M.", "mallory@evil.example", "+919811122233", 3]);
    const keys = await t.db.selectFrom("mail_outbox").select(["to_address", "recipient_key"]).orderBy("id").execute();
    expect(keys.map((k) => k.recipient_key)).toEqual(["target@x.example", "target@x.example", "other@y.example", "plain@z.example"]);
  });
});
