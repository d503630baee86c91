import { data, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/follow-up";
import { FilterForm, FilterSelect } from "~/components/admin/filter-form";
import { StageOptions } from "~/components/admin/follow-up";
import { FollowUpCounts, FollowUpList } from "~/components/admin/follow-up-list";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { listPeople, type PeopleFilters } from "~/lib/leads/follow-up/queue.server";
import { now as clockNow, today } from "~/lib/clock.server";
import { DUE_FILTERS, isStage, type DueFilter } from "~/lib/leads/stages";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { Pagination } from "~/components/admin/pagination";
import { parsePage } from "~/lib/admin/page-param";
import { BalancesDue } from "~/components/admin/balances-due";
import { balancesDue } from "~/lib/bookings/bookings.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("To follow up");
}

const PAGE = 25;

function parse(params: URLSearchParams): { filters: PeopleFilters; canonical: string } {
  const stage = params.get("stage") ?? "";
  const due = params.get("due") ?? "";
  const filters: PeopleFilters = {
    stage: isStage(stage) ? stage : "",
    due: DUE_FILTERS.some((d) => d.value === due) ? (due as DueFilter) : "",
    page: parsePage(params),
  };
  const out = new URLSearchParams();
  if (filters.stage) out.set("stage", filters.stage);
  if (filters.due) out.set("due", filters.due);
  if (filters.page > 1) out.set("page", String(filters.page));
  return { filters, canonical: out.toString() };
}

/**
 * /admin/follow-up: without filters, the "To follow up" queue (new leads older than 48 hours
 * not contacted, follow-ups due today or overdue, most overdue first); with the stage and
 * follow-up filters, every person that matches them.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, canonical } = parse(url.searchParams);
  if (canonical !== url.searchParams.toString()) throw redirect(`/admin/follow-up${canonical ? `?${canonical}` : ""}`, { headers: NO_STORE });
  const { db } = await requireAdmin(request);
  const now = clockNow();
  const day = today();
  const list = await listPeople(db, { filters, now, today: day, pageSize: PAGE });
  return data({ filters, ...list, today: day, pageCount: Math.max(1, Math.ceil(list.total / PAGE)), balances: await balancesDue(db, day) }, { headers: NO_STORE });
}

export default function FollowUpPage({ loaderData }: Route.ComponentProps) {
  const { filters, counts, items, total, today: day, pageCount } = loaderData;
  const location = useLocation();
  const queue = !filters.stage && !filters.due;
  const page = (n: number) => {
    const p = new URLSearchParams(location.search);
    if (n > 1) p.set("page", String(n));
    else p.delete("page");
    return `/admin/follow-up${p.size ? `?${p}` : ""}`;
  };
  return (
    <AdminPage title="To follow up" intro={<p>New leads waiting more than 48 hours, and follow-ups due today or overdue, most urgent first.</p>} actions={<FollowUpCounts counts={counts} />}>
      <FilterForm action="/admin/follow-up" label="Filter people" className="sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <FilterSelect id="filter-stage" name="stage" label="Stage" value={filters.stage} any={queue ? "To follow up" : "Any stage"}>
          <StageOptions />
        </FilterSelect>
        <FilterSelect id="filter-due" name="due" label="Follow-up" value={filters.due} options={DUE_FILTERS} />
      </FilterForm>

      <BalancesDue balances={loaderData.balances} today={day} />
      <section aria-labelledby="people" className="space-y-3">
        <h2 id="people" className="text-2xl">
          {queue ? "Most urgent first" : `${total === 1 ? "1 person" : `${total} people`}`}
        </h2>
        {items.length === 0 ? (
          <div className="rounded-2xl bg-white/70 p-8 text-center shadow-soft">
            <p>{queue ? "Nothing to follow up: every new lead has been answered and no follow-up is due." : "Nobody matches these filters."}</p>
            {queue ? null : (
              <Link to="/admin/follow-up" className="mt-3 inline-block font-semibold text-clay underline underline-offset-4">
                Back to the queue
              </Link>
            )}
          </div>
        ) : (
          <FollowUpList items={items} today={day} returnTo={`${location.pathname}${location.search}`} />
        )}
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={page} />
      </section>
    </AdminPage>
  );
}
