import { useLocation } from "react-router";
import { toast } from "~/components/ui/toast";
import { PAGE_FIELD } from "~/lib/forms/guard-fields";
import { TOASTS } from "~/lib/forms/messages";
import { cn } from "~/lib/utils";
import { ConsentNotice, FormOutcome, GuardInputs, SubmitButton, TextField, type Tone } from "./form-parts";
import { formProps, useLeadForm } from "./use-lead-form";

/**
 * Newsletter sign-up (SPEC §2: name, email, Subscribe), in the footer on every page and on
 * /newsletter. It always posts to /newsletter: with JavaScript through a fetcher, answered by a
 * toast alone; without it, /newsletter renders the confirmation or the errors.
 */
export function NewsletterForm({ tone = "dark" }: { tone?: Tone }) {
  const location = useLocation();
  const { form, fields, fetcher, reply, pageReply, pending, hydrated } = useLeadForm({
    id: tone === "dark" ? "newsletter-footer" : "newsletter-page",
    kind: "newsletter",
    onSuccess() {
      toast.success(TOASTS.newsletter.title, { description: TOASTS.newsletter.description });
    },
  });
  // Without JavaScript a sign-up with a mistake lands on /newsletter; the form shown there keeps
  // the page it was first sent from, so the lead records where the visitor really signed up.
  const posted = reply?.result?.initialValue?.[PAGE_FIELD];
  const sourcePage = location.pathname === "/newsletter" && typeof posted === "string" ? posted : location.pathname;
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      {...formProps(form)}
      className="relative grid gap-3"
    >
      <GuardInputs kind="newsletter" hydrated={hydrated} />
      <input type="hidden" name={PAGE_FIELD} value={sourcePage} />
      <div className={cn("grid gap-3", tone === "dark" && "grid-cols-2 items-start sm:grid-cols-[1fr_1fr_auto]")}>
        <TextField meta={fields.name} label="Name" autoComplete="name" tone={tone} />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" tone={tone} />
        <SubmitButton
          pending={pending}
          label="Subscribe"
          pendingLabel="Subscribing..."
          tone={tone}
          className={cn(tone === "dark" && "col-span-2 sm:col-span-1 sm:mt-[1.625rem]", "justify-self-start")}
        />
      </div>
      <FormOutcome tone={tone} reply={pageReply} success={TOASTS.newsletter} />
      <ConsentNotice tone={tone} action="subscribing" />
    </fetcher.Form>
  );
}
