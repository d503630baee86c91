import { data, redirect } from "react-router";
import { now as clockNow, siteTimeZone } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { countFailedMail } from "~/lib/mail/subscriptions.server";
import { countSpam } from "~/lib/spam/spam.server";
import { NO_STORE } from "./auth.server";
import { logLoadFailure, statsForPage } from "./dashboard-stats.server";
import { loadFollowUpForList } from "~/lib/leads/follow-up/queue.server";
import { LOAD_ERROR, serializeFilters, type LeadFilters } from "./lead-tabs";
import { loadDashboard } from "./leads-queries.server";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";

/**
 * What the signed-in leads page shows for `filters`: one page of the tab's rows, its statistics
 * (a promise: the list renders while they are counted), each row's person and the "To follow up"
 * summary, and the notices (e-mails that gave up, posts kept as spam). A page past the end
 * redirects to the last real page; a failed read of the rows is the page's error.
 */
export async function loadLeadsPage(request: Request, db: Db, filters: LeadFilters) {
  // The summary atop the list is the dashboard's first view only: no filter, no page.
  const firstView = !new URL(request.url).search;
  const now = clockNow();
  // E-mails that gave up (docs/mail.md); a notice only, so a failing count never hides the
  // leads. Asked alongside the dashboard (on PostgreSQL, another pool connection).
  const mailFailedCount = countFailedMail(db).catch(() => 0);
  const spamCount = countSpam(db, now).catch(() => null);
  const dashboard = loadDashboard(db, filters, now);
  // Each row's person (stage, replies) and the "To follow up" summary, read while
  // the rows load; a notice only, so a failure leaves the list as it is.
  const followUp = loadFollowUpForList(db, {
    table: LEAD_TABLES[filters.tab].table,
    rows: dashboard.then(
      (d) => d.rows,
      () => [],
    ),
    firstView,
  }).catch((error: unknown) => {
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
  const stats = statsForPage(loaded.stats, filters, now, {
    log: (error) => logLoadFailure(error, request),
  });
  // A page past the end (a lead was deleted, a bookmark is old) goes to the last real page.
  if (loaded.rows.length === 0 && filters.page > 1) {
    const pageCount = (await stats)?.pageCount ?? 1;
    const search = serializeFilters({
      ...filters,
      page: Math.min(filters.page - 1, pageCount),
    });
    throw redirect(`/admin/leads${search ? `?${search}` : ""}`, {
      headers: NO_STORE,
    });
  }
  return {
    followUp: await followUp,
    mailFailed: await mailFailedCount,
    spamCount: await spamCount,
    timeZone: siteTimeZone(),
    filters,
    stats,
    rows: loaded.rows,
    sources: loaded.sources,
  };
}
