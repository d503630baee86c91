import type { Generated, Kysely } from "kysely";
import type { Database } from "~/lib/db/schema";
import type { Stage } from "./stages";

/**
 * The follow-up's tables (migration 011), typed here beside the code that uses them, as the
 * editions keep theirs: lead_people (one person, the organiser's stage and follow-up day),
 * lead_requests (each brochure, waitlist or inquiry row linked to its person), lead_events (the
 * timeline) and organiser_digests (one row per day a digest was considered).
 */
export type RequestTable = "brochure_signups" | "waitlist_signups" | "inquiries";
export const REQUEST_TABLES: readonly RequestTable[] = ["brochure_signups", "waitlist_signups", "inquiries"];

export interface FollowUpTables {
  lead_people: {
    id: Generated<number>;
    stage: Stage;
    lost_reason: string | null;
    /** The next follow-up day, YYYY-MM-DD in the organiser's calendar. */
    follow_up_on: string | null;
    contacted_at: string | null;
    created_at: string;
    updated_at: string;
  };
  lead_requests: {
    lead_table: RequestTable;
    lead_id: number;
    person_id: number;
    email_key: string;
    phone_e164: string | null;
    request_key: string;
    is_repeat: number;
    created_at: string;
  };
  lead_events: {
    id: Generated<number>;
    person_id: number;
    kind: "stage" | "note" | "follow_up";
    stage: Stage | null;
    body: string | null;
    created_at: string;
  };
  organiser_digests: { day: string; new_leads: number; due: number; sent: number; created_at: string };
}

export type FollowUpDb = Kysely<Database & FollowUpTables>;
export const fdb = (db: Kysely<any>) => db as unknown as FollowUpDb;
