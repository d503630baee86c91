import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import { prepareToasts, toast } from "~/components/ui/toast";
import { FORM_CONSTRAINTS, type FieldConstraint, type FormKind } from "~/lib/forms/fields";
import { isFormReply, type FormReply } from "~/lib/forms/reply";
import { onDemand, whenIdle } from "~/lib/on-demand";
import { useHydrated } from "~/lib/use-hydrated";

export type SuccessReply = Extract<FormReply, { status: "success" }>;
type Result = SubmissionResult<string[]>;
type Fields<K extends FormKind> = keyof (typeof FORM_CONSTRAINTS)[K] & string;

/** What a field part needs to render its control, label and error (form-parts.tsx). */
export interface FieldMeta {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
  required?: boolean;
  maxLength?: number;
}

interface FormMeta {
  id: string;
  errorId: string;
  /** Form-level errors (storage failed), from the server. */
  errors?: string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** The <form> attributes, as Conform's getFormProps wrote them. */
export function formProps(form: FormMeta) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    noValidate: true,
    "aria-describedby": form.errors ? form.errorId : undefined,
  };
}

/**
 * The validation code (zod, the schemas and Conform's parser: about 30 KB gzipped) is loaded
 * not with the page but when the browser is idle after load, or sooner when a visitor first
 * focuses or points at a form (docs/performance.md, ADR 008).
 * Until it has arrived a submit waits for it; if it cannot load, the server validates.
 */
const validation = onDemand(() => import("~/lib/forms/validate"));

interface State {
  /** Changes when the form is reset after a success, so every field mounts again empty. */
  key?: string;
  initialValue: Record<string, unknown>;
  validated: Record<string, boolean>;
  /** The errors shown: only those of fields already validated ("" holds the form's own). */
  error: Record<string, string[]>;
}

let resets = 0;

function initialState(defaultValue: Record<string, string> | undefined, lastResult?: Result | null, key?: string): State {
  const state: State = { key, initialValue: lastResult?.initialValue ?? defaultValue ?? {}, validated: {}, error: {} };
  return lastResult && lastResult.initialValue !== null ? merge(state, lastResult) : state;
}

/**
 * A reply (the server's, or the browser's own parse) applied to the form state the way Conform
 * does it: a whole-form submit validates every field; a blur or input validates one field; a
 * field shows its error once it has been validated.
 */
function merge(prev: State, result: Result, validatedField?: string): State {
  const error: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(result.error ?? {})) {
    const value = messages === null ? prev.error[name] : messages;
    if (value) error[name] = value;
  }
  const validated = { ...prev.validated };
  if (validatedField) validated[validatedField] = true;
  else for (const name of [...Object.keys(error), ...(result.fields ?? [])]) validated[name] = true;
  for (const name of Object.keys(error)) if (!validated[name]) delete error[name];
  return { ...prev, validated, error };
}

const warmedUp = new Set<FormKind>();
/**
 * Validates an empty form of this kind once, in an idle period after its code has arrived. The
 * first run of the parser and schema is several times slower than the next (code not yet
 * compiled, the schema's own set-up), and it would otherwise fall on the visitor's first press
 * of Send (ADR 039). The result is thrown away.
 */
function warmUpValidation(kind: FormKind) {
  if (!validation.current || warmedUp.has(kind)) return;
  warmedUp.add(kind);
  validation.current.validateForm(kind, new FormData());
}

/** Field controls a form validates, as Conform tells them apart. */
function fieldOf(target: EventTarget | null, form: HTMLFormElement | null) {
  if (!form || !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement))
    return null;
  if (target instanceof HTMLInputElement && ["submit", "button", "reset"].includes(target.type)) return null;
  return target.form === form && target.name !== "" ? target : null;
}

function focusFirstInvalid(form: HTMLFormElement | null, error: Record<string, string[]>) {
  for (const element of Array.from(form?.elements ?? [])) {
    const field = fieldOf(element, form);
    if (field && error[field.name]) {
      field.focus();
      return;
    }
  }
}

/**
 * The field a page re-rendered after a no-JavaScript post should put in front of the visitor:
 * the first field with an error (in the form's order), or "" for an error about the whole form
 * (storage failure, refused request). Undefined when there is none.
 */
function firstError(reply: FormReply | undefined, order: string[]): string | undefined {
  if (!reply || reply.status === "success") return undefined;
  if (reply.status !== "invalid") return "";
  const errors = reply.result.error ?? {};
  return order.find((name) => errors[name]?.length) ?? (errors[""]?.length ? "" : undefined);
}

/**
 * The lead forms' state, shared by every form (STYLE.md §5): errors under the fields, the
 * fetcher, and toasts. It keeps Conform's behaviour and markup (ids, `required`/`maxLength`,
 * `noValidate`, the reply format of `submission.reply()`), without shipping Conform's form
 * runtime with every page: the footer's newsletter form uses it on all of them.
 *
 * With JavaScript the form posts through a fetcher and this hook turns the action's reply into
 * toasts (success through `onSuccess`, failures as the destructive toast), as SPEC §4/§8 say:
 * the toast is then the only message, never repeated in the page. Without it, the same markup
 * is a plain POST and the reply comes back as the route's action data (`pageReply`), which the
 * form shows in the page (FormOutcome): all a visitor without JavaScript gets.
 *
 * That reply is a new page, which the browser shows from its top: far above a form near the
 * foot of a long page, so the visitor would not see its confirmation or errors. Forms that stay
 * on their page after a post therefore post to their own URL plus `#<form id>`, and the page
 * comes back scrolled to the form. A flow that leaves the page (`leavesPage`: brochure,
 * Morocco) must not: a redirect keeps the posted URL's fragment, so the thank-you URL would
 * carry it. Those forms autofocus the first error instead, which scrolls it into view.
 */
export function useLeadForm<K extends FormKind>({
  id,
  kind,
  defaultValue,
  onSuccess,
  shouldValidate = "onSubmit",
  leavesPage = false,
}: {
  id: string;
  kind: K;
  defaultValue?: Partial<Record<Fields<K>, string>>;
  onSuccess: (reply: SuccessReply) => void;
  /** When a field is first checked in the browser: "onBlur" where the button is disabled until valid. */
  shouldValidate?: "onSubmit" | "onBlur";
  /** The flow's success leaves the page (a redirect without JavaScript): no #fragment then. */
  leavesPage?: boolean;
}) {
  const fetcher = useFetcher<FormReply>({ key: id });
  const actionData = useActionData();
  const serverReply = isFormReply(actionData) && actionData.form === kind ? actionData : undefined;
  const fetched = isFormReply(fetcher.data) ? fetcher.data : undefined;
  const reply = fetched ?? serverReply;
  // One message per outcome: a fetcher's reply is told in a toast (below), a post that re-drew
  // the page (no JavaScript) by a note in the page, until a fetcher post answers instead.
  const pageReply = fetched ? undefined : serverReply;
  const lastResult = reply?.result ?? null;

  const hydrated = useHydrated();

  // The route's own action URL as React Router writes it (search kept, `?index` on an index
  // route), plus the fragment. Only until hydration: a fetcher post never leaves the page.
  const formAction = useFormAction();
  const action = hydrated || leavesPage ? undefined : `${formAction}#${id}`;
  const autoFocus = hydrated || !leavesPage ? undefined : firstError(reply, Object.keys(FORM_CONSTRAINTS[kind]));

  const defaults = defaultValue as Record<string, string> | undefined;
  const [state, setState] = useState(() => initialState(defaults, lastResult));
  // Once checked on blur, a field is re-checked as it is typed in, so no stale error is left.
  const shouldRevalidate = shouldValidate === "onBlur" ? "onInput" : "onSubmit";
  const live = useRef({ state, kind, defaults, shouldValidate, shouldRevalidate, valueUpdated: false });
  live.current = { ...live.current, state, kind, defaults, shouldValidate, shouldRevalidate };
  const getForm = () => document.forms.namedItem(id);

  function report(result: Result, validatedField?: string) {
    if (result.initialValue === null) {
      const fresh = initialState(live.current.defaults, null, `${id}:${++resets}`);
      live.current.state = fresh;
      setState(fresh);
      return;
    }
    const next = merge(live.current.state, result, validatedField);
    live.current.state = next;
    live.current.valueUpdated = false;
    setState(next);
    if (result.status === "error") focusFirstInvalid(getForm(), next.error);
  }

  // A new reply from the server (a fetcher post) updates the errors or resets the form.
  const reported = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || lastResult === reported.current) return;
    reported.current = lastResult;
    report(lastResult);
  });

  // Blur and input validation (Goa), and fetching the validation code on first contact.
  useEffect(() => {
    const cancelIdle = whenIdle(validation.load);
    const cancelWarmUp = whenIdle(() => warmUpValidation(live.current.kind));
    const validateField = async (name: string) => {
      const v = validation.current ?? (await validation.load().catch(() => undefined));
      const form = getForm();
      if (!v || !form) return;
      const result = v.validateForm(live.current.kind, new FormData(form));
      report({ ...result, status: undefined }, name);
    };
    const willValidate = (name: string, event: "onInput" | "onBlur") => {
      const { state: s, shouldValidate: first, shouldRevalidate: again, valueUpdated } = live.current;
      return s.validated[name] ? again === event && (event === "onInput" || valueUpdated) : first === event;
    };
    const onInput = (event: Event) => {
      const field = fieldOf(event.target, getForm());
      if (!field) return;
      if (event.defaultPrevented || !willValidate(field.name, "onInput")) live.current.valueUpdated = true;
      else void validateField(field.name);
    };
    const onFocusOut = (event: Event) => {
      const field = fieldOf(event.target, getForm());
      if (field && !event.defaultPrevented && willValidate(field.name, "onBlur")) void validateField(field.name);
    };
    // What a send will need, fetched while the visitor fills the form in.
    const warmUp = (event: Event) => {
      if (!(event.target instanceof Node) || !getForm()?.contains(event.target)) return;
      if (!validation.current) validation.load().catch(() => {});
      prepareToasts();
    };
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("focusin", warmUp);
    document.addEventListener("pointerover", warmUp, { passive: true });
    return () => {
      cancelIdle();
      cancelWarmUp();
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("focusin", warmUp);
      document.removeEventListener("pointerover", warmUp);
    };
    // Reads the latest state and options through `live`.
  }, [id]);

  const skipValidation = useRef(false);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (skipValidation.current) {
      skipValidation.current = false; // the validation code did not load: the server checks
      return;
    }
    if (!validation.current) {
      // Sent before the validation code arrived: wait for it, then send again.
      event.preventDefault();
      validation.load().catch(() => (skipValidation.current = true)).finally(() => {
        if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : undefined);
      });
      return;
    }
    const result = validation.current.validateForm(kind, new FormData(form));
    report({ ...result, status: result.status !== "success" ? result.status : undefined });
    if (result.status !== "success") event.preventDefault();
  }

  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  // A keyed fetcher can still hold the last reply when the form mounts again: never replay it.
  const handled = useRef<unknown>(fetcher.data);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !isFormReply(data) || handled.current === data) return;
    handled.current = data;
    if (data.status === "success") onSuccessRef.current(data);
    else if (data.status === "error" || data.status === "rejected")
      toast.error(data.toast.title, { description: data.toast.description });
  }, [fetcher.state, fetcher.data]);

  const field = (name: string): FieldMeta => {
    const fieldId = `${id}-${name}`;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      errors: state.error[name],
      initialValue: state.initialValue[name],
      key: state.key ? `${state.key}/${name}` : undefined,
      ...(FORM_CONSTRAINTS[kind] as Record<string, FieldConstraint>)[name],
    };
  };
  const fields = Object.fromEntries(Object.keys(FORM_CONSTRAINTS[kind]).map((name) => [name, field(name)])) as Record<Fields<K>, FieldMeta>;
  const form: FormMeta = { id, errorId: `${id}-error`, errors: state.error[""], onSubmit };

  return { form, fields, fetcher, reply, pageReply, pending: fetcher.state !== "idle", hydrated, action, autoFocus };
}
