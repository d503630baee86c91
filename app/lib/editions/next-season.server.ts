/**
 * A retreat's words for its next season (migration 017): read with the editions on every public
 * page, and saved from /admin/retreats with an audit line under its user.
 */
import { recordAudit } from "~/lib/admin/audit.server";
import type { Admin } from "~/lib/admin/users.server";
import { now as clockNow } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";

/** Each retreat's next-season words by its id; a retreat without a row has none yet. */
export async function readNextSeasons(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom("retreats").select(["id", "next_season"]).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.next_season]));
}

/** Saves the words; false when nothing changed (no audit line for a save that changed nothing). */
export async function saveNextSeason(db: Db, retreat: string, nextSeason: string, actor: Admin, now = clockNow()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("retreats").select("next_season").where("id", "=", retreat).executeTakeFirst();
    if (before?.next_season === nextSeason) return false;
    const at = now.toISOString();
    if (before) await trx.updateTable("retreats").set({ next_season: nextSeason, updated_at: at }).where("id", "=", retreat).execute();
    else await trx.insertInto("retreats").values({ id: retreat, next_season: nextSeason, updated_at: at }).execute();
    await recordAudit(trx, actor, "retreat.next-season", { subject: retreat, detail: nextSeason }, now);
    return true;
  });
}
