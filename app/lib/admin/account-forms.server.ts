import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod";
import { NO_STORE, checkSameOrigin, readAdminForm } from "./auth.server";

type AccountReply = { result: SubmissionResult<string[]> };

const SECRET_FIELDS = ["password", "confirm", "current", "code"];

/**
 * An account form's post, checked by its schema (the same the browser ran). A bad one answers
 * 400 with the messages under their fields and the passwords left out; `fail` answers the same
 * way with a message of the server's (a wrong current password, an address already in use).
 */
export async function readAccountForm<S extends z.ZodType>(request: Request, schema: S) {
  checkSameOrigin(request);
  const body = await readAdminForm(request);
  if (!body.ok) {
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [body.error] } };
    return { ok: false as const, response: data<AccountReply>({ result }, { status: body.status, headers: NO_STORE }) };
  }
  const submission = parseWithZod(body.form, { schema });
  if (submission.status !== "success")
    return { ok: false as const, response: data<AccountReply>({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400, headers: NO_STORE }) };
  const fail = (errors: { form?: string; fields?: Record<string, string> }, status = 400) =>
    data<AccountReply>(
      {
        result: submission.reply({
          formErrors: errors.form ? [errors.form] : undefined,
          fieldErrors: errors.fields ? Object.fromEntries(Object.entries(errors.fields).map(([k, v]) => [k, [v]])) : undefined,
          hideFields: SECRET_FIELDS,
        }),
      },
      { status, headers: NO_STORE },
    );
  return { ok: true as const, value: submission.value as z.infer<S>, form: body.form, fail };
}
