import { data, redirect } from "react-router";
import type { Route } from "./+types/setup";
import { ACCOUNT_FIELDS, AccountForm } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { LinkProblem } from "~/components/admin/link-problem";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { SetupSchema } from "~/lib/admin/account-schema";
import { NO_STORE, startSession } from "~/lib/admin/auth.server";
import { LINK_PROBLEMS, checkLink, useLink } from "~/lib/admin/links.server";
import { hashPassword } from "~/lib/admin/password.server";
import { createOwner } from "~/lib/admin/setup.server";
import { hasUsers } from "~/lib/admin/users.server";
import { getDb } from "~/lib/db/db.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Set up the admin");
}

const ALREADY = "The admin is already set up. Sign in with your e-mail and password.";

/** GET /admin/setup/:token: the first-run link from the server's log. Changes nothing. */
export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDb();
  if (await hasUsers(db)) return data({ problem: ALREADY }, { status: 410, headers: NO_STORE });
  const link = await checkLink(db, "setup", params.token);
  if (!link.ok) return data({ problem: LINK_PROBLEMS[link.reason] }, { status: link.reason === "unknown" ? 404 : 410, headers: NO_STORE });
  return data({ problem: null }, { headers: NO_STORE });
}

/** POST: the owner's name, e-mail and password; the link is used once, then the owner is signed in. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readAccountForm(request, SetupSchema);
  if (!form.ok) return form.response;
  const db = await getDb();
  if (await hasUsers(db)) return form.fail({ form: ALREADY }, 410);
  const link = await checkLink(db, "setup", params.token);
  if (!link.ok) return form.fail({ form: LINK_PROBLEMS[link.reason] }, 410);
  const passwordHash = await hashPassword(form.value.password);
  // Used once: of two posts of the same link, one creates the owner.
  if (!(await useLink(db, params.token))) return form.fail({ form: LINK_PROBLEMS.used }, 410);
  const user = await createOwner(db, { name: form.value.name, email: form.value.email, passwordHash });
  const headers = new Headers(NO_STORE);
  for (const cookie of await startSession(db, request, { userId: user.id, kind: "user" })) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/users?done=owner", { headers });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.problem) return <LinkProblem message={loaderData.problem} />;
  return (
    <AdminPage title="Set up the admin" intro={<p>Create the owner's account: the owner invites the rest of the team.</p>}>
      <div className="max-w-lg rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
        <AccountForm
          id="setup"
          schema={SetupSchema}
          fields={[ACCOUNT_FIELDS.name, ACCOUNT_FIELDS.email, { ...ACCOUNT_FIELDS.password, label: "Password" }, { ...ACCOUNT_FIELDS.confirm, label: "The password again" }]}
          lastResult={actionData?.result}
          submitLabel="Create the owner's account"
          busyLabel="Creating the account..."
        />
      </div>
    </AdminPage>
  );
}
