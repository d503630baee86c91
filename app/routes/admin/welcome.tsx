import { data, redirect } from "react-router";
import type { Route } from "./+types/welcome";
import { ACCOUNT_FIELDS, AccountForm } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import type { HeaderHandle } from "~/components/site-header";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { WelcomeSchema } from "~/lib/admin/account-schema";
import { NO_STORE, requireAdmin, startSession } from "~/lib/admin/auth.server";
import { getStoredPasswordHash } from "~/lib/admin/password.server";
import { createOwner } from "~/lib/admin/setup.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Create the owner's account");
}

/**
 * /admin/welcome: signed in with the shared password of before named users, the organiser gives
 * a name and an e-mail and becomes the owner; the password they just typed stays theirs.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, { allowShared: true });
  if (admin.kind !== "legacy") throw redirect("/admin/leads", { headers: NO_STORE });
  return data({}, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  const { db, admin } = await requireAdmin(request, { allowShared: true });
  if (admin.kind !== "legacy") throw redirect("/admin/leads", { headers: NO_STORE });
  const form = await readAccountForm(request, WelcomeSchema);
  if (!form.ok) return form.response;
  const passwordHash = await getStoredPasswordHash(db);
  // Another browser made the owner meanwhile: this session ends at the next click.
  if (!passwordHash) throw redirect("/admin/leads", { headers: NO_STORE });
  const user = await createOwner(db, { ...form.value, passwordHash });
  const headers = new Headers(NO_STORE);
  for (const cookie of await startSession(db, request, { userId: user.id, kind: "user" })) headers.append("Set-Cookie", cookie);
  throw redirect("/admin/users?done=owner", { headers });
}

export default function Welcome({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Create the owner's account"
      intro={
        <p>
          The admin now has named users, each with their own sign-in, so notes and changes say who made them. Give your
          name and e-mail: you become the owner, and the password you just used stays yours. Then invite the rest of the
          team from Users.
        </p>
      }
    >
      <div className="max-w-lg rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
        <AccountForm
          id="welcome"
          schema={WelcomeSchema}
          fields={[ACCOUNT_FIELDS.name, ACCOUNT_FIELDS.email]}
          lastResult={actionData?.result}
          submitLabel="Become the owner"
        />
      </div>
    </AdminPage>
  );
}
