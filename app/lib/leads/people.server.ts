import { sql } from "kysely";
import { isPostgres } from "~/lib/db/dialect";
import type { Trx } from "~/lib/db/write-batch.server";
import { enqueueLeadEmails } from "~/lib/mail/enqueue.server";
import type { LeadForMail } from "~/lib/mail/types";
import { readFollowUpConfig } from "./follow-up-config.server";
import type { RequestTable } from "~/lib/db/schema";
import { toE164 } from "./phone.server";
import { now as clockNow } from "~/lib/clock.server";

/**
 * One person, one record (docs/decisions/032-lead-follow-up.md): each new brochure, waitlist or
 * inquiry row is linked, in its own transaction, to the person with the same e-mail (ignoring
 * case), or to a new person (stage New) who takes this request's name, e-mail and phone as the
 * ones the organiser answers. A phone number never joins two requests: anyone can type anyone's
 * number, so the same phone with another e-mail is a new person, shown on both pages as maybe
 * the same (person.server.ts), for the organiser to merge (merge.server.ts). A later request
 * never changes a person's name or reply address, even with the same e-mail.
 *
 * The same request to the same address within LEAD_REPEAT_DAYS is a repeat: the row is stored
 * and shown on the person, and the address, which has had that e-mail, gets no second one.
 */
interface LinkedRequest {
  personId: number;
  repeat: boolean;
}

/** What makes two requests "the same": the form and what it asked for. */
function requestKey(lead: Pick<LeadForMail, "kind" | "brochureUrl" | "retreatLocation">): string {
  if (lead.kind === "brochure") return `brochure:${lead.brochureUrl ?? ""}`;
  if (lead.kind === "waitlist") return `waitlist:${lead.retreatLocation ?? ""}`;
  return `inquiry:${lead.kind}`;
}

async function linkRequest(trx: Trx, lead: LeadForMail & { table: RequestTable }, now = clockNow(), repeatWindowMs = readFollowUpConfig().repeatWindowMs): Promise<LinkedRequest> {
  const emailKey = lead.email.trim().toLowerCase();
  const phone = toE164(lead.phone);
  // Two instances linking the same address at once on PostgreSQL take turns (SQLite runs one
  // write transaction at a time), so one address never becomes two people.
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`person:${emailKey}`}))`.execute(trx);
  const byEmail = await trx.selectFrom("lead_requests").select("person_id").where("email_key", "=", emailKey).limit(1).executeTakeFirst();
  const at = now.toISOString();
  let personId = Number(byEmail?.person_id ?? 0);
  if (!personId) {
    const row = await trx
      .insertInto("lead_people")
      .values({ stage: "new", lost_reason: null, follow_up_on: null, contacted_at: null, created_at: at, updated_at: at, name: lead.name, email: lead.email, phone: lead.phone?.trim() || null, phone_e164: phone })
      .returning("id")
      .executeTakeFirstOrThrow();
    personId = Number(row.id);
  }
  const key = requestKey(lead);
  const since = new Date(now.getTime() - repeatWindowMs).toISOString();
  // Keyed on the address, not the person: a merged person's other address, or a corrected one,
  // has not had this e-mail yet.
  const repeat =
    repeatWindowMs > 0 &&
    Boolean(
      await trx
        .selectFrom("lead_requests")
        .select("lead_id")
        .where("email_key", "=", emailKey)
        .where("request_key", "=", key)
        .where("created_at", ">=", since)
        .limit(1)
        .executeTakeFirst(),
    );
  await trx
    .insertInto("lead_requests")
    .values({ lead_table: lead.table, lead_id: lead.id, person_id: personId, email_key: emailKey, phone_e164: phone, request_key: key, is_repeat: repeat ? 1 : 0, created_at: at })
    .execute();
  return { personId, repeat };
}

/**
 * A new lead's follow-up link and its e-mails, in the lead's transaction: a repeat's e-mails
 * are kept in the outbox as withheld (the lead's page shows why), so nobody gets the same
 * message twice.
 */
export async function linkAndEnqueue(trx: Trx, lead: LeadForMail & { table: RequestTable }): Promise<LinkedRequest> {
  const linked = await linkRequest(trx, lead);
  await enqueueLeadEmails(trx, lead, linked.repeat ? { withholdReason: "not sent: the same request from this address within LEAD_REPEAT_DAYS (a repeat)" } : {});
  return linked;
}
