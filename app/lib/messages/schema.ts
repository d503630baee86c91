import { hasInvisibleControls, z } from "~/lib/zod";
import { PLACEHOLDER_NAMES, PURPOSES, unknownPlaceholders } from "./fill";

/**
 * The forms of /admin/templates: one schema per channel's form (an e-mail has a subject and a
 * body, a WhatsApp message a body), run by the browser and again by the server. A brace that is
 * not one of the placeholders is refused under its field, naming it.
 */
const SUBJECT_MAX = 150;
const BODY_MAX = 3000;

function placeholdersKnown(value: string, ctx: z.RefinementCtx) {
  const unknown = unknownPlaceholders(value);
  if (unknown.length)
    ctx.addIssue({
      code: "custom",
      message: `${unknown.join(", ")} ${unknown.length === 1 ? "is not a placeholder" : "are not placeholders"}: use ${PLACEHOLDER_NAMES.map((p) => `{${p}}`).join(" ")}`,
    });
}

const purpose = z.enum(PURPOSES, { error: "This template is not known here. Please reload the page." });

const subject = z
  .string({ error: "Please enter the subject" })
  .trim()
  .min(1, "Please enter the subject")
  .max(SUBJECT_MAX, `Please keep the subject under ${SUBJECT_MAX} characters`)
  .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only")
  .superRefine(placeholdersKnown);

const body = z
  .string({ error: "Please enter the message" })
  // Browsers post line breaks as CRLF; the template keeps them as LF.
  .transform((v) => v.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(1, "Please enter the message")
      .max(BODY_MAX, `Please keep the message under ${BODY_MAX} characters`)
      .refine((v) => !hasInvisibleControls(v, { multiline: true }), "Please use letters, spaces and punctuation only")
      .superRefine(placeholdersKnown),
  );

export const TEMPLATE_SCHEMAS = {
  email: z.object({ purpose, subject, body }),
  whatsapp: z.object({ purpose, body }),
} as const;

export type TemplateValues = { purpose: (typeof PURPOSES)[number]; subject?: string; body: string };

/** A person page's message button: which template, about which edition, and how it goes. */
export const MessageSchema = z.object({
  purpose,
  edition: z.string().regex(/^[a-z0-9-]{1,80}$/).optional(),
  channel: z.enum(["whatsapp", "email-app", "email"]),
});

/**
 * "They may be contacted again": the organiser undoes a person's "do not contact me" (a guest who
 * wrote asking for news again), saying why, for the timeline: consent is theirs, so the reason is
 * kept with it.
 */
const CONTACT_AGAIN_REASON_MAX = 300;
export const CONTACT_AGAIN_FORM = "contact-again";
export const ContactAgainSchema = z.object({
  reason: z
    .string({ error: "Please say why they may be contacted again" })
    .trim()
    .min(1, "Please say why they may be contacted again")
    .max(CONTACT_AGAIN_REASON_MAX, `Please keep the reason under ${CONTACT_AGAIN_REASON_MAX} characters`)
    .refine((v) => !hasInvisibleControls(v), "Please use letters, spaces and punctuation only"),
});

/** "A place opened": one person's button (their id), or everyone's ("all"). */
export const PlaceOpenedSchema = z.object({ person: z.union([z.literal("all"), z.coerce.number().int().positive()]) });
