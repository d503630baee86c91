/**
 * "A place opened" (docs/messages.md): an edition's waitlist, in sign-up order, and the e-mail
 * that tells them, one by one or all at once, through the outbox and its daily cap, each with
 * its own unsubscribe link. People who asked not to be contacted are skipped and counted; who
 * has already been told about this edition is shown so, and "E-mail all" never writes twice;
 * who has since been booked on it keeps their place in the list but is never e-mailed.
 */
import { getSite } from "~/content/site.server";
import { editionTitle, retreatNameIn, retreatNames } from "~/lib/retreats/retreats.server";
import { recordAudit } from "~/lib/admin/audit.server";
import type { Admin } from "~/lib/admin/users.server";
import { now as clockNow, today as clockToday } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import type { Edition } from "~/lib/editions/schema";
import { enqueueMessageMail } from "~/lib/mail/enqueue.server";
import { getMailLinkKey } from "~/lib/mail/tokens.server";
import { PLACEHOLDERS, fillTemplate, messageValues, type Placeholder } from "./fill";
import { noContactToken } from "./no-contact.server";
import { messageMail, recordMessage } from "./send.server";
import { listTemplates } from "./templates.server";

interface WaitlistEntry {
  personId: number;
  /** The waitlist row that put them on the list (their first for this retreat). */
  leadId: number;
  name: string;
  email: string;
  interest: string;
  signedUpAt: string;
  /** When they were told a place opened on this edition, or null. */
  emailedAt: string | null;
  noContact: boolean;
  /** Holds a place on this edition already (an active booking): no longer waiting for one. */
  booked: boolean;
}

/**
 * The edition's waitlist, first sign-up first, one row per person: everyone who chose this
 * edition, and everyone who chose the retreat's next one while none was set (which this is).
 * Each sign-up is filed under its choice (waitlist_signups.retreat and edition_slug, migration
 * 023; lib/editions/waitlist-choices.ts).
 */
export async function editionWaitlist(db: Db, edition: Pick<Edition, "id" | "retreat" | "slug">): Promise<WaitlistEntry[]> {
  const rows = await db
    .selectFrom("waitlist_signups as w")
    .innerJoin("lead_requests as r", (j) => j.onRef("r.lead_id", "=", "w.id").on("r.lead_table", "=", "waitlist_signups"))
    .innerJoin("lead_people as p", "p.id", "r.person_id")
    .select(["w.id", "w.name", "w.email", "w.retreat_location", "w.created_at", "r.person_id", "p.no_contact_at"])
    .where((eb) => eb.or([eb("w.edition_slug", "=", edition.slug), eb.and([eb("w.retreat", "=", edition.retreat), eb("w.edition_slug", "is", null)])]))
    .orderBy("w.created_at")
    .orderBy("w.id")
    .execute();
  const told = await db
    .selectFrom("lead_events")
    .select(["person_id", "created_at"])
    .where("edition_id", "=", edition.id)
    .where("message_purpose", "=", "place_opened")
    .where("message_channel", "=", "email")
    .execute();
  const toldAt = new Map(told.map((t) => [Number(t.person_id), t.created_at]));
  const booked = new Set(
    (await db.selectFrom("bookings").select("person_id").where("edition_id", "=", edition.id).where("status", "=", "booked").execute()).map((b) => Number(b.person_id)),
  );
  const seen = new Set<number>();
  const out: WaitlistEntry[] = [];
  for (const r of rows) {
    const personId = Number(r.person_id);
    if (seen.has(personId)) continue;
    seen.add(personId);
    out.push({
      personId,
      leadId: Number(r.id),
      name: r.name,
      email: r.email,
      interest: r.retreat_location,
      signedUpAt: r.created_at,
      emailedAt: toldAt.get(personId) ?? null,
      noContact: r.no_contact_at !== null,
      booked: booked.has(personId),
    });
  }
  return out;
}

interface PlaceOpenedResult {
  emailed: number;
  /** Asked not to be contacted. */
  skipped: number;
  /** Told about this edition before. */
  already: number;
  /** Over the daily cap of e-mails to one address: kept, not sent. */
  held: number;
  /** Placeholders the edition has no value for: nothing was sent. */
  missing: Placeholder[];
}

/** "4 e-mailed, 1 skipped: asked not to be contacted": what the organiser reads after sending. */
export function placeOpenedSummary(r: Omit<PlaceOpenedResult, "missing">) {
  return [
    `${r.emailed} e-mailed`,
    r.skipped ? `${r.skipped} skipped: asked not to be contacted` : null,
    r.already ? `${r.already} already e-mailed` : null,
    r.held ? `${r.held} held back: the daily limit of e-mails to one address` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * E-mails "a place opened" to the waitlist, in sign-up order: `only` one person (their own
 * button), or everyone not yet told (E-mail all). Each e-mail is its own outbox row with its
 * own unsubscribe link, and its own timeline entry; one audit line says how it went.
 */
export async function emailPlaceOpened(db: Db, edition: Edition, actor: Admin, only: number | null): Promise<PlaceOpenedResult> {
  const result: PlaceOpenedResult = { emailed: 0, skipped: 0, already: 0, held: 0, missing: [] };
  const all = await editionWaitlist(db, edition);
  const list = only === null ? all : all.filter((e) => e.personId === only);
  const site = getSite();
  const [templates, names] = await Promise.all([listTemplates(db), retreatNames(db)]);
  const template = templates.place_opened.email;
  const retreatName = retreatNameIn(names, edition.retreat);
  const values = (name: string) =>
    messageValues({
      name,
      retreatName,
      edition,
      today: clockToday(),
      site: { name: site.name, url: site.url, founder: site.founder.name },
    });
  // What the edition lacks (a price, a payment page) it lacks for everyone: nothing goes.
  result.missing = fillTemplate(template, values("Priya")).missing;
  if (result.missing.length) return result;
  const key = await getMailLinkKey(db);
  const now = clockNow();
  const label = editionTitle(names, edition);
  for (const entry of list) {
    // Booked from the waitlist: the place that opened is not news to them.
    if (entry.booked) continue;
    if (entry.noContact) {
      result.skipped++;
      continue;
    }
    if (entry.emailedAt) {
      result.already++;
      continue;
    }
    const filled = fillTemplate(template, values(entry.name));
    const unsubscribeUrl = `${site.url}/messages/unsubscribe?token=${noContactToken(key, entry.personId)}`;
    const mail = messageMail(site, { subject: filled.subject ?? "", body: filled.body }, {
      unsubscribeUrl,
      why: `You receive this e-mail because you joined the waitlist for the ${retreatName} on ${site.url}.`,
    });
    await db.transaction().execute(async (trx) => {
      const queued = await enqueueMessageMail(trx, {
        kind: "place_opened",
        to: entry.email,
        mail,
        lead: { table: "waitlist_signups", id: entry.leadId },
        // RFC 8058 one-click unsubscribe, as the newsletter's (routes/message-unsubscribe.tsx).
        headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      if (queued.withheld) {
        result.held++;
        return;
      }
      result.emailed++;
      await recordMessage(
        trx,
        { personId: entry.personId, purpose: "place_opened", channel: "email", edition: { id: edition.id, label }, outboxId: queued.id, text: `${filled.subject}\n\n${filled.body}` },
        actor,
        now,
      );
    });
  }
  await recordAudit(db, actor, "waitlist.place-opened", { subject: edition.slug, detail: placeOpenedSummary(result) }, now);
  return result;
}

/**
 * The edition page's "a place opened" block: the waitlist, and what the last post did, read back
 * from the URL it redirected to (`emailed`, `skipped`, `already`, `held`, or `missing`).
 */
export async function placeOpenedBlock(db: Db, edition: Edition, url: URL) {
  const entries = await editionWaitlist(db, edition);
  const count = (name: string) => Math.min(Number(url.searchParams.get(name)) || 0, 100_000);
  const missing = (url.searchParams.get("missing") ?? "").split(",").filter((m): m is Placeholder => Object.hasOwn(PLACEHOLDERS, m));
  const posted = url.searchParams.has("emailed");
  return {
    entries,
    toEmail: entries.filter((e) => !e.noContact && !e.emailedAt && !e.booked).length,
    summary: posted ? placeOpenedSummary({ emailed: count("emailed"), skipped: count("skipped"), already: count("already"), held: count("held") }) : null,
    missing,
  };
}

export type PlaceOpenedView = Awaited<ReturnType<typeof placeOpenedBlock>>;
