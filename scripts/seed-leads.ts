import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import type { RequestTable } from "~/lib/db/schema";
import { toE164 } from "~/lib/leads/phone.server";

/**
 * Realistic-looking leads for development, the bench and tests: Indian names, the four retreat
 * pages, times spread over the last year. Deterministic for a given seed, so bench runs compare.
 */
const FIRST = ["Aarav", "Priya", "Ananya", "Rohan", "Meera", "Kabir", "Isha", "Vikram", "Diya", "Arjun", "Nisha", "Karan", "Tara", "Aditya", "Sneha", "Rahul", "Kavya", "Neel", "Riya", "Dev"];
const LAST = ["Sharma", "Mehta", "Iyer", "Kapoor", "Reddy", "Nair", "Bose", "Gupta", "Malhotra", "Das", "Khanna", "Menon", "Joshi", "Singh", "Verma"];
export const SEED_SOURCES = ["/retreats/goa-2025", "/retreats/maldives-2026", "/retreats/bali-2026", "/retreats/morocco-2026"];

function rng(seed: number) {
  // mulberry32: tiny, fast, good enough to spread test data.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedOptions {
  leads: number;
  /** Waitlist sign-ups, inquiries and newsletter subscribers, each as a share of `leads`. */
  otherShare?: number;
  days?: number;
  now?: Date;
  seed?: number;
}

export async function seedLeads(db: Db, { leads, otherShare = 0.1, days = 365, now = new Date(), seed = 42 }: SeedOptions) {
  const random = rng(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const spanMs = days * 86_400_000;
  const runId = Math.floor(random() * 1e6).toString(36);
  const person = (i: number) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const created = new Date(now.getTime() - Math.floor(random() ** 1.6 * spanMs)).toISOString();
    return {
      name: `${first} ${last}`,
      email: `${first}.${last}.${runId}${i}@example.com`.toLowerCase(),
      phone: `+91 9${String(Math.floor(random() * 1e9)).padStart(9, "0")}`,
      source_page: pick(SEED_SOURCES),
      utm_source: random() < 0.5 ? "instagram" : null,
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      landing_page: null,
      consent_version: "2025-01",
      consent_at: created,
      created_at: created,
    };
  };
  /**
   * Each seeded request as the forms link it (ADR 032): a person of its own (seeded addresses
   * are unique) with its E.164 phone, a third of them moved past New, a fifth with a follow-up
   * day around today and a fifth with a note, and those at Deposit paid or Booked booked on an
   * edition with their deposit paid, so the admin's bench reads stages, notes and bookings.
   */
  const followUp = async (trx: Trx, table: RequestTable, rows: ReturnType<typeof person>[], ids: { id: number }[], key: (r: ReturnType<typeof person>) => string) => {
    const people = await trx
      .insertInto("lead_people")
      .values(
        rows.map((r) => {
          const stage = random() < 0.66 ? "new" : pick(["contacted", "qualified", "deposit", "booked", "lost"] as const);
          const day = random() < 0.2 ? new Date(now.getTime() + Math.floor((random() - 0.5) * 14) * 86_400_000).toISOString().slice(0, 10) : null;
          return { stage, lost_reason: stage === "lost" ? "Dates did not suit" : null, follow_up_on: day, contacted_at: stage === "new" ? null : r.created_at, created_at: r.created_at, updated_at: r.created_at, name: r.name, email: r.email, phone: r.phone, phone_e164: toE164(r.phone) };
        }),
      )
      .returning("id")
      .execute();
    await trx
      .insertInto("lead_requests")
      .values(rows.map((r, k) => ({ lead_table: table, lead_id: Number(ids[k]!.id), person_id: Number(people[k]!.id), email_key: r.email, phone_e164: toE164(r.phone), request_key: key(r), is_repeat: 0, created_at: r.created_at })))
      .execute();
    const notes = people.filter(() => random() < 0.2).map((p) => ({ person_id: Number(p.id), kind: "note" as const, stage: null, body: "Called back: interested, asked about single rooms.", created_at: now.toISOString() }));
    if (notes.length > 0) await trx.insertInto("lead_events").values(notes).execute();
    const guests = await trx.selectFrom("lead_people").select("id").where("id", "in", people.map((p) => Number(p.id))).where("stage", "in", ["deposit", "booked"]).execute();
    const editions = await trx.selectFrom("retreat_editions").select(["id", "start_date", "deposit_inr", "price_inr"]).execute();
    if (guests.length > 0 && editions.length > 0) {
      const at = now.toISOString();
      const booked = await trx
        .insertInto("bookings")
        .values(
          guests.map((g) => {
            const e = pick(editions);
            return { person_id: Number(g.id), edition_id: Number(e.id), option_label: "Twin sharing", agreed_minor: (e.price_inr ?? 40_000) * 100, balance_due_on: e.start_date.slice(0, 10), status: "booked" as const, created_at: at, updated_at: at, actor_id: null, actor: "admin" };
          }),
        )
        .returning(["id", "edition_id"])
        .execute();
      const deposit = new Map(editions.map((e) => [Number(e.id), Number(e.deposit_inr) * 100]));
      await trx
        .insertInto("booking_payments")
        .values(booked.map((b) => ({ booking_id: Number(b.id), kind: "payment" as const, paid_on: at.slice(0, 10), amount_minor: deposit.get(Number(b.edition_id)) ?? 0, method: "upi", note: null, created_at: at, actor_id: null, actor: "admin" })))
        .execute();
    }
  };
  const BATCH = 500;
  const insert = async (count: number, table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers") => {
    // One transaction per table: the durable-commit fsync is paid once, not per batch.
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => person(start + k));
        if (table === "brochure_signups") {
          const ids = await trx.insertInto(table).values(rows.map((r) => ({ ...r, brochure_url: `/brochures${r.source_page.replace("/retreats", "")}.pdf` }))).returning("id").execute();
          await followUp(trx, table, rows, ids, (r) => `brochure:/brochures${r.source_page.replace("/retreats", "")}.pdf`);
        } else if (table === "waitlist_signups") {
          const ids = await trx.insertInto(table).values(rows.map((r) => ({ ...r, retreat_location: r.source_page.split("/").pop()!.replace(/-\d+$/, "") }))).returning("id").execute();
          await followUp(trx, table, rows, ids, (r) => `waitlist:${r.source_page.split("/").pop()!.replace(/-\d+$/, "")}`);
        } else if (table === "inquiries") {
          const ids = await trx
            .insertInto(table)
            // One message in ten says the word the people bench searches for.
            .values(rows.map((r, k) => ({ ...r, source_page: "/contact", kind: "contact" as const, company: null, expertise: null, dates: null, message: (start + k) % 10 === 0 ? "I am a beginner: is the week gentle enough?" : "Could you tell me more about the retreats?" })))
            .returning("id")
            .execute();
          await followUp(trx, table, rows, ids, () => "inquiry:contact");
        } else
          await trx
            .insertInto(table)
            .values(rows.map(({ phone: _phone, ...r }) => ({ ...r, source_page: "/", confirm_token_hash: null, confirmed_at: r.created_at, unsubscribed_at: null })))
            .execute();
      }
    });
  };
  await insert(leads, "brochure_signups");
  const others = Math.round(leads * otherShare);
  await insert(others, "waitlist_signups");
  await insert(others, "inquiries");
  await insert(others, "newsletter_subscribers");
  return { brochure: leads, others };
}
