/**
 * The mail module's shared shapes, in a module of their own so enqueue, the templates, the
 * stored message and the worker can all use them without importing one another in a circle.
 */

/**
 * What the lead-capture code hands to the mail outbox, inside the same transaction as the lead
 * row, so a lead and its e-mails are stored together or not at all.
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
  /** A waitlist sign-up: what the chosen waitlist is for (lib/editions/waitlist-choices.ts). */
  waitlistFor?: "open" | "soon" | "full" | "next";
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

/** Outbox kinds, one per template. */
export type MailKind = "organiser_lead" | "brochure" | "waitlist" | "newsletter_confirm" | "inquiry_ack";

export interface StoredMailData {
  lead: LeadForMail;
  /** newsletter_confirm only: the links the message carries. */
  links?: { confirmUrl: string; unsubscribeUrl: string };
  /** organiser_lead only: the visitor's own e-mail was withheld (daily cap per address). */
  visitorMailWithheld?: boolean;
}

/**
 * The admin team's e-mails (team-mail.server.ts): each carries a single-use link whose token
 * the database otherwise keeps only as a SHA-256, so the worker blanks their stored bodies once
 * they are sent: a copy of the outbox then opens nothing.
 */
export const LINK_MAIL_KINDS = ["admin_invitation", "admin_reset"] as const;
