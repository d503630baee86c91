import { data, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { ACCOUNT_FIELDS, AccountForm } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { ROLE_LABELS } from "~/components/admin/invite-form";
import { LinkProblem } from "~/components/admin/link-problem";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { InvitationSchema } from "~/lib/admin/account-schema";
import { NO_STORE, startSession } from "~/lib/admin/auth.server";
import { acceptInvitation, checkInvitation } from "~/lib/admin/invitations.server";
import { hashPassword } from "~/lib/admin/password.server";
import { BREAK_GLASS } from "~/lib/admin/users.server";
import { getDb } from "~/lib/db/db.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Accept your invitation");
}

/** GET /admin/invitation/:token: the invited address and role, or why the link cannot be used. Changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const check = await checkInvitation(db, params.token);
  if (!check.ok) return data({ problem: check.problem, invitation: null }, { status: check.status, headers: NO_STORE });
  const { email, role, created_by } = check.link;
  // The break-glass owner has no name to show a newcomer.
  const invitedBy = created_by === BREAK_GLASS.name ? null : created_by;
  return data({ problem: null, invitation: { email: email ?? "", role: role ?? "member", invitedBy } }, { headers: NO_STORE });
}

/**
 * POST: the invitee's name and password. The link is checked before the form is read (a forged
 * or spent link costs no password hash and changes nothing), then used once: the user is created
 * and signed in.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const check = await checkInvitation(db, params.token);
  if (!check.ok) return data({ problem: check.problem }, { status: check.status, headers: NO_STORE });
  const form = await readAccountForm(request, InvitationSchema);
  if (!form.ok) return form.response;
  const passwordHash = await hashPassword(form.value.password);
  const accepted = await acceptInvitation(db, params.token, { name: form.value.name, passwordHash });
  if (!accepted.ok) return data({ problem: accepted.problem }, { status: accepted.status, headers: NO_STORE });
  const headers = new Headers(NO_STORE);
  for (const cookie of await startSession(db, request, { userId: accepted.user.id, kind: "user" })) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/leads", { headers });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const problem = (actionData && "problem" in actionData ? actionData.problem : null) ?? loaderData.problem;
  if (problem || !loaderData.invitation) return <LinkProblem message={problem ?? ""} />;
  const { email, role, invitedBy } = loaderData.invitation;
  return (
    <AdminPage
      title="Accept your invitation"
      intro={
        <p>
          {invitedBy ? `${invitedBy} invited you` : "You are invited"} to the admin as {role === "owner" ? "an owner" : "a member"}.
          Choose your name and a password; you are signed in straight away.
        </p>
      }
    >
      <div className="max-w-lg rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
        <AccountForm
          id="invitation"
          schema={InvitationSchema}
          fields={[ACCOUNT_FIELDS.name, { ...ACCOUNT_FIELDS.password, label: "Password" }, { ...ACCOUNT_FIELDS.confirm, label: "The password again" }]}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          submitLabel="Join the admin"
          busyLabel="Creating your account..."
        >
          <dl className="grid gap-3 rounded-xl bg-linen/60 px-4 py-3 text-sm">
            <div className="min-w-0">
              <dt className="font-semibold">E-mail (you sign in with it)</dt>
              <dd className="break-all">{email}</dd>
            </div>
            <div>
              <dt className="font-semibold">Role</dt>
              <dd>{ROLE_LABELS[role]}</dd>
            </div>
          </dl>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        </AccountForm>
      </div>
    </AdminPage>
  );
}
