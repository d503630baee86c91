import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { FormMessage, TextField } from "~/components/forms/form-parts";
import type { FieldMeta } from "~/components/forms/use-lead-form";
import { Button } from "~/components/ui/button";

export interface AccountField {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  /** A code field: the number keypad on phones. */
  inputMode?: "numeric";
  /** The one field of a step the page leads to (the sign-in's code). */
  autoFocus?: boolean;
}

/** The fields the account forms ask for, named as their schemas (lib/admin/account-schema.ts) name them. */
export const ACCOUNT_FIELDS = {
  name: { name: "name", label: "Your name", type: "text", autoComplete: "name", hint: "Shown beside your notes and changes." },
  email: { name: "email", label: "E-mail", type: "email", autoComplete: "username" },
  current: { name: "current", label: "Current password", type: "password", autoComplete: "current-password" },
  password: { name: "password", label: "New password", type: "password", autoComplete: "new-password", hint: "At least 12 characters. A few unrelated words are strong and easy to remember." },
  confirm: { name: "confirm", label: "The new password again", type: "password", autoComplete: "new-password" },
} as const satisfies Record<string, AccountField>;

/**
 * The last post's answer (readAccountForm's reply) when it came from the form `id` of a page
 * with several: its messages and values for that form, nothing for the others.
 */
export function useFormReply(id: string): SubmissionResult<string[]> | undefined {
  const reply = useActionData() as { form?: string | null; result?: SubmissionResult<string[]> } | undefined;
  return reply?.result && reply.form === id ? reply.result : undefined;
}

/** A Conform field as the shared field parts take it (forms/form-parts.tsx). */
export function fieldMeta(f: FieldMetadata<unknown>): FieldMeta {
  return { id: f.id, name: f.name, formId: f.formId, errorId: f.errorId, errors: f.errors, initialValue: f.initialValue, key: f.key, required: true };
}

/**
 * An account form (setup, invitation, reset, password change, invite): its fields checked by its
 * schema in the browser, and again by the server on the plain POST it makes without JavaScript,
 * whose messages come back under the same fields. Passwords are never sent back to the page.
 */
export function AccountForm({
  id,
  schema,
  fields,
  lastResult,
  submitLabel,
  busyLabel = "Saving...",
  intent,
  defaultValue,
  children,
}: {
  id: string;
  schema: z.ZodType;
  fields: readonly AccountField[];
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  busyLabel?: string;
  intent?: string;
  defaultValue?: Record<string, string>;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === id;
  const [form, conformFields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="form" value={id} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      {children}
      {fields.map((field) => (
        <TextField
          key={field.name}
          meta={fieldMeta(conformFields[field.name] as FieldMetadata<unknown>)}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          autoFocus={field.autoFocus}
          hint={field.hint}
        />
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
