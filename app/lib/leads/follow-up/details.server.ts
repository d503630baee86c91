import type { Db } from "~/lib/db/db.server";
import { leadSubject, recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { toE164 } from "~/lib/leads/phone.server";

/**
 * The organiser changes who they answer: the person's name, reply e-mail and phone
 * (docs/decisions/032-lead-follow-up.md). Only this changes them once the person exists; a new
 * request never does. One event on the timeline with the new values (it goes with the person),
 * and an audit entry that names the fields changed, not their values.
 */
export async function savePersonDetails(
  db: Db,
  personId: number,
  input: { name: string; email: string; phone: string | null },
  actor: Admin,
  now: Date,
): Promise<"saved" | "unchanged" | "gone" | "unreadable-phone"> {
  const phoneE164 = toE164(input.phone);
  // A phone the replies cannot dial is refused rather than kept without its WhatsApp and call links.
  if (input.phone && !phoneE164) return "unreadable-phone";
  return db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom("lead_people").select(["name", "email", "phone"]).where("id", "=", personId).executeTakeFirst();
    if (!person) return "gone";
    const changed = [person.name !== input.name && "name", person.email !== input.email && "e-mail", (person.phone ?? null) !== input.phone && "phone"].filter(Boolean) as string[];
    if (changed.length === 0) return "unchanged";
    const at = now.toISOString();
    await trx.updateTable("lead_people").set({ name: input.name, email: input.email, phone: input.phone, phone_e164: phoneE164, updated_at: at }).where("id", "=", personId).execute();
    const body = [input.name, input.email, input.phone].filter(Boolean).join(", ");
    await trx.insertInto("lead_events").values({ person_id: personId, kind: "details", stage: null, body, created_at: at, ...actorOf(actor) }).execute();
    await recordAudit(trx, actor, "lead.details", { subject: leadSubject(personId), detail: changed.join(", ") }, now);
    return "saved";
  });
}
