import type { Generated } from "kysely";
import type { Stage } from "~/lib/leads/stages";

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
  /** The chosen retreat's id and edition slug (null: its next edition, not yet set); migration 023. */
  retreat: string | null;
  edition_slug: string | null;
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

/** A signed-in browser (migration 015 names its user). */
export interface AdminSessionTable {
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** Null for the break-glass password (ADMIN_PASSWORD_HASH) and the shared password before the owner exists. */
  user_id: number | null;
  /** user: signed in; second-factor: the password was right, the code is still asked; break-glass; legacy: the shared password before users. */
  kind: Generated<AdminSessionKind>;
  user_agent: string | null;
}

export type AdminSessionKind = "user" | "second-factor" | "break-glass" | "legacy";

export type AdminRole = "owner" | "member";

/** A named admin user (migration 015; app/lib/admin/users.server.ts). */
export interface AdminUserTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  role: AdminRole;
  password_hash: string;
  /** The TOTP secret, encrypted with ADMIN_SECRET_KEY (two-factor.server.ts). */
  totp_secret: string | null;
  /** Null until the user's first code is confirmed: a secret without it is an enrolment in progress. */
  totp_enabled_at: string | null;
  /** The time-step (Unix seconds / 30) of the last code accepted: a code is never accepted twice (migration 016). */
  totp_last_step: number | null;
  created_at: string;
  updated_at: string;
  /** A removed user stays for the records that name them; they can no longer sign in. */
  removed_at: string | null;
}

export type AdminTokenPurpose = "setup" | "invitation" | "reset";

/** A single-use link: first-run setup, an invitation, a password reset (migration 015). Only the token's SHA-256 is kept. */
export interface AdminTokenTable {
  token_hash: string;
  purpose: AdminTokenPurpose;
  user_id: number | null;
  email: string | null;
  role: AdminRole | null;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Ten single-use recovery codes per user with two-factor sign-in, kept as SHA-256 (migration 015). */
export interface AdminRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Who did what in the admin (migration 015; app/lib/admin/audit.server.ts). */
export interface AdminAuditTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  /** The user's name when it happened, "break-glass owner", or "admin (before users)". */
  actor: string;
  action: string;
  subject: string | null;
  detail: string | null;
}

/** Who made a timeline, edition history or photo log entry (migration 015). */
interface ActorColumns {
  actor_id: number | null;
  actor: Generated<string>;
}

/** The same, where the column has no default: every row names its actor (bookings, migration 018). */
interface NamedActorColumns {
  actor_id: number | null;
  actor: string;
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
  /** The address lower-cased without its +tag: what the daily cap per recipient counts by (migration 019). */
  recipient_key: string | null;
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
export interface PhotoChangeTable extends ActorColumns {
  id: Generated<number>;
  image_id: string;
  action: "uploaded" | "removed";
  at: string;
}

/**
 * A post the bot checks caught (migration 012), kept apart from the leads: `fields` and
 * `context` are JSON (app/lib/spam/spam.server.ts).
 */
export interface SpamPostTable {
  id: Generated<number>;
  form: string;
  reason: string;
  ms_since_render: number | null;
  valid: number;
  source_page: string;
  fields: string;
  context: string;
  created_at: string;
}

/** A retreat's dated edition (migration 009; app/lib/editions/editions.server.ts). */
export interface RetreatEditionTable {
  id: Generated<number>;
  retreat: string;
  slug: string;
  start_date: string;
  end_date: string;
  price_inr: number | null;
  early_bird_price_inr: number | null;
  early_bird_until: string | null;
  deposit_inr: number;
  balance_due_days: number;
  capacity: number;
  /** Places set by hand, on top of the active bookings (migration 018 kept what was typed). */
  places_taken: number;
  state: string;
  /** Book Now's payment page, a whole https URL (migration 022; it replaced payment_slug). */
  payment_url: string | null;
  whatsapp_message: string | null;
  created_at: string;
  updated_at: string;
}

/** What changed in an edition, and when (migration 009). `changes` is JSON. */
export interface RetreatEditionHistoryTable extends ActorColumns {
  id: Generated<number>;
  edition_id: number;
  changed_at: string;
  action: string;
  changes: string;
}

/** The lead tables whose rows are requests of a person the organiser follows up (migration 011). */
export type RequestTable = "brochure_signups" | "waitlist_signups" | "inquiries";

/** One person behind one or more requests: the organiser's stage and follow-up day (migration 011). */
export interface LeadPersonTable {
  id: Generated<number>;
  stage: Stage;
  lost_reason: string | null;
  /** The next follow-up day, YYYY-MM-DD in the organiser's calendar. */
  follow_up_on: string | null;
  contacted_at: string | null;
  created_at: string;
  updated_at: string;
  /** Who the organiser answers (migration 019): from the request that created the person, until the organiser changes it. */
  name: string | null;
  email: string;
  /** As typed, and in E.164 for the WhatsApp and call links. */
  phone: string | null;
  phone_e164: string | null;
  /** When the person asked not to be contacted (migration 020: an unsubscribe link); "a place opened" skips them. */
  no_contact_at: Generated<string | null>;
}

/** Each brochure, waitlist or inquiry row linked to its person (migration 011). */
export interface LeadRequestTable {
  lead_table: RequestTable;
  lead_id: number;
  person_id: number;
  email_key: string;
  phone_e164: string | null;
  request_key: string;
  is_repeat: number;
  created_at: string;
}

/** A person's timeline (migration 011). */
export interface LeadEventTable extends ActorColumns {
  id: Generated<number>;
  person_id: number;
  kind: "stage" | "note" | "follow_up" | "merge" | "details" | "booking" | "payment" | "message" | "no_contact" | "contact_again";
  stage: Stage | null;
  body: string | null;
  created_at: string;
  /** A message (migration 020): the template's purpose, the channel, the edition it was about, its outbox row. */
  message_purpose: Generated<string | null>;
  message_channel: Generated<string | null>;
  edition_id: Generated<number | null>;
  outbox_id: Generated<number | null>;
}

/** A retreat's words the organiser keeps between its editions (migration 017). */
export interface RetreatTable {
  id: string;
  /** When the next edition usually runs, shown while none is ahead: "Dates to be announced, usually December". */
  next_season: string;
  updated_at: string;
  /** The published story, RetreatSchema's JSON (migration 024); null until first published. */
  content: string | null;
  /** The story being edited, not yet published; null when there is none. */
  draft: string | null;
  /** Raised by every save: a form posted with an older one is refused. */
  version: Generated<number>;
  /** Order in the menus and lists. */
  position: Generated<number>;
  archived_at: string | null;
}

/** Every saved version of a retreat's story (migration 024). */
export interface RetreatVersionTable extends ActorColumns {
  id: Generated<number>;
  retreat: string;
  version: number;
  action: string;
  /** The section that was edited, when one was. */
  section: string | null;
  content: string;
  at: string;
}

/** An edition's own itinerary, replacing its retreat's (migration 024): the days as JSON. */
export interface EditionItineraryTable extends ActorColumns {
  edition_id: number;
  days: string;
  updated_at: string;
}

/** A testimonial, review, accreditation or press mention (migration 017; app/lib/proof). */
export interface ProofItemTable {
  id: Generated<number>;
  kind: string;
  position: number;
  text: string;
  name: string;
  detail: string;
  retreat: string | null;
  /** YYYY-MM. */
  month: string | null;
  source: string | null;
  url: string | null;
  created_at: string;
  updated_at: string;
}

export type BookingStatus = "booked" | "cancelled" | "refunded";

/** A person booked on an edition (migration 018; app/lib/bookings). Amounts in the currency's minor unit (paise). */
export interface BookingTable extends NamedActorColumns {
  id: Generated<number>;
  person_id: number;
  edition_id: number;
  /** The room or price option, as the organiser words it: "Twin sharing". */
  option_label: string;
  currency: Generated<string>;
  agreed_minor: number;
  /** YYYY-MM-DD in the organiser's calendar. */
  balance_due_on: string;
  status: BookingStatus;
  created_at: string;
  updated_at: string;
}

type BookingPaymentKind = "payment" | "refund";

/** Money received for a booking, or given back (kind refund); `amount_minor` is always positive. */
export interface BookingPaymentTable extends NamedActorColumns {
  id: Generated<number>;
  booking_id: number;
  kind: BookingPaymentKind;
  /** YYYY-MM-DD. */
  paid_on: string;
  amount_minor: number;
  method: string;
  note: string | null;
  created_at: string;
}

/** The organiser's wording of a message, per purpose and channel (migration 020; app/lib/messages). */
export interface MessageTemplateTable extends ActorColumns {
  id: Generated<number>;
  purpose: string;
  channel: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
  updated_at: string;
}

/** One row per day a digest was considered (migration 011). */
export interface OrganiserDigestTable {
  day: string;
  new_leads: number;
  due: number;
  sent: number;
  created_at: string;
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
  admin_users: AdminUserTable;
  admin_tokens: AdminTokenTable;
  admin_recovery_codes: AdminRecoveryCodeTable;
  admin_audit: AdminAuditTable;
  mail_outbox: MailOutboxTable;
  photos: PhotoTable;
  photo_files: PhotoFileTable;
  photo_changes: PhotoChangeTable;
  spam_posts: SpamPostTable;
  retreat_editions: RetreatEditionTable;
  retreat_edition_history: RetreatEditionHistoryTable;
  lead_people: LeadPersonTable;
  lead_requests: LeadRequestTable;
  lead_events: LeadEventTable;
  organiser_digests: OrganiserDigestTable;
  retreats: RetreatTable;
  proof_items: ProofItemTable;
  bookings: BookingTable;
  booking_payments: BookingPaymentTable;
  message_templates: MessageTemplateTable;
  retreat_versions: RetreatVersionTable;
  edition_itineraries: EditionItineraryTable;
}
