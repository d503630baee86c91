import { data, Link, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import "./admin.css";
import { AdminNav } from "~/components/admin/admin-nav";
import { HeldNav } from "~/components/admin/two-factor";
import { NO_STORE, getAdmin } from "~/lib/admin/auth.server";
import { goLiveChecklist } from "~/lib/admin/go-live.server";
import { mustEnrolTwoFactor } from "~/lib/admin/two-factor.server";
import { getDb } from "~/lib/db/db.server";

/**
 * The frame of every admin page: the session, the response headers, the stylesheet and the one
 * navigation, set here once.
 *
 * - Session: signed out, every admin page but the sign-in (/admin/leads) and the single-use
 *   links' pages redirects to the sign-in; the shared password of before users opens only the
 *   page that creates the owner. While the owner requires two-factor sign-in, a user without it
 *   reaches only their account page, to set it up (the nav shows nothing else). Each page's
 *   loader and action still call requireAdmin() for their database: React Router runs this
 *   loader beside the page's, not before it, and never before an action, so this check decides
 *   what the frame draws and the page's own guards what it reads or writes.
 * - Headers: no-store (leads stay out of shared and back/forward caches) and noindex on every
 *   document, with the session cookie's changes from the page's loader or action.
 */
/**
 * The pages a signed-out visitor may open: the sign-in (with its second step), and the pages of
 * the single-use links (first-run setup, an invitation, a password reset) and of a forgotten
 * password, each of which checks its own link.
 */
const SIGNED_OUT_PAGES = /^\/admin\/(?:leads|forgot-password|(?:setup|invitation|reset)\/[^/]+)$/;

export async function loader({ request }: Route.LoaderArgs) {
  const db = await getDb();
  const admin = await getAdmin(request, db);
  const { pathname } = new URL(request.url);
  if (admin.status === "unlocked") {
    // The shared password of before users opens one page: the one that creates the owner.
    if (admin.admin.kind === "legacy") {
      if (pathname !== "/admin/welcome") throw redirect("/admin/welcome", { headers: NO_STORE });
      return data({ admin: null, held: false, goLive: 0 }, { headers: NO_STORE });
    }
    const held = await mustEnrolTwoFactor(db, admin.admin);
    if (held && pathname !== "/admin/account") throw redirect("/admin/account", { headers: NO_STORE });
    // An owner sees, on every page, how much of the going-live checklist is still open.
    const goLive = !held && admin.admin.role === "owner" && pathname !== "/admin/go-live" ? (await goLiveChecklist(db)).length : 0;
    return data({ admin: { name: admin.admin.name, role: admin.admin.role }, held, goLive }, { headers: NO_STORE });
  }
  if (!SIGNED_OUT_PAGES.test(pathname)) {
    // The stale cookie goes with the browser to the sign-in, which clears it and says the
    // session has ended.
    throw redirect("/admin/leads", { headers: NO_STORE });
  }
  return data({ admin: null, held: false, goLive: 0 }, { headers: NO_STORE });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const out = new Headers(NO_STORE);
  for (const source of [errorHeaders, actionHeaders, loaderHeaders])
    source?.forEach((value, key) => (key.toLowerCase() === "set-cookie" ? out.append(key, value) : out.set(key, value)));
  return out;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="min-h-dvh bg-sand pt-24 pb-20 md:pt-28">
      <div className="container-content space-y-6 md:space-y-8">
        {loaderData.admin ? loaderData.held ? <HeldNav admin={loaderData.admin} /> : <AdminNav admin={loaderData.admin} /> : null}
        {loaderData.goLive > 0 ? (
          <p role="status" className="rounded-xl border border-clay/30 bg-white/70 px-5 py-3 text-sm text-ink">
            {loaderData.goLive === 1 ? "One thing is" : `${loaderData.goLive} things are`} still to do before the site is ready for
            guests.{" "}
            <Link to="/admin/go-live" className="font-semibold text-clay-dark underline underline-offset-4">
              See the going-live checklist
            </Link>
          </p>
        ) : null}
        <Outlet />
      </div>
    </main>
  );
}
