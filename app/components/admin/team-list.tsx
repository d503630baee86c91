import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import type { PendingInvitation } from "~/lib/admin/invitations.server";
import type { TeamMember, TeamSession } from "~/lib/admin/team.server";
import { formatDateTime } from "~/lib/calendar";
import { cn } from "~/lib/utils";
import { ROLE_LABELS } from "./invite-form";

/**
 * The users page's lists: the team (each with their role, two-factor, when added, their actions
 * and their active sessions), the break-glass owner's sessions and the pending invitations.
 * Every action is a plain POST form, so the page works without JavaScript; removing someone
 * asks first on a page of its own (?remove=id), which needs no script either.
 */

/** A small POST form of one button: an intent and the fields it acts on. */
function ActionForm({
  intent,
  fields,
  label,
  variant = "outline",
  className,
}: {
  intent: string;
  fields: Record<string, string>;
  label: ReactNode;
  variant?: "outline" | "ghost" | "ghost-destructive" | "destructive";
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && Object.entries(fields).every(([k, v]) => navigation.formData?.get(k) === v);
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm-touch" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

function Sessions({
  sessions,
  timeZone,
  userId,
  label,
  Heading = "h4",
}: {
  sessions: TeamSession[];
  timeZone: string;
  userId: number | null;
  label: string;
  Heading?: "h3" | "h4";
}) {
  const headingId = `sessions-${userId ?? "break-glass"}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-ink/10 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold">
          {sessions.length === 0 ? "No active sessions" : `Active sessions (${sessions.length})`}
          <span className="sr-only"> of {label}</span>
        </Heading>
        {userId !== null && sessions.length > 1 ? <ActionForm intent="end-sessions" fields={{ user: String(userId) }} label={<>End all<span className="sr-only"> sessions of {label}</span></>} variant="ghost-destructive" /> : null}
      </div>
      {sessions.length > 0 ? (
        <ul className="divide-y divide-ink/10">
          {sessions.map((s) => (
            <li key={s.id} data-testid="session" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">
                  {s.browser}
                  {s.current ? <span className="ml-2 rounded-full bg-sage/15 px-2 py-0.5 text-xs font-semibold text-ink">This browser</span> : null}
                  {s.kind === "second-factor" ? <span className="ml-2 text-xs text-ink-soft">(waiting for the two-factor code)</span> : null}
                </p>
                <p className="text-ink-soft">
                  Started {formatDateTime(s.createdAt, timeZone)} · last seen {formatDateTime(s.lastSeenAt, timeZone)}
                </p>
              </div>
              <ActionForm
                intent="end-session"
                fields={{ session: s.id }}
                label={
                  <>
                    {s.current ? "End (signs you out)" : "End"}
                    <span className="sr-only">
                      {" "}
                      the session of {label} in {s.browser}, last seen {formatDateTime(s.lastSeenAt, timeZone)}
                    </span>
                  </>
                }
                variant="ghost-destructive"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** The question before a removal, in place of the user's actions. */
function ConfirmRemove({ member }: { member: TeamMember }) {
  const sessions = member.sessions.length;
  return (
    <div id="confirm-remove" role="group" aria-labelledby="confirm-remove-title" className="space-y-3 rounded-xl border border-error/40 bg-white p-4">
      <h4 id="confirm-remove-title" className="text-base font-semibold">
        Remove {member.name}?
      </h4>
      <p className="text-sm">
        They can no longer sign in{sessions > 0 ? `, and their ${sessions === 1 ? "session ends" : `${sessions} sessions end`} at once` : ""}. Their notes and
        changes keep their name. To let them back later, invite the address again.
      </p>
      <div className="flex flex-wrap gap-2">
        <ActionForm intent="remove" fields={{ user: String(member.id) }} label={`Remove ${member.name}`} variant="destructive" />
        <Link to="/admin/users" preventScrollReset className={buttonVariants({ variant: "ghost", size: "sm-touch" })}>
          Cancel
        </Link>
      </div>
    </div>
  );
}

export function TeamList({ members, timeZone, confirmRemove }: { members: TeamMember[]; timeZone: string; confirmRemove: number | null }) {
  return (
    <ul className="grid gap-4">
      {members.map((m) => (
        <li key={m.id} id={`user-${m.id}`} data-testid="team-member" className="min-w-0 space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="text-2xl break-words">
                {m.name}
                {m.you ? <span className="text-base text-ink-soft"> (you)</span> : null}
              </h3>
              <p className="text-sm break-all text-ink-soft">{m.email}</p>
            </div>
            <span className={cn("rounded-full px-3 py-1 text-xs font-semibold", m.role === "owner" ? "bg-clay/10 text-clay-dark" : "bg-sage/15 text-ink")}><span className="sr-only">Role: </span>{ROLE_LABELS[m.role]}</span>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-12">
            <Fact term="Two-factor">{m.twoFactor ? "On" : "Off"}</Fact>
            <Fact term="Added">{formatDateTime(m.createdAt, timeZone)}</Fact>
          </dl>
          {confirmRemove === m.id ? (
            <ConfirmRemove member={m} />
          ) : (
            <div className="flex flex-wrap gap-2">
              <ActionForm
                intent="role"
                fields={{ user: String(m.id), role: m.role === "owner" ? "member" : "owner" }}
                label={<>{m.role === "owner" ? "Make member" : "Make owner"}<span className="sr-only">: {m.name}</span></>}
              />
              <ActionForm intent="reset-link" fields={{ user: String(m.id) }} label={<>Send a password reset link<span className="sr-only"> to {m.name}</span></>} />
              {m.twoFactor && !m.you ? (
                <ActionForm intent="reset-two-factor" fields={{ user: String(m.id) }} label={<>Turn off two-factor<span className="sr-only"> for {m.name}</span></>} />
              ) : null}
              {m.you ? null : (
                <Link to={`/admin/users?remove=${m.id}#confirm-remove`} preventScrollReset className={buttonVariants({ variant: "ghost-destructive", size: "sm-touch" })}>
                  Remove<span className="sr-only"> {m.name}</span>
                </Link>
              )}
            </div>
          )}
          <Sessions sessions={m.sessions} timeZone={timeZone} userId={m.id} label={m.name} />
        </li>
      ))}
    </ul>
  );
}

/** The sessions of the server's break-glass password (ADMIN_PASSWORD_HASH), when there are any. */
export function BreakGlassSessions({ sessions, timeZone }: { sessions: TeamSession[]; timeZone: string }) {
  return (
    <div className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-6">
      <p className="mb-3 text-sm text-ink-soft">Signed in with the server's break-glass password (ADMIN_PASSWORD_HASH), which has no name.</p>
      <Sessions sessions={sessions} timeZone={timeZone} userId={null} label="the break-glass owner" Heading="h3" />
    </div>
  );
}

export function InvitationList({ invitations, timeZone }: { invitations: PendingInvitation[]; timeZone: string }) {
  if (invitations.length === 0) return <p className="text-ink-soft">No invitations are waiting.</p>;
  return (
    <ul className="grid gap-3">
      {invitations.map((inv) => (
        <li key={inv.email} data-testid="invitation" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white/70 p-4 shadow-soft">
          <div className="min-w-0 text-sm">
            <p className="font-semibold break-all">{inv.email}</p>
            <p className="text-ink-soft">
              {ROLE_LABELS[inv.role]} · invited by {inv.invitedBy ?? "an owner"} · expires {formatDateTime(inv.expiresAt, timeZone)}
            </p>
          </div>
          <ActionForm intent="revoke" fields={{ email: inv.email }} label={<>Revoke<span className="sr-only"> the invitation of {inv.email}</span></>} variant="ghost-destructive" />
        </li>
      ))}
    </ul>
  );
}
