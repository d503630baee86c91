import { Download, Mail, Search } from "lucide-react";
import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button, buttonVariants } from "~/components/ui/button";
import { DATE_RANGES, DATE_RANGE_LABELS, isDateRange } from "~/lib/admin/date-range";
import {
  LEAD_TABS,
  LOAD_ERROR,
  PAGE_SIZE,
  RETREAT_FILTER,
  sourceLabel,
  serializeFilters,
  type DashboardStats,
  type LeadFilters,
  type LeadTab,
} from "~/lib/admin/lead-tabs";
import { LEAD_TABLES } from "~/lib/leads/lead-tables";
import { mailtoHref } from "~/lib/mailto";
import { formatDateTime } from "~/lib/calendar";
import { cn } from "~/lib/utils";
import { LeadChart } from "./lead-chart";
import { Pagination } from "./pagination";
import { DeleteDialog, JsonDialog, type Lead } from "./lead-dialogs";
import { FollowUpSummary, RowFollowUp, RowName, type ListFollowUp } from "./follow-up-rows";
import { LeadsHeader, SpamTabLink } from "./spam-list";

interface DashboardProps {
  filters: LeadFilters;
  /**
   * Still being counted when the list renders (docs/decisions/016). The server sends the
   * document once they are in, so the page arrives whole, with or without JavaScript; a
   * client-side filter change shows the new view once both have arrived. null: the count failed.
   */
  stats: Promise<DashboardStats | null>;
  rows: Lead[];
  sources: string[];
  /** Each row's person and the "To follow up" summary; null when it could not be read. */
  followUp?: ListFollowUp | null;
  /** Posts in the Spam tab (null: not counted). */
  spamCount?: number | null;
  /** The organiser's zone (SITE_TIME_ZONE): rows show their time there, whatever the browser's zone. */
  timeZone: string;
}

const EMPTY_MESSAGE: Record<LeadTab, string> = {
  brochure: "No leads yet. Once someone requests a brochure, entries will appear here.",
  waitlist: "No waitlist sign-ups yet. Once someone joins a waitlist, entries will appear here.",
  inquiries: "No inquiries yet. Contact, corporate and host messages will appear here.",
  newsletter: "No newsletter subscribers yet.",
};

const numberFormat = new Intl.NumberFormat("en-IN");

function href(filters: Partial<LeadFilters>) {
  const search = serializeFilters(filters);
  return `/admin/leads${search ? `?${search}` : ""}`;
}

export function LeadsDashboard({ filters, stats, rows, sources, followUp = null, spamCount, timeZone }: DashboardProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/leads";
  const filtered = Boolean(filters.q || filters.retreat || filters.range !== "all" || filters.from || filters.to);
  const returnTo = `${location.pathname}${location.search}`;
  const [dialog, setDialog] = useState<{ kind: "json" | "delete"; lead: Lead } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = useCallback((kind: "json" | "delete", lead: Lead, from: HTMLElement) => {
    opener.current = from;
    setDialog({ kind, lead });
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  // After a delete the row (and its button) is gone: focus falls back to the list heading.
  const returnFocus = useCallback(() => (opener.current?.isConnected ? opener.current : document.getElementById("lead-list"))?.focus(), []);

  return (
    <div className="space-y-6 md:space-y-8">
      <LeadsHeader />

      {followUp ? <FollowUpSummary followUp={followUp} returnTo={returnTo} /> : null}

      <nav aria-label="Lead types" className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-b border-ink/15 px-1">
          {LEAD_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={href({ tab, q: filters.q, range: filters.range, from: filters.from, to: filters.to })}
                aria-current={tab === filters.tab ? "page" : undefined}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold",
                  tab === filters.tab ? "border-clay text-clay" : "border-transparent text-ink-soft hover:text-ink",
                )}
              >
                {LEAD_TABLES[tab].label}
              </Link>
            </li>
          ))}
          <li>
            <SpamTabLink count={spamCount} />
          </li>
        </ul>
      </nav>

      <FilterForm filters={filters} sources={sources} />

      <WithStats stats={stats} fallback={<StatsSection filtered={filtered} by={RETREAT_FILTER[filters.tab].by} />}>
        {(s) =>
          s === null ? (
            <StatsError />
          ) : (
            <>
              <StatsSection filtered={filtered} stats={s} by={RETREAT_FILTER[filters.tab].by} />
              {s.total > 0 ? (
                <section aria-label="Leads over time" className="rounded-2xl bg-white/70 p-4 shadow-soft md:p-5">
                  <LeadChart buckets={s.chart} />
                </section>
              ) : null}
            </>
          )
        }
      </WithStats>

      <section aria-labelledby="lead-list" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="lead-list" tabIndex={-1} className="text-2xl focus:outline-none">
            {LEAD_TABLES[filters.tab].label}
          </h2>
          <div className="flex flex-wrap gap-2">
            <ExportButton filters={filters} disabled={rows.length === 0} />
            <ExportButton filters={filters} disabled={rows.length === 0} format="xlsx" />
            <ExportButton filters={filters} disabled={false} people />
            <ExportButton filters={filters} disabled={false} format="xlsx" people />
            <CopyEmailsButton filters={filters} disabled={rows.length === 0} />
          </div>
        </div>

        <div aria-busy={loading} className="relative">
          {loading ? (
            <p role="status" className="absolute inset-x-0 top-3 z-10 mx-auto w-fit rounded-full bg-olive px-4 py-1.5 text-sm text-sand shadow-soft">
              Loading leads...
            </p>
          ) : null}
          <div className={cn("transition-opacity", loading && "opacity-50")}>
            {rows.length === 0 ? (
              <div className="rounded-2xl bg-white/70 p-8 text-center shadow-soft">
                <p className="text-ink">{filtered ? "No leads match these filters." : EMPTY_MESSAGE[filters.tab]}</p>
                {filtered ? (
                  <Link to={href({ tab: filters.tab })} className="mt-3 inline-block font-semibold text-clay underline underline-offset-4">
                    Clear filters
                  </Link>
                ) : null}
              </div>
            ) : (
              <LeadTable rows={rows} tab={filters.tab} onOpen={openDialog} followUp={followUp} returnTo={returnTo} timeZone={timeZone} />
            )}
          </div>
        </div>

        <WithStats stats={stats}>
          {(s) => (
            // Without the count (it failed): still a way back and on, without the total.
            <Pagination page={filters.page} pageCount={s ? s.pageCount : null} hasNext={rows.length === PAGE_SIZE} hrefFor={(page) => href({ ...filters, page })} />
          )}
        </WithStats>
      </section>
      <JsonDialog lead={dialog?.kind === "json" ? dialog.lead : null} onClose={closeDialog} returnFocus={returnFocus} />
      <DeleteDialog
        lead={dialog?.kind === "delete" ? dialog.lead : null}
        tab={filters.tab}
        returnTo={returnTo}
        onClose={closeDialog}
        returnFocus={returnFocus}
      />
    </div>
  );
}

/**
 * What needs the statistics, once they are in (React's `use` of the loader's promise; React
 * Router's <Await> would add its code to every page's bundle). A failed count arrives as null.
 */
function WithStats({ stats, fallback = null, children }: { stats: Promise<DashboardStats | null>; fallback?: ReactNode; children: (stats: DashboardStats | null) => ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Resolved stats={stats}>{children}</Resolved>
    </Suspense>
  );
}

function Resolved({ stats, children }: { stats: Promise<DashboardStats | null>; children: (stats: DashboardStats | null) => ReactNode }) {
  return children(use(stats));
}

/** SPEC §8's toast when the dashboard (or its figures) could not be loaded. */
export function useLoadErrorToast() {
  useEffect(() => {
    toast.error(LOAD_ERROR.title, { description: LOAD_ERROR.description });
  }, []);
}

/** A failed count says so where the figures would be (SPEC §8's message and toast); the list stays usable. */
function StatsError() {
  useLoadErrorToast();
  return (
    <p role="alert" className="rounded-2xl bg-white/70 p-4 text-ink shadow-soft">
      {LOAD_ERROR.title}. {LOAD_ERROR.description}
    </p>
  );
}

/** The three statistic cards; without `stats`, the same cards waiting for their figures. */
function StatsSection({ filtered, stats, by }: { filtered: boolean; stats?: DashboardStats; by: string }) {
  return (
    <section aria-label="Statistics" aria-busy={!stats} className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_2fr]">
      <Stat label={filtered ? "Matching leads" : "Total leads"} value={stats?.total} testId="stat-total" />
      <Stat label="Last 7 days" value={stats?.last7Days} testId="stat-last7" />
      <div className="col-span-2 rounded-2xl bg-white/70 p-4 shadow-soft lg:col-span-1">
        <h2 className="font-sans text-sm font-semibold text-ink-soft">{by}</h2>
        {!stats ? (
          <p className="mt-2 text-sm text-ink-soft">Counting…</p>
        ) : stats.bySource.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">Nothing yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" data-testid="stat-sources">
            {stats.bySource.slice(0, 6).map((s) => (
              <li key={s.source} className="flex justify-between gap-3">
                <span className="truncate" title={s.source}>
                  {s.source.startsWith("/") ? (
                    <>
                      {sourceLabel(s.source)} <span className="text-ink-soft">{s.source}</span>
                    </>
                  ) : (
                    s.source
                  )}
                </span>
                <span className="font-semibold tabular-nums">{numberFormat.format(s.count)}</span>
              </li>
            ))}
            {stats.bySource.length > 6 ? <li className="text-ink-soft">and {stats.bySource.length - 6} more</li> : null}
          </ul>
        )}
      </div>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value?: number; testId: string }) {
  return (
    <div className="rounded-2xl bg-white/70 p-4 shadow-soft">
      <h2 className="font-sans text-sm font-semibold text-ink-soft">{label}</h2>
      <p className="mt-1 font-display text-4xl tabular-nums" data-testid={value === undefined ? undefined : testId}>
        {value === undefined ? (
          <>
            <span aria-hidden="true">…</span>
            <span className="sr-only">Counting</span>
          </>
        ) : (
          numberFormat.format(value)
        )}
      </p>
    </div>
  );
}

/**
 * A GET form, so it works without JavaScript (the loader then redirects to the clean URL).
 * With JavaScript it navigates straight to the clean URL, and the selects apply on change.
 */
function FilterForm({ filters, sources }: { filters: LeadFilters; sources: string[] }) {
  const navigate = useNavigate();
  // Uncontrolled, so that what is typed before the page hydrates stays; a new search from
  // elsewhere (a link, back and forward) is written into the box when it arrives.
  const search = useRef<HTMLInputElement>(null);
  const shownQ = useRef(filters.q);
  useEffect(() => {
    if (shownQ.current === filters.q) return;
    shownQ.current = filters.q;
    if (search.current) search.current.value = filters.q;
  }, [filters.q]);

  function go(form: HTMLFormElement) {
    const fd = new FormData(form);
    const range = String(fd.get("range") ?? "all");
    navigate(
      href({
        tab: filters.tab,
        q: String(fd.get("q") ?? "").trim(),
        retreat: String(fd.get("retreat") ?? ""),
        range: isDateRange(range) ? range : "all",
        from: String(fd.get("from") ?? ""),
        to: String(fd.get("to") ?? ""),
      }),
    );
  }

  return (
    <Form
      method="get"
      action="/admin/leads"
      role="search"
      aria-label="Filter leads"
      className="grid gap-3 rounded-2xl bg-linen/70 p-4 md:grid-cols-2 md:items-end xl:grid-cols-[2fr_1.3fr_1fr_1fr_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        go(e.currentTarget);
      }}
    >
      {filters.tab !== "brochure" ? <input type="hidden" name="tab" value={filters.tab} /> : null}
      <div className="space-y-1">
        <div className="flex items-baseline justify-between gap-3">
          <label htmlFor="lead-search" className="block text-sm font-semibold">
            Search
          </label>
          <span id="lead-search-hint" className="text-xs text-ink-soft">
            finds any part
          </span>
        </div>
        <input
          id="lead-search"
          name="q"
          type="search"
          ref={search}
          defaultValue={filters.q}
          placeholder="Name, e-mail or phone"
          aria-describedby="lead-search-hint"
          maxLength={200}
          className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-4 text-base"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="lead-retreat" className="block text-sm font-semibold">
          {RETREAT_FILTER[filters.tab].label}
        </label>
        <select
          id="lead-retreat"
          name="retreat"
          defaultValue={filters.retreat}
          key={`retreat-${filters.tab}-${filters.retreat}`}
          onChange={(e) => go(e.currentTarget.form!)}
          className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base"
        >
          <option value="">{RETREAT_FILTER[filters.tab].all}</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s.startsWith("/") ? `${sourceLabel(s)} (${s})` : s}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor="lead-range" className="block text-sm font-semibold">
          Date range
        </label>
        <select
          id="lead-range"
          name="range"
          defaultValue={filters.range}
          key={`range-${filters.range}`}
          onChange={(e) => go(e.currentTarget.form!)}
          className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base"
        >
          {DATE_RANGES.map((r) => (
            <option key={r} value={r}>
              {DATE_RANGE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      {(["from", "to"] as const).map((end) => (
        <div key={end} className="space-y-1">
          <label htmlFor={`lead-${end}`} className="block text-sm font-semibold">
            {end === "from" ? "From day" : "To day"}
          </label>
          <input
            id={`lead-${end}`}
            name={end}
            type="date"
            defaultValue={filters[end]}
            key={`${end}-${filters[end]}`}
            onChange={(e) => go(e.currentTarget.form!)}
            className="block min-h-11 w-full rounded-xl border border-ink/25 bg-white px-3 text-base"
          />
        </div>
      ))}
      <Button type="submit" className="md:self-end">
        <Search aria-hidden /> Apply
      </Button>
    </Form>
  );
}

/**
 * Export CSV: a plain download link without JavaScript; with it, a fetch so the organiser gets
 * the SPEC §8 toasts for success and failure.
 */
function ExportButton({ filters, disabled, format = "csv", people = false }: { filters: LeadFilters; disabled: boolean; format?: "csv" | "xlsx"; people?: boolean }) {
  const [busy, setBusy] = useState(false);
  const search = serializeFilters({ ...filters, page: 1 });
  // The people export is every person across the forms: the tab's filters are not its.
  const url = people ? `/admin/people.${format}` : `/admin/leads.${format}${search ? `?${search}` : ""}`;
  const label = `${people ? "People" : "Export"} ${format.toUpperCase()}`;
  const type = format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv";
  async function exportCsv(e: React.MouseEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const res = await fetch(url, { credentials: "same-origin", headers: { Accept: type } });
      if (!res.ok || !res.headers.get("Content-Type")?.startsWith(type)) throw new Error(`status ${res.status}`);
      const blob = await res.blob();
      // The server names the file (the tab and the organiser's date).
      const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? `retreatly-leads.${format}`;
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      toast.success(`${format.toUpperCase()} exported successfully`, { description: people ? "Downloaded everyone you follow up." : "Downloaded filtered leads data." });
    } catch {
      toast.error("Export failed", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  }
  if (disabled)
    return (
      <Button variant="outline" size="sm" disabled>
        <Download aria-hidden /> {label}
      </Button>
    );
  return (
    <a href={url} download onClick={exportCsv} aria-disabled={busy} className={buttonVariants({ variant: "outline", size: "sm-touch" })}>
      <Download aria-hidden /> {busy ? "Exporting..." : label}
    </a>
  );
}

/**
 * Copies the e-mails of the whole filtered set (the server lists them: /admin/leads.emails), not
 * only the page shown. A link underneath: without JavaScript it opens the list to copy by hand.
 */
function CopyEmailsButton({ filters, disabled }: { filters: LeadFilters; disabled: boolean }) {
  const search = serializeFilters({ ...filters, page: 1 });
  const url = `/admin/leads.emails${search ? `?${search}` : ""}`;
  async function copy(e: React.MouseEvent) {
    e.preventDefault();
    try {
      const res = await fetch(url, { credentials: "same-origin" });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const text = await res.text();
      await navigator.clipboard.writeText(text);
      const count = Number(res.headers.get("X-Count") ?? 0);
      toast.success("Emails copied", { description: `${count} email ${count === 1 ? "address" : "addresses"} copied to clipboard` });
    } catch {
      toast.error("Copy failed");
    }
  }
  if (disabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        <Mail aria-hidden /> Copy e-mails
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} onClick={copy}>
        <Mail aria-hidden /> Copy e-mails
      </a>
    </Button>
  );
}

function extraColumn(tab: LeadTab): { key: string; label: string } | null {
  if (tab === "waitlist") return { key: "retreat_location", label: "Retreat" };
  if (tab === "inquiries") return { key: "kind", label: "Kind" };
  if (tab === "newsletter") return { key: "confirmed_at", label: "Confirmed" };
  return null;
}

/**
 * A table on wide screens; on a phone each row becomes a card (cells stack, each with its own
 * label), so nothing scrolls sideways. Names render as text: React escapes them. The row's
 * styles are short classes from routes/admin/admin.css (lead-table, lead-cell, lead-action...), not class
 * lists per element, and the action buttons draw their icons in CSS: the server renders this
 * 25 times a page (docs/decisions/015-admin-page-weight.md).
 */
function LeadTable({
  rows,
  tab,
  onOpen,
  followUp,
  returnTo,
  timeZone,
}: {
  rows: Lead[];
  tab: LeadTab;
  timeZone: string;
  onOpen: (kind: "json" | "delete", lead: Lead, from: HTMLElement) => void;
  followUp: ListFollowUp | null;
  returnTo: string;
}) {
  const people = tab === "newsletter" ? null : (followUp?.people ?? null);
  const extra = extraColumn(tab);
  return (
    <table className="lead-table block w-full text-sm md:table md:rounded-2xl md:bg-white/70 md:shadow-soft">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="md:border-b md:border-ink/10 md:text-left">
          <th scope="col" className="md:px-3 md:py-3">Name</th>
          <th scope="col" className="md:px-3 md:py-3">E-mail</th>
          {tab !== "newsletter" ? <th scope="col" className="md:px-3 md:py-3">Phone</th> : null}
          <th scope="col" className="md:px-3 md:py-3">Source page</th>
          {extra ? <th scope="col" className="md:px-3 md:py-3">{extra.label}</th> : null}
          <th scope="col" className="md:px-3 md:py-3">Received</th>
          {people ? <th scope="col" className="md:px-3 md:py-3">Follow-up</th> : null}
          <th scope="col" className="md:px-3 md:py-3">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((lead) => (
          <tr key={lead.id} data-testid="lead-row">
            <td className="lead-cell lead-name">
              <RowName name={lead.name} person={people?.[lead.id]} />
            </td>
            <td data-label="E-mail" className="lead-cell lead-email">
              <a href={mailtoHref(lead.email)}>{lead.email}</a>
            </td>
            {tab !== "newsletter" ? (
              <td data-label="Phone" className="lead-cell lead-nowrap">
                {lead.phone ? <a href={`tel:${String(lead.phone).replace(/[^\d+]/g, "")}`}>{lead.phone}</a> : "—"}
              </td>
            ) : null}
            <td data-label="Source" className="lead-cell">
              {lead.source_page}
            </td>
            {extra ? (
              <td data-label={extra.label} className="lead-cell lead-extra">
                {extra.key === "confirmed_at" ? (lead.confirmed_at ? "Yes" : "No") : (lead[extra.key] ?? "—")}
              </td>
            ) : null}
            <td data-label="Received" className="lead-cell lead-date">
              <time dateTime={lead.created_at}>{formatDateTime(lead.created_at, timeZone)}</time>
            </td>
            {people ? (
              <td data-label="Follow-up" className="lead-cell">
                <RowFollowUp person={people[lead.id]} label={lead.name ?? lead.email} returnTo={returnTo} />
              </td>
            ) : null}
            <td className="lead-cell lead-actions">
              <div>
                <button
                  type="button"
                  className="lead-action lead-action-json"
                  aria-label={`JSON record of ${lead.name ?? lead.email}`}
                  aria-haspopup="dialog"
                  onClick={(e) => onOpen("json", lead, e.currentTarget)}
                >
                  JSON
                </button>
                <button
                  type="button"
                  className="lead-action lead-action-delete"
                  aria-label={`Delete ${lead.name ?? lead.email}`}
                  aria-haspopup="dialog"
                  onClick={(e) => onOpen("delete", lead, e.currentTarget)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
