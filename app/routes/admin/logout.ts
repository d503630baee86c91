import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { NO_STORE, checkSameOrigin, logout } from "~/lib/admin/auth.server";

/** POST /admin/logout: ends the session in the database (every instance) and drops the cookie. */
export async function action({ request }: Route.ActionArgs) {
  checkSameOrigin(request);
  const headers = new Headers(NO_STORE);
  headers.append("Set-Cookie", await logout(request));
  return redirect("/admin/leads", { headers });
}

/** A GET (typed URL, prefetch) must not log anyone out: back to the dashboard. */
export function loader() {
  return redirect("/admin/leads", { headers: NO_STORE });
}
