import type { Db } from "~/lib/db/db.server";
import type { FollowUpInput, Stage } from "~/lib/leads/stages";

/** The organiser's follow-up of a person, as they change it (docs/decisions/032-lead-follow-up.md). */

/**
 * Applies one post of the follow-up form: any of stage (with its lost reason), follow-up day
 * and note, each change an event on the timeline. `contacted` (a reply link was used) moves a
 * New person to Contacted and changes nothing else. False when there is no such person.
 */
export async function applyFollowUp(db: Db, personId: number, input: FollowUpInput, now: Date): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const person = await trx.selectFrom("lead_people").selectAll().where("id", "=", personId).executeTakeFirst();
      if (!person) return false;
      const at = now.toISOString();
      const events: { kind: "stage" | "note" | "follow_up"; stage: Stage | null; body: string | null }[] = [];
      const changes: Record<string, unknown> = {};
      const stage = input.intent === "contacted" ? (person.stage === "new" ? "contacted" : undefined) : input.stage;
      const lostReason = stage === "lost" ? input.lostReason || null : null;
      if (stage && (stage !== person.stage || (stage === "lost" && lostReason !== person.lost_reason))) {
        changes.stage = stage;
        changes.lost_reason = lostReason;
        if (person.stage === "new" && !person.contacted_at) changes.contacted_at = at;
        events.push({ kind: "stage", stage, body: lostReason });
      }
      if (input.intent === "update" && input.followUpOn !== undefined && (input.followUpOn || null) !== person.follow_up_on) {
        changes.follow_up_on = input.followUpOn || null;
        events.push({ kind: "follow_up", stage: null, body: input.followUpOn || null });
      }
      if (input.intent === "update" && input.note) events.push({ kind: "note", stage: null, body: input.note });
      if (Object.keys(changes).length > 0) await trx.updateTable("lead_people").set({ ...changes, updated_at: at }).where("id", "=", personId).execute();
      if (events.length > 0) await trx.insertInto("lead_events").values(events.map((e) => ({ ...e, person_id: personId, created_at: at }))).execute();
      return true;
    });
}
