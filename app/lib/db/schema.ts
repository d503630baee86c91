import type { Generated } from "kysely";

/**
 * Table types for Kysely, in step with ./migrations. Timestamps are ISO 8601 UTC strings
 * (see migrations/helpers.ts for why).
 */
interface LeadColumns {
  id: Generated<number>;
  source_page: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  landing_page: string | null;
  consent_version: string;
  consent_at: string;
  created_at: string;
}

export interface BrochureSignupTable extends LeadColumns {
  name: string;
  email: string;
  phone: string | null;
  brochure_url: string;
}

export interface WaitlistSignupTable extends LeadColumns {
  name: string;
  email: string;
  phone: string | null;
  retreat_location: string;
}

export type InquiryKind = "contact" | "corporate" | "host";

export interface InquiryTable extends LeadColumns {
  kind: InquiryKind;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  expertise: string | null;
  dates: string | null;
  message: string;
}

export interface NewsletterSubscriberTable extends LeadColumns {
  name: string | null;
  email: string;
  confirm_token_hash: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface AdminSessionTable {
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface AdminLoginAttemptTable {
  id: Generated<number>;
  ip: string;
  succeeded: number;
  created_at: string;
}

/** withheld: never sent on purpose (enqueue.server.ts), last_error says why. */
export type OutboxStatus = "pending" | "sending" | "sent" | "failed" | "withheld";

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  lead_table: string | null;
  lead_id: number | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON object of extra headers (migration 004). */
  headers: string | null;
  /** Which claim owns a row in `sending` (migration 004). */
  claim_token: string | null;
}

/** A picture slot's photograph (migration 013): its manifest entry (app/lib/images.ts) as JSON. */
export interface PhotoTable {
  image_id: string;
  alt: string;
  entry: string;
  /** All its variants' bytes together. */
  bytes: number;
  uploaded_at: string;
}

/** One variant of a photograph, served at /photos/<name> (a content-hashed name). */
export interface PhotoFileTable {
  name: string;
  image_id: string;
  content_type: string;
  body: Buffer | Uint8Array;
}

/** Every upload and removal; the highest id is the photographs' version. */
export interface PhotoChangeTable {
  id: Generated<number>;
  image_id: string;
  action: "uploaded" | "removed";
  at: string;
}

export interface Database {
  brochure_signups: BrochureSignupTable;
  waitlist_signups: WaitlistSignupTable;
  inquiries: InquiryTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  rate_limits: RateLimitTable;
  app_settings: AppSettingTable;
  admin_sessions: AdminSessionTable;
  admin_login_attempts: AdminLoginAttemptTable;
  mail_outbox: MailOutboxTable;
  photos: PhotoTable;
  photo_files: PhotoFileTable;
  photo_changes: PhotoChangeTable;
}
