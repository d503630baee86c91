import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/users";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { InviteForm } from "~/components/admin/invite-form";
import { BreakGlassSessions, InvitationList, TeamList } from "~/components/admin/team-list";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { InviteSchema, type TeamIntent } from "~/lib/admin/account-schema";
import { NO_STORE, checkSameOrigin, readAdminForm, requireOwner } from "~/lib/admin/auth.server";
import { inviteUser, listInvitations, revokeInvitation } from "~/lib/admin/invitations.server";
import { LINK_HOURS } from "~/lib/admin/links.server";
import { sendResetLink } from "~/lib/admin/password-reset.server";
import { clearSessionCookie, hashToken } from "~/lib/admin/session.server";
import { changeRole, endSessions, loadTeam, removeTeamUser, resetTwoFactor, type TeamNotice } from "~/lib/admin/team.server";
import { getUser } from "~/lib/admin/users.server";
import { siteTimeZone } from "~/lib/clock.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Users");
}

type Notice = TeamNotice | "owner" | "invited" | "revoked" | "reset-sent" | "two-factor-off";

/** What each ?done= says after its post (post/redirect/get); a refusal is an alert. */
const NOTICES: Record<Notice, { kind: "success" | "error"; text: (hours: number) => string }> = {
  owner: { kind: "success", text: () => "Your account is ready. Invite the team below." },
  invited: { kind: "success", text: (h) => `Invitation sent. Its link works once and expires in ${h} hours.` },
  revoked: { kind: "success", text: () => "Invitation revoked: its link no longer works." },
  role: { kind: "success", text: () => "Role changed." },
  removed: { kind: "success", text: () => "User removed: their sessions have ended and they can no longer sign in." },
  "reset-sent": { kind: "success", text: (h) => `Password reset link sent. It works once and expires in ${h} hours.` },
  "two-factor-off": { kind: "success", text: () => "Two-factor sign-in is off for them: they sign in with their password, then can set it up again from their account page." },
  "session-ended": { kind: "success", text: () => "Session ended." },
  "sessions-ended": { kind: "success", text: () => "Sessions ended." },
  unchanged: { kind: "success", text: () => "Nothing to change: the role was already that." },
  gone: { kind: "error", text: () => "That user, session or invitation is no longer there. Nothing was changed." },
  "last-owner": { kind: "error", text: () => "The team needs at least one owner. Make someone else an owner first." },
  self: { kind: "error", text: () => "You cannot remove yourself. Another owner can." },
};

const isNotice = (v: string | null): v is Notice => v !== null && Object.hasOwn(NOTICES, v);

/** GET /admin/users (owners only): the team, their sessions, the pending invitations, the invite form. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, token, admin } = await requireOwner(request);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const [team, invitations] = await Promise.all([loadTeam(db, { admin, tokenHash: hashToken(token) }), listInvitations(db)]);
  const remove = Number(url.searchParams.get("remove"));
  return data(
    {
      ...team,
      invitations,
      notice: isNotice(done) ? done : null,
      confirmRemove: team.members.some((m) => m.id === remove && !m.you) ? remove : null,
      timeZone: siteTimeZone(),
      linkHours: LINK_HOURS.invitation,
    },
    { headers: NO_STORE },
  );
}

const done = (notice: Notice, headers?: Headers) => redirect(`/admin/users?done=${notice}`, { headers: headers ?? NO_STORE });

/**
 * POST /admin/users (owners only, every intent): invite, revoke, role, remove, reset-link,
 * end-session, end-sessions. Each answers by post/redirect/get with a notice; the invitation's
 * refusals come back under its fields.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, token, admin } = await requireOwner(request);
  checkSameOrigin(request);
  // The intent decides how the body is read: the invitation through its schema (its messages
  // go under its fields), the rest as the small forms of hidden fields they are.
  const body = await readAdminForm(request.clone());
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const form = body.form;
  const intent = form.get("intent") as TeamIntent | null;
  const userId = Number(form.get("user"));
  const user = Number.isSafeInteger(userId) && userId > 0 ? await getUser(db, userId) : undefined;

  switch (intent) {
    case "invite": {
      const invite = await readAccountForm(request, InviteSchema);
      if (!invite.ok) return invite.response;
      const result = await inviteUser(db, admin, invite.value);
      if (!result.ok) return invite.fail({ fields: { email: result.error } }, 409);
      throw done("invited");
    }
    case "revoke":
      throw done(await revokeInvitation(db, admin, String(form.get("email") ?? "")));
    case "role": {
      const role = form.get("role");
      if (!user || (role !== "owner" && role !== "member")) throw done("gone");
      const notice = await changeRole(db, admin, user.id, role);
      // An owner who made themselves a member may no longer open this page.
      if (notice === "role" && user.id === admin.id) throw redirect("/admin/leads", { headers: NO_STORE });
      throw done(notice);
    }
    case "remove":
      throw done(user ? await removeTeamUser(db, admin, user.id) : "gone");
    case "reset-link":
      if (!user) throw done("gone");
      await sendResetLink(db, admin, user);
      throw done("reset-sent");
    case "reset-two-factor":
      throw done(user?.totp_enabled_at ? await resetTwoFactor(db, admin, user) : "gone");
    case "end-session":
    case "end-sessions": {
      const target = intent === "end-session" ? { sessionId: String(form.get("session") ?? "") } : user ? { userId: user.id } : null;
      if (!target) throw done("gone");
      const { notice, endedCurrent } = await endSessions(db, admin, target, hashToken(token));
      if (endedCurrent) {
        // The owner ended the session they are using: signed out, on the sign-in page.
        const headers = new Headers(NO_STORE);
        headers.append("Set-Cookie", clearSessionCookie(request));
        throw redirect("/admin/leads", { headers });
      }
      throw done(notice);
    }
    default:
      // Every intent is handled above: a new one must be added to TEAM_INTENTS, which the
      // owner-only test walks as a member.
      intent satisfies null;
      return data({ error: "Unknown action" }, { status: 400, headers: NO_STORE });
  }
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { members, breakGlassSessions, invitations, notice, confirmRemove, timeZone, linkHours } = loaderData;
  // A fresh invite form after each navigation: the address just invited does not stay in it.
  const location = useLocation();
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <AdminPage
      title="Users"
      intro={<p>Who can sign in to the admin. Owners also manage users, read who did what (Audit) and can require two-factor sign-in; members follow up leads and edit retreats and photographs.</p>}
    >
      {notice ? <FormMessage kind={NOTICES[notice].kind} title={NOTICES[notice].text(linkHours)} /> : null}
      {error ? <FormMessage kind="error" title={error} /> : null}

      <section aria-labelledby="team-heading" className="space-y-4">
        <h2 id="team-heading" className="text-2xl">
          The team
        </h2>
        <TeamList members={members} timeZone={timeZone} confirmRemove={confirmRemove} />
      </section>

      {breakGlassSessions.length > 0 ? (
        <section aria-labelledby="break-glass-heading" className="space-y-4">
          <h2 id="break-glass-heading" className="text-2xl">
            Break-glass sign-ins
          </h2>
          <BreakGlassSessions sessions={breakGlassSessions} timeZone={timeZone} />
        </section>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="invite-heading" className="min-w-0 space-y-4">
          <h2 id="invite-heading" className="text-2xl">
            Invite someone
          </h2>
          <div className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-6">
            <InviteForm key={location.key} lastResult={lastResult} linkHours={linkHours} />
          </div>
        </section>
        <section aria-labelledby="invitations-heading" className="min-w-0 space-y-4">
          <h2 id="invitations-heading" className="text-2xl">
            Pending invitations
          </h2>
          <InvitationList invitations={invitations} timeZone={timeZone} />
        </section>
      </div>
    </AdminPage>
  );
}
