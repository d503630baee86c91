import type { Db } from "~/lib/db/db.server";

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
  const BATCH = 500;
  const insert = async (count: number, table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers") => {
    // One transaction per table: the durable-commit fsync is paid once, not per batch.
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < count; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => person(start + k));
        if (table === "brochure_signups")
          await trx.insertInto(table).values(rows.map((r) => ({ ...r, brochure_url: `/brochures${r.source_page.replace("/retreats", "")}.pdf` }))).execute();
        else if (table === "waitlist_signups")
          await trx.insertInto(table).values(rows.map((r) => ({ ...r, retreat_location: r.source_page.split("/").pop()!.replace(/-\d+$/, "") }))).execute();
        else if (table === "inquiries")
          await trx
            .insertInto(table)
            .values(rows.map((r) => ({ ...r, source_page: "/contact", kind: "contact" as const, company: null, expertise: null, dates: null, message: "Could you tell me more about the retreats?" })))
            .execute();
        else
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
