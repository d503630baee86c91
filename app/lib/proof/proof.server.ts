/**
 * The organiser's proof of a real business (lib/proof/schema.ts): read for the public pages on
 * every request (no cache, so every instance on one PostgreSQL shows an edit at once), and
 * changed from /admin/proof, each change in the audit log under its user.
 */
import type { Selectable } from "kysely";
import { recordAudit } from "~/lib/admin/audit.server";
import type { Admin } from "~/lib/admin/users.server";
import { formatMonth } from "~/lib/calendar";
import type { Db } from "~/lib/db/db.server";
import type { ProofItemTable } from "~/lib/db/schema";
import { now as clockNow } from "~/lib/clock.server";
import { pastRetreats } from "~/content/past-retreats";
import { retreatNames, type RetreatName } from "~/lib/retreats/retreats.server";
import { photoOverrides } from "~/lib/photos/overrides.server";
import { testimonialSlot } from "~/lib/photos/slots.server";
import { removePhotoIn } from "~/lib/photos/store.server";
import { PROOF_KINDS, PROOF_LABELS, type ProofKind, type ProofValues, type ProofView } from "./schema";

/** An item as the admin lists it: its row without the bookkeeping, its kind one of PROOF_KINDS. */
type ProofItem = Omit<Selectable<ProofItemTable>, "kind" | "position" | "created_at" | "updated_at"> & { kind: ProofKind };

function fromRow(row: Selectable<ProofItemTable>): ProofItem {
  const { position: _position, created_at: _created, updated_at: _updated, ...item } = row;
  return { ...item, id: Number(item.id), kind: item.kind as ProofKind };
}

/** Every item, by kind, in the organiser's order. */
export async function listProof(db: Db): Promise<Record<ProofKind, ProofItem[]>> {
  const rows = await db.selectFrom("proof_items").selectAll().orderBy("kind").orderBy("position").orderBy("id").execute();
  const out = Object.fromEntries(PROOF_KINDS.map((k) => [k, [] as ProofItem[]])) as Record<ProofKind, ProofItem[]>;
  for (const row of rows) if ((PROOF_KINDS as readonly string[]).includes(row.kind)) out[row.kind as ProofKind].push(fromRow(row));
  return out;
}

/** What the audit log says an item is: "testimonial from Priya". */
function subjectOf(kind: ProofKind, name: string) {
  return `${PROOF_LABELS[kind].one} from ${name}`;
}

/** Adds an item at the end of its list, or saves an edit; false when the item is gone. */
export async function saveProof(db: Db, kind: ProofKind, values: ProofValues, actor: Admin, now = clockNow()): Promise<boolean> {
  const at = now.toISOString();
  const { id, name, text = "", detail = "", retreat = null, month = null, source = null, url = null } = values;
  const fields = { name, text, detail, retreat, month, source, url };
  return db.transaction().execute(async (trx) => {
    if (id !== undefined) {
      const done = await trx.updateTable("proof_items").set({ ...fields, updated_at: at }).where("id", "=", id).where("kind", "=", kind).executeTakeFirst();
      if (!done.numUpdatedRows) return false;
      await recordAudit(trx, actor, "proof.edit", { subject: subjectOf(kind, fields.name) }, now);
      return true;
    }
    const last = await trx.selectFrom("proof_items").select((eb) => eb.fn.max("position").as("max")).where("kind", "=", kind).executeTakeFirst();
    await trx
      .insertInto("proof_items")
      .values({ kind, position: Number(last?.max ?? 0) + 1, ...fields, created_at: at, updated_at: at })
      .execute();
    await recordAudit(trx, actor, "proof.add", { subject: subjectOf(kind, fields.name) }, now);
    return true;
  });
}

/** Removes an item, or swaps it with its neighbour above or below; false when it is gone. */
export async function changeProof(db: Db, id: number, intent: "up" | "down" | "delete", actor: Admin, now = clockNow()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const item = await trx.selectFrom("proof_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!item) return false;
    const kind = item.kind as ProofKind;
    if (intent === "delete") {
      await trx.deleteFrom("proof_items").where("id", "=", id).execute();
      // A testimonial's portrait goes with it (the slot would otherwise keep its bytes for no one).
      if (kind === "testimonial") await removePhotoIn(trx, testimonialSlot(id), actor);
      await recordAudit(trx, actor, "proof.remove", { subject: subjectOf(kind, item.name) }, now);
      return true;
    }
    const neighbour = await trx
      .selectFrom("proof_items")
      .select(["id", "position"])
      .where("kind", "=", item.kind)
      .where("position", intent === "up" ? "<" : ">", item.position)
      .orderBy("position", intent === "up" ? "desc" : "asc")
      .executeTakeFirst();
    if (!neighbour) return true;
    await trx.updateTable("proof_items").set({ position: neighbour.position }).where("id", "=", item.id).execute();
    await trx.updateTable("proof_items").set({ position: item.position }).where("id", "=", neighbour.id).execute();
    await recordAudit(trx, actor, "proof.move", { subject: subjectOf(kind, item.name), detail: intent === "up" ? "Moved up" : "Moved down" }, now);
    return true;
  });
}

const monthName = (m: string | null) => (m ? formatMonth(m) : null);

/**
 * A retreat as a guest who came in `month` knew it: the title of that month's past retreat
 * (the Goa Yoga Retreat of December 2023), else the retreat's name today.
 */
function retreatAsItWas(id: string | null, month: string | null, retreats: readonly RetreatName[]) {
  if (!id) return "A Retreatly retreat";
  const then = pastRetreats.find((p) => p.slug.startsWith(`${id}-`) && p.dates === monthName(month));
  return then?.title ?? retreats.find((r) => r.id === id)?.name ?? "A Retreatly retreat";
}

/** What the public pages show. */
export async function proofView(db: Db): Promise<ProofView> {
  const [all, photos, retreats] = await Promise.all([listProof(db), photoOverrides(), retreatNames(db)]);
  return {
    testimonials: all.testimonial.map((t) => ({
      photo: photos.has(testimonialSlot(t.id)) ? testimonialSlot(t.id) : null,
      text: t.text,
      author: t.name,
      location: t.detail,
      retreat: retreatAsItWas(t.retreat, t.month, retreats),
      month: monthName(t.month) ?? "",
      retreatId: t.retreat,
      monthKey: t.month,
    })),
    reviews: all.review.map((r) => ({ text: r.text, name: r.name, source: r.source ?? "", url: r.url ?? "", month: monthName(r.month) })),
    accreditations: all.accreditation.map((a) => ({ name: a.name, detail: a.detail, url: a.url })),
    press: all.press.map((p) => ({ name: p.name, text: p.text, url: p.url ?? "", month: monthName(p.month) })),
  };
}
