import type { Kysely } from "kysely";
import { withId } from "./helpers";

/**
 * Retreat editions (docs/decisions/028-retreat-editions.md): the dated, priced facts
 * of each retreat, edited by the organiser in the admin, and the history of every change.
 * The spec's four retreats are seeded as their first editions, with SPEC.md's dates and prices;
 * written out here (not imported from the app) so this migration never changes once shipped.
 * Maldives' regular price after its early bird is not in the spec: ₹85,000 is ours (ADR 028).
 */
export const FIRST_EDITIONS = [
  {
    retreat: "goa",
    slug: "goa-2025",
    start: "2025-12-18",
    end: "2025-12-21",
    priceInr: 38_000,
    earlyBirdPriceInr: null,
    earlyBirdUntil: null,
    depositInr: 25_000,
    balanceDueDays: 45,
    capacity: 16,
    placesTaken: 0,
    state: "open",
    paymentSlug: "goa-2025",
    whatsappMessage: null,
  },
  {
    retreat: "maldives",
    slug: "maldives-2026",
    start: "2026-02-18",
    end: "2026-02-22",
    priceInr: 85_000,
    earlyBirdPriceInr: 75_000,
    earlyBirdUntil: "2025-12-05",
    depositInr: 25_000,
    balanceDueDays: 45,
    capacity: 20,
    placesTaken: 0,
    state: "open",
    paymentSlug: null,
    whatsappMessage: null,
  },
  {
    retreat: "bali",
    slug: "bali-2026",
    start: "2026-06",
    end: "2026-06",
    priceInr: null,
    earlyBirdPriceInr: null,
    earlyBirdUntil: null,
    depositInr: 25_000,
    balanceDueDays: 45,
    capacity: 16,
    placesTaken: 0,
    state: "waitlist",
    paymentSlug: null,
    whatsappMessage: null,
  },
  {
    retreat: "morocco",
    slug: "morocco-2026",
    start: "2026-10",
    end: "2026-10",
    priceInr: null,
    earlyBirdPriceInr: null,
    earlyBirdUntil: null,
    depositInr: 25_000,
    balanceDueDays: 45,
    capacity: 12,
    placesTaken: 0,
    state: "coming-soon",
    paymentSlug: null,
    whatsappMessage: null,
  },
] as const;

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable("retreat_editions"))
    .addColumn("retreat", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("price_inr", "integer")
    .addColumn("early_bird_price_inr", "integer")
    .addColumn("early_bird_until", "text")
    .addColumn("deposit_inr", "integer", (c) => c.notNull())
    .addColumn("balance_due_days", "integer", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("places_taken", "integer", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("payment_slug", "text")
    .addColumn("whatsapp_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable("retreat_edition_history"))
    .addColumn("edition_id", "integer", (c) => c.notNull().references("retreat_editions.id").onDelete("cascade"))
    .addColumn("changed_at", "text", (c) => c.notNull())
    /** created, edited or published. */
    .addColumn("action", "text", (c) => c.notNull())
    /** JSON: { field: [before, after] } for an edit; the whole edition when created. */
    .addColumn("changes", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("retreat_edition_history_edition").on("retreat_edition_history").columns(["edition_id", "id"]).execute();

  const now = new Date().toISOString();
  for (const e of FIRST_EDITIONS) {
    const row = await db
      .insertInto("retreat_editions")
      .values({
        retreat: e.retreat,
        slug: e.slug,
        start_date: e.start,
        end_date: e.end,
        price_inr: e.priceInr,
        early_bird_price_inr: e.earlyBirdPriceInr,
        early_bird_until: e.earlyBirdUntil,
        deposit_inr: e.depositInr,
        balance_due_days: e.balanceDueDays,
        capacity: e.capacity,
        places_taken: e.placesTaken,
        state: e.state,
        payment_slug: e.paymentSlug,
        whatsapp_message: e.whatsappMessage,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("retreat_edition_history")
      .values({ edition_id: row.id, changed_at: now, action: "created", changes: JSON.stringify({ from: "SPEC.md (migration 009)" }) })
      .execute();
  }
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("retreat_edition_history").ifExists().execute();
  await db.schema.dropTable("retreat_editions").ifExists().execute();
}
