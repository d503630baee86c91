import { useEffect, useState, type FocusEvent, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { FLOW_FIELD } from "~/lib/forms/guard-fields";
import { GOA_REDIRECT_DELAY_MS, MOROCCO_THANK_YOU, TOASTS } from "~/lib/forms/messages";
import { EMAIL_PATTERN } from "~/lib/forms/fields";
import { ConsentNotice, FormOutcome, GuardInputs, SelectField, SubmitButton, TextField } from "./form-parts";
import { formProps, useLeadForm, type SuccessReply } from "./use-lead-form";

/**
 * The forms of the retreat pages (brochure, waitlist). Pages render these with the props below;
 * what they store and the flows of SPEC §4/§8 live here and in ~/lib/forms. The inquiry forms of
 * the contact, corporate and host pages are in inquiry-forms.tsx, so a retreat page does not load them.
 *
 * With JavaScript a post's outcome is a toast (SPEC §4/§8), and only that. Without it, a form
 * that stays on its page shows the outcome (the confirmation, or an error about the whole form)
 * in the page, and the page opens at the form (`action` then carries its #fragment, see
 * useLeadForm): there the outcome goes first, so it is in view on a phone however long the form.
 */
interface BrochureFormProps {
  /** Retreat slug, e.g. "goa-2025"; the form posts to its page's action. */
  slug: string;
  retreatName: string;
  brochureUrl: string;
  /** The two brochure behaviours of SPEC §4: Goa redirects, Maldives shows a toast with the link. */
  flow: "goa" | "maldives";
}

interface WaitlistFormProps {
  slug: string;
  retreatName: string;
  /** The "Retreat interest" choices of the day (lib/editions/waitlist-choices.ts), e.g. "Morocco 2026". */
  choices: readonly string[];
  /** The choice the select starts on: this edition, or the retreat's next. */
  defaultInterest: string;
  /** Bali stays on the page; Morocco goes to /thank-you and also asks for an optional phone. */
  flow: "bali" | "morocco";
  /** Values to start from: what a visitor typed into a brochure form that was refused. */
  prefill?: Record<string, string>;
}


export function BrochureForm({ slug, retreatName, brochureUrl, flow }: BrochureFormProps) {
  const navigate = useNavigate();
  const goa = flow === "goa";
  // Goa: field errors disappear as soon as the field is edited (SPEC §4); Maldives keeps them
  // until the next submit, when validation runs again.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [ready, setReady] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { form, fields, fetcher, pageReply, pending, hydrated, autoFocus } = useLeadForm({
    id: `brochure-${slug}`,
    kind: "brochure",
    leavesPage: true,
    // Goa's button stays disabled until the form is valid, so a visitor could never learn which
    // field is wrong from a submit: leaving a field checks it and shows its error instead.
    shouldValidate: goa ? "onBlur" : "onSubmit",
    onSuccess(reply: SuccessReply) {
      const state = { brochureUrl: reply.brochureUrl ?? brochureUrl, retreatName: reply.retreatName ?? retreatName };
      if (goa) {
        toast.success(TOASTS.goaBrochure.title, { description: TOASTS.goaBrochure.description });
        setLeaving(true);
        window.setTimeout(() => navigate("/thank-you/brochure", { state }), GOA_REDIRECT_DELAY_MS);
      } else {
        toast.success(TOASTS.maldivesBrochure.title, {
          description: (
            <a href={state.brochureUrl} target="_blank" rel="noopener" className="font-semibold underline underline-offset-2">
              {TOASTS.maldivesBrochure.description}
            </a>
          ),
          duration: 10_000,
        });
        navigate("/thank-you/brochure", { state });
      }
    },
  });

  const checkReady = (formElement: HTMLFormElement) => {
    const data = new FormData(formElement);
    const value = (k: string) => String(data.get(k) ?? "").trim();
    setReady(value("name") !== "" && EMAIL_PATTERN.test(value("email")) && value("phone") !== "");
  };
  // Fields filled before the scripts arrived (a slow phone, the browser's autofill) count too:
  // otherwise the button stayed disabled until the visitor edited a field.
  useEffect(() => {
    const formElement = hydrated && document.forms.namedItem(form.id);
    if (formElement) checkReady(formElement);
  }, [hydrated]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (goa && target.name) setEdited((prev) => new Set(prev).add(target.name));
    checkReady(event.currentTarget);
  }

  // Leaving a Goa field shows its fresh error again (it was hidden while being edited).
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (!goa || !name || !edited.has(name)) return;
    setEdited((prev) => {
      const next = new Set(prev);
      next.delete(name);
      return next;
    });
  }

  // Each submit shows that submit's errors afresh.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setEdited(new Set());
    form.onSubmit(event);
  };
  const hide = (name: string) => goa && edited.has(name);

  return (
    <fetcher.Form method="post" {...formProps(form)} onSubmit={onSubmit} onInput={onInput} onBlur={onBlur} className="relative grid gap-4 md:gap-5">
      <GuardInputs kind="brochure" hydrated={hydrated} />
      <TextField meta={fields.name} label="Full name" autoComplete="name" hideError={hide("name")} autoFocus={autoFocus === "name"} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" hideError={hide("email")} autoFocus={autoFocus === "email"} />
      <TextField meta={fields.phone} label="Phone/WhatsApp" type="tel" autoComplete="tel" hideError={hide("phone")} autoFocus={autoFocus === "phone"} />
      <FormOutcome reply={pageReply} autoFocus={autoFocus === ""} />
      <ConsentNotice action="requesting the brochure" />
      <SubmitButton
        pending={pending || leaving}
        // Without JavaScript the button stays enabled and the server validates.
        disabled={goa && hydrated && !ready}
        describedBy={goa && hydrated && !ready ? `brochure-${slug}-hint` : undefined}
        label="Download Brochure"
        pendingLabel={goa ? "Processing..." : "Submitting..."}
      />
      {goa && hydrated && !ready ? (
        // Says why the button cannot be pressed yet, instead of leaving a silent grey button.
        <p id={`brochure-${slug}-hint`} className="-mt-2 text-xs text-ink-soft">
          Fill in your name, a valid e-mail and your phone/WhatsApp number to download.
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export function WaitlistForm({ slug, choices, defaultInterest, flow, prefill }: WaitlistFormProps) {
  const navigate = useNavigate();
  const { form, fields, fetcher, pageReply, pending, hydrated, action, autoFocus } = useLeadForm({
    id: `waitlist-${slug}`,
    kind: "waitlist",
    leavesPage: flow === "morocco",
    defaultValue: { ...prefill, retreat_location: defaultInterest },
    onSuccess(r: SuccessReply) {
      if (flow === "morocco") {
        navigate(r.navigate?.to ?? "/thank-you", { state: r.navigate?.state ?? MOROCCO_THANK_YOU });
        return;
      }
      const words = r.confirmation ?? TOASTS.baliWaitlist;
      toast.success(words.title, { description: words.description });
    },
  });
  const confirmation = pageReply?.status === "success" ? pageReply.confirmation : undefined;
  const outcome = <FormOutcome reply={pageReply} success={confirmation ?? TOASTS.baliWaitlist} autoFocus={autoFocus === ""} />;
  return (
    <fetcher.Form
      method="post"
      action={action}
      {...formProps(form)}
      className="relative grid scroll-mt-10 gap-4 md:gap-5"
    >
      <GuardInputs kind="waitlist" hydrated={hydrated} />
      <input type="hidden" name={FLOW_FIELD} value={flow} />
      {action ? outcome : null}
      <TextField meta={fields.name} label="Full name" autoComplete="name" autoFocus={autoFocus === "name"} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" autoFocus={autoFocus === "email"} />
      {flow === "morocco" ? (
        <TextField meta={fields.phone} label="Phone/WhatsApp" type="tel" autoComplete="tel" optional autoFocus={autoFocus === "phone"} />
      ) : null}
      <SelectField
        meta={fields.retreat_location}
        label="Retreat interest"
        options={choices}
        autoFocus={autoFocus === "retreat_location"}
      />
      {action ? null : outcome}
      <ConsentNotice action="joining the waitlist" />
      <SubmitButton pending={pending} label="Join Waitlist" pendingLabel="Joining..." />
    </fetcher.Form>
  );
}
