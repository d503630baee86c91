/**
 * Editions in the database (migration 009): read on every request that needs them (a handful
 * of rows, one indexed query), so an edit made on any server instance shows on all of them at
 * once, with no cache to go stale (ADR 028). Writes check EditionSchema, then the database's
 * own facts (a slug already taken), and record what changed in the history, in one transaction.
 */
import type { Selectable } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { RetreatEditionTable } from "~/lib/db/schema";
import { recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { EDITION_FIELDS, EDITION_MESSAGES, FIELD_LABELS, STATE_LABELS, type Edition, type EditionFields, type EditionState } from "./schema";

type EditionRow = Selectable<RetreatEditionTable>;

/**
 * An edition's active bookings (migration 018): with the places set by hand (places_taken) they
 * are its places taken, so every page's "places left" follows the bookings.
 */
const withBooked = (db: Db) =>
  db
    .selectFrom("retreat_editions")
    .selectAll("retreat_editions")
    .select((eb) =>
      eb
        .selectFrom("bookings")
        .select((b) => b.fn.countAll().as("n"))
        .whereRef("bookings.edition_id", "=", "retreat_editions.id")
        .where("bookings.status", "=", "booked")
        .as("places_booked"),
    );

function fromRow(r: EditionRow & { places_booked?: unknown }): Edition {
  return {
    placesBooked: Number(r.places_booked ?? 0),
    id: Number(r.id),
    retreat: r.retreat,
    slug: r.slug,
    start: r.start_date,
    end: r.end_date,
    priceInr: r.price_inr,
    earlyBirdPriceInr: r.early_bird_price_inr,
    earlyBirdUntil: r.early_bird_until,
    depositInr: r.deposit_inr,
    balanceDueDays: r.balance_due_days,
    capacity: r.capacity,
    placesTaken: r.places_taken,
    state: r.state as EditionState,
    paymentUrl: r.payment_url,
    whatsappMessage: r.whatsapp_message,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function toRow(e: EditionFields) {
  return {
    retreat: e.retreat,
    slug: e.slug,
    start_date: e.start,
    end_date: e.end,
    price_inr: e.priceInr,
    early_bird_price_inr: e.earlyBirdPriceInr,
    early_bird_until: e.earlyBirdUntil,
    deposit_inr: e.depositInr,
    balance_due_days: e.balanceDueDays,
    capacity: e.capacity,
    places_taken: e.placesTaken,
    state: e.state,
    payment_url: e.paymentUrl,
    whatsapp_message: e.whatsappMessage,
  };
}

/** Every edition, by retreat and start date. */
export async function listEditions(db: Db): Promise<Edition[]> {
  const rows = await withBooked(db).orderBy("start_date").orderBy("id").execute();
  return rows.map(fromRow);
}

export async function getEdition(db: Db, slug: string): Promise<Edition | null> {
  const row = await withBooked(db).where("slug", "=", slug).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The same by id (a booking's form names the edition by it); `db` may be a transaction. */
export async function getEditionById(db: Db, id: number): Promise<Edition | null> {
  const row = await withBooked(db).where("retreat_editions.id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

interface HistoryEntry {
  id: number;
  changedAt: string;
  action: "created" | "edited" | "published";
  changes: Record<string, unknown>;
  /** Who made it: their name then, or "admin (before users)". */
  by: string;
}

export async function editionHistory(db: Db, editionId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom("retreat_edition_history")
    .selectAll()
    .where("edition_id", "=", editionId)
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ id: Number(r.id), changedAt: r.changed_at, action: r.action as HistoryEntry["action"], changes: JSON.parse(r.changes), by: r.actor }));
}

const show = (field: string, value: unknown) =>
  value === null || value === "" ? "(none)" : field === "state" ? (STATE_LABELS[value as EditionState] ?? String(value)) : String(value);

/**
 * A history entry as lines to read ("Places set by hand: 9 → 12"): the edition's page shows them, and
 * the audit log keeps them as the entry's detail.
 */
export function historyLines(action: string, changes: Record<string, unknown>): string[] {
  if (action === "created") return [typeof changes.from === "string" ? `Seeded from ${changes.from}` : "Created with every field as shown then"];
  return Object.entries(changes as Record<string, [unknown, unknown]>).map(
    ([field, [before, after]]) => `${FIELD_LABELS[field as keyof typeof FIELD_LABELS] ?? field}: ${show(field, before)} → ${show(field, after)}`,
  );
}

type SaveResult = { ok: true; edition: Edition } | { ok: false; fieldErrors: Record<string, string[]> };

async function slugTaken(db: Db, slug: string, exceptId?: number) {
  let q = db.selectFrom("retreat_editions").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

const isUniqueViolation = (error: unknown) => /unique/i.test(String((error as { message?: string })?.message ?? "")) || (error as { code?: string })?.code === "23505";

/** A new edition (already checked by EditionSchema), with its "created" history entry and audit line naming `actor`. */
export async function createEdition(db: Db, fields: EditionFields, actor: Admin, now = new Date()): Promise<SaveResult> {
  const at = now.toISOString();
  try {
    return await db
      .transaction()
      .execute(async (trx): Promise<SaveResult> => {
        if (await slugTaken(trx, fields.slug)) return { ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } };
        const row = await trx
          .insertInto("retreat_editions")
          .values({ ...toRow(fields), created_at: at, updated_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("retreat_edition_history")
          .values({ edition_id: row.id, changed_at: at, action: "created", changes: JSON.stringify(fields), ...actorOf(actor) })
          .execute();
        await recordAudit(trx, actor, "edition.create", { subject: row.slug, detail: `${fields.start} to ${fields.end}, ${STATE_LABELS[fields.state]}` }, now);
        return { ok: true, edition: fromRow(row) };
      });
  } catch (error) {
    // Two admins creating the same slug at once: the unique index is the last word.
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } };
    throw error;
  }
}

/** What differs between two editions' editable fields: { field: [before, after] }. */
function diffEditions(before: EditionFields, after: EditionFields) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of EDITION_FIELDS) if (before[key] !== after[key]) changes[key] = [before[key], after[key]];
  return changes;
}

/**
 * Saves an edit by `actor`. Nothing changes when nothing differs (no empty history entry, no
 * audit line). `action` is "published" when the edit takes a hidden edition public.
 */
export async function updateEdition(db: Db, id: number, fields: EditionFields, actor: Admin, now = new Date()): Promise<SaveResult> {
  const at = now.toISOString();
  try {
    return await db
      .transaction()
      .execute(async (trx): Promise<SaveResult> => {
        const current = await withBooked(trx).where("retreat_editions.id", "=", id).executeTakeFirst();
        if (!current) return { ok: false, fieldErrors: { "": ["This edition no longer exists."] } };
        const before = fromRow(current);
        if (fields.slug !== before.slug && (await slugTaken(trx, fields.slug, id)))
          return { ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } };
        // The retreat an edition belongs to never changes: its prose, images and URL history.
        const next = { ...fields, retreat: before.retreat };
        if (next.capacity < next.placesTaken + before.placesBooked)
          return { ok: false, fieldErrors: { capacity: [`${EDITION_MESSAGES.capacityBelowTaken} (${before.placesBooked} booked + ${next.placesTaken} set by hand)`] } };
        const changes = diffEditions(before, next);
        if (Object.keys(changes).length === 0) return { ok: true, edition: before };
        const row = await trx
          .updateTable("retreat_editions")
          .set({ ...toRow(next), updated_at: at })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const action = before.state === "hidden" && next.state !== "hidden" ? "published" : "edited";
        await trx
          .insertInto("retreat_edition_history")
          .values({ edition_id: id, changed_at: at, action, changes: JSON.stringify(changes), ...actorOf(actor) })
          .execute();
        const audit = action === "published" ? "edition.publish" : "edition.edit";
        await recordAudit(trx, actor, audit, { subject: row.slug, detail: historyLines(action, changes).join("; ") }, now);
        return { ok: true, edition: fromRow({ ...row, places_booked: before.placesBooked }) };
      });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, fieldErrors: { slug: [EDITION_MESSAGES.slugTaken] } };
    throw error;
  }
}

/** The editable fields of an edition (for the schema and the form). */
export function fieldsOf(e: Edition): EditionFields {
  const { id: _id, createdAt: _c, updatedAt: _u, placesBooked: _b, ...fields } = e;
  return fields;
}
