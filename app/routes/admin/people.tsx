import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/people";
import type { HeaderHandle } from "~/components/site-header";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { Pagination } from "~/components/admin/pagination";
import { PeopleFilterForm, PeopleTable, PeopleViews, peopleHref } from "~/components/admin/people-list";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { parsePeopleFilters } from "~/lib/admin/people-filters";
import { loadPeopleList } from "~/lib/admin/people-queries.server";
import { siteTimeZone } from "~/lib/clock.server";
import { groupIndian } from "~/lib/indian-numbers";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("People");
}

/**
 * /admin/people: everyone who wrote through the brochure, waitlist or inquiry forms, one row per
 * person, newest first; searched across every form and the messages, filtered by stage, retreat
 * and edition (the URL's state; a GET form that works without JavaScript).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters, clean } = parsePeopleFilters(url.searchParams);
  if (!clean) throw redirect(peopleHref("/admin/people", filters), { headers: NO_STORE });
  const { db } = await requireAdmin(request);
  const list = await loadPeopleList(db, filters);
  // A page past the end (a bookmark, people erased) goes to the last real page.
  if (list.rows.length === 0 && filters.page > 1) throw redirect(peopleHref("/admin/people", { ...filters, page: list.pageCount }), { headers: NO_STORE });
  return data({ filters, ...list, timeZone: siteTimeZone() }, { headers: NO_STORE });
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { filters, rows, total, pageCount, options, timeZone } = loaderData;
  const filtered = Boolean(filters.q || filters.stage || filters.retreat || filters.edition);
  return (
    <AdminPage title="People" intro={<p>Everyone who asked for a brochure, joined a waitlist or wrote to you: one row per person, newest first.</p>}>
      <PeopleViews current="list" filters={filters} />
      <PeopleFilterForm action="/admin/people" filters={filters} choices={options} withSearch />
      <section aria-labelledby="people-count" className="space-y-3">
        <h2 id="people-count" className="text-2xl">
          {total === 1 ? "1 person" : `${groupIndian(total)} people`}
        </h2>
        {rows.length === 0 ? (
          <div className="rounded-2xl bg-white/70 p-8 text-center shadow-soft">
            <p>{filtered ? "Nobody matches these filters." : "Nobody yet. People appear here once they use a form on the site."}</p>
            {filtered ? (
              <Link to="/admin/people" className="mt-3 inline-block font-semibold text-clay underline underline-offset-4">
                Everyone
              </Link>
            ) : null}
          </div>
        ) : (
          <PeopleTable rows={rows} timeZone={timeZone} />
        )}
        <Pagination page={filters.page} pageCount={pageCount} hrefFor={(page) => peopleHref("/admin/people", { ...filters, page })} />
      </section>
    </AdminPage>
  );
}
