import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormMessage, TextAreaField, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { CHANNEL_LABELS, type Channel, type Purpose } from "~/lib/messages/fill";
import { TEMPLATE_SCHEMAS } from "~/lib/messages/schema";
import { fieldMeta } from "./account-form";

/**
 * One message template's words (/admin/templates): the e-mail's subject and body, or the
 * WhatsApp text. The channel's schema checks it in the browser and again on the server (a brace
 * that is not a placeholder is refused under its field); without JavaScript it is a plain POST.
 */
export function TemplateForm({
  purpose,
  channel,
  defaultValue,
  lastResult,
}: {
  purpose: Purpose;
  channel: Channel;
  defaultValue: Record<string, string>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("form") === channel && navigation.formData?.get("purpose") === purpose;
  const [form, fields] = useForm({
    id: `${purpose}-${channel}`,
    lastResult,
    defaultValue: { ...defaultValue, purpose },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TEMPLATE_SCHEMAS[channel] }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="form" value={channel} />
      <input type="hidden" name="purpose" value={purpose} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      {channel === "email" ? <TextField meta={fieldMeta(fields.subject as FieldMetadata<unknown>)} label="Subject" autoComplete="off" /> : null}
      <TextAreaField meta={fieldMeta(fields.body as FieldMetadata<unknown>)} label={channel === "email" ? "Message" : "WhatsApp message"} rows={channel === "email" ? 12 : 7} hint="A blank line starts a new paragraph." />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : `Save the ${CHANNEL_LABELS[channel] === "E-mail" ? "e-mail" : "WhatsApp message"}`}
        </Button>
      </div>
    </Form>
  );
}
