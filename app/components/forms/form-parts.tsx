import type * as React from "react";
import { useEffect, useRef } from "react";
import { Link, useActionData, useRouteLoaderData } from "react-router";
import { PRIVACY_NOTICE_VERSION } from "~/lib/forms/consent";
import { isFormReply, type FormReply } from "~/lib/forms/reply";
import { CONSENT_FIELD, FORM_FIELD, HONEYPOT_FIELD, JS_FIELD, STARTED_FIELD } from "~/lib/forms/guard-fields";
import type { FormKind } from "~/lib/forms/fields";
import { cn } from "~/lib/utils";
import type { FieldMeta } from "./use-lead-form";

/**
 * Field parts shared by every lead form (DESIGN.md "Forms"): the label above the field, the
 * error under it in text plus a red ring (never colour alone), aria-invalid/aria-describedby,
 * and 44 px touch targets.
 */
export type Tone = "light" | "dark";

// A control's look is its tone's base plus exactly one of its valid or invalid colours, and
// inputs add min-h-11 where textareas add min-h-32: cn does not merge conflicting classes.
const control = {
  light:
    "w-full rounded-xl border bg-white px-4 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-soft/70 focus:outline-none focus:ring-2",
  dark: "w-full rounded-xl border bg-sand/10 px-4 py-2.5 text-base text-sand placeholder:text-sand/70 focus:outline-none focus:ring-2",
};
const valid = {
  light: "border-ink/20 focus:border-clay focus:ring-clay/30",
  dark: "border-sand/30 focus:border-sand focus:ring-sand/40",
};
const invalid = {
  light: "border-error ring-2 ring-error/60 focus:border-error focus:ring-error/60",
  dark: "border-[#ffb4ab] ring-2 ring-[#ffb4ab] focus:border-[#ffb4ab] focus:ring-[#ffb4ab]",
};
const controlClass = (tone: Tone = "light", showError: boolean, height: string) =>
  cn(control[tone], height, showError ? invalid[tone] : valid[tone]);
const errorText = { light: "text-error", dark: "text-[#ffdad6]" };

/**
 * A control's attributes from its field (useLeadForm): the ones Conform's getInputProps and
 * friends wrote, in the same order, so the markup is unchanged.
 */
function controlProps(meta: FieldMeta) {
  return {
    key: meta.key,
    required: meta.required || undefined,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
  };
}
const initialText = (meta: FieldMeta) => (typeof meta.initialValue === "string" ? meta.initialValue : undefined);

interface FieldShell {
  meta: FieldMeta;
  label: string;
  hint?: string;
  optional?: boolean;
  tone?: Tone;
  /** Goa clears a field's error as soon as it is edited (SPEC §4). */
  hideError?: boolean;
  /** The first error after a no-JavaScript post that leaves no other way to reach it (useLeadForm). */
  autoFocus?: boolean;
  className?: string;
}

function Shell({
  meta,
  label,
  hint,
  optional,
  tone = "light",
  hideError,
  className,
  children,
}: FieldShell & { children: (state: { showError: boolean; describedBy?: string }) => React.ReactNode }) {
  const error = hideError ? undefined : meta.errors?.[0];
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const describedBy = [error ? meta.errorId : undefined, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className={cn("text-sm font-medium", tone === "dark" ? "text-sand" : "text-ink")}>
        {label}
        {optional ? <span className={tone === "dark" ? "text-sand/80" : "text-ink-soft"}> (optional)</span> : null}
      </label>
      {children({ showError: Boolean(error), describedBy })}
      {hint ? (
        <p id={hintId} className={cn("text-xs", tone === "dark" ? "text-sand/80" : "text-ink-soft")}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className={cn("flex items-center gap-1.5 text-sm font-medium", errorText[tone])}>
          <svg aria-hidden viewBox="0 0 16 16" className="size-4 shrink-0" fill="currentColor">
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.75h-1.5V4.5Zm.75 7.5a.9.9 0 1 1 0-1.8.9.9 0 0 1 0 1.8Z" />
          </svg>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  ...shell
}: FieldShell & { type?: "text" | "email" | "tel" | "password" | "url" | "date" | "month"; autoComplete?: string; inputMode?: "email" | "tel" | "text" | "numeric" }) {
  const { key, ...props } = controlProps(shell.meta);
  return (
    <Shell {...shell}>
      {({ showError, describedBy }) => (
        <input
          key={key}
          {...props}
          type={type}
          maxLength={shell.meta.maxLength}
          defaultValue={initialText(shell.meta)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoFocus={shell.autoFocus}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          className={controlClass(shell.tone, showError, "min-h-11")}
        />
      )}
    </Shell>
  );
}

export function TextAreaField(shell: FieldShell & { rows?: number }) {
  const { key, ...props } = controlProps(shell.meta);
  return (
    <Shell {...shell}>
      {({ showError, describedBy }) => (
        <textarea
          key={key}
          {...props}
          maxLength={shell.meta.maxLength}
          defaultValue={initialText(shell.meta)}
          rows={shell.rows ?? 5}
          autoFocus={shell.autoFocus}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          className={controlClass(shell.tone, showError, "min-h-32 resize-y")}
        />
      )}
    </Shell>
  );
}

/** A file chooser (the admin's photograph upload): `accept` narrows the browser's picker. */
export function FileField({ accept, ...shell }: FieldShell & { accept: string }) {
  const { key, ...props } = controlProps(shell.meta);
  return (
    <Shell {...shell}>
      {({ showError, describedBy }) => (
        <input
          key={key}
          {...props}
          type="file"
          accept={accept}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          className={cn(
            controlClass(shell.tone, showError, "min-h-11"),
            "file:mr-4 file:rounded-full file:border-0 file:bg-linen file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-ink",
          )}
        />
      )}
    </Shell>
  );
}

/** `labels`: what each option shows, when its value is not for reading (the admin's states). */
export function SelectField({ options, labels, ...shell }: FieldShell & { options: readonly string[]; labels?: Record<string, string> }) {
  const { key, ...props } = controlProps(shell.meta);
  return (
    <Shell {...shell}>
      {({ showError, describedBy }) => (
        <select
          key={key}
          {...props}
          defaultValue={initialText(shell.meta)}
          // Every option is a real choice and one is always selected, so the browser's
          // "required" adds nothing, and HTML forbids it without an empty first option.
          required={undefined}
          autoFocus={shell.autoFocus}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy}
          className={controlClass(shell.tone, showError, "min-h-11 select-chevron")}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {labels?.[o] ?? o}
            </option>
          ))}
        </select>
      )}
    </Shell>
  );
}

/**
 * The hidden fields every lead form sends: which form it is, the honeypot, the server time the
 * page was rendered (minimum fill time), the privacy notice version shown, and `_js` once
 * hydrated so the action answers a script with data rather than a redirect.
 */
export function GuardInputs({ kind, hydrated }: { kind: FormKind; hydrated: boolean }) {
  const root = useRouteLoaderData("root") as { formStartedAt?: string } | undefined;
  // After a no-JavaScript post with errors, keep the first render's time (see FormReply).
  const action = useActionData() as unknown;
  const startedAt = (isFormReply(action) && action.form === kind && action.status === "invalid" && action.startedAt) || root?.formStartedAt;
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={kind} />
      <input type="hidden" name={CONSENT_FIELD} value={PRIVACY_NOTICE_VERSION} />
      {startedAt ? <input type="hidden" name={STARTED_FIELD} value={startedAt} /> : null}
      {hydrated ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
      {/* Off-screen, out of the tab order and hidden from assistive tech: only bots fill it. */}
      <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0">
        <label htmlFor={`${kind}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${kind}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

export function ConsentNotice({ tone = "light", action = "sending this" }: { tone?: Tone; action?: string }) {
  return (
    <p className={cn("text-xs leading-relaxed", tone === "dark" ? "text-sand/85" : "text-ink-soft")}>
      By {action} you agree to our{" "}
      <Link
        to="/privacy"
        className={cn("underline underline-offset-2", tone === "dark" ? "text-sand hover:text-white" : "text-clay hover:text-clay-dark")}
      >
        Privacy Policy
      </Link>
      .
    </p>
  );
}

/** A message in the page itself: a lead form's outcome without JavaScript (FormOutcome), the admin's notes. */
export function FormMessage({
  tone = "light",
  kind,
  title,
  description,
  autoFocus,
}: {
  tone?: Tone;
  kind: "success" | "error";
  title: string;
  description?: string;
  /** Brings the message into view on a page re-rendered without JavaScript (useLeadForm). */
  autoFocus?: boolean;
}) {
  const dark = tone === "dark";
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      tabIndex={autoFocus ? -1 : undefined}
      autoFocus={autoFocus}
      className={cn(
        "rounded-xl border px-4 py-3 text-sm",
        kind === "error"
          ? dark
            ? "border-[#ffb4ab] bg-[#ffb4ab]/10 text-[#ffdad6]"
            : "border-error/40 bg-error/5 text-error"
          : dark
            ? "border-sand/40 bg-sand/10 text-sand"
            : "border-gold/40 bg-linen text-ink",
      )}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-0.5">{description}</p> : null}
    </div>
  );
}

export function SubmitButton({
  pending,
  disabled,
  label,
  pendingLabel,
  tone = "light",
  className,
  describedBy,
}: {
  pending: boolean;
  disabled?: boolean;
  describedBy?: string;
  label: string;
  pendingLabel: string;
  tone?: Tone;
  className?: string;
}) {
  // A disabled button loses focus (to the body) while the form sends; give it back afterwards,
  // so a keyboard or screen reader user carries on from the form, not the top of the page.
  const button = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending && document.activeElement === document.body) button.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return (
    <button
      ref={button}
      type="submit"
      disabled={pending || disabled}
      aria-disabled={pending || disabled || undefined}
      aria-describedby={describedBy}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-8 text-sm font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed",
        // Not yet available (Goa's button until the form is complete): a quiet outlined state in
        // full-contrast text, with its reason beside it, rather than a faded primary that reads as
        // broken. While sending, the button keeps its colours and shows the spinner.
        disabled && !pending
          ? "border border-dashed border-ink/35 bg-linen text-ink-soft"
          : tone === "dark"
            ? "bg-sand text-olive hover:bg-linen"
            : "bg-clay text-sand shadow-soft hover:bg-clay-dark",
        className,
      )}
    >
      {pending ? (
        <svg aria-hidden viewBox="0 0 24 24" className="size-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
        </svg>
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * A post's outcome in the page, after a post without JavaScript (useLeadForm's `pageReply`): its
 * confirmation (`success`, the form's words for it), or a failure: storage failed (the form keeps
 * what was typed) or the request was refused (too large, rate limited). The only feedback
 * without JavaScript; with it the outcome is a toast instead, so this shows nothing.
 */
export function FormOutcome({
  reply,
  success,
  tone,
  autoFocus,
}: {
  reply?: FormReply;
  success?: { title: string; description: string };
  tone?: Tone;
  autoFocus?: boolean;
}) {
  if (reply?.status === "success" && success)
    return <FormMessage tone={tone} kind="success" title={success.title} description={success.description} />;
  if (reply?.status === "error" || reply?.status === "rejected")
    return <FormMessage tone={tone} kind="error" title={reply.toast.title} description={reply.toast.description} autoFocus={autoFocus} />;
  return null;
}
