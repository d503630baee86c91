import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";
import { isPostgres } from "~/lib/db/dialect";
import { leadSubject, recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { STAGE_LABELS } from "~/lib/leads/stages";

/**
 * The organiser merges a possible match into the person they are looking at
 * (docs/decisions/032-lead-follow-up.md): the other person's requests, e-mails (they follow the
 * requests) and timeline move to the kept person, and the other person is removed. What the kept
 * person was stays as it was: their name, reply address, phone, stage and follow-up day; the
 * other's name, address and stage are written in the merge's timeline entry, so nothing of them
 * is lost from sight. Recorded in the audit log by number only.
 */
export async function mergePeople(db: Db, keepId: number, mergeId: number, actor: Admin, now: Date): Promise<"merged" | "gone"> {
  if (keepId === mergeId) return "gone";
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      // The locks a new request of either person's addresses takes (people.server.ts), in one
      // order: a request arriving meanwhile waits, then finds its address on the kept person.
      const keys = await trx.selectFrom("lead_requests").select("email_key").distinct().where("person_id", "in", [keepId, mergeId]).execute();
      for (const key of keys.map((k) => k.email_key).sort()) await sql`select pg_advisory_xact_lock(hashtext(${`person:${key}`}))`.execute(trx);
    }
    const people = await trx.selectFrom("lead_people").selectAll().where("id", "in", [keepId, mergeId]).execute();
    const other = people.find((p) => Number(p.id) === mergeId);
    if (people.length !== 2 || !other) return "gone";
    const moved = await trx.updateTable("lead_requests").set({ person_id: keepId }).where("person_id", "=", mergeId).executeTakeFirst();
    await trx.updateTable("lead_events").set({ person_id: keepId }).where("person_id", "=", mergeId).execute();
    await trx.deleteFrom("lead_people").where("id", "=", mergeId).execute();
    const at = now.toISOString();
    await trx.updateTable("lead_people").set({ updated_at: at }).where("id", "=", keepId).execute();
    const requests = Number(moved.numUpdatedRows);
    const body = `${other.name ?? other.email} (${other.email}${other.phone ? `, ${other.phone}` : ""}, ${STAGE_LABELS[other.stage]}): ${requests === 1 ? "1 request" : `${requests} requests`} moved here`;
    await trx.insertInto("lead_events").values({ person_id: keepId, kind: "merge", stage: null, body, created_at: at, ...actorOf(actor) }).execute();
    await recordAudit(trx, actor, "lead.merge", { subject: leadSubject(keepId), detail: `lead ${mergeId} merged into lead ${keepId}` }, now);
    return "merged";
  });
}
