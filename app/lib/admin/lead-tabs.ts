import { parsePage } from "./page-param";
import { LEAD_TABS, type LeadTab } from "~/lib/leads/lead-tables";
import { isDateRange, type ChartBucket, type DateRange } from "./date-range";
import { isCalendarDate, ISO_DAY } from "~/lib/calendar";

/**
 * The dashboard's tabs and URL state (STYLE §8: the admin list is URL state). Shared by the
 * route loader, the CSV export and the client filter form, so all three read one definition.
 * The tabs themselves, and their labels, come from the lead tables (~/lib/leads/lead-tables.ts).
 */
export { LEAD_TABS, type LeadTab };

/**
 * The retreat filter's label, its "all" option and the heading of its figures, per tab: a
 * brochure's retreat page, the retreat a waitlist visitor chose, and the form's page on the
 * inquiries and newsletter tabs, where "retreat" would be wrong.
 */
export const RETREAT_FILTER: Record<LeadTab, { label: string; all: string; by: string }> = {
  brochure: { label: "Retreat", all: "All retreats", by: "By retreat" },
  waitlist: { label: "Retreat chosen", all: "All retreats", by: "By retreat chosen" },
  inquiries: { label: "Form", all: "All forms", by: "By form" },
  newsletter: { label: "Form", all: "All pages", by: "By page" },
};

export const PAGE_SIZE = 25;

/** The statistics of the whole filtered set, with the chart and the page count they give. */
export interface DashboardStats {
  total: number;
  last7Days: number;
  bySource: { source: string; count: number }[];
  chart: ChartBucket[];
  pageCount: number;
}

/** SPEC §8: the dashboard's load failure, on the page and as a toast. */
export const LOAD_ERROR = { title: "Error loading leads", description: "Please try again later." } as const;
const MAX_SEARCH_LENGTH = 200;

export interface LeadFilters {
  tab: LeadTab;
  q: string;
  retreat: string;
  range: DateRange;
  /** A custom span of the organiser's days, YYYY-MM-DD, each end included ("" when open). */
  from: string;
  to: string;
  page: number;
}

export const DEFAULT_FILTERS: LeadFilters = { tab: "brochure", q: "", retreat: "", range: "all", from: "", to: "", page: 1 };

/** A calendar day as a date input sends it, or "" for anything else. */
function day(value: string | null) {
  return value && ISO_DAY.test(value) && isCalendarDate(value) ? value : "";
}

export function isLeadTab(value: unknown): value is LeadTab {
  return typeof value === "string" && (LEAD_TABS as readonly string[]).includes(value);
}

/**
 * A search or retreat value as the queries get it: control characters dropped (no lead holds
 * one, nobody types one, and a NUL is refused by PostgreSQL in any text value and ends SQLite's
 * FTS5 query string early, so it made the page a 500), trimmed, and cut to a bound.
 */
export const cleanFilterText = (value: string | null) =>
  (value ?? "")
    .replace(/[\t\n\r]+/g, " ")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);

/**
 * Reads the filters from a query string. Invalid or unknown values fall back to the default and
 * `clean` is false, so the loader can redirect to the canonical URL (bookmarks stay tidy and a
 * hand-edited URL never errors).
 */
export function parseFilters(params: URLSearchParams): { filters: LeadFilters; clean: boolean } {
  const tab = params.get("tab") ?? "brochure";
  const q = cleanFilterText(params.get("q"));
  const retreat = cleanFilterText(params.get("retreat"));
  const range = params.get("range") ?? "all";
  let from = day(params.get("from"));
  let to = day(params.get("to"));
  // Ends given the wrong way round mean the span between them.
  if (from && to && from > to) [from, to] = [to, from];
  const page = parsePage(params);
  const filters: LeadFilters = {
    tab: isLeadTab(tab) ? tab : "brochure",
    q,
    retreat,
    range: isDateRange(range) ? range : "all",
    from,
    to,
    page,
  };
  const clean = serializeFilters(filters) === canonicalOrder(params);
  return { filters, clean };
}

/** The canonical query string: defaults left out, keys in a fixed order. */
export function serializeFilters(filters: Partial<LeadFilters>): string {
  const f = { ...DEFAULT_FILTERS, ...filters };
  const out = new URLSearchParams();
  if (f.tab !== "brochure") out.set("tab", f.tab);
  if (f.q) out.set("q", f.q);
  if (f.retreat) out.set("retreat", f.retreat);
  if (f.range !== "all") out.set("range", f.range);
  if (f.from) out.set("from", f.from);
  if (f.to) out.set("to", f.to);
  if (f.page > 1) out.set("page", String(f.page));
  return out.toString();
}

function canonicalOrder(params: URLSearchParams) {
  return params.toString();
}


/**
 * A readable name for a source page ("/retreats/goa-2025" → "Goa 2025", "/" → "Home"), so the
 * organiser picks a retreat rather than a URL; the path stays the filter's value.
 */
export function sourceLabel(path: string) {
  const last = path.split(/[?#]/)[0]!.split("/").filter(Boolean).pop();
  if (!last) return "Home";
  const words = last.replace(/[-_]+/g, " ").trim();
  // Acronyms keep their capitals ("faq" reads "FAQ", not "Faq").
  const cased = words.replace(/\b(faq|utm)\b/gi, (w) => w.toUpperCase());
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}
