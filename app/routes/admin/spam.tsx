import { data, redirect } from "react-router";
import type { Route } from "./+types/spam";
import { adminMeta } from "~/components/admin/admin-page";
import { parsePage } from "~/lib/admin/page-param";
import { SpamList, type SpamNotice } from "~/components/admin/spam-list";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { now as clockNow, siteTimeZone } from "~/lib/clock.server";
import { log } from "~/lib/log.server";
import { releaseSpam } from "~/lib/spam/release.server";
import { SPAM_DAYS, SPAM_PAGE_SIZE, countSpam, deleteSpam, listSpam } from "~/lib/spam/spam.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Spam");
}

const NOTICES = new Set<SpamNotice>(["moved", "repeat", "gone", "invalid", "deleted"]);

/** GET /admin/spam: the posts the bot checks caught in the last 30 days, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const done = url.searchParams.get("done") as SpamNotice | null;
  const now = clockNow();
  const [rows, total] = await Promise.all([listSpam(db, page, now), countSpam(db, now)]);
  return data(
    {
      rows,
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / SPAM_PAGE_SIZE)),
      keepDays: SPAM_DAYS,
      timeZone: siteTimeZone(),
      notice: done && NOTICES.has(done) ? done : null,
    },
    { headers: NO_STORE },
  );
}

/**
 * POST /admin/spam: "Not spam" (intent=release) or "Delete" (intent=delete) for one post, then
 * post/redirect/get back to the list with what happened. A repeated post (a double click, a
 * reload, a second tab) finds the row gone and says so; it never stores the lead twice.
 */
export async function action({ request }: Route.ActionArgs) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const body = await readAdminForm(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const id = Number(body.form.get("id"));
  const intent = body.form.get("intent");
  if (!Number.isSafeInteger(id) || id < 1 || (intent !== "release" && intent !== "delete"))
    return data({ error: "No such post" }, { status: 400, headers: NO_STORE });
  let notice: SpamNotice;
  if (intent === "release") {
    const result = await releaseSpam(db, id, admin);
    notice = result.status === "moved" ? (result.duplicate ? "repeat" : "moved") : result.status;
  } else {
    notice = (await deleteSpam(db, id, admin)) ? "deleted" : "gone";
    log.info("admin deleted spam", { spamId: id, deleted: notice === "deleted" }, request);
  }
  const page = String(body.form.get("page") ?? "1");
  const search = new URLSearchParams({ done: notice });
  if (/^[2-9]\d{0,6}$|^1\d{1,6}$/.test(page)) search.set("page", page);
  return redirect(`/admin/spam?${search}`, { headers: NO_STORE });
}

export default function AdminSpam({ loaderData }: Route.ComponentProps) {
  return <SpamList {...loaderData} />;
}
