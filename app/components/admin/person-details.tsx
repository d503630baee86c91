import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useSearchParams } from "react-router";
import { FormMessage, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { LIMITS } from "~/lib/forms/fields";
import { PersonDetailsSchema } from "~/lib/leads/person-details";
import { fieldMeta } from "./account-form";

/**
 * Who the organiser answers: the name, e-mail and phone the replies use. They come from the
 * request that created the person and only change here (a later request never changes them).
 * Folded on the person's page; open on its own page, where a refused post without JavaScript
 * shows its messages (routes/admin/person-details.tsx).
 */
interface Details {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
}

export function PersonDetailsForm({ person, lastResult }: { person: Details; lastResult?: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const action = `/admin/leads/${person.id}/details`;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [form, fields] = useForm({
    id: `person-details-${person.id}`,
    lastResult,
    defaultValue: { name: person.name ?? "", email: person.email, phone: person.phone ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PersonDetailsSchema }),
  });
  const meta = (name: "name" | "email" | "phone", max: number, required = true) => ({ ...fieldMeta(fields[name] as FieldMetadata<unknown>), required, maxLength: max });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid max-w-xl gap-4">
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <TextField meta={meta("name", LIMITS.name)} label="Name" autoComplete="off" />
      <TextField meta={meta("email", LIMITS.email)} label="Reply e-mail" type="email" autoComplete="off" />
      <TextField meta={meta("phone", LIMITS.phone, false)} label="Phone / WhatsApp" type="tel" optional autoComplete="off" hint="With the country code, e.g. +91 98765 43210" />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save the name and reply address"}
        </Button>
      </div>
    </Form>
  );
}

const NOTICES = { saved: "Saved: replies now go to these.", unchanged: "Nothing was changed." } as const;

/** The folded block on the person's page: the current values, and the form under them. */
export function PersonDetails({ person }: { person: Details }) {
  const [params] = useSearchParams();
  const done = params.get("details");
  const notice = done === "saved" || done === "unchanged" ? NOTICES[done] : null;
  return (
    <details className="rounded-2xl bg-white/70 p-5 shadow-soft" data-testid="person-details" open={Boolean(notice) || undefined}>
      <summary className="cursor-pointer">
        <span className="font-semibold">Name and reply address</span>
        <span className="block text-sm text-ink-soft [overflow-wrap:anywhere]">
          {[person.name, person.email, person.phone].filter(Boolean).join(" · ")}
        </span>
      </summary>
      <div className="mt-4 space-y-4">
        {notice ? <FormMessage kind="success" title={notice} /> : null}
        <p className="text-sm text-ink-soft">From the request that first brought this person. Later requests never change them; change them here when the person tells you theirs.</p>
        <PersonDetailsForm person={person} />
      </div>
    </details>
  );
}
