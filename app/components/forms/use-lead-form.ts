import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useFormAction } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";
import { isFormReply, type FormReply } from "~/lib/forms/reply";
import { LIMITS, type FormKind } from "~/lib/forms/schemas";

/**
 * getZodConstraint gives `required`, but loses max() behind zod 4's trim(): add the length
 * limits back so the browser stops typing where the server would refuse.
 */
function withLengthLimits(constraint: ReturnType<typeof getZodConstraint>) {
  const out = { ...constraint };
  for (const [field, max] of Object.entries(LIMITS)) if (out[field]) out[field] = { ...out[field], maxLength: max };
  return out;
}

export type SuccessReply = Extract<FormReply, { status: "success" }>;

/**
 * The field a page re-rendered after a no-JavaScript post should put in front of the visitor:
 * the first field with an error (in the schema's order, which is the form's), or "" for an
 * error about the whole form (storage failure, refused request). Undefined when there is none.
 */
function firstError(reply: FormReply | undefined, order: string[]): string | undefined {
  if (!reply || reply.status === "success") return undefined;
  if (reply.status !== "invalid") return "";
  const errors = reply.result.error ?? {};
  return order.find((name) => errors[name]?.length) ?? (errors[""]?.length ? "" : undefined);
}

/**
 * Conform + a fetcher + toasts, shared by every lead form (STYLE.md §5).
 * With JavaScript the form posts through a fetcher and this hook turns the action's reply into
 * toasts (success through `onSuccess`, failures as the destructive toast). Without it, the same
 * markup is a plain POST and the reply comes back as the route's action data, rendered inline.
 *
 * That reply is a new page, which the browser shows from its top: far above a form near the
 * foot of a long page, so the visitor would not see its confirmation or errors. Forms that stay
 * on their page after a post therefore post to their own URL plus `#<form id>`, and the page
 * comes back scrolled to the form. A flow that leaves the page (`leavesPage`: brochure,
 * Morocco) must not: a redirect keeps the posted URL's fragment, so the thank-you URL would
 * carry it. Those forms autofocus the first error instead, which scrolls it into view.
 */
export function useLeadForm<Schema extends z.ZodObject>({
  id,
  kind,
  schema,
  defaultValue,
  onSuccess,
  shouldValidate = "onSubmit",
  leavesPage = false,
}: {
  id: string;
  kind: FormKind;
  schema: Schema;
  defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
  onSuccess: (reply: SuccessReply) => void;
  /** When a field is first checked in the browser: "onBlur" where the button is disabled until valid. */
  shouldValidate?: "onSubmit" | "onBlur";
  /** A no-JavaScript success redirects to a thank-you page (see above). */
  leavesPage?: boolean;
}) {
  const fetcher = useFetcher<FormReply>({ key: id });
  const actionData = useActionData();
  const serverReply = isFormReply(actionData) && actionData.form === kind ? actionData : undefined;
  const reply = (isFormReply(fetcher.data) ? fetcher.data : undefined) ?? serverReply;

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The route's own action URL as React Router writes it (search kept, `?index` on an index
  // route), plus the fragment. Only until hydration: a fetcher post never leaves the page.
  const formAction = useFormAction();
  const action = hydrated || leavesPage ? undefined : `${formAction}#${id}`;
  const autoFocus = hydrated || !leavesPage ? undefined : firstError(reply, Object.keys(schema.shape));

  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: reply?.result ?? null,
    defaultValue: defaultValue as never,
    constraint: withLengthLimits(getZodConstraint(schema)),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate,
    // Once checked on blur, a field is re-checked as it is typed in, so no stale error is left.
    shouldRevalidate: shouldValidate === "onBlur" ? "onInput" : "onSubmit",
  });

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

  return { form, fields, fetcher, reply, pending: fetcher.state !== "idle", hydrated, action, autoFocus };
}
