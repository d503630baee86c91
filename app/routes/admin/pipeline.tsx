import { data, redirect } from "react-router";
import type { Route } from "./+types/pipeline";
import type { HeaderHandle } from "~/components/site-header";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { PeopleFilterForm, PeopleViews, PipelineBoard, peopleHref } from "~/components/admin/people-list";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { parsePeopleFilters } from "~/lib/admin/people-filters";
import { loadPipeline } from "~/lib/admin/people-queries.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Pipeline");
}

/** /admin/people/pipeline: the people by stage, for a retreat or an edition; each card opens the person. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters } = parsePeopleFilters(url.searchParams);
  const kept = { retreat: filters.retreat, edition: filters.edition };
  const canonical = peopleHref("/admin/people/pipeline", kept);
  if (canonical !== `${url.pathname}${url.search}`) throw redirect(canonical, { headers: NO_STORE });
  const { db } = await requireAdmin(request);
  return data({ filters: kept, ...(await loadPipeline(db, kept)) }, { headers: NO_STORE });
}

export default function PipelinePage({ loaderData }: Route.ComponentProps) {
  const { filters, stages, options } = loaderData;
  return (
    <AdminPage title="Pipeline" intro={<p>Each person at their stage, newest first; open a card to follow them up.</p>}>
      <PeopleViews current="pipeline" filters={filters} />
      <PeopleFilterForm action="/admin/people/pipeline" filters={filters} choices={options} withSearch={false} />
      <PipelineBoard stages={stages} filters={filters} />
    </AdminPage>
  );
}
