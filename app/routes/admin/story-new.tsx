import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { Route } from "./+types/story-new";
import { fieldMeta } from "~/components/admin/account-form";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { FormMessage, TextField } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/admin/auth.server";
import { NewRetreatSchema } from "~/lib/retreats/story-forms";
import { newRetreatAction } from "./+retreats/story.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("New retreat");
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return newRetreatAction(request);
}

const FIELDS = [
  { name: "name", label: "Retreat name", hint: "e.g. Rishikesh Yoga Retreat" },
  { name: "id", label: "Address word", hint: "Its editions' pages are /retreats/<this>-<year>, e.g. rishikesh. It never changes." },
  { name: "place", label: "Place, short", hint: "e.g. Rishikesh" },
  { name: "locality", label: "Town or village", hint: "e.g. Tapovan" },
  { name: "region", label: "Region", optional: true, hint: "e.g. Uttarakhand" },
  { name: "country", label: "Country", hint: "e.g. India" },
] as const;

/** A new destination: a starter story with words that say what to write, then the editor. */
export default function NewRetreat({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "new-retreat",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewRetreatSchema }),
  });
  return (
    <AdminPage title="New retreat" intro={<p>Name it and say where it is. Its story starts from words that tell you what to write; nothing shows on the site until you publish.</p>}>
      <Form method="post" {...getFormProps(form)} className="grid max-w-xl gap-5">
        {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            meta={{ ...fieldMeta(fields[f.name] as FieldMetadata<unknown>), required: !("optional" in f) }}
            label={f.label}
            hint={f.hint}
            optional={"optional" in f}
            autoComplete="off"
          />
        ))}
        <div>
          <Button type="submit">Create the retreat</Button>
        </div>
      </Form>
    </AdminPage>
  );
}
