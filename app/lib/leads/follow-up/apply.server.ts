import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import { leadSubject, recordAudit, type AuditAction } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { STAGE_LABELS, STAGES, type FollowUpInput, type Stage } from "~/lib/leads/stages";

/** The organiser's follow-up of a person, as they change it (docs/decisions/032-lead-follow-up.md). */

type EventKind = "stage" | "note" | "follow_up";
const AUDIT_OF: Record<EventKind, AuditAction> = { stage: "lead.stage", note: "lead.note", follow_up: "lead.follow-up" };

/**
 * Applies one post of the follow-up form: any of stage (with its lost reason), follow-up day
 * and note, each change an event on the timeline that names `actor`, with its line in the audit
 * log, in one transaction. `contacted` (a reply link was used) moves a New person to Contacted
 * and changes nothing else. False when there is no such person.
 */
export async function applyFollowUp(db: Db, personId: number, input: FollowUpInput, actor: Admin, now: Date): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const person = await trx.selectFrom("lead_people").selectAll().where("id", "=", personId).executeTakeFirst();
      if (!person) return false;
      const at = now.toISOString();
      const events: { kind: EventKind; stage: Stage | null; body: string | null; audit: string | null }[] = [];
      const changes: Record<string, unknown> = {};
      const stage = input.intent === "contacted" ? (person.stage === "new" ? "contacted" : undefined) : input.stage;
      const lostReason = stage === "lost" ? input.lostReason || null : null;
      if (stage && (stage !== person.stage || (stage === "lost" && lostReason !== person.lost_reason))) {
        changes.stage = stage;
        changes.lost_reason = lostReason;
        if (person.stage === "new" && !person.contacted_at) changes.contacted_at = at;
        const move = `${STAGE_LABELS[person.stage]} → ${STAGE_LABELS[stage]}`;
        events.push({ kind: "stage", stage, body: lostReason, audit: input.intent === "contacted" ? `${move} (a reply was sent)` : move });
      }
      if (input.intent === "update" && input.followUpOn !== undefined && (input.followUpOn || null) !== person.follow_up_on) {
        changes.follow_up_on = input.followUpOn || null;
        events.push({ kind: "follow_up", stage: null, body: input.followUpOn || null, audit: input.followUpOn || "cleared" });
      }
      // The note's text stays on the timeline, which goes with the person; the audit log only
      // says a note was added.
      if (input.intent === "update" && input.note) events.push({ kind: "note", stage: null, body: input.note, audit: null });
      if (Object.keys(changes).length > 0) await trx.updateTable("lead_people").set({ ...changes, updated_at: at }).where("id", "=", personId).execute();
      if (events.length > 0)
        await trx
          .insertInto("lead_events")
          .values(events.map(({ audit: _audit, ...e }) => ({ ...e, person_id: personId, created_at: at, ...actorOf(actor) })))
          .execute();
      for (const e of events) await recordAudit(trx, actor, AUDIT_OF[e.kind], { subject: leadSubject(personId), detail: e.audit }, now);
      return true;
    });
}

/**
 * Money moves a person on: a payment puts them at Deposit paid, paying in full at Booked. Only
 * forwards (a payment never takes a Booked person back to Deposit paid), and out of Lost, which
 * a payment contradicts; the organiser still moves them anywhere by hand. `why` is the
 * timeline's reason. Runs inside the payment's own transaction.
 */
export async function advanceStage(trx: Trx, personId: number, to: "deposit" | "booked", why: string, actor: Admin, now: Date) {
  const person = await trx.selectFrom("lead_people").select(["stage", "contacted_at"]).where("id", "=", personId).executeTakeFirst();
  if (!person) return;
  const rank = (s: Stage) => (s === "lost" ? -1 : STAGES.indexOf(s));
  if (rank(person.stage) >= rank(to)) return;
  const at = now.toISOString();
  await trx
    .updateTable("lead_people")
    .set({ stage: to, lost_reason: null, updated_at: at, ...(person.contacted_at ? {} : { contacted_at: at }) })
    .where("id", "=", personId)
    .execute();
  await trx.insertInto("lead_events").values({ person_id: personId, kind: "stage", stage: to, body: why, created_at: at, ...actorOf(actor) }).execute();
  await recordAudit(trx, actor, "lead.stage", { subject: leadSubject(personId), detail: `${STAGE_LABELS[person.stage]} → ${STAGE_LABELS[to]} (${why})` }, now);
}
