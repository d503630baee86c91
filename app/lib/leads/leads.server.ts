import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/lib/db/db.server";
import { isPostgres } from "~/lib/db/dialect";
import type { WaitlistFor } from "~/lib/editions/waitlist-choices";
import type { InquiryKind, RequestTable } from "~/lib/db/schema";
import { writeTransaction, type Trx } from "~/lib/db/write-batch.server";
import type { Attribution } from "~/lib/forms/attribution.server";
import { enqueueLeadEmails } from "~/lib/mail/enqueue.server";
import { linkAndEnqueue } from "./people.server";

/**
 * The inserts behind the lead forms. Each runs in one transaction with the e-mails it triggers
 * (the mail outbox), so a lead and its mail are stored together or not at all.
 * `storeX(db, …)` opens that transaction (a group commit on SQLite, see write-batch.server.ts);
 * `insertX(trx, …)` does the work inside one the caller already holds (the form action counts
 * the rate limit in the same transaction).
 *
 * Duplicate suppression: the same submission again within a minute (a double click, a reload
 * that re-posts) returns the first row instead of adding one. The check runs inside the
 * transaction, behind a per-e-mail advisory lock on PostgreSQL (SQLite already runs one
 * transaction at a time), so two instances racing on one database still store it once.
 */
export interface LeadContext {
  sourcePage: string;
  attribution: Attribution;
  consentVersion: string;
  now: Date;
  /** How long an identical submission counts as a repeat. */
  duplicateWindowMs?: number;
}

export interface StoredLead {
  id: number;
  /** True when nothing new was stored: a repeat within the window, or a known subscriber. */
  duplicate: boolean;
}

function leadColumns(ctx: LeadContext) {
  const at = ctx.now.toISOString();
  return {
    source_page: ctx.sourcePage,
    ...ctx.attribution,
    consent_version: ctx.consentVersion,
    consent_at: at,
    created_at: at,
  };
}

async function lockEmail(trx: Trx, scope: string, email: string) {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${email.toLowerCase()}`}))`.execute(trx);
}

/** The id of an identical row stored within the window, if any. */
async function findRepeat(
  trx: Trx,
  { table, row, compare, ctx }: { table: RequestTable; row: Record<string, unknown> & { email: string; source_page: string }; compare: string[]; ctx: LeadContext },
): Promise<number | null> {
  await lockEmail(trx, table, row.email);
  const since = new Date(ctx.now.getTime() - (ctx.duplicateWindowMs ?? 60_000)).toISOString();
  // Only e-mail and time in SQL, so the (email, created_at) index answers it: with the page
  // in the WHERE as well, SQLite may walk the page's index through every lead of the last
  // minute (thousands under load) instead.
  const recent: Record<string, unknown>[] = await trx
    .selectFrom(table)
    .selectAll()
    .where("email", "=", row.email)
    .where("created_at", ">=", since)
    .execute();
  const same = recent.find((r) => ["source_page", ...compare].every((c) => (r[c] ?? null) === (row[c] ?? null)));
  return same ? Number(same.id) : null;
}

type BrochureValues = { name: string; email: string; phone: string; brochureUrl: string; retreatName: string };

export function storeBrochureSignup(
  db: Db,
  v: BrochureValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  return writeTransaction(db, (trx) => insertBrochureSignup(trx, v, ctx));
}

export async function insertBrochureSignup(
  trx: Trx,
  v: BrochureValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  const row = { name: v.name, email: v.email, phone: v.phone, brochure_url: v.brochureUrl, ...leadColumns(ctx) };
  const repeat = await findRepeat(trx, { table: "brochure_signups", row, compare: ["name", "phone", "brochure_url"], ctx });
  if (repeat !== null) return { id: repeat, duplicate: true };
  const { id } = await trx.insertInto("brochure_signups").values(row).returning("id").executeTakeFirstOrThrow();
  await linkAndEnqueue(trx, {
    table: "brochure_signups",
    id: Number(id),
    kind: "brochure",
    name: v.name,
    email: v.email,
    phone: v.phone,
    sourcePage: ctx.sourcePage,
    retreatName: v.retreatName,
    brochureUrl: v.brochureUrl,
    attribution: ctx.attribution,
  });
  return { id: Number(id), duplicate: false };
}

type WaitlistValues = {
  name: string;
  email: string;
  phone: string | null;
  retreatLocation: string;
  retreatName: string;
  /** The chosen retreat and edition (null: the next one, not yet set), when the choice is known. */
  retreat?: string | null;
  editionSlug?: string | null;
  waitlistFor?: WaitlistFor;
};

export function storeWaitlistSignup(
  db: Db,
  v: WaitlistValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  return writeTransaction(db, (trx) => insertWaitlistSignup(trx, v, ctx));
}

export async function insertWaitlistSignup(
  trx: Trx,
  v: WaitlistValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  const row = {
    name: v.name,
    email: v.email,
    phone: v.phone,
    retreat_location: v.retreatLocation,
    retreat: v.retreat ?? null,
    edition_slug: v.editionSlug ?? null,
    ...leadColumns(ctx),
  };
  const repeat = await findRepeat(trx, { table: "waitlist_signups", row, compare: ["name", "phone", "retreat_location"], ctx });
  if (repeat !== null) return { id: repeat, duplicate: true };
  const { id } = await trx.insertInto("waitlist_signups").values(row).returning("id").executeTakeFirstOrThrow();
  await linkAndEnqueue(trx, {
    table: "waitlist_signups",
    id: Number(id),
    kind: "waitlist",
    name: v.name,
    email: v.email,
    phone: v.phone,
    sourcePage: ctx.sourcePage,
    retreatName: v.retreatName,
    retreatLocation: v.retreatLocation,
    ...(v.waitlistFor ? { waitlistFor: v.waitlistFor } : {}),
    attribution: ctx.attribution,
  });
  return { id: Number(id), duplicate: false };
}

interface InquiryValues {
  name: string;
  email: string;
  phone: string | null;
  company?: string | null;
  expertise?: string | null;
  dates?: string | null;
  message: string;
}

export function storeInquiry(
  db: Db,
  kind: InquiryKind,
  v: InquiryValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  return writeTransaction(db, (trx) => insertInquiry(trx, kind, v, ctx));
}

export async function insertInquiry(
  trx: Trx,
  kind: InquiryKind,
  v: InquiryValues,
  ctx: LeadContext,
): Promise<StoredLead> {
  const row = {
    kind,
    name: v.name,
    email: v.email,
    phone: v.phone,
    company: v.company ?? null,
    expertise: v.expertise ?? null,
    dates: v.dates ?? null,
    message: v.message,
    ...leadColumns(ctx),
  };
  const repeat = await findRepeat(trx, { table: "inquiries", row, compare: ["kind", "name", "phone", "company", "expertise", "dates", "message"], ctx });
  if (repeat !== null) return { id: repeat, duplicate: true };
  const { id } = await trx.insertInto("inquiries").values(row).returning("id").executeTakeFirstOrThrow();
  await linkAndEnqueue(trx, {
    table: "inquiries",
    id: Number(id),
    kind,
    name: v.name,
    email: v.email,
    phone: v.phone,
    sourcePage: ctx.sourcePage,
    company: row.company,
    expertise: row.expertise,
    dates: row.dates,
    message: v.message,
    attribution: ctx.attribution,
  });
  return { id: Number(id), duplicate: false };
}

export function hashConfirmToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/**
 * A newsletter sign-up. A known e-mail (any letter case) is not an error and adds no row; a
 * subscriber who had unsubscribed is subscribed again and asked to confirm again. Only the
 * hash of the confirmation token is stored; the raw token goes to the mail outbox.
 */
export function storeNewsletterSubscriber(
  db: Db,
  v: { name: string | null; email: string },
  ctx: LeadContext,
): Promise<StoredLead> {
  return writeTransaction(db, (trx) => insertNewsletterSubscriber(trx, v, ctx));
}

export async function insertNewsletterSubscriber(
  trx: Trx,
  v: { name: string | null; email: string },
  ctx: LeadContext,
): Promise<StoredLead> {
  await lockEmail(trx, "newsletter_subscribers", v.email);
  const existing = await trx
    .selectFrom("newsletter_subscribers")
    .select(["id", "unsubscribed_at"])
    .where(sql<string>`lower(email)`, "=", v.email.toLowerCase())
    .executeTakeFirst();
  if (existing && existing.unsubscribed_at === null) return { id: Number(existing.id), duplicate: true };

  const confirmToken = crypto.randomBytes(32).toString("base64url");
  const cols = leadColumns(ctx);
  let id: number;
  if (existing) {
    await trx
      .updateTable("newsletter_subscribers")
      .set({
        name: v.name,
        confirm_token_hash: hashConfirmToken(confirmToken),
        confirmed_at: null,
        unsubscribed_at: null,
        consent_version: cols.consent_version,
        consent_at: cols.consent_at,
      })
      .where("id", "=", existing.id)
      .execute();
    id = Number(existing.id);
  } else {
    const inserted = await trx
      .insertInto("newsletter_subscribers")
      .values({
        name: v.name,
        email: v.email,
        confirm_token_hash: hashConfirmToken(confirmToken),
        confirmed_at: null,
        unsubscribed_at: null,
        ...cols,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    id = Number(inserted.id);
  }
  await enqueueLeadEmails(trx, {
    table: "newsletter_subscribers",
    id,
    kind: "newsletter",
    name: v.name,
    email: v.email,
    sourcePage: ctx.sourcePage,
    attribution: ctx.attribution,
    confirmToken,
  });
  return { id, duplicate: false };
}
