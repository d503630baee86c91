import crypto from "node:crypto";
import { redirect } from "react-router";
import type { Db } from "~/lib/db/db.server";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { leadSubject, recordAudit } from "~/lib/admin/audit.server";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { now as clockNow } from "~/lib/clock.server";
import { log } from "~/lib/log.server";
import { ContactAgainSchema } from "./schema";
import { getMailLinkKey } from "~/lib/mail/tokens.server";

/**
 * "Please do not contact me": the unsubscribe link of every e-mail a waitlist gets when a place
 * opens (docs/messages.md). It is stored on the person (lead_people.no_contact_at, migration
 * 020), so it holds for every request they made, and "a place opened" skips and counts them.
 *
 * The token is the person's id and an HMAC of it under the mail link key (the newsletter's,
 * tokens.server.ts), with its own purpose in the MAC, so a newsletter token is no token here:
 * stateless, it works for every such e-mail the person ever gets, and only we can make one.
 */
function mac(key: string, personId: number) {
  return crypto.createHmac("sha256", key).update(`no-contact:${personId}`).digest("base64url").slice(0, 32);
}

export function noContactToken(key: string, personId: number) {
  return `${personId}.${mac(key, personId)}`;
}

/** The person a token names, or null for a malformed or forged one, or a person since erased. */
async function personOfToken(db: Db, token: string | null) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(await getMailLinkKey(db), id));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return (await db.selectFrom("lead_people").select(["id", "no_contact_at"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/** What the page shows for a token, changing nothing (GET: mail scanners open links). */
export async function noContactState(db: Db, token: string | null): Promise<"contactable" | "no-contact" | "invalid"> {
  const person = await personOfToken(db, token);
  if (!person) return "invalid";
  return person.no_contact_at ? "no-contact" : "contactable";
}

/**
 * Marks the person as not to be contacted (POST: the page's button or a mail client's one-click
 * unsubscribe), with a line on their timeline; their place-opened e-mails still waiting are not
 * sent. Idempotent.
 */
export async function markNoContact(db: Db, token: string | null, now: Date): Promise<"done" | "invalid"> {
  const person = await personOfToken(db, token);
  if (!person) return "invalid";
  if (person.no_contact_at) return "done";
  await db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    const changed = await trx.updateTable("lead_people").set({ no_contact_at: at, updated_at: at }).where("id", "=", person.id).where("no_contact_at", "is", null).executeTakeFirst();
    if (!Number(changed.numUpdatedRows)) return;
    await trx
      .insertInto("lead_events")
      .values({ person_id: person.id, kind: "no_contact", stage: null, body: "the unsubscribe link of a waitlist e-mail", created_at: at, actor_id: null, actor: "the person themselves" })
      .execute();
    const requests = await trx.selectFrom("lead_requests").select(["lead_table", "lead_id"]).where("person_id", "=", person.id).execute();
    for (const r of requests)
      await trx
        .updateTable("mail_outbox")
        .set({ status: "failed", last_error: "not sent: the person asked not to be contacted first" })
        .where("lead_table", "=", r.lead_table)
        .where("lead_id", "=", r.lead_id)
        .where("kind", "=", "place_opened")
        .where("status", "=", "pending")
        .execute();
  });
  return "done";
}

/**
 * The organiser's undo of "do not contact me", with the person's own reason (they wrote asking
 * for news again): on the timeline and in the audit log. "gone" when there is no such person,
 * "unchanged" when they had not asked. Their unsubscribe link works again afterwards.
 */
export async function allowContactAgain(db: Db, personId: number, reason: string, admin: Admin, now: Date): Promise<"done" | "unchanged" | "gone"> {
  return db.transaction().execute(async (trx) => {
    const person = await trx.selectFrom("lead_people").select(["id", "no_contact_at"]).where("id", "=", personId).executeTakeFirst();
    if (!person) return "gone";
    if (!person.no_contact_at) return "unchanged";
    const at = now.toISOString();
    await trx.updateTable("lead_people").set({ no_contact_at: null, updated_at: at }).where("id", "=", personId).execute();
    await trx.insertInto("lead_events").values({ person_id: personId, kind: "contact_again", stage: null, body: reason, created_at: at, ...actorOf(admin) }).execute();
    // The reason is the person's own words: it stays on the timeline, as a note's text does.
    await recordAudit(trx, admin, "lead.contact-again", { subject: leadSubject(personId) }, now);
    return "done";
  });
}

/** POST /admin/leads/<person> with the "contact again" form (components/admin/contact-again.tsx). */
export async function contactAgainAction(request: Request, personParam: string | undefined) {
  const { db, admin } = await requireAdmin(request);
  const form = await readAccountForm(request, ContactAgainSchema);
  if (!form.ok) return form.response;
  const personId = Number(personParam);
  const done = /^[1-9]\d{0,9}$/.test(personParam ?? "") ? await allowContactAgain(db, personId, form.value.reason, admin, clockNow()) : "gone";
  if (done === "gone") return form.fail({ form: "This person no longer exists." }, 404);
  if (done === "done") log.info("admin allowed contacting a person again", { person: personId }, request);
  throw redirect(`/admin/leads/${personId}?contact_again=done#messages`, { headers: NO_STORE });
}
