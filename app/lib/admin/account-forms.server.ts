import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { NO_STORE, checkSameOrigin, readAdminForm } from "./auth.server";

/** What an account form's post answers: which form (its hidden `form` field) and Conform's result. */
type AccountReply<Id extends string = string> = { form: Id | null; result: SubmissionResult<string[]>; codes?: string[] };

/** Never sent back to the page, whatever the answer. */
const SECRET_FIELDS = ["password", "confirm", "current", "code"];

const reply = <Id extends string>(body: AccountReply<Id>, status: number, headers: HeadersInit = NO_STORE) => data<AccountReply<Id>>(body, { status, headers });

/**
 * An account form's post, checked by its schema (the same the browser ran): one schema, or a
 * page's several by the form's id (the hidden `form` field AccountForm posts). A bad one answers
 * 400 with the messages under their fields and the passwords left out; `fail` answers the same
 * way with a message of the server's (a wrong current password, an address already in use), and
 * `succeed` clears the form.
 */
export async function readAccountForm<S extends z.ZodType>(request: Request, schema: S): Promise<AccountPost<string, z.infer<S>>>;
export async function readAccountForm<F extends Record<string, z.ZodType>>(request: Request, schemas: F): Promise<Refused | { [Id in keyof F & string]: Accepted<Id, z.infer<F[Id]>> }[keyof F & string]>;
export async function readAccountForm(request: Request, schemas: z.ZodType | Record<string, z.ZodType>): Promise<AccountPost<string, unknown>> {
  checkSameOrigin(request);
  const body = await readAdminForm(request);
  if (!body.ok) return { ok: false, response: reply({ form: null, result: { status: "error", error: { "": [body.error] } } }, body.status) };
  const id = String(body.form.get("form") ?? "");
  const single = typeof (schemas as z.ZodType).safeParse === "function";
  const schema = single ? (schemas as z.ZodType) : Object.hasOwn(schemas, id) ? (schemas as Record<string, z.ZodType>)[id]! : null;
  if (!schema) return { ok: false, response: reply({ form: null, result: { status: "error", error: { "": ["This form is not known here. Please reload the page and try again."] } } }, 400) };
  const form = id || null;
  const submission = parseWithZod(body.form, { schema });
  if (submission.status !== "success") return { ok: false, response: reply({ form, result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400) };
  const fail = (errors: { form?: string; fields?: Record<string, string> }, status = 400, headers?: HeadersInit) => {
    const out = new Headers(NO_STORE);
    new Headers(headers).forEach((value, name) => out.set(name, value));
    return reply(
      {
        form,
        result: submission.reply({
          formErrors: errors.form ? [errors.form] : undefined,
          fieldErrors: errors.fields ? Object.fromEntries(Object.entries(errors.fields).map(([k, v]) => [k, [v]])) : undefined,
          hideFields: SECRET_FIELDS,
        }),
      },
      status,
      out,
    );
  };
  const succeed = (extra: { codes?: string[] }, headers: HeadersInit = NO_STORE) => reply({ form, result: submission.reply({ resetForm: true }), ...extra }, 200, headers);
  return { ok: true, id: form ?? "", value: submission.value, form: body.form, fail, succeed };
}

type Reply = ReturnType<typeof reply>;
type Refused = { ok: false; response: Reply };
/**
 * Which of a page's forms a post is (its hidden `form` field; "" for one without, like the
 * follow-up form), read from a copy so the form's own action can still read the body.
 */
export async function postedFormId(request: Request) {
  const body = await readAdminForm(request.clone());
  return body.ok ? String(body.form.get("form") ?? "") : "";
}

/** A post its schema accepted: with several forms, one of these per form id, so `id` narrows `value`. */
type Accepted<Id extends string, V> = {
  ok: true;
  /** The form's id, when a page has several. */
  id: Id;
  value: V;
  form: FormData;
  fail: (errors: { form?: string; fields?: Record<string, string> }, status?: number, headers?: HeadersInit) => Reply;
  succeed: (extra: { codes?: string[] }, headers?: HeadersInit) => Reply;
};
type AccountPost<Id extends string, V> = Refused | Accepted<Id, V>;
