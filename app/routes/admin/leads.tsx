import { data, isRouteErrorResponse, redirect, useActionData, useLoaderData } from "react-router";
import { useEffect } from "react";
import { prepareToasts, toast } from "~/components/ui/toast";
import type { Route } from "./+types/leads";
import "./admin.css";
import { AdminGate, NotConfigured } from "~/components/admin/admin-gate";
import { LeadsDashboard, useLoadErrorToast } from "~/components/admin/leads-dashboard";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, checkSameOrigin, clientIp, getAdmin, login, readAdminForm } from "~/lib/admin/auth.server";
import { logLoadFailure, statsForPage } from "~/lib/admin/dashboard-stats.server";
import { LOAD_ERROR, parseFilters, serializeFilters } from "~/lib/admin/lead-tabs";
import { loadDashboard } from "~/lib/admin/leads-queries.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { loadFollowUpForList } from "~/lib/admin/follow-up.server";
import { countFailedMail } from "~/lib/mail/subscriptions.server";
import { getDb } from "~/lib/db/db.server";
import { countSpam } from "~/lib/spam/spam.server";
import { siteTimeZone } from "~/lib/editions/today.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return [{ title: "Leads | Retreatly" }, { name: "robots", content: "noindex, nofollow" }];
}

/** Every admin response is private (no-store) and carries the session cookie changes. */
export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers(NO_STORE);
  for (const source of [errorHeaders, actionHeaders, loaderHeaders]) {
    source?.forEach((value, key) => {
      if (key.toLowerCase() === "set-cookie") out.append(key, value);
      else out.set(key, value);
    });
  }
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
  if (admin.status === "not-configured")
    return data({ status: "not-configured" as const, invalidHash: admin.invalidHash }, { headers: NO_STORE });
  if (admin.status === "locked") {
    const headers = new Headers(NO_STORE);
    if (admin.clearCookie) headers.append("Set-Cookie", admin.clearCookie);
    return data({ status: "locked" as const, sessionEnded: admin.sessionEnded }, { headers });
  }

  const now = new Date();
  // E-mails that gave up (docs/mail.md); a notice only, so a failing count never hides the
  // leads. Asked alongside the dashboard (on PostgreSQL, another pool connection).
  const mailFailedCount = countFailedMail(db).catch(() => 0);
  const spamCount = countSpam(db, now).catch(() => null);
  const dashboard = loadDashboard(db, filters, now);
  // Each row's person (stage, replies) and the "To follow up" summary (issue 27), read while
  // the rows load; a notice only, so a failure leaves the list as it is.
  const followUp = loadFollowUpForList(db, LEAD_TABLES[filters.tab].table, dashboard.then((d) => d.rows, () => []), !url.search).catch((error: unknown) => {
    logLoadFailure(error, request);
    return null;
  });
  let loaded;
  try {
    loaded = await dashboard;
  } catch (error) {
    logLoadFailure(error, request);
    throw data({ message: LOAD_ERROR.title }, { status: 500, headers: NO_STORE });
  }
  // The statistics may still be being counted: the page renders its list meanwhile and the
  // document is sent once they are in (docs/decisions/016).
  const stats = statsForPage(loaded.stats, filters, now, { log: (error) => logLoadFailure(error, request) });
  // A page past the end (a lead was deleted, a bookmark is old) goes to the last real page.
  if (loaded.rows.length === 0 && filters.page > 1) {
    const pageCount = (await stats)?.pageCount ?? 1;
    const search = serializeFilters({ ...filters, page: Math.min(filters.page - 1, pageCount) });
    throw redirect(`/admin/leads${search ? `?${search}` : ""}`, { headers: NO_STORE });
  }
  return data(
    {
      status: "unlocked" as const,
      followUp: await followUp,
      mailFailed: await mailFailedCount,
      spamCount: await spamCount,
      timeZone: siteTimeZone(),
      filters,
      stats,
      rows: loaded.rows,
      sources: loaded.sources,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  checkSameOrigin(request);
  const body = await readAdminForm(request);
  // An unreadable body (415, 400, 413) answers on the sign-in form with its message.
  if (!body.ok) return data({ error: body.error, status: 400 as const }, { status: body.status, headers: NO_STORE });
  const { form } = body;
  const password = String(form.get("password") ?? "");
  const result = await login(request, password, clientIp(context));
  if (result.ok) {
    const url = new URL(request.url);
    const headers = new Headers(NO_STORE);
    for (const c of result.setCookie) headers.append("Set-Cookie", c);
    // Post/redirect/get: a reload after signing in never re-posts the password.
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const headers = new Headers(NO_STORE);
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return data({ error: result.error, status: result.status }, { status: result.status, headers });
}

const SIGN_IN_TOAST = "admin-sign-in";

export default function AdminLeadsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  // The admin toasts often: its toaster (and live region) is there from the start.
  useEffect(prepareToasts, []);
  useEffect(() => {
    if (!actionData?.error) return;
    // One id for the sign-in's toasts: a later attempt replaces it, and signing in closes it.
    const id = SIGN_IN_TOAST;
    if (actionData.status === 401) toast.error("Invalid password", { id, description: "Please try again." });
    else if (actionData.status === 429) toast.error("Too many attempts", { id, description: actionData.error });
    else if (actionData.status === 503) toast.error("Sign-in is busy", { id, description: actionData.error });
  }, [actionData]);
  // Signed in: a failed attempt's toast no longer applies (it stayed on screen before).
  useEffect(() => {
    if (loaderData.status === "unlocked") toast.dismiss(SIGN_IN_TOAST);
  }, [loaderData.status]);

  return (
    <main id="main" className="min-h-dvh bg-sand pt-24 pb-20 md:pt-28">
      {loaderData.status === "not-configured" ? (
        <NotConfigured invalidHash={loaderData.invalidHash} />
      ) : loaderData.status === "locked" ? (
        <AdminGate sessionEnded={loaderData.sessionEnded} error={actionData?.error} status={actionData?.status} />
      ) : (
        <>
          {loaderData.mailFailed > 0 ? (
            <div className="container-content mb-6">
              <p role="status" className="rounded-xl border border-clay/30 bg-white/70 px-5 py-3 text-sm text-ink">
                {loaderData.mailFailed === 1 ? "1 e-mail" : `${loaderData.mailFailed} e-mails`} could not be sent. The reason of
                each is kept in the mail outbox (see docs/mail.md).
              </p>
            </div>
          ) : null}
          <LeadsDashboard filters={loaderData.filters} stats={loaderData.stats} rows={loaderData.rows} sources={loaderData.sources} followUp={loaderData.followUp} spamCount={loaderData.spamCount} timeZone={loaderData.timeZone} />
        </>
      )}
    </main>
  );
}

/** SPEC §8 "Error loading leads" / "Please try again later.", on the page and as a toast. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useLoadErrorToast();
  return (
    <main id="main" className="min-h-[70dvh] bg-sand px-5 pt-28 pb-20">
      <div role="alert" className="mx-auto max-w-md space-y-3 rounded-2xl bg-white/70 p-8 text-center shadow-soft">
        <h1 className="text-3xl">{LOAD_ERROR.title}</h1>
        <p className="text-ink-soft">{LOAD_ERROR.description}</p>
        {status === 403 ? <p className="text-sm text-ink-soft">The request came from another site and was refused.</p> : null}
        <a href="/admin/leads" className="inline-block font-semibold text-clay underline underline-offset-4">
          Reload the dashboard
        </a>
      </div>
    </main>
  );
}
