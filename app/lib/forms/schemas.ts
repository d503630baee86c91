import { z } from "~/lib/zod";
import { groupIndian } from "~/lib/indian-numbers";
import { EMAIL_FORBIDDEN, EMAIL_PATTERN, LIMITS, hasNoBidiControls, type FormKind } from "./fields";

/**
 * One zod schema per lead form (STYLE.md §5), shared by the browser (parseWithZod in
 * ./validate, loaded when a visitor first reaches for a form) and the server (parseWithZod in
 * the action). Messages are SPEC.md §5 word for word; the length limits (./fields) go beyond
 * the spec so a row can never be abused as free storage.
 */

export { LIMITS, type FormKind } from "./fields";

const messages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailForbidden: "Please enter just the email address, without ? & % # / or similar characters",
  phoneRequired: "Phone/WhatsApp is required",
  companyRequired: "Company is required",
  expertiseRequired: "Please tell us about your expertise",
  messageRequired: "Message is required",
  interestRequired: "Please choose a retreat",
  nameBidi: "Please type the name without hidden text-direction characters",
  emailBidi: "Please type the email address without hidden text-direction characters",
};
export const MESSAGES: Readonly<Record<keyof typeof messages, string>> = messages;

/** "Name must be 200 characters or fewer", "Message must be 5,000 characters or fewer". */
function tooLongMessage(label: string, max: number) {
  return `${label} must be ${groupIndian(max)} characters or fewer`;
}

/**
 * A required text field. Conform turns an empty input into undefined before the schema runs,
 * so the "required" message is given both for a missing value and for one that is only spaces.
 */
function required(message: string, label: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max));
}

/** An optional text field: blank (or only spaces) is stored as null. */
function optional(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .optional()
    .transform((v) => (v ? v : null));
}

/** The refinement every name and e-mail field of every form shares (fields.ts hasNoBidiControls). */
function noBidiControls<T extends z.ZodType<string | null>>(schema: T, message: string) {
  return schema.refine((v) => v === null || hasNoBidiControls(v), { message, abort: true });
}

const name = noBidiControls(required(MESSAGES.nameRequired, "Name", LIMITS.name), MESSAGES.nameBidi);
const email = noBidiControls(
  z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(LIMITS.email, tooLongMessage("Email", LIMITS.email)),
  MESSAGES.emailBidi,
)
  // The more telling message first, and alone: "lead@x.org,spy@y.org" is also not one address.
  .refine((v) => !EMAIL_FORBIDDEN.test(v), { message: MESSAGES.emailForbidden, abort: true })
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);
const optionalPhone = optional("Phone/WhatsApp", LIMITS.phone);
const message = required(MESSAGES.messageRequired, "Message", LIMITS.message);

export const BrochureSchema = z.object({
  name,
  email,
  phone: required(MESSAGES.phoneRequired, "Phone/WhatsApp", LIMITS.phone),
});

export const WaitlistSchema = z.object({
  name,
  email,
  /** Only the Morocco form shows it (SPEC §3); stored when given. */
  phone: optionalPhone,
  /**
   * One of the day's choices (app/lib/editions/waitlist-choices.ts): the browser checks that one
   * is chosen, the action that it is still offered (waitlistSchemaFor).
   */
  retreat_location: z.string({ error: MESSAGES.interestRequired }).trim().min(1, MESSAGES.interestRequired).max(LIMITS.interest),
});

/** The waitlist as the action checks it: the interest must be one of the day's choices. */
export function waitlistSchemaFor(choices: readonly string[]) {
  return WaitlistSchema.extend({
    retreat_location: WaitlistSchema.shape.retreat_location.refine((v) => choices.includes(v), MESSAGES.interestRequired),
  });
}

export const ContactSchema = z.object({ name, email, phone: optionalPhone, message });

export const CorporateSchema = z.object({
  name,
  company: required(MESSAGES.companyRequired, "Company", LIMITS.company),
  email,
  phone: optionalPhone,
  message,
});

export const HostSchema = z.object({
  name,
  email,
  phone: optionalPhone,
  expertise: required(MESSAGES.expertiseRequired, "Expertise", LIMITS.expertise),
  dates: optional("Preferred dates", LIMITS.dates),
  message,
});

/** SPEC §5 gives the footer form only the e-mail type; the name is optional. */
export const NewsletterSchema = z.object({
  name: noBidiControls(optional("Name", LIMITS.name), MESSAGES.nameBidi),
  email,
});

export const FORM_SCHEMAS = {
  brochure: BrochureSchema,
  waitlist: WaitlistSchema,
  contact: ContactSchema,
  corporate: CorporateSchema,
  host: HostSchema,
  newsletter: NewsletterSchema,
} as const satisfies Record<FormKind, z.ZodObject>;

export const FORM_KINDS = Object.keys(FORM_SCHEMAS) as FormKind[];
export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && Object.hasOwn(FORM_SCHEMAS, value);
}
