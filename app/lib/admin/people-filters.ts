import { parsePage } from "./page-param";
import { cleanFilterText } from "./lead-tabs";
import { isStage, type Stage } from "~/lib/leads/stages";

/**
 * The people list's and the pipeline's URL state (STYLE §8): a search, a stage, a retreat and
 * an edition, and the list's page. Shared by the loaders and the browser's filter form.
 */
export interface PeopleListFilters {
  q: string;
  stage: Stage | "";
  /** A retreat's id (goa). */
  retreat: string;
  /** An edition's slug (goa-2025). */
  edition: string;
  page: number;
}

export const PEOPLE_PAGE_SIZE = 25;

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

/** The filters of a query string, and whether it was already in its one clean spelling (else redirect). */
export function parsePeopleFilters(params: URLSearchParams): { filters: PeopleListFilters; clean: boolean } {
  const stage = params.get("stage") ?? "";
  const retreat = params.get("retreat") ?? "";
  const edition = params.get("edition") ?? "";
  const filters: PeopleListFilters = {
    q: cleanFilterText(params.get("q")),
    stage: isStage(stage) ? stage : "",
    retreat: SLUG.test(retreat) ? retreat : "",
    edition: SLUG.test(edition) ? edition : "",
    page: parsePage(params),
  };
  return { filters, clean: serializePeopleFilters(filters) === params.toString() };
}

export function serializePeopleFilters(filters: Partial<PeopleListFilters>): string {
  const out = new URLSearchParams();
  if (filters.q) out.set("q", filters.q);
  if (filters.stage) out.set("stage", filters.stage);
  if (filters.retreat) out.set("retreat", filters.retreat);
  if (filters.edition) out.set("edition", filters.edition);
  if (filters.page && filters.page > 1) out.set("page", String(filters.page));
  return out.toString();
}
