import { data, type ActionFunctionArgs } from "react-router";

/**
 * The one action behind every lead form on the site. Route modules that render a form export
 * `export const action = formAction;` and this module dispatches on the form's hidden `_form`
 * field. (Filled in by the lead-capture work, issue 4.)
 */
export async function formAction({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return data({ ok: false as const }, { status: 405, headers: { Allow: "POST" } });
  return data({ ok: false as const }, { status: 503 });
}
