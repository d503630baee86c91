import { parseWithZod } from "@conform-to/zod/v4";
import type { FormKind } from "./fields";
import { FORM_SCHEMAS } from "./schemas";

/**
 * The browser's copy of the server's validation: the same schema through the same Conform
 * parser, answered in the shape the action replies with (`submission.reply()`), so a field's
 * message reads the same whichever side found it. Forms import this module dynamically on
 * their first focus or hover (useLeadForm), which keeps zod out of every page's first load.
 */
export function validateForm(kind: FormKind, formData: FormData) {
  return parseWithZod(formData, { schema: FORM_SCHEMAS[kind] }).reply();
}
