import { data, redirect } from "react-router";
import { NO_STORE, checkSameOrigin, clientIp, login, readAdminForm } from "./auth.server";

/**
 * The sign-in form's post at /admin/leads (SPEC: the password is supplied there): a user's e-mail
 * and password, or the password alone before users exist or for the break-glass owner. Signed in:
 * post/redirect/get to the same address, so a reload never re-posts the password. Otherwise the
 * form again with its message: 400 (no e-mail or password, or a body that is not a form), 401 (wrong),
 * 429 with Retry-After (throttled), 503 (too many checks at once).
 */
export async function signIn(request: Request, context: unknown) {
  checkSameOrigin(request);
  const body = await readAdminForm(request);
  // An unreadable body (415, 400, 413) answers on the sign-in form with its message.
  if (!body.ok) return data({ error: body.error, status: 400 as const }, { status: body.status, headers: NO_STORE });
  // A two-factor code whose half session has ended meanwhile: the page again, which says so.
  if (body.form.get("form") === "second-step") {
    const url = new URL(request.url);
    throw redirect(`${url.pathname}${url.search}`, { headers: NO_STORE });
  }
  const credentials = { email: String(body.form.get("email") ?? ""), password: String(body.form.get("password") ?? "") };
  const result = await login(request, credentials, clientIp(context));
  if (result.ok) {
    const url = new URL(request.url);
    const headers = new Headers(NO_STORE);
    for (const c of result.setCookie) headers.append("Set-Cookie", c);
    throw redirect(`${url.pathname}${url.search}`, { headers });
  }
  const headers = new Headers(NO_STORE);
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return data({ error: result.error, status: result.status }, { status: result.status, headers });
}
