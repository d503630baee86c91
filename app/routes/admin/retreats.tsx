import { ArrowDown, ArrowUp, BookOpen, CalendarPlus, Download, Eye, PencilLine, Plus } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/retreats";
import type { HeaderHandle } from "~/components/site-header";
import { buttonVariants } from "~/components/ui/button-variants";
import { listRetreats, moveRetreat, placeWords, workingCopy } from "~/lib/retreats/retreats.server";
import { RetreatOrderSchema } from "~/lib/retreats/story-forms";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { Button } from "~/components/ui/button";
import { formatDateRange } from "~/lib/calendar";
import { listEditions } from "~/lib/editions/editions.server";
import { currentPrice, editionStatus, fewPlacesLeft, placesLeft } from "~/lib/editions/status";
import { today } from "~/lib/clock.server";
import { badgeFor } from "~/lib/editions/view";
import { formatInr } from "~/lib/indian-numbers";
import { cn } from "~/lib/utils";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { AccountForm, type AccountField } from "~/components/admin/account-form";
import { FormMessage } from "~/components/forms/form-parts";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { readNextSeasons, saveNextSeason } from "~/lib/editions/next-season.server";
import { NEXT_SEASON_FALLBACK, NextSeasonSchema } from "~/lib/editions/schema";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Retreats");
}


/** Every edition, by retreat, with its status today (ADR 028), and each retreat's next season. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const day = today();
  const [editions, nextSeasons, records] = await Promise.all([listEditions(db), readNextSeasons(db), listRetreats(db)]);
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved");
  const moved = url.searchParams.get("moved");
  const order = url.searchParams.get("order");
  const retreats = records.flatMap((record, place) => {
    const content = workingCopy(record);
    if (!content) return [];
    const own = editions.filter((e) => e.retreat === content.id);
    return {
      id: content.id,
      name: content.name,
      archived: record.archivedAt !== null,
      unpublished: record.content === null,
      nextSeason: nextSeasons[content.id] ?? NEXT_SEASON_FALLBACK,
      saved: saved === content.id,
      moved: moved === content.id,
      version: record.version,
      menu: { words: placeWords(place, records.length).replace(/^./, (c) => c.toUpperCase()), first: place === 0, last: place === records.length - 1 },
      place: `${content.location.locality}, ${content.location.country}`,
      latest: own.at(-1)?.slug ?? null,
      editions: own.map((e) => {
        const status = editionStatus(e, day);
        const price = currentPrice(e, day);
        return {
          slug: e.slug,
          dates: formatDateRange(e.start, e.end),
          status,
          badge: badgeFor(status, fewPlacesLeft(e, day)),
          places: `${placesLeft(e)} of ${e.capacity} left`,
          price: price ? `${formatInr(price.amount)}${price.earlyBird ? " early bird" : ""}` : "No price",
        };
      }),
    };
  });
  return data({ today: day, retreats, orderProblem: order && Object.hasOwn(ORDER_PROBLEMS, order) ? ORDER_PROBLEMS[order as keyof typeof ORDER_PROBLEMS] : null }, { headers: NO_STORE });
}

const ORDER_PROBLEMS = {
  stale: "Nothing moved: this retreat was changed elsewhere (another tab or another person) since this page was opened. Here is the order as it stands now; move it again if you still want to.",
  unknown: "Nothing moved: this page did not know that move. Here is the order as it stands now.",
} as const;

/**
 * POST: a retreat one place up or down in the menu (the arrows beside it), else its next-season
 * words (the form under it). A move answers with the list again, the retreat in its new place.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin } = await requireAdmin(request);
  checkSameOrigin(request);
  const body = await readAdminForm(request.clone());
  if (body.ok && body.form.has("intent")) {
    const move = RetreatOrderSchema.safeParse(Object.fromEntries(body.form));
    if (!move.success) throw redirect("/admin/retreats?order=unknown", { headers: NO_STORE });
    const { retreat, version, intent } = move.data;
    const moved = await moveRetreat(db, retreat, intent === "move-up" ? "up" : "down", { version, actor: admin });
    if (!moved.ok) throw redirect(`/admin/retreats?order=${moved.stale ? "stale" : "unknown"}`, { headers: NO_STORE });
    throw redirect(`/admin/retreats?moved=${retreat}#retreat-${retreat}`, { headers: NO_STORE });
  }
  const form = await readAccountForm(request, NextSeasonSchema);
  if (!form.ok) return form.response;
  const { retreat, nextSeason } = form.value;
  if (!(await listRetreats(db)).some((r) => r.id === retreat)) return form.fail({ form: "This retreat is not known here. Please reload the page." }, 404);
  await saveNextSeason(db, retreat, nextSeason, admin);
  throw redirect(`/admin/retreats?saved=${retreat}#retreat-${retreat}`, { headers: NO_STORE });
}

const NEXT_SEASON_FIELD = {
  name: "nextSeason",
  label: "Next season",
  type: "text",
  autoComplete: "off",
  hint: "Shown on its card and page while no edition is ahead.",
} as const satisfies AccountField;

const TONE: Record<string, string> = {
  open: "bg-sage text-sand",
  "coming-soon": "bg-linen text-ink",
  waitlist: "bg-linen text-ink",
  "sold-out": "bg-clay text-sand",
  "under-way": "bg-lagoon text-sand",
  past: "bg-ink/10 text-ink",
  hidden: "border border-dashed border-ink/40 text-ink",
};

export default function AdminRetreats({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Retreats"
      intro={<p>Each retreat's story, and the dates, prices and places of every edition. Today is {formatDateRange(loaderData.today, loaderData.today)}.</p>}
      actions={
        <p className="flex flex-wrap gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a key={format} href={`/admin/bookings.${format}`} download className={buttonVariants({ variant: "outline", size: "sm" })}>
              <Download aria-hidden /> Bookings {format.toUpperCase()}
            </a>
          ))}
        </p>
      }
    >
      <p className="mb-6">
        <Link to="/admin/retreats/story/new" className={buttonVariants({ variant: "primary", size: "sm" })}>
          <Plus aria-hidden /> New retreat
        </Link>
      </p>
      {loaderData.orderProblem ? <FormMessage kind="error" title={loaderData.orderProblem} autoFocus /> : null}
      <div className="grid gap-6">
        {loaderData.retreats.map((r) => (
          <section key={r.id} aria-labelledby={`retreat-${r.id}`} className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <h2 id={`retreat-${r.id}`} className="font-display text-2xl md:text-3xl">
                  {r.name}
                </h2>
                <p className="text-sm text-ink-soft">
                  {r.place}
                  {r.archived ? " · Archived: hidden from the site" : r.unpublished ? " · Not published yet" : ""}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Form method="post" className="flex items-center gap-1" data-testid={`menu-order-${r.id}`}>
                  <input type="hidden" name="retreat" value={r.id} />
                  <input type="hidden" name="version" value={r.version} />
                  <span className="mr-1 text-xs text-ink-soft">{r.menu.words} in the menu</span>
                  <Button type="submit" name="intent" value="move-up" variant="outline" size="icon" className="md:size-9 md:min-h-9" disabled={r.menu.first} aria-label={`Move the ${r.name} up in the Retreats menu`}>
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button type="submit" name="intent" value="move-down" variant="outline" size="icon" className="md:size-9 md:min-h-9" disabled={r.menu.last} aria-label={`Move the ${r.name} down in the Retreats menu`}>
                    <ArrowDown aria-hidden />
                  </Button>
                </Form>
                <Link to={`/admin/retreats/story/${r.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <BookOpen aria-hidden /> Edit the story<span className="sr-only"> of the {r.name}</span>
                </Link>
                {r.latest ? (
                  <Link to={`/admin/retreats/new?from=${r.latest}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <CalendarPlus aria-hidden /> New edition from {r.latest}
                  </Link>
                ) : (
                  <Link to={`/admin/retreats/new?retreat=${r.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <CalendarPlus aria-hidden /> First edition
                  </Link>
                )}
              </div>
            </div>
            {r.moved ? (
              <div className="mt-4">
                <FormMessage kind="success" title="Moved: the Retreats menu shows it in this place now." />
              </div>
            ) : null}
            <div className="mt-5 max-w-xl" data-testid={`next-season-${r.id}`}>
              {r.saved ? <FormMessage kind="success" title="Saved: the site shows it from now on." /> : null}
              <AccountForm
                id={`next-season-${r.id}`}
                schema={NextSeasonSchema}
                fields={[NEXT_SEASON_FIELD]}
                defaultValue={{ nextSeason: r.nextSeason }}
                lastResult={actionData?.form === `next-season-${r.id}` ? actionData.result : undefined}
                submitLabel="Save the next season"
              >
                <input type="hidden" name="retreat" value={r.id} />
              </AccountForm>
            </div>
            <ul className="mt-5 divide-y divide-ink/10 border-t border-ink/10" data-testid={`editions-${r.id}`}>
              {r.editions.map((e) => (
                <li key={e.slug} className="grid gap-2 py-4 md:grid-cols-[1.3fr_1fr_1fr_auto] md:items-center md:gap-6">
                  <div>
                    <Link to={`/admin/retreats/${e.slug}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                      {e.dates}
                    </Link>
                    <p className="text-sm text-ink-soft">/retreats/{e.slug}</p>
                  </div>
                  <p>
                    <span className={cn("inline-block rounded-full px-3 py-1 text-xs font-semibold", TONE[e.status])}>{e.badge}</span>
                  </p>
                  <p className="text-sm text-ink-soft">
                    {e.price} · {e.places}
                  </p>
                  <p className="flex gap-2">
                    <Link to={`/admin/retreats/${e.slug}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <PencilLine aria-hidden /> Edit<span className="sr-only"> {e.slug}</span>
                    </Link>
                    <Link to={e.status === "hidden" ? `/admin/retreats/${e.slug}/preview` : `/retreats/${e.slug}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <Eye aria-hidden /> {e.status === "hidden" ? "Preview" : "View"}
                      <span className="sr-only"> {e.slug}</span>
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
