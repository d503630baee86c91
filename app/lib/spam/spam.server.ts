import type { Selectable } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { SpamPostTable } from "~/lib/db/schema";
import type { Trx } from "~/lib/db/write-batch.server";
import type { Attribution } from "~/lib/forms/attribution.server";
import type { BotTrap } from "~/lib/forms/honeypot.server";
import type { FormKind } from "~/lib/forms/fields";
import { now as clockNow } from "~/lib/clock.server";
import { recordAudit } from "~/lib/admin/audit.server";
import type { Admin } from "~/lib/admin/users.server";
import { SPAM_KEEP_DAYS } from "../../../server/ops/retention.mjs";

/**
 * Posts the bot checks caught, kept apart from the leads (migration 012, ADR 033): stored in the
 * same write transaction as any lead would be (the same durable commit), answered like a success,
 * no e-mail sent, counted in no statistic or export of the leads. The organiser reads them in
 * the Spam tab and moves a real one to the leads (release.server.ts); after SPAM_KEEP_DAYS the
 * retention run erases them (server/ops/retention.mjs), and the list never shows an older one.
 */
export const SPAM_DAYS: number = SPAM_KEEP_DAYS;
export const SPAM_PAGE_SIZE = 25;

/** What storing a spam post as a lead needs later: the context of the original post. */
export interface SpamContext {
  attribution: Attribution;
  consentVersion: string;
  /** The retreat page's name and brochure as they were when the post came in. */
  retreatName?: string;
  brochureUrl?: string;
}

interface NewSpam {
  form: FormKind;
  reason: BotTrap;
  msSinceRender: number | null;
  /** The schema's parsed value when the post passed it; otherwise the raw text fields. */
  fields: Record<string, unknown>;
  valid: boolean;
  sourcePage: string;
  context: SpamContext;
  now: Date;
}

export async function insertSpam(trx: Trx, spam: NewSpam): Promise<number> {
  const { id } = await trx
    .insertInto("spam_posts")
    .values({
      form: spam.form,
      reason: spam.reason,
      ms_since_render: spam.msSinceRender,
      valid: spam.valid ? 1 : 0,
      source_page: spam.sourcePage,
      fields: JSON.stringify(spam.fields),
      context: JSON.stringify(spam.context),
      created_at: spam.now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(id);
}

const FIELD_LIMIT = 20;
const VALUE_LIMIT = 5_000;

/**
 * The visitor's own fields of a post that failed the schema, as text: the hidden guard fields
 * (names starting with "_", the honeypot) left out, and bounded, though the body limit already
 * bounds the whole post.
 */
export function rawFields(formData: FormData, honeypotField: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string" || key.startsWith("_") || key === honeypotField || key in out) continue;
    if (Object.keys(out).length >= FIELD_LIMIT) break;
    out[key.slice(0, 100)] = value.trim().slice(0, VALUE_LIMIT);
  }
  return out;
}

export interface SpamRow {
  id: number;
  form: FormKind;
  reason: BotTrap;
  msSinceRender: number | null;
  valid: boolean;
  sourcePage: string;
  fields: Record<string, unknown>;
  context: SpamContext;
  createdAt: string;
}

function toRow(r: Selectable<SpamPostTable>): SpamRow {
  return {
    id: Number(r.id),
    form: r.form as FormKind,
    reason: r.reason as BotTrap,
    msSinceRender: r.ms_since_render === null ? null : Number(r.ms_since_render),
    valid: Number(r.valid) === 1,
    sourcePage: r.source_page,
    fields: JSON.parse(r.fields) as Record<string, unknown>,
    context: JSON.parse(r.context) as SpamContext,
    createdAt: r.created_at,
  };
}

/** The oldest instant the Spam tab shows: anything older is due for erasure. */
function spamSince(now: Date) {
  return new Date(now.getTime() - SPAM_DAYS * 86_400_000).toISOString();
}

export async function countSpam(db: Db, now = clockNow()): Promise<number> {
  const row = await db
    .selectFrom("spam_posts")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("created_at", ">=", spamSince(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the Spam tab, newest first. */
export async function listSpam(db: Db, page: number, now = clockNow()): Promise<SpamRow[]> {
  const rows = await db
    .selectFrom("spam_posts")
    .selectAll()
    .where("created_at", ">=", spamSince(now))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(SPAM_PAGE_SIZE)
    .offset((page - 1) * SPAM_PAGE_SIZE)
    .execute();
  return rows.map(toRow);
}

/**
 * Takes one spam post out of the table inside the caller's transaction and returns it, or null
 * when it is no longer there. The delete is the claim: of two "Not spam" posts for one row (a
 * double click, a re-sent form, two tabs), only the one whose delete removed it goes on, so its
 * lead and e-mails are stored once.
 */
export async function takeSpam(trx: Trx, id: number): Promise<SpamRow | null> {
  const row = await trx.deleteFrom("spam_posts").where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Erases one spam post now, with the audit line naming `actor`; true when there was one. */
export async function deleteSpam(db: Db, id: number, actor: Admin): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom("spam_posts").where("id", "=", id).returning(["form", "created_at"]).executeTakeFirst();
    if (!row) return false;
    await recordAudit(trx, actor, "spam.delete", { subject: `spam post ${id}`, detail: `${row.form} form, sent ${row.created_at.slice(0, 10)}` });
    return true;
  });
}
