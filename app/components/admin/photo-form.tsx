import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Upload } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FileField, FormMessage, TextAreaField } from "~/components/forms/form-parts";
import type { FieldMeta } from "~/components/forms/use-lead-form";
import { Button } from "~/components/ui/button";
import { ALT_MAX, PHOTO_TYPES, PhotoUploadSchema } from "~/lib/photos/schema";

function fieldMeta(f: FieldMetadata<unknown>): FieldMeta {
  return { id: f.id, name: f.name, formId: f.formId, errorId: f.errorId, errors: f.errors, initialValue: f.initialValue, key: f.key, required: true };
}

/**
 * A photograph for one picture slot: the file and its alt text, checked by
 * PhotoUploadSchema in the browser before the post and again on the server. Without JavaScript
 * it is a plain multipart POST and the server's messages come back under the same fields.
 */
export function PhotoForm({ id, guide, defaultAlt, lastResult }: { id: string; guide: string; defaultAlt: string; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { alt: defaultAlt },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhotoUploadSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid content-start gap-5 self-start rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
      <h2 className="font-display text-2xl">Upload a photograph</h2>
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <FileField meta={fieldMeta(fields.photo as FieldMetadata<unknown>)} label="Photograph" accept={PHOTO_TYPES.join(",")} hint={`JPEG, PNG or WebP, up to 15 MB. ${guide}`} />
      <TextAreaField
        meta={{ ...fieldMeta(fields.alt as FieldMetadata<unknown>), maxLength: ALT_MAX }}
        label="What it shows (alt text)"
        hint="Read aloud to visitors who cannot see it, and shown if it cannot load. Say what is in the picture, e.g. “Morning practice on the shala's teak floor, the sea beyond.”"
        rows={3}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden /> {busy ? "Uploading and preparing every size..." : "Upload the photograph"}
        </Button>
      </div>
    </Form>
  );
}
