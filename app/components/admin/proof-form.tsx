import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { PROOF_FIELDS, PROOF_LABELS, PROOF_SCHEMAS, type ProofKind } from "~/lib/proof/schema";
import { fieldMeta } from "./account-form";

/**
 * A testimonial, review, accreditation or press mention, added or edited: its kind's schema
 * checks it in the browser and again on the server; without JavaScript it is a plain POST and
 * the server's messages come back under the same fields. `form` names the kind (the server
 * picks the schema by it), `id` the item being edited.
 */
export function ProofForm({
  kind,
  itemId,
  defaultValue,
  lastResult,
  retreats,
}: {
  kind: ProofKind;
  itemId?: number;
  defaultValue?: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
  retreats: readonly { id: string; name: string }[];
}) {
  const formId = `${kind}-${itemId ?? "new"}`;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === kind && navigation.formData?.get("id") === String(itemId ?? "");
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PROOF_SCHEMAS[kind] }),
  });
  const retreatIds = retreats.map((r) => r.id);
  const retreatNames = Object.fromEntries(retreats.map((r) => [r.id, r.name]));
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="form" value={kind} />
      <input type="hidden" name="id" value={itemId ?? ""} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      {PROOF_FIELDS[kind].map((field) => {
        const meta = { ...fieldMeta(fields[field.name] as FieldMetadata<unknown>), required: !field.optional };
        const shell = { meta, label: field.label, hint: field.hint, optional: field.optional };
        if (field.kind === "textarea") return <TextAreaField key={field.name} {...shell} rows={4} />;
        if (field.kind === "retreat") return <SelectField key={field.name} {...shell} options={retreatIds} labels={retreatNames} />;
        return <TextField key={field.name} {...shell} type={field.kind === "url" ? "url" : "text"} autoComplete="off" />;
      })}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : itemId ? "Save the changes" : `Add the ${PROOF_LABELS[kind].one}`}
        </Button>
      </div>
    </Form>
  );
}
