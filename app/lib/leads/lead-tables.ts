import type { Database, RequestTable } from "~/lib/db/schema";

/**
 * The lead tables, one entry per admin tab: the one description every other list is derived
 * from (the admin's tabs and labels, its searches, exports and file names, the follow-up's
 * request tables). Plain data, so the browser's filter form reads it too.
 */
export const LEAD_TABS = ["brochure", "waitlist", "inquiries", "newsletter"] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

type LeadTableName = "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers";

interface LeadTableEntry<T extends LeadTableName> {
  table: T;
  /** The tab's heading, and the sheet's name in an XLSX export. */
  label: string;
  /** The export's file name: retreatly-<file>-<day>.csv (exports.server.ts). */
  file: string;
  /**
   * Columns the search box looks in. The search indexes hold the same columns (SQLite's FTS5
   * table of migration 002, PostgreSQL's search_text of 006; migrations keep their own copy so
   * they never change, and a test checks the copies against this list).
   */
  search: readonly (keyof Database[T] & string)[];
  /** Columns shown in the record view and exported, in order. Secrets (token hashes) never. */
  columns: readonly (keyof Database[T] & string)[];
  /**
   * What the retreat filter and the "by" figures group by: the retreat page a brochure came
   * from, but the retreat a waitlist visitor chose (a Bali-page visitor who picks Morocco 2026
   * counts under Morocco), and the form's page for inquiries and the newsletter.
   */
  retreatColumn: "source_page" | "retreat_location";
  /** A request of a person the organiser follows up (migration 011); the newsletter is not. */
  request: boolean;
}

/** An entry whose columns are those of its own table. */
type AnyLeadTableEntry = { [T in LeadTableName]: LeadTableEntry<T> }[LeadTableName];

const ATTRIBUTION = ["utm_source", "utm_medium", "utm_campaign", "referrer", "landing_page", "consent_version", "consent_at"] as const;

export const LEAD_TABLES = {
  brochure: {
    table: "brochure_signups",
    label: "Brochure leads",
    file: "brochure-leads",
    search: ["name", "email", "phone"],
    columns: ["id", "created_at", "name", "email", "phone", "source_page", "brochure_url", ...ATTRIBUTION],
    retreatColumn: "source_page",
    request: true,
  },
  waitlist: {
    table: "waitlist_signups",
    label: "Waitlist",
    file: "waitlist",
    search: ["name", "email", "phone"],
    columns: ["id", "created_at", "name", "email", "phone", "source_page", "retreat_location", ...ATTRIBUTION],
    retreatColumn: "retreat_location",
    request: true,
  },
  inquiries: {
    table: "inquiries",
    label: "Inquiries",
    file: "inquiries",
    search: ["name", "email", "phone", "company"],
    columns: ["id", "created_at", "kind", "name", "email", "phone", "company", "expertise", "dates", "message", "source_page", ...ATTRIBUTION],
    retreatColumn: "source_page",
    request: true,
  },
  newsletter: {
    table: "newsletter_subscribers",
    label: "Newsletter",
    file: "newsletter",
    search: ["name", "email"],
    columns: ["id", "created_at", "name", "email", "confirmed_at", "unsubscribed_at", "source_page", ...ATTRIBUTION],
    retreatColumn: "source_page",
    request: false,
  },
} as const satisfies { [K in LeadTab]: AnyLeadTableEntry };

/**
 * Each exported column's header and cell type in the CSV and XLSX exports
 * (app/lib/admin/exports.server.ts): words the organiser reads instead of column names.
 */
export const EXPORT_COLUMNS = {
  id: { header: "Id", type: "id" },
  created_at: { header: "Submitted", type: "instant" },
  kind: { header: "Form", type: "text" },
  name: { header: "Name", type: "text" },
  email: { header: "E-mail", type: "text" },
  phone: { header: "Phone", type: "phone" },
  company: { header: "Company", type: "text" },
  expertise: { header: "Expertise", type: "text" },
  dates: { header: "Dates", type: "text" },
  message: { header: "Message", type: "text" },
  source_page: { header: "Page", type: "text" },
  brochure_url: { header: "Brochure", type: "text" },
  retreat_location: { header: "Retreat", type: "text" },
  confirmed_at: { header: "Confirmed", type: "instant" },
  unsubscribed_at: { header: "Unsubscribed", type: "instant" },
  utm_source: { header: "Source", type: "text" },
  utm_medium: { header: "Medium", type: "text" },
  utm_campaign: { header: "Campaign", type: "text" },
  referrer: { header: "Referrer", type: "text" },
  landing_page: { header: "Landing page", type: "text" },
  consent_version: { header: "Consent version", type: "text" },
  consent_at: { header: "Consent given", type: "instant" },
} as const satisfies Record<(typeof LEAD_TABLES)[LeadTab]["columns"][number], { header: string; type: "id" | "text" | "phone" | "instant" }>;

/** A lead as the admin lists and exports it: its table's columns of LEAD_TABLES. */
export type LeadRow = Record<string, string | number | null> & { id: number; created_at: string; email: string; name: string | null; source_page: string };

/** The tables whose rows are requests a person is followed up for, in tab order. */
export const REQUEST_TABLES: readonly RequestTable[] = LEAD_TABS.flatMap((tab) => {
  const entry: AnyLeadTableEntry = LEAD_TABLES[tab];
  return entry.request ? [entry.table as RequestTable] : [];
});

/** The tab a lead table is listed on. */
export function tabOfTable(table: LeadTableName): LeadTab {
  return LEAD_TABS.find((tab) => LEAD_TABLES[tab].table === table)!;
}
