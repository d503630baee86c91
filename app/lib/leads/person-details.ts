import { z } from "~/lib/zod";
import { EMAIL_FORBIDDEN, EMAIL_PATTERN, LIMITS, hasNoBidiControls } from "~/lib/forms/fields";

/**
 * The "Name and reply address" form on a person's page: who the organiser answers, by name,
 * e-mail and phone (WhatsApp and calls). The same checks as the public forms' fields, run by the
 * browser and again by the server; the server also reads the phone as a number
 * (person-details.server.ts).
 */
const controls = /\p{Cc}/u;

const name = z
  .string({ error: "Please enter the name to answer" })
  .trim()
  .min(1, "Please enter the name to answer")
  .max(LIMITS.name, `Please keep the name under ${LIMITS.name} characters`)
  .refine((v) => hasNoBidiControls(v) && !controls.test(v), { message: "Please type the name without hidden control or text-direction characters", abort: true });

const email = z
  .string({ error: "Please enter the e-mail address to answer" })
  .trim()
  .min(1, "Please enter the e-mail address to answer")
  .max(LIMITS.email, `Please keep the address under ${LIMITS.email} characters`)
  .refine((v) => hasNoBidiControls(v), { message: "Please type the address without hidden text-direction characters", abort: true })
  .refine((v) => !EMAIL_FORBIDDEN.test(v), { message: "Please enter just the e-mail address, without ? & % # / or similar characters", abort: true })
  .regex(EMAIL_PATTERN, "Please enter a valid e-mail address");

const phone = z
  .string()
  .trim()
  .max(LIMITS.phone, `Please keep the phone under ${LIMITS.phone} characters`)
  .refine((v) => hasNoBidiControls(v) && !controls.test(v), "Please type the phone with digits, spaces and + only")
  .optional()
  .transform((v) => v || null);

export const PersonDetailsSchema = z.object({ name, email, phone });
