import type { Transaction } from "kysely";
import type { Database } from "~/lib/db/schema";

/**
 * What the lead-capture code hands to the mail outbox, inside the same transaction as the lead
 * row, so a lead and its e-mails are stored together or not at all (issue 6).
 */
export interface LeadForMail {
  table: "brochure_signups" | "waitlist_signups" | "inquiries" | "newsletter_subscribers";
  id: number;
  kind: "brochure" | "waitlist" | "contact" | "corporate" | "host" | "newsletter";
  name: string | null;
  email: string;
  phone?: string | null;
  sourcePage: string;
  retreatName?: string;
  brochureUrl?: string;
  retreatLocation?: string;
  company?: string | null;
  expertise?: string | null;
  dates?: string | null;
  message?: string | null;
  attribution: {
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    referrer: string | null;
    landing_page: string | null;
  };
  /** Newsletter double opt-in: the raw confirmation token (only its hash is stored). */
  confirmToken?: string;
}

/** Writes the e-mails this lead triggers into mail_outbox. (The mail work, issue 6, fills this in.) */
export async function enqueueLeadEmails(_trx: Transaction<Database>, _lead: LeadForMail): Promise<void> {}
