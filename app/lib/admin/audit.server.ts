import type { Db } from "~/lib/db/db.server";
import type { Trx } from "~/lib/db/write-batch.server";
import { now as clockNow } from "~/lib/clock.server";
import type { Admin } from "./users.server";

/**
 * The audit log: who did what in the admin, and when (docs/admin.md "Who did what"). One row per
 * act; `actor` is the user's name as it was then, so a later rename or removal does not rewrite
 * the past. Kept ADMIN_AUDIT_RETENTION_DAYS (the retention job prunes it).
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-out": "Signed out",
  "owner.create": "Created the owner",
  "user.invite": "Invited a user",
  "user.join": "Accepted an invitation",
  "user.remove": "Removed a user",
  "user.role": "Changed a role",
  "user.reset-link": "Sent a password reset link",
  "user.password": "Changed a password",
  "user.sessions-end": "Ended sessions",
  "two-factor.on": "Turned on two-factor sign-in",
  "two-factor.off": "Turned off two-factor sign-in",
  "two-factor.recovery-used": "Signed in with a recovery code",
  "settings.require-two-factor": "Changed the two-factor requirement",
  "lead.note": "Added a note",
  "lead.stage": "Changed a stage",
  "lead.follow-up": "Set a follow-up day",
  "lead.delete": "Deleted a lead",
  "leads.export": "Exported leads",
  "spam.release": "Released a post from spam",
  "edition.create": "Created an edition",
  "edition.edit": "Edited an edition",
  "photo.upload": "Uploaded a photograph",
  "photo.remove": "Removed a photograph",
  "users.switch": "Switched to named users",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

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
      actor: admin === "system" ? "system" : admin.name,
      action,
      subject,
      detail: detail === null ? null : detail.slice(0, 500),
    })
    .execute();
}
