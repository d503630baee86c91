import type { Kysely } from "kysely";

/**
 * A waitlist sign-up keeps what the visitor chose to wait for: the retreat and its edition
 * (null for "the next one", not yet set), beside the words of the choice (retreat_location), so
 * "a place opened" can reach exactly that edition's waitlist however its label reads later.
 * Rows from before are filed from their words: SPEC §3's "Goa 2025" is the Goa edition that
 * starts in 2025, when exactly one does.
 */
const PLACES: Record<string, string> = { Goa: "goa", Maldives: "maldives", Bali: "bali", Morocco: "morocco" };

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("waitlist_signups").addColumn("retreat", "text").execute();
  await db.schema.alterTable("waitlist_signups").addColumn("edition_slug", "text").execute();
  const labels = await db.selectFrom("waitlist_signups").select("retreat_location").distinct().execute();
  const editions = await db.selectFrom("retreat_editions").select(["retreat", "slug", "start_date"]).execute();
  for (const { retreat_location: label } of labels as { retreat_location: string }[]) {
    const m = /^(\w+) (\d{4})$/.exec(label);
    const retreat = m ? PLACES[m[1]!] : undefined;
    if (!m || !retreat) continue;
    const same = editions.filter((e) => e.retreat === retreat && String(e.start_date).startsWith(m[2]!));
    await db
      .updateTable("waitlist_signups")
      .set({ retreat, edition_slug: same.length === 1 ? same[0]!.slug : null })
      .where("retreat_location", "=", label)
      .execute();
  }
  await db.schema.createIndex("waitlist_signups_edition").on("waitlist_signups").columns(["edition_slug", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("waitlist_signups_edition").execute();
  await db.schema.alterTable("waitlist_signups").dropColumn("edition_slug").execute();
  await db.schema.alterTable("waitlist_signups").dropColumn("retreat").execute();
}
