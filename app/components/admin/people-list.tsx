import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "~/lib/calendar";
import { serializePeopleFilters, type PeopleListFilters } from "~/lib/admin/people-filters";
import type { FilterOptions, PersonListRow } from "~/lib/admin/people-queries.server";
import { STAGE_LABELS, type Stage } from "~/lib/leads/stages";
import { cn } from "~/lib/utils";
import { FilterForm, FilterInput, FilterSelect } from "./filter-form";
import { PersonContact } from "./follow-up-list";
import { PersonLink, StageBadge, StageOptions } from "./follow-up";

/**
 * The people list (/admin/people) and the pipeline (/admin/people/pipeline): their filter form,
 * the list's rows (a table from the medium breakpoint, a card per person on a phone) and the
 * pipeline's stage columns (grouped lists on a phone). Every person links to their page.
 */

export function peopleHref(path: "/admin/people" | "/admin/people/pipeline", filters: Partial<PeopleListFilters>) {
  const search = serializePeopleFilters(filters);
  return `${path}${search ? `?${search}` : ""}`;
}

/** List or pipeline: the same people, two views. */
export function PeopleViews({ current, filters }: { current: "list" | "pipeline"; filters: Partial<PeopleListFilters> }) {
  const tab = (active: boolean) =>
    cn("-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold", active ? "border-clay text-clay-dark" : "border-transparent text-ink-soft hover:text-ink");
  const shared = { retreat: filters.retreat, edition: filters.edition };
  return (
    <nav aria-label="Views of the people" className="flex gap-1 border-b border-ink/15">
      <Link to={peopleHref("/admin/people", { ...shared, stage: filters.stage })} className={tab(current === "list")} aria-current={current === "list" ? "page" : undefined}>
        List
      </Link>
      <Link to={peopleHref("/admin/people/pipeline", shared)} className={tab(current === "pipeline")} aria-current={current === "pipeline" ? "page" : undefined}>
        Pipeline by stage
      </Link>
    </nav>
  );
}

/** The filters of both views; the pipeline has no search or stage. */
export function PeopleFilterForm({ action, filters, choices, withSearch }: { action: string; filters: Partial<PeopleListFilters>; choices: FilterOptions; withSearch: boolean }) {
  return (
    <FilterForm action={action} label="Filter people" className={cn("sm:items-end", withSearch ? "sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]" : "sm:grid-cols-[1fr_1fr_auto]")}>
      {withSearch ? (
        <>
          <FilterInput id="people-q" name="q" label="Search" type="search" value={filters.q ?? ""} placeholder="Name, e-mail, phone or a word they wrote" />
          <FilterSelect id="people-stage" name="stage" label="Stage" value={filters.stage ?? ""} any="Any stage">
            <StageOptions />
          </FilterSelect>
        </>
      ) : null}
      <FilterSelect id="people-retreat" name="retreat" label="Retreat" value={filters.retreat ?? ""} any="All retreats" options={choices.retreats.map((r) => ({ value: r.id, label: r.name }))} />
      <FilterSelect id="people-edition" name="edition" label="Edition" value={filters.edition ?? ""} any="All editions" options={choices.editions.map((e) => ({ value: e.slug, label: e.label }))} />
    </FilterForm>
  );
}

/**
 * The list's columns after the person, in order. A column is one entry here: its heading and
 * its cell.
 */
const COLUMNS: { key: string; label: string; cell: (row: PersonListRow, timeZone: string) => ReactNode }[] = [
  { key: "stage", label: "Stage", cell: (row) => <StageBadge stage={row.stage} /> },
  { key: "retreats", label: "Retreats asked about", cell: (row) => (row.retreats.length ? row.retreats.join(", ") : "—") },
  {
    key: "last",
    label: "Last contact",
    cell: (row, timeZone) => <time dateTime={row.lastContact}>{formatDateTime(row.lastContact, timeZone)}</time>,
  },
  { key: "follow-up", label: "Next follow-up", cell: (row) => row.followUpOn ?? "—" },
  { key: "bookings", label: "Booked on", cell: (row) => (row.bookings.length ? row.bookings.join(", ") : "—") },
];

export function PeopleTable({ rows, timeZone }: { rows: PersonListRow[]; timeZone: string }) {
  return (
    <table className="w-full border-separate border-spacing-y-2 text-sm md:border-spacing-y-0" data-testid="people-list">
      <thead className="sr-only md:not-sr-only">
        <tr className="text-left text-xs tracking-wide text-ink-soft uppercase">
          <th scope="col" className="px-3 py-2 font-semibold">
            Person
          </th>
          {COLUMNS.map((c) => (
            <th key={c.key} scope="col" className="px-3 py-2 font-semibold">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const label = row.name ?? row.email;
          return (
            <tr key={row.personId} className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-2xl bg-white/70 p-4 shadow-soft md:table-row md:rounded-none md:shadow-none md:odd:bg-white/70 md:even:bg-transparent" data-testid="person-row">
              <th scope="row" className="col-span-2 text-left font-normal md:px-3 md:py-3 md:align-top">
                <PersonLink personId={row.personId} className="font-semibold text-ink underline underline-offset-4 [overflow-wrap:anywhere] hover:text-clay-dark">
                  {label}
                </PersonLink>
                <span className="block text-ink-soft [overflow-wrap:anywhere]">
                  {row.email}
                  {row.requests > 1 ? ` · ${row.requests} requests` : ""}
                </span>
                <PersonContact phone={row.phone} lastNote={row.lastNote} />
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="min-w-0 md:px-3 md:py-3 md:align-top" data-column={c.key}>
                  <span className="block text-xs text-ink-soft md:hidden">{c.label}</span>
                  {c.cell(row, timeZone)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The pipeline: a column per stage from the large breakpoint, a list per stage on a phone. */
export function PipelineBoard({ stages, filters }: { stages: { stage: Stage; total: number; people: PersonListRow[] }[]; filters: Pick<PeopleListFilters, "retreat" | "edition"> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 lg:gap-3" data-testid="pipeline">
      {stages.map(({ stage, total, people }) => (
        <section key={stage} aria-labelledby={`stage-${stage}`} className="min-w-0 space-y-2 rounded-2xl bg-linen/60 p-3" data-stage={stage}>
          <h2 id={`stage-${stage}`} className="flex items-center justify-between gap-2 font-sans text-sm font-semibold">
            <StageBadge stage={stage} />
            <span className="text-ink-soft">
              {total}
              <span className="sr-only"> {total === 1 ? "person" : "people"}</span>
            </span>
          </h2>
          {people.length === 0 ? (
            <p className="px-1 text-sm text-ink-soft">Nobody {stage === "lost" ? "lost" : `at ${STAGE_LABELS[stage]}`}.</p>
          ) : (
            <ul className="space-y-2">
              {people.map((p) => (
                <li key={p.personId} className="rounded-xl bg-white/80 p-3 text-sm shadow-soft" data-testid="pipeline-card">
                  <PersonLink personId={p.personId} className="font-semibold text-ink underline-offset-4 [overflow-wrap:anywhere] hover:underline">
                    {p.name ?? p.email}
                  </PersonLink>
                  {p.retreats.length ? <p className="text-ink-soft [overflow-wrap:anywhere]">{p.retreats.join(", ")}</p> : null}
                  {p.followUpOn ? <p className="text-xs text-ink-soft">Follow up {p.followUpOn}</p> : null}
                </li>
              ))}
            </ul>
          )}
          {total > people.length ? (
            <Link to={peopleHref("/admin/people", { ...filters, stage })} className="inline-block px-1 text-sm font-semibold text-clay-dark underline underline-offset-4">
              All {total} {STAGE_LABELS[stage]}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
