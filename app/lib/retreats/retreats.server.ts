/**
 * Retreats' stories in the database (migration 024, ADR 043): read with the editions on every
 * request (lib/editions/catalogue.server.ts), so every instance on one PostgreSQL shows a
 * published change at once, with no cache to go stale. Every save is checked whole by
 * RetreatSchema, refused when the form was made from an older version (a second tab), kept as a
 * version of its own, and audited under its user.
 */
import type { Selectable } from "kysely";
import type { z } from "zod";
import { RetreatSchema, type RetreatContent } from "~/content/retreats/schema";
import { recordAudit } from "~/lib/admin/audit.server";
import { actorOf, type Admin } from "~/lib/admin/users.server";
import { formatDateRange } from "~/lib/calendar";
import { now as clockNow } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import type { RetreatTable } from "~/lib/db/schema";

export interface RetreatRecord {
  id: string;
  /** What the site shows; null until first published. */
  content: RetreatContent | null;
  /** What the organiser is editing, not yet published. */
  draft: RetreatContent | null;
  version: number;
  position: number;
  archivedAt: string | null;
  updatedAt: string;
}

export type ItineraryDay = Extract<RetreatContent["sections"][number], { type: "itinerary" }>["days"][number];

const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as RetreatContent));

function fromRow(r: Selectable<RetreatTable>): RetreatRecord {
  return {
    id: r.id,
    content: parse(r.content),
    draft: parse(r.draft),
    version: Number(r.version),
    position: Number(r.position),
    archivedAt: r.archived_at,
    updatedAt: r.updated_at,
  };
}

/** The story as the editor shows it: the draft, else what is published. */
export function workingCopy(r: RetreatRecord): RetreatContent | null {
  return r.draft ?? r.content;
}

/** Every retreat, archived ones too, in menu order. */
export async function listRetreats(db: Db): Promise<RetreatRecord[]> {
  const rows = await db.selectFrom("retreats").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(fromRow);
}

export async function getRetreat(db: Db, id: string): Promise<RetreatRecord | null> {
  const row = await db.selectFrom("retreats").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** A retreat's name and place, for words about leads filed under it (archived retreats too). */
export interface RetreatName {
  id: string;
  name: string;
  place: string;
}

/** A retreat's name among `names` ("goa" → "Goa Yoga & Surf Retreat"), else its id. */
export function retreatNameIn(names: readonly RetreatName[], id: string): string {
  return names.find((n) => n.id === id)?.name ?? id;
}

/** "Goa Yoga & Surf Retreat, 12-18 December 2026": an edition as the organiser's lists and messages name it. */
export function editionTitle(names: readonly RetreatName[], e: { retreat: string; start: string; end: string }): string {
  return `${retreatNameIn(names, e.retreat)}, ${formatDateRange(e.start, e.end)}`;
}

export async function retreatNames(db: Db): Promise<RetreatName[]> {
  return (await listRetreats(db)).flatMap((r) => {
    const c = r.content ?? r.draft;
    return c ? [{ id: r.id, name: c.name, place: c.location.name }] : [];
  });
}

export const STALE_MESSAGE =
  "This story was changed elsewhere (another tab or another person) since you opened it. Nothing was saved: reload the page to see the latest version, then make your change again.";

export type SaveOutcome =
  | { ok: true; record: RetreatRecord }
  | { ok: false; stale: true }
  | { ok: false; stale?: false; issues: z.core.$ZodIssue[] };

type VersionAction = "created" | "saved" | "published" | "restored" | "archived" | "unarchived" | "moved-up" | "moved-down";

const AUDIT: Record<VersionAction, "retreat.create" | "retreat.save" | "retreat.publish" | "retreat.restore" | "retreat.archive" | "retreat.move"> = {
  created: "retreat.create",
  saved: "retreat.save",
  published: "retreat.publish",
  restored: "retreat.restore",
  archived: "retreat.archive",
  unarchived: "retreat.archive",
  "moved-up": "retreat.move",
  "moved-down": "retreat.move",
};

/**
 * Writes a new version when the form's `version` is still the current one: one conditional
 * UPDATE, so two tabs saving at once cannot both win. `also` writes what goes with it, in the
 * same transaction, once the version is won.
 */
async function writeVersion(
  db: Db,
  id: string,
  expected: number,
  change: { draft?: string | null; content?: string | null; archived_at?: string | null },
  kept: string,
  meta: { action: VersionAction; section?: string | null; detail?: string },
  actor: Admin,
  now: Date,
  also?: (trx: Db) => Promise<void>,
): Promise<SaveOutcome> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const updated = await trx
      .updateTable("retreats")
      .set({ ...change, version: expected + 1, updated_at: at })
      .where("id", "=", id)
      .where("version", "=", expected)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, stale: true };
    await also?.(trx);
    await trx
      .insertInto("retreat_versions")
      .values({ retreat: id, version: expected + 1, action: meta.action, section: meta.section ?? null, content: kept, at, ...actorOf(actor) })
      .execute();
    await recordAudit(trx, actor, AUDIT[meta.action], { subject: id, detail: meta.detail ?? `${meta.action}${meta.section ? `: ${meta.section}` : ""}` }, now);
    const row = await trx.selectFrom("retreats").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { ok: true, record: fromRow(row) };
  });
}

/** Saves the edited story as the draft (nothing reaches the site until it is published). */
export async function saveDraft(
  db: Db,
  id: string,
  story: unknown,
  { version, section, actor, now = clockNow() }: { version: number; section: string; actor: Admin; now?: Date },
): Promise<SaveOutcome> {
  const parsed = RetreatSchema.safeParse(story);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  if (parsed.data.id !== id) return { ok: false, issues: [{ code: "custom", path: ["id"], message: "A retreat's id never changes.", input: parsed.data.id }] };
  const json = JSON.stringify(parsed.data);
  return writeVersion(db, id, version, { draft: json }, json, { action: "saved", section }, actor, now);
}

/** The draft becomes what the site shows. */
export async function publish(db: Db, id: string, { version, actor, now = clockNow() }: { version: number; actor: Admin; now?: Date }): Promise<SaveOutcome> {
  const current = await getRetreat(db, id);
  if (!current || current.version !== version) return { ok: false, stale: true };
  const story = workingCopy(current);
  const parsed = RetreatSchema.safeParse(story);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const json = JSON.stringify(parsed.data);
  return writeVersion(db, id, version, { content: json, draft: null }, json, { action: "published" }, actor, now);
}

/** An earlier version comes back as the draft: itself a new version, to preview and publish. */
export async function restoreVersion(
  db: Db,
  id: string,
  { from, version, actor, now = clockNow() }: { from: number; version: number; actor: Admin; now?: Date },
): Promise<SaveOutcome> {
  const old = await db.selectFrom("retreat_versions").select("content").where("retreat", "=", id).where("version", "=", from).executeTakeFirst();
  if (!old) return { ok: false, issues: [{ code: "custom", path: [], message: "That version does not exist.", input: from }] };
  const parsed = RetreatSchema.safeParse(JSON.parse(old.content));
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const json = JSON.stringify(parsed.data);
  return writeVersion(db, id, version, { draft: json }, json, { action: "restored", detail: `restored version ${from}` }, actor, now);
}

/** Hidden from the public site with its editions (its leads stay); or back again. */
export async function setArchived(
  db: Db,
  id: string,
  archived: boolean,
  { version, actor, now = clockNow() }: { version: number; actor: Admin; now?: Date },
): Promise<SaveOutcome> {
  const current = await getRetreat(db, id);
  if (!current || current.version !== version) return { ok: false, stale: true };
  const kept = JSON.stringify(workingCopy(current));
  return writeVersion(db, id, version, { archived_at: archived ? now.toISOString() : null }, kept, { action: archived ? "archived" : "unarchived" }, actor, now);
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/** "second of 5": a retreat's place in the menu order, as the history and the audit log say it. */
export const placeWords = (index: number, of: number) => `${ORDINALS[index] ?? `number ${index + 1}`} of ${of}`;

/**
 * Moves a retreat one place up or down in the Retreats menu (and every list kept in menu order):
 * it swaps places with its neighbour and the places are numbered 1, 2, 3... again. The move is a
 * version of the retreat that moved, under the version check of every save, so a page opened
 * before another change cannot move it; its neighbour's story and version are untouched.
 * Already first (or last), nothing moves.
 */
export async function moveRetreat(
  db: Db,
  id: string,
  to: "up" | "down",
  { version, actor, now = clockNow() }: { version: number; actor: Admin; now?: Date },
): Promise<SaveOutcome> {
  const current = await getRetreat(db, id);
  if (!current || current.version !== version) return { ok: false, stale: true };
  const ids = (await listRetreats(db)).map((r) => r.id);
  const from = ids.indexOf(id);
  const next = to === "up" ? from - 1 : from + 1;
  if (next < 0 || next >= ids.length) return { ok: true, record: current };
  const kept = JSON.stringify(workingCopy(current));
  const detail = `moved ${to} in the Retreats menu: now ${placeWords(next, ids.length)}`;
  return writeVersion(db, id, version, {}, kept, { action: to === "up" ? "moved-up" : "moved-down", detail }, actor, now, async (trx) => {
    // Read again inside the transaction: the order as it stands, with this retreat moved.
    const order = (await trx.selectFrom("retreats").select(["id", "position"]).orderBy("position").orderBy("id").execute()).filter((r) => r.id !== id);
    const at = Math.max(0, Math.min(order.length, next));
    order.splice(at, 0, { id, position: -1 });
    for (const [i, r] of order.entries()) if (Number(r.position) !== i + 1) await trx.updateTable("retreats").set({ position: i + 1 }).where("id", "=", r.id).execute();
  });
}

type CreateOutcome = { ok: true; record: RetreatRecord } | { ok: false; issues: z.core.$ZodIssue[] };

/** A new retreat, its story a draft until the organiser publishes it; last in the menus. */
export async function createRetreat(db: Db, story: unknown, actor: Admin, now = clockNow()): Promise<CreateOutcome> {
  const parsed = RetreatSchema.safeParse(story);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const id = parsed.data.id;
  const json = JSON.stringify(parsed.data);
  const at = now.toISOString();
  return db.transaction().execute(async (trx): Promise<CreateOutcome> => {
    if (await trx.selectFrom("retreats").select("id").where("id", "=", id).executeTakeFirst())
      return { ok: false, issues: [{ code: "custom", path: ["id"], message: "A retreat with this id exists already: choose another.", input: id }] };
    const last = await trx.selectFrom("retreats").select((eb) => eb.fn.max("position").as("p")).executeTakeFirst();
    await trx
      .insertInto("retreats")
      .values({ id, next_season: "Dates to be announced", content: null, draft: json, version: 1, position: Number(last?.p ?? 0) + 1, archived_at: null, updated_at: at })
      .execute();
    await trx.insertInto("retreat_versions").values({ retreat: id, version: 1, action: "created", section: null, content: json, at, ...actorOf(actor) }).execute();
    await recordAudit(trx, actor, "retreat.create", { subject: id, detail: parsed.data.name }, now);
    const row = await trx.selectFrom("retreats").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { ok: true, record: fromRow(row) };
  });
}

interface VersionEntry {
  version: number;
  action: VersionAction | "seeded";
  section: string | null;
  at: string;
  /** The user's name then, else "admin". */
  by: string;
}

export async function retreatHistory(db: Db, id: string): Promise<VersionEntry[]> {
  const rows = await db
    .selectFrom("retreat_versions")
    .select(["version", "action", "section", "at", "actor"])
    .where("retreat", "=", id)
    .orderBy("version", "desc")
    .execute();
  return rows.map((r) => ({ version: Number(r.version), action: r.action as VersionEntry["action"], section: r.section, at: r.at, by: r.actor || "admin" }));
}

/** Each edition's own itinerary, by edition id. */
export async function listItineraries(db: Db): Promise<Record<number, ItineraryDay[]>> {
  const rows = await db.selectFrom("edition_itineraries").select(["edition_id", "days"]).execute();
  return Object.fromEntries(rows.map((r) => [Number(r.edition_id), JSON.parse(r.days) as ItineraryDay[]]));
}

/** Sets (or, with null, removes) an edition's own itinerary; the days are checked by the caller's schema. */
export async function saveItinerary(db: Db, edition: { id: number; slug: string }, days: ItineraryDay[] | null, actor: Admin, now = clockNow()) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("edition_itineraries").where("edition_id", "=", edition.id).execute();
    if (days) await trx.insertInto("edition_itineraries").values({ edition_id: edition.id, days: JSON.stringify(days), updated_at: at, ...actorOf(actor) }).execute();
    await recordAudit(trx, actor, "edition.itinerary", { subject: edition.slug, detail: days ? `its own itinerary of ${days.length} days` : "the retreat's itinerary" }, now);
  });
}

/** The story with an edition's own itinerary in place of the retreat's, when it has one. */
export function withItinerary(content: RetreatContent, days: ItineraryDay[] | undefined): RetreatContent {
  if (!days) return content;
  return { ...content, sections: content.sections.map((s) => (s.type === "itinerary" ? { ...s, days } : s)) };
}
