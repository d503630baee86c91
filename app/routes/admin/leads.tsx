import { data, isRouteErrorResponse, redirect, useActionData, useLoaderData } from "react-router";
import { useEffect } from "react";
import { prepareToasts, toast } from "~/components/ui/toast";
import type { Route } from "./+types/leads";
import { AdminGate, NotSetUp, SecondStep } from "~/components/admin/admin-gate";
import { AdminProblem, adminMeta } from "~/components/admin/admin-page";
import { LeadsDashboard, useLoadErrorToast } from "~/components/admin/leads-dashboard";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, getAdmin } from "~/lib/admin/auth.server";
import { signIn } from "~/lib/admin/sign-in.server";
import { secondStep } from "~/lib/admin/second-step.server";
import { readSessionTokens } from "~/lib/admin/session.server";
import { mustEnrolTwoFactor } from "~/lib/admin/two-factor.server";
import { LOAD_ERROR, parseFilters, serializeFilters } from "~/lib/admin/lead-tabs";
import { loadLeadsPage } from "~/lib/admin/leads-page.server";
import { getDb } from "~/lib/db/db.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Leads");
}

/** The admin layout's headers, and how long a throttled sign-in must wait (RFC 9110 Retry-After). */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) out.set("Retry-After", retryAfter);
  return out;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, clean } = parseFilters(url.searchParams);
  if (!clean) {
    const search = serializeFilters(filters);
    throw redirect(`/admin/leads${search ? `?${search}` : ""}`, { headers: NO_STORE });
  }
  const db = await getDb();
  const admin = await getAdmin(request, db);
  if (admin.status === "not-set-up") return data({ status: "not-set-up" as const }, { headers: NO_STORE });
  if (admin.status === "locked") {
    const headers = new Headers(NO_STORE);
    if (admin.clearCookie) headers.append("Set-Cookie", admin.clearCookie);
    return data({ status: "locked" as const, sessionEnded: admin.sessionEnded, mode: admin.mode, switchedToUsers: admin.switchedToUsers }, { headers });
  }
  if (admin.status === "second-factor") return data({ status: "second-factor" as const, email: admin.user.email }, { headers: NO_STORE });
  // The shared password of before users opens one page: the one that creates the owner.
  if (admin.admin.kind === "legacy") throw redirect("/admin/welcome", { headers: NO_STORE });
  // The owner requires two-factor sign-in and this user has not set it up: nothing opens but that.
  if (await mustEnrolTwoFactor(db, admin.admin)) throw redirect("/admin/account", { headers: NO_STORE });

  return data({ status: "unlocked" as const, ...(await loadLeadsPage(request, db, filters)) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Half signed in (the password was right, two-factor is on): the post is the code. A post
  // without a session cookie (every password guess) goes straight to the sign-in's throttle.
  if (readSessionTokens(request).tokens.length) {
    const db = await getDb();
    const admin = await getAdmin(request, db);
    if (admin.status === "second-factor") return secondStep(request, context, { db, user: admin.user });
  }
  return signIn(request, context);
}

const SIGN_IN_TOAST = "admin-sign-in";

export default function AdminLeadsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  // The admin toasts often: its toaster (and live region) is there from the start.
  useEffect(prepareToasts, []);
  useEffect(() => {
    if (!actionData || !("error" in actionData) || !actionData.error) return;
    // One id for the sign-in's toasts: a later attempt replaces it, and signing in closes it.
    const id = SIGN_IN_TOAST;
    if (actionData.status === 401) toast.error(actionData.error, { id, description: "Please try again." });
    else if (actionData.status === 429) toast.error("Too many attempts", { id, description: actionData.error });
    else if (actionData.status === 503) toast.error("Sign-in is busy", { id, description: actionData.error });
  }, [actionData]);
  // Signed in: a failed attempt's toast no longer applies (it stayed on screen before).
  useEffect(() => {
    if (loaderData.status === "unlocked") toast.dismiss(SIGN_IN_TOAST);
  }, [loaderData.status]);

  return (
    <>
      {loaderData.status === "not-set-up" ? (
        <NotSetUp />
      ) : loaderData.status === "locked" ? (
        <AdminGate
          sessionEnded={loaderData.sessionEnded}
          switchedToUsers={loaderData.switchedToUsers}
          mode={loaderData.mode}
          error={actionData && "error" in actionData ? actionData.error : undefined}
          status={actionData && "status" in actionData ? actionData.status : undefined}
        />
      ) : loaderData.status === "second-factor" ? (
        <SecondStep email={loaderData.email} lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      ) : (
        <>
          {loaderData.mailFailed > 0 ? (
            <div>
              <p role="status" className="rounded-xl border border-clay/30 bg-white/70 px-5 py-3 text-sm text-ink">
                {loaderData.mailFailed === 1 ? "1 e-mail" : `${loaderData.mailFailed} e-mails`} could not be sent. The reason of
                each is kept in the mail outbox (see docs/mail.md).
              </p>
            </div>
          ) : null}
          <LeadsDashboard filters={loaderData.filters} stats={loaderData.stats} rows={loaderData.rows} sources={loaderData.sources} followUp={loaderData.followUp} spamCount={loaderData.spamCount} timeZone={loaderData.timeZone} />
        </>
      )}
    </>
  );
}

/** SPEC §8 "Error loading leads" / "Please try again later.", on the page and as a toast. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useLoadErrorToast();
  return (
    <AdminProblem title={LOAD_ERROR.title}>
        <p className="text-ink-soft">{LOAD_ERROR.description}</p>
        {status === 403 ? <p className="text-sm text-ink-soft">The request came from another site and was refused.</p> : null}
        <a href="/admin/leads" className="inline-block font-semibold text-clay underline underline-offset-4">
          Reload the dashboard
        </a>
    </AdminProblem>
  );
}
