import { z } from "~/lib/zod";
import { ISO_DAY, isCalendarDate } from "~/lib/calendar";

/**
 * A lead's follow-up stages (docs/decisions/032-lead-follow-up.md) and the one form
 * that changes them: stage, lost reason, next follow-up day and a note, any of them in one
 * post, from the list or from the lead's page. Shared by the browser and the server.
 */
export const STAGES = ["new", "contacted", "qualified", "deposit", "booked", "lost"] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  deposit: "Deposit paid",
  booked: "Booked",
  lost: "Lost",
};

export function isStage(value: unknown): value is Stage {
  return typeof value === "string" && (STAGES as readonly string[]).includes(value);
}

/** The people view's follow-up filter. */
export type DueFilter = "" | "due" | "week" | "none";
export const DUE_FILTERS: { value: DueFilter; label: string }[] = [
  { value: "", label: "Any follow-up date" },
  { value: "due", label: "Due today or overdue" },
  { value: "week", label: "Due within 7 days" },
  { value: "none", label: "No follow-up date" },
];

export const FOLLOW_UP_LIMITS = { note: 1000, lostReason: 300 } as const;

const day = z.string().refine((v) => v === "" || (ISO_DAY.test(v) && isCalendarDate(v)), "Please enter a date like 2025-11-03");

export const followUpSchema = z
  .object({
    /** update: whatever the form holds; contacted: a reply link was used (only moves New on). */
    intent: z.enum(["update", "contacted"]),
    stage: z.enum(STAGES).optional(),
    lostReason: z.string().trim().max(FOLLOW_UP_LIMITS.lostReason, `Please keep the reason under ${FOLLOW_UP_LIMITS.lostReason} characters`).optional(),
    followUpOn: day.optional(),
    note: z.string().trim().max(FOLLOW_UP_LIMITS.note, `Please keep a note under ${FOLLOW_UP_LIMITS.note} characters`).optional(),
  })
  .refine((v) => v.stage !== "lost" || Boolean(v.lostReason), { path: ["lostReason"], message: "Please say why this lead was lost" });

export type FollowUpInput = z.infer<typeof followUpSchema>;

/** The form's fields as the schema reads them: absent fields stay undefined (not posted = not changed). */
export function readFollowUpForm(form: FormData) {
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.replace(/\r\n/g, "\n") : undefined;
  };
  return followUpSchema.safeParse({
    intent: field("intent") ?? "update",
    stage: field("stage") || undefined,
    lostReason: field("lostReason"),
    followUpOn: field("followUpOn"),
    note: field("note"),
  });
}
