import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/audit";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { FilterForm, FilterInput, FilterSelect } from "~/components/admin/filter-form";
import { Pagination } from "~/components/admin/pagination";
import type { HeaderHandle } from "~/components/site-header";
import { AUDIT_ACTION_OPTIONS, AUDIT_PAGE_SIZE, auditActors, listAudit, parseAuditFilters } from "~/lib/admin/audit.server";
import { NO_STORE, requireOwner } from "~/lib/admin/auth.server";
import { DATE_RANGES, DATE_RANGE_LABELS } from "~/lib/admin/date-range";
import { formatDateTime } from "~/lib/calendar";
import { now as clockNow, siteTimeZone } from "~/lib/clock.server";
import { getEnv } from "~/lib/env.server.mjs";
import { groupIndian } from "~/lib/indian-numbers";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Audit");
}

/**
 * /admin/audit, owners only: who did what in the admin, newest first, filtered by user, kind of
 * action and days (URL state from a GET form, so it works without JavaScript; anything else in
 * the query redirects to the clean URL), with times in the organiser's zone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireOwner(request);
  const url = new URL(request.url);
  const { filters, canonical } = parseAuditFilters(url.searchParams);
  if (canonical !== url.searchParams.toString()) throw redirect(`/admin/audit${canonical ? `?${canonical}` : ""}`, { headers: NO_STORE });
  const timeZone = siteTimeZone();
  const [{ entries, total }, actors] = await Promise.all([listAudit(db, filters, { now: clockNow(), timeZone }), auditActors(db)]);
  return data(
    {
      filters,
      entries,
      total,
      pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
      actors,
      actions: AUDIT_ACTION_OPTIONS,
      keepDays: getEnv().ADMIN_AUDIT_RETENTION_DAYS,
      timeZone,
    },
    { headers: NO_STORE },
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { filters, entries, total, pageCount, actors, actions, keepDays, timeZone } = loaderData;
  const location = useLocation();
  const filtered = Boolean(filters.user || filters.action || filters.range !== "all" || filters.from || filters.to);
  const page = (n: number) => {
    const p = new URLSearchParams(location.search);
    if (n > 1) p.set("page", String(n));
    else p.delete("page");
    return `/admin/audit${p.size ? `?${p}` : ""}`;
  };
  return (
    <AdminPage
      title="Audit"
      intro={
        <p>
          Who did what in the admin, newest first. Each entry is kept for {groupIndian(keepDays)} days, then erased by the daily clean-up. Times are in{" "}
          {timeZone}.
        </p>
      }
    >
      <FilterForm action="/admin/audit" label="Filter the audit log" className="grid-cols-2 md:items-end xl:grid-cols-[1.2fr_1.4fr_1fr_1fr_1fr_auto]" buttonClassName="col-span-2 md:col-span-1 md:self-end">
        <FilterSelect id="audit-user" name="user" label="User" value={filters.user} className="col-span-2 md:col-span-1" any="Anyone" options={actors} />
        <FilterSelect id="audit-action" name="action" label="Action" value={filters.action} className="col-span-2 md:col-span-1" any="Any action" options={actions} />
        <FilterSelect id="audit-range" name="range" label="Date range" value={filters.range} className="col-span-2 md:col-span-1" options={DATE_RANGES.map((r) => ({ value: r, label: DATE_RANGE_LABELS[r] }))} />
        {(["from", "to"] as const).map((end) => (
          <FilterInput key={end} id={`audit-${end}`} name={end} label={end === "from" ? "From day" : "To day"} type="date" value={filters[end]} className="min-w-0" />
        ))}
      </FilterForm>

      <section aria-labelledby="audit-entries" className="space-y-3">
        <h2 id="audit-entries" className="text-2xl">
          {total === 1 ? "1 entry" : `${groupIndian(total)} entries`}
        </h2>
        {entries.length === 0 ? (
          <div className="rounded-2xl bg-white/70 p-8 text-center shadow-soft">
            <p>{filtered ? "No entry matches these filters." : "Nothing recorded yet."}</p>
            {filtered ? (
              <Link to="/admin/audit" className="mt-3 inline-block font-semibold text-clay-dark underline underline-offset-4">
                Show every entry
              </Link>
            ) : null}
          </div>
        ) : (
          <ol className="divide-y divide-ink/10 rounded-2xl bg-white/70 shadow-soft" data-testid="audit-list">
            {entries.map((e) => (
              <li key={e.id} className="grid gap-1 px-4 py-3 md:grid-cols-[10rem_12rem_1fr] md:gap-4 md:px-5" data-testid="audit-entry">
                <p className="text-sm text-ink-soft md:pt-0.5">
                  <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
                </p>
                <p className="font-semibold [overflow-wrap:anywhere]" data-testid="audit-actor">
                  {e.actor}
                </p>
                <div className="min-w-0">
                  <p className="[overflow-wrap:anywhere]">
                    {e.label}
                    {e.subject ? (
                      <>
                        {": "}
                        {e.href ? (
                          <Link to={e.href} className="text-clay-dark underline underline-offset-4">
                            {e.subject}
                          </Link>
                        ) : (
                          e.subject
                        )}
                      </>
                    ) : null}
                  </p>
                  {e.detail ? <p className="text-sm text-ink-soft [overflow-wrap:anywhere]">{e.detail}</p> : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={page} />
      </section>
    </AdminPage>
  );
}
