import type { Expression, SqlBool } from "kysely";
import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import { BEFORE_USERS } from "~/lib/db/migrations/015-admin-users";
import { dayBounds, now as clockNow, siteTimeZone } from "~/lib/clock.server";
import { ISO_DAY, isCalendarDate } from "~/lib/calendar";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { DATE_RANGE_LABELS, isDateRange, rangeStart, type DateRange } from "./date-range";
import type { LeadFilters } from "./lead-tabs";
import { parsePage } from "./page-param";
import { BREAK_GLASS, type Admin } from "./users.server";

/**
 * The audit log: who did what in the admin, and when (docs/team.md "Who did what"). One row per
 * act; `actor` is the user's name as it was then, so a later rename or removal does not rewrite
 * the past. Kept ADMIN_AUDIT_RETENTION_DAYS (the retention job prunes it).
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "owner.create": "Created the owner",
  "user.invite": "Invited a user",
  "user.invite-revoke": "Revoked an invitation",
  "user.join": "Accepted an invitation",
  "user.remove": "Removed a user",
  "user.role": "Changed a role",
  "user.reset-link": "Sent a password reset link",
  "user.password": "Changed a password",
  "user.sessions-end": "Ended sessions",
  "two-factor.on": "Turned on two-factor sign-in",
  "two-factor.off": "Turned off two-factor sign-in",
  "two-factor.recovery-used": "Signed in with a recovery code",
  "two-factor.recovery-new": "Made new recovery codes",
  "two-factor.reset": "Turned off a user's two-factor sign-in",
  "settings.require-two-factor": "Changed the two-factor requirement",
  "lead.note": "Added a note",
  "lead.stage": "Changed a stage",
  "lead.follow-up": "Set a follow-up day",
  "lead.delete": "Deleted a lead",
  "lead.merge": "Merged two leads",
  "lead.details": "Changed a lead's name or reply address",
  "lead.contact-again": "Allowed contacting a person again",
  "booking.create": "Booked a guest",
  "booking.payment": "Recorded a payment",
  "booking.refund": "Recorded a refund",
  "booking.cancel": "Cancelled a booking",
  "bookings.guest-list": "Downloaded a guest list",
  "leads.export": "Exported leads",
  "spam.release": "Released a post from spam",
  "spam.delete": "Deleted a post from spam",
  "edition.create": "Created an edition",
  "edition.edit": "Edited an edition",
  "edition.publish": "Published an edition",
  "retreat.next-season": "Changed a retreat's next season",
  "retreat.create": "Created a retreat",
  "retreat.save": "Saved a retreat's story",
  "retreat.publish": "Published a retreat's story",
  "retreat.restore": "Restored a version of a retreat's story",
  "retreat.archive": "Archived or brought back a retreat",
  "retreat.move": "Moved a retreat in the Retreats menu",
  "edition.itinerary": "Changed an edition's itinerary",
  "proof.add": "Added a testimonial, review or mention",
  "proof.edit": "Edited a testimonial, review or mention",
  "proof.move": "Reordered testimonials, reviews or mentions",
  "proof.remove": "Removed a testimonial, review or mention",
  "photo.upload": "Uploaded a photograph",
  "photo.remove": "Removed a photograph",
  "users.switch": "Switched to named users",
  "template.edit": "Edited a message template",
  "lead.message": "Sent or opened a message from a template",
  "waitlist.place-opened": "Told a waitlist that a place opened",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}

/**
 * The name an entry keeps. The shared password of before users is "admin" while signed in; in
 * the records it is the same "admin (before users)" that every entry made before users says.
 */
function actorName(admin: Admin | "system") {
  if (admin === "system") return "system";
  return admin.kind === "legacy" ? BEFORE_USERS : admin.name;
}

export async function recordAudit(
  db: Db | Trx,
  admin: Admin | "system",
  action: AuditAction,
  { subject = null, detail = null }: { subject?: string | null; detail?: string | null } = {},
  at = clockNow(),
) {
  await db
    .insertInto("admin_audit")
    .values({
      at: at.toISOString(),
      user_id: admin === "system" ? null : admin.id,
      actor: actorName(admin),
      action,
      subject,
      detail: detail === null ? null : detail.slice(0, 500),
    })
    .execute();
}

/**
 * What a lead's entries name: the person's number, never their name or address, so an entry
 * outlives the person's erasure without keeping anything of them. For the same reason a note's
 * text stays on the timeline only.
 */
export const leadSubject = (personId: number) => `lead ${personId}`;

/**
 * An export's entry: the format, the filters as the dashboard shows them and how many rows or
 * addresses went out. Written before the first byte leaves, so a download cut short is there too.
 */
export async function recordExport(db: Db, admin: Admin, what: { format: "csv" | "xlsx" | "emails"; filters: LeadFilters; count: number }) {
  const { format, filters, count } = what;
  const parts: string[] = [LEAD_TABLES[filters.tab].label];
  if (filters.q) parts.push(`search "${filters.q}"`);
  if (filters.retreat) parts.push(filters.retreat);
  if (filters.range !== "all") parts.push(DATE_RANGE_LABELS[filters.range].toLowerCase());
  if (filters.from || filters.to) parts.push(`${filters.from || "the start"} to ${filters.to || "today"}`);
  if (format === "emails") {
    parts.push(`${count} ${count === 1 ? "address" : "addresses"}`);
    await recordAudit(db, admin, "leads.export", { subject: "e-mail addresses", detail: parts.join(" · ") });
  } else await recordSheetExport(db, admin, { format, what: parts, count });
}

/** A spreadsheet export's entry (a tab's leads, the people): what it holds ("People", its filters) and how many rows. */
export async function recordSheetExport(db: Db, admin: Admin, { format, what, count }: { format: "csv" | "xlsx"; what: string[]; count: number }) {
  const detail = [...what, `${count} ${count === 1 ? "row" : "rows"}`].join(" · ");
  await recordAudit(db, admin, "leads.export", { subject: format.toUpperCase(), detail });
}

// The audit page (/admin/audit): its filters as URL state (STYLE §8), like the leads page's.

/** The actors who are no named user: the break-glass password, the shared one of before, the server. */
const OTHER_ACTORS = {
  "break-glass": BREAK_GLASS.name,
  "before-users": BEFORE_USERS,
  system: "system",
} as const;
type OtherActor = keyof typeof OTHER_ACTORS;

export interface AuditFilters {
  /** "" anyone, a named user's id, or one of OTHER_ACTORS. */
  user: string;
  action: AuditAction | "";
  range: DateRange;
  /** The organiser's days, YYYY-MM-DD, each end included ("" when open). */
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

const isOtherActor = (value: string): value is OtherActor => Object.hasOwn(OTHER_ACTORS, value);
const day = (value: string | null) => (value && ISO_DAY.test(value) && isCalendarDate(value) ? value : "");

/** The filters of a query string; unknown values fall back, and `canonical` is the clean query to redirect to. */
export function parseAuditFilters(params: URLSearchParams): { filters: AuditFilters; canonical: string } {
  const user = params.get("user") ?? "";
  const action = params.get("action") ?? "";
  const range = params.get("range") ?? "all";
  let from = day(params.get("from"));
  let to = day(params.get("to"));
  // Ends given the wrong way round mean the span between them.
  if (from && to && from > to) [from, to] = [to, from];
  const filters: AuditFilters = {
    user: /^[1-9]\d{0,9}$/.test(user) || isOtherActor(user) ? user : "",
    action: isAuditAction(action) ? action : "",
    range: isDateRange(range) ? range : "all",
    from,
    to,
    page: parsePage(params),
  };
  return { filters, canonical: serializeAuditFilters(filters) };
}

export function serializeAuditFilters(filters: Partial<AuditFilters>): string {
  const out = new URLSearchParams();
  if (filters.user) out.set("user", filters.user);
  if (filters.action) out.set("action", filters.action);
  if (filters.range && filters.range !== "all") out.set("range", filters.range);
  if (filters.from) out.set("from", filters.from);
  if (filters.to) out.set("to", filters.to);
  if (filters.page && filters.page > 1) out.set("page", String(filters.page));
  return out.toString();
}

interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  /** The named user's id; null for the break-glass owner, before users and the system. */
  userId: number | null;
  action: string;
  label: string;
  subject: string | null;
  /** Where the subject can be opened in the admin, when it is a lead, an edition or a photograph. */
  href: string | null;
  detail: string | null;
}

/** Where an entry's subject lives in the admin (it may be gone since: that page says so). */
function subjectHref(action: string, subject: string | null): string | null {
  if (!subject) return null;
  const lead = /^lead (\d+)$/.exec(subject);
  if ((action.startsWith("lead.") || action.startsWith("booking.")) && lead) return `/admin/leads/${lead[1]}`;
  if (action.startsWith("edition.") || action === "bookings.guest-list") return `/admin/retreats/${encodeURIComponent(subject)}`;
  if (action.startsWith("photo.")) return `/admin/photos/${subject.split("/").map(encodeURIComponent).join("/")}`;
  return null;
}

/** One page of the log, newest first, and how many entries the filters match in all. */
export async function listAudit(db: Db, filters: AuditFilters, { now = clockNow(), timeZone = siteTimeZone(), pageSize = AUDIT_PAGE_SIZE } = {}) {
  const base = db.selectFrom("admin_audit").where((eb) => {
    const parts: Expression<SqlBool>[] = [];
    if (/^\d+$/.test(filters.user)) parts.push(eb("user_id", "=", Number(filters.user)));
    else if (isOtherActor(filters.user)) {
      parts.push(eb("user_id", "is", null));
      // The shared password's sign-ins were first written as "admin": the same actor.
      parts.push(filters.user === "before-users" ? eb("actor", "in", [BEFORE_USERS, "admin"]) : eb("actor", "=", OTHER_ACTORS[filters.user]));
    }
    if (filters.action) parts.push(eb("action", "=", filters.action));
    const start = rangeStart(filters.range, now);
    if (start) parts.push(eb("at", ">=", start));
    if (filters.from) parts.push(eb("at", ">=", dayBounds(filters.from, timeZone).start));
    if (filters.to) parts.push(eb("at", "<", dayBounds(filters.to, timeZone).end));
    return eb.and(parts);
  });
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actor: r.user_id === null && r.actor === "admin" ? BEFORE_USERS : r.actor,
    userId: r.user_id === null ? null : Number(r.user_id),
    action: r.action,
    label: isAuditAction(r.action) ? AUDIT_ACTIONS[r.action] : r.action,
    subject: r.subject,
    href: subjectHref(r.action, r.subject),
    detail: r.detail,
  }));
  return { entries, total: Number(count.n) };
}

/** The user filter's choices: every named user (removed ones too: their entries stay), then the others. */
export async function auditActors(db: Db): Promise<{ value: string; label: string }[]> {
  const users = await db.selectFrom("admin_users").select(["id", "name", "removed_at"]).orderBy("name").orderBy("id").execute();
  return [
    ...users.map((u) => ({ value: String(u.id), label: u.removed_at ? `${u.name} (removed)` : u.name })),
    ...Object.entries(OTHER_ACTORS).map(([value, label]) => ({ value, label })),
  ];
}

/** The kind-of-action filter's choices, as the registry orders them. */
export const AUDIT_ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
