import { data, redirect } from "react-router";
import type { Route } from "./+types/reset";
import { ACCOUNT_FIELDS, AccountForm } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { LinkProblem } from "~/components/admin/link-problem";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { ResetSchema } from "~/lib/admin/account-schema";
import { NO_STORE } from "~/lib/admin/auth.server";
import { hashPassword } from "~/lib/admin/password.server";
import { checkReset, resetPassword } from "~/lib/admin/password-reset.server";
import { getDb } from "~/lib/db/db.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Choose a new password");
}

/** GET /admin/reset/:token: whose password the link sets, or why it cannot be used. Changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  const check = await checkReset(db, params.token);
  if (!check.ok) return data({ problem: check.problem, email: null }, { status: check.status, headers: NO_STORE });
  return data({ problem: null, email: check.user.email }, { headers: NO_STORE });
}

/**
 * POST: the new password. The link is checked before the form is read, then used once: the
 * password is set and every session of the user ends. No session starts here: the sign-in asks
 * again, with its second step when the user has one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const db = await getDb();
  const check = await checkReset(db, params.token);
  if (!check.ok) return data({ problem: check.problem }, { status: check.status, headers: NO_STORE });
  const form = await readAccountForm(request, ResetSchema);
  if (!form.ok) return form.response;
  const passwordHash = await hashPassword(form.value.password);
  const reset = await resetPassword(db, params.token, passwordHash);
  if (!reset.ok) return data({ problem: reset.problem }, { status: reset.status, headers: NO_STORE });
  throw redirect("/admin/forgot-password?done=reset", { headers: NO_STORE });
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
  const problem = (actionData && "problem" in actionData ? actionData.problem : null) ?? loaderData.problem;
  if (problem || !loaderData.email) return <LinkProblem message={problem ?? ""} />;
  return (
    <AdminPage title="Choose a new password" intro={<p>Once it is saved, every session of your account ends, and you sign in again with the new password.</p>}>
      <div className="max-w-lg rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
        <AccountForm
          id="reset"
          schema={ResetSchema}
          fields={[ACCOUNT_FIELDS.password, ACCOUNT_FIELDS.confirm]}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          submitLabel="Save the new password"
        >
          <p className="rounded-xl bg-linen/60 px-4 py-3 text-sm">
            For <strong className="break-all">{loaderData.email}</strong>
          </p>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        </AccountForm>
      </div>
    </AdminPage>
  );
}
