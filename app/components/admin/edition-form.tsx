import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/forms/form-parts";
import type { FieldMeta } from "~/components/forms/use-lead-form";
import { Button } from "~/components/ui/button";
import { paymentHost, paymentUrlProblem } from "~/lib/editions/inputs";
import { EDITION_STATES, EditionSchema, FIELD_LABELS, STATE_LABELS } from "~/lib/editions/schema";

/**
 * Every field of an edition, for creating one and for editing it. One schema
 * (EditionSchema) checks it in the browser as the organiser leaves each field and again on the
 * server (STYLE.md §5); without JavaScript it is a plain POST and the server's messages come
 * back under the same fields.
 */
type EditionFormValues = Record<string, string>;

function fieldMeta(f: FieldMetadata<unknown>): FieldMeta {
  return { id: f.id, name: f.name, formId: f.formId, errorId: f.errorId, errors: f.errors, initialValue: f.initialValue, key: f.key };
}

function Group({ legend, children, hint }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl bg-white/70 p-5 shadow-soft md:grid-cols-2 md:p-7">
      <legend className="float-left mb-1 w-full font-display text-2xl md:col-span-2">{legend}</legend>
      {hint ? <p className="-mt-3 text-sm text-ink-soft md:col-span-2">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

export function EditionForm({
  id,
  defaultValue,
  lastResult,
  submitLabel,
  defaultWhatsapp,
  timeZone,
}: {
  id: string;
  defaultValue: EditionFormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  defaultWhatsapp?: string;
  timeZone: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditionSchema }),
  });
  const f = (name: keyof typeof FIELD_LABELS) => fieldMeta(fields[name] as FieldMetadata<unknown>);
  // A date picker for a day; a month picker while only the month is fixed ("2026-10").
  const dateType = (name: "start" | "end") => (/^\d{4}-\d{2}$/.test(defaultValue[name] ?? "") ? "month" : "date");
  const payment = defaultValue.paymentUrl ?? "";
  const paymentNow = payment && !paymentUrlProblem(payment) ? `Payment page on ${paymentHost(payment)}. ` : "";
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6">
      <input type="hidden" name="retreat" value={defaultValue.retreat} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} /> : null}
      <Group legend="Dates and address" hint="The page, its cards and the brochure count the days and nights from these dates.">
        <TextField meta={f("slug")} label={FIELD_LABELS.slug} hint="The page is /retreats/ followed by this, e.g. goa-2026." className="md:col-span-2" />
        <TextField meta={f("start")} label={FIELD_LABELS.start} type={dateType("start")} />
        <TextField meta={f("end")} label={FIELD_LABELS.end} type={dateType("end")} />
      </Group>
      <Group legend="Price" hint={`Rupees, as you write them: 42000, 42,000 or ₹42,000. The early bird holds until midnight at the end of its last day (${timeZone}), then the price alone is shown and charged.`}>
        <TextField meta={f("priceInr")} label={FIELD_LABELS.priceInr} inputMode="numeric" optional />
        <div className="hidden md:block" />
        <TextField meta={f("earlyBirdPriceInr")} label={FIELD_LABELS.earlyBirdPriceInr} inputMode="numeric" optional />
        <TextField meta={f("earlyBirdUntil")} label={FIELD_LABELS.earlyBirdUntil} type="date" optional />
        <TextField meta={f("depositInr")} label={FIELD_LABELS.depositInr} inputMode="numeric" />
        <TextField meta={f("balanceDueDays")} label={FIELD_LABELS.balanceDueDays} inputMode="numeric" />
      </Group>
      <Group legend="Places and booking" hint="With three places or fewer left the site says so; with none left its form becomes a waitlist.">
        <TextField meta={f("capacity")} label={FIELD_LABELS.capacity} inputMode="numeric" />
        <TextField meta={f("placesTaken")} label={FIELD_LABELS.placesTaken} hint="Places taken outside the bookings kept here; each booking counts on its own." inputMode="numeric" />
        <SelectField meta={f("state")} label={FIELD_LABELS.state} options={EDITION_STATES} labels={STATE_LABELS} className="md:col-span-2" />
      </Group>
      <Group legend="Book Now">
        <TextField
          meta={f("paymentUrl")}
          label={FIELD_LABELS.paymentUrl}
          type="url"
          inputMode="text"
          hint={`${paymentNow}Paste the whole https:// link from Razorpay, Stripe, Instamojo or any provider: every Book Now opens it. Empty: Book Now opens WhatsApp.`}
          optional
          className="md:col-span-2"
        />
        <TextAreaField
          meta={f("whatsappMessage")}
          label={FIELD_LABELS.whatsappMessage}
          hint={defaultWhatsapp ? `Empty: "${defaultWhatsapp}"` : undefined}
          optional
          rows={3}
          className="md:col-span-2"
        />
      </Group>
      <div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
