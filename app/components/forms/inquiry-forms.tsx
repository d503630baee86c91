import type { ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import { TOASTS } from "~/lib/forms/messages";
import { ConsentNotice, FormOutcome, GuardInputs, SubmitButton, TextAreaField, TextField } from "./form-parts";
import { formProps, useLeadForm } from "./use-lead-form";

/**
 * The inquiry forms of the contact, corporate and host pages (SPEC §4). They share one flow: the
 * confirmation shows in a toast (in the page without JavaScript), and the form is cleared.
 * Apart from the retreat pages' forms (retreat-forms.tsx) so that neither kind of page loads
 * the other's code.
 */
type InquiryKind = "contact" | "corporate" | "host";
type InquiryFields<K extends InquiryKind> = ReturnType<typeof useLeadForm<K>>["fields"];

function InquiryForm<K extends InquiryKind>({
  kind,
  submitLabel,
  children,
}: {
  kind: K;
  submitLabel: string;
  /** The form's fields, above its message, consent notice and button. */
  children: (fields: InquiryFields<K>) => ReactNode;
}) {
  const message = TOASTS[kind];
  const { form, fields, fetcher, pageReply, pending, hydrated, action } = useLeadForm({
    id: `${kind}-form`,
    kind,
    onSuccess() {
      toast.success(message.title, { description: message.description });
    },
  });
  const outcome = <FormOutcome reply={pageReply} success={message} />;
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps(form)}
      className="relative grid scroll-mt-10 gap-5"
    >
      <GuardInputs kind={kind} hydrated={hydrated} />
      {action ? outcome : null}
      {children(fields)}
      {action ? null : outcome}
      <ConsentNotice />
      <SubmitButton pending={pending} label={submitLabel} pendingLabel="Sending..." className="justify-self-start" />
    </fetcher.Form>
  );
}

export function ContactForm() {
  return (
    <InquiryForm kind="contact" submitLabel="Send Message">
      {(fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.name} label="Name" autoComplete="name" />
            <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          </div>
          <TextField meta={fields.phone} label="Phone/WhatsApp" type="tel" autoComplete="tel" optional />
          <TextAreaField meta={fields.message} label="Message" />
        </>
      )}
    </InquiryForm>
  );
}

export function CorporateInquiryForm() {
  return (
    <InquiryForm kind="corporate" submitLabel="Inquire Now">
      {(fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.name} label="Name" autoComplete="name" />
            <TextField meta={fields.company} label="Company" autoComplete="organization" />
            <TextField meta={fields.email} label="Work email" type="email" autoComplete="email" />
            <TextField meta={fields.phone} label="Phone/WhatsApp" type="tel" autoComplete="tel" optional />
          </div>
          <TextAreaField meta={fields.message} label="Tell us about your team and what you have in mind" />
        </>
      )}
    </InquiryForm>
  );
}

export function HostApplicationForm() {
  return (
    <InquiryForm kind="host" submitLabel="Apply to Host">
      {(fields) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField meta={fields.name} label="Name" autoComplete="name" />
            <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
            <TextField meta={fields.phone} label="Phone/WhatsApp" type="tel" autoComplete="tel" optional />
            <TextField meta={fields.dates} label="Preferred dates" optional />
          </div>
          <TextField
            meta={fields.expertise}
            label="Your expertise"
            hint="For example: Hatha and Yin teacher, 8 years; sound healing; breathwork."
          />
          <TextAreaField meta={fields.message} label="Tell us about the retreat you would like to host" />
        </>
      )}
    </InquiryForm>
  );
}
