import type { Kysely } from "kysely";
import { getEnv } from "~/lib/env.server.mjs";

/**
 * Any payment page (docs/decisions/028-retreat-editions.md, "Payment pages"): an edition's Book
 * Now used to open SITE_PAYMENT_URL_BASE followed by its payment_slug; it now keeps the whole
 * https address, pasted from any provider. Each slug becomes the address it opened until now, so
 * every existing Book Now goes to the same page. The default base is written out here (not
 * imported from the site facts) so this migration never changes once shipped.
 */
const DEFAULT_BASE = "https://pay.retreatly.example/";

export async function up(db: Kysely<any>) {
  const base = getEnv().SITE_PAYMENT_URL_BASE || DEFAULT_BASE;
  await db.schema.alterTable("retreat_editions").addColumn("payment_url", "text").execute();
  const rows = await db.selectFrom("retreat_editions").select(["id", "payment_slug"]).where("payment_slug", "is not", null).execute();
  for (const r of rows) {
    if (!r.payment_slug) continue;
    await db.updateTable("retreat_editions").set({ payment_url: `${base}${r.payment_slug}` }).where("id", "=", r.id).execute();
  }
  await db.schema.alterTable("retreat_editions").dropColumn("payment_slug").execute();
}

export async function down(db: Kysely<any>) {
  const base = getEnv().SITE_PAYMENT_URL_BASE || DEFAULT_BASE;
  await db.schema.alterTable("retreat_editions").addColumn("payment_slug", "text").execute();
  const rows = await db.selectFrom("retreat_editions").select(["id", "payment_url"]).where("payment_url", "is not", null).execute();
  for (const r of rows) {
    // Only an address under the base had a slug; any other provider's link has none to go back to.
    const url = String(r.payment_url);
    if (url.startsWith(base)) await db.updateTable("retreat_editions").set({ payment_slug: url.slice(base.length) }).where("id", "=", r.id).execute();
  }
  await db.schema.alterTable("retreat_editions").dropColumn("payment_url").execute();
}
