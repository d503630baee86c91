import { dayInZone } from "~/lib/calendar";
import { siteTimeZone } from "~/lib/clock.server";
import type { RequestTable } from "~/lib/db/schema";
import type { Trx } from "~/lib/db/write-batch.server";
import type { PersonForMail } from "~/lib/mail/types";

/**
 * What the organiser's new-lead e-mail says of the person, read in the lead's transaction right
 * after it was linked: the e-mail is rendered when it is sent (ADR 013), so its link to the
 * person's page and "has written before" are stored with it now. One seek in the person's
 * (person_id, created_at) index.
 */
export async function personForMail(trx: Trx, personId: number, lead: { table: RequestTable; id: number }): Promise<PersonForMail> {
  const row = await trx
    .selectFrom("lead_requests")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("first")])
    .where("person_id", "=", personId)
    .where((eb) => eb.not(eb.and([eb("lead_table", "=", lead.table), eb("lead_id", "=", lead.id)])))
    .executeTakeFirst();
  const earlier = Number(row?.n ?? 0);
  const first = earlier > 0 && row?.first ? String(row.first) : null;
  return { id: personId, earlier, since: first ? dayInZone(new Date(first), siteTimeZone()) : null };
}
