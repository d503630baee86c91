import { data, redirect } from "react-router";
import type { Route } from "./+types/forgot-password";
import { ACCOUNT_FIELDS, AccountForm } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { ForgotSchema } from "~/lib/admin/account-schema";
import { NO_STORE, clientIp } from "~/lib/admin/auth.server";
import { LINK_HOURS } from "~/lib/admin/links.server";
import { requestPasswordReset } from "~/lib/admin/password-reset.server";
import { getDb } from "~/lib/db/db.server";
import { hitRateLimit } from "~/lib/forms/rate-limit.server";
import { errorFields, log } from "~/lib/log.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Forgot your password");
}

/** Requests one connection may make in an hour: a person retyping an address, not a script trying a list. */
const PER_CONNECTION_PER_HOUR = 10;

/** GET /admin/forgot-password: the form, or (after a post) its one answer, or a reset's confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return data({ done: done === "sent" || done === "reset" ? done : null, hours: LINK_HOURS.reset }, { headers: NO_STORE });
}

/**
 * POST: an e-mail address. The answer is the same, and comes as fast, whether or not the address
 * has an account: the lookup and the e-mail happen after it (password-reset.server.ts caps the
 * e-mails per address). A connection that asks too often is told to wait, whatever it asked.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readAccountForm(request, ForgotSchema);
  if (!form.ok) return form.response;
  const db = await getDb();
  const limit = await hitRateLimit(db, `admin-forgot:${clientIp(context)}`, { limit: PER_CONNECTION_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.allowed) return form.fail({ form: "Too many requests from your connection. Please try again in an hour." }, 429);
  void requestPasswordReset(db, form.value.email).catch((error: unknown) => log.error("admin password reset request failed", errorFields(error), request));
  throw redirect("/admin/forgot-password?done=sent", { headers: NO_STORE });
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { done, hours } = loaderData;
  if (done === "reset")
    return (
      <AdminPage title="Your new password is set">
        <div className="max-w-lg space-y-5 rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
          <FormMessage kind="success" title="Your password has been changed, and every session of your account has ended." description="Sign in with your e-mail and the new password." />
          <a href="/admin/leads" className={buttonVariants()}>
            Go to the sign-in
          </a>
        </div>
      </AdminPage>
    );
  return (
    <AdminPage title="Forgot your password" intro={<p>Give the e-mail address you sign in with, and we will send you a link to choose a new password.</p>}>
      <div className="max-w-lg space-y-5 rounded-2xl bg-white/70 p-6 shadow-soft md:p-8">
        {done === "sent" ? (
          <FormMessage
            kind="success"
            title="If an account uses that address, we have sent a link to choose a new password."
            description={`It works once and expires in ${hours} hours. Nothing arrived? Check the spam folder, or ask an owner to send you a link.`}
          />
        ) : null}
        <AccountForm
          id="forgot"
          schema={ForgotSchema}
          fields={[ACCOUNT_FIELDS.email]}
          lastResult={actionData?.result}
          submitLabel={done === "sent" ? "Send another link" : "Send me a link"}
          busyLabel="Sending..."
        />
        <p className="text-sm">
          <a href="/admin/leads" className="font-semibold text-clay underline underline-offset-4">
            Back to the sign-in
          </a>
        </p>
      </div>
    </AdminPage>
  );
}
