import type { Stage } from "./stages";

/**
 * The shapes of the follow-up that the server builds and the admin's components
 * show: one definition for both, with no server code, so a component may import it.
 */

/** One-tap replies to a request: WhatsApp, e-mail and a call (lib/leads/reply-links.server.ts). */
export interface ReplyLinks {
  whatsapp: string | null;
  mailto: string;
  tel: string | null;
  /** What the request was, in words ("brochure request for Goa Yoga & Surf Retreat"). */
  about: string;
}

/** What a list shows of each row's person: the stage, the follow-up day, whether it repeats, one-tap replies. */
export interface RowPerson {
  personId: number;
  stage: Stage;
  followUpOn: string | null;
  repeat: boolean;
  reply: ReplyLinks;
}

/** Who a person is, from their latest request, with their phone and last note. */
export interface PersonSummary {
  name: string | null;
  email: string;
  /** The person's phone in E.164 (as typed when it cannot be read as a number). */
  phone: string | null;
  about: string;
  reply: ReplyLinks;
  /** Their latest note; `day` is its day in the organiser's time zone. */
  lastNote: { at: string; day: string; text: string } | null;
}

/** A person in the "To follow up" queue, and why. */
export interface QueueItem extends PersonSummary {
  personId: number;
  reason: "new" | "due";
  /** When it became (or becomes) due: 48 hours after a new request, or the follow-up day. */
  dueAt: string;
  stage: Stage;
  followUpOn: string | null;
  createdAt: string;
}

export interface QueueCounts {
  /** New leads older than 48 hours, not contacted. */
  newOverdue: number;
  /** Follow-ups due today or overdue. */
  due: number;
}
