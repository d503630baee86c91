import type { Kysely } from "kysely";
import { withId } from "./helpers";

/**
 * Between seasons and proof of a real business (docs/admin.md "Next season" and "Reviews and
 * press"): one row per retreat with the organiser's words for when its next edition usually
 * runs, and the testimonials, reviews, accreditations and press mentions the public pages show.
 * Seeded with the words and the four testimonials the site showed until now, copied here (a
 * migration never imports content that may change).
 */
const NEXT_SEASON: Record<string, string> = {
  goa: "Dates to be announced, usually December",
  maldives: "Dates to be announced, usually February",
  bali: "Dates to be announced, usually June",
  morocco: "Dates to be announced, usually October",
};

const TESTIMONIALS = [
  {
    text: "I came to Goa exhausted and left feeling lighter than I have in years. Sunrise practice on the sand, long lunches in the shade, the bonfire on the last night: every detail was held with so much care.",
    name: "Priya",
    detail: "Mumbai",
    retreat: "goa",
    month: "2023-12",
  },
  {
    text: "Bali was my first retreat and I was nervous about going alone. By the water blessing at Tirta Empul the group felt like old friends. I still make my morning jamu.",
    name: "Rohan",
    detail: "Bengaluru",
    retreat: "bali",
    month: "2025-06",
  },
  {
    text: "Twelve of us, an old Portuguese house near the beach and not a single moment rushed. Aanya has a gift for making everyone feel seen.",
    name: "Meera",
    detail: "New Delhi",
    retreat: "goa",
    month: "2023-12",
  },
  {
    text: "I have done big yoga holidays before. Ubud with Retreatly was different: thoughtful, personal and genuinely restful. I booked the Maldives before I had even unpacked.",
    name: "Ananya",
    detail: "Pune",
    retreat: "bali",
    month: "2025-06",
  },
];

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("retreats")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("next_season", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable("proof_items"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("retreat", "text")
    .addColumn("month", "text")
    .addColumn("source", "text")
    .addColumn("url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("proof_items_kind_position").on("proof_items").columns(["kind", "position"]).execute();
  const at = new Date().toISOString();
  await db
    .insertInto("retreats")
    .values(Object.entries(NEXT_SEASON).map(([id, next_season]) => ({ id, next_season, updated_at: at })))
    .execute();
  await db
    .insertInto("proof_items")
    .values(TESTIMONIALS.map((t, i) => ({ kind: "testimonial", position: i + 1, ...t, source: null, url: null, created_at: at, updated_at: at })))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("proof_items").execute();
  await db.schema.dropTable("retreats").execute();
}
