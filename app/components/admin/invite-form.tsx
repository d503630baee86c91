import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormMessage, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { InviteSchema } from "~/lib/admin/account-schema";
import { cn } from "~/lib/utils";
import { ACCOUNT_FIELDS, fieldMeta } from "./account-form";

export const ROLE_LABELS = { owner: "Owner", member: "Member" } as const;

const ROLE_HINTS = {
  member: "Follows up leads and edits retreats and photographs.",
  owner: "Also manages users, reads who did what (Audit) and can require two-factor sign-in for everyone.",
} as const;

/**
 * The users page's invitation: an address and a role, checked by InviteSchema in the browser and
 * again by the server on the plain POST it makes without JavaScript. The role is a pair of radio
 * buttons that say what each role may do.
 */
export function InviteForm({ lastResult, linkHours }: { lastResult?: SubmissionResult<string[]> | null; linkHours: number }) {
  const id = "invite";
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { role: "member" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteSchema }),
  });
  const role = fields.role;
  const selected = typeof role.initialValue === "string" ? role.initialValue : "member";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value="invite" />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <TextField meta={fieldMeta(fields.email as FieldMetadata<unknown>)} label={ACCOUNT_FIELDS.email.label} type="email" autoComplete="off" />
      <fieldset aria-describedby={role.errors?.length ? role.errorId : undefined} className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">Role</legend>
        {(["member", "owner"] as const).map((value) => (
          <label
            key={`${role.key ?? ""}-${value}`}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border bg-white px-4 py-3 has-[:checked]:border-clay has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-clay/30",
              role.errors?.length ? "border-error" : "border-ink/20",
            )}
          >
            <input type="radio" name={role.name} value={value} defaultChecked={selected === value} className="mt-1 size-4 shrink-0 accent-clay" />
            <span>
              <span className="block text-sm font-semibold">{ROLE_LABELS[value]}</span>
              <span className="block text-xs text-ink-soft">{ROLE_HINTS[value]}</span>
            </span>
          </label>
        ))}
        {role.errors?.[0] ? (
          <p id={role.errorId} className="text-sm font-medium text-error">
            {role.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <p className="text-sm text-ink-soft">
        They receive an e-mail with a link to choose their name and password. It works once and expires in {linkHours} hours.
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Sending..." : "Send the invitation"}
        </Button>
      </div>
    </Form>
  );
}
