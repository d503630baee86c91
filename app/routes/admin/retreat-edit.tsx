import { CalendarDays, Eye, History, ImageUp, Send } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/retreat-edit";
import { EditionForm } from "~/components/admin/edition-form";
import { PlaceOpened } from "~/components/admin/place-opened";
import { placeOpenedBlock } from "~/lib/messages/place-opened.server";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { formatDateRange, formatDateTime } from "~/lib/calendar";
import { editionHistory, fieldsOf, getEdition, historyLines } from "~/lib/editions/editions.server";
import { editionStatus, fewPlacesLeft } from "~/lib/editions/status";
import { siteTimeZone, today } from "~/lib/clock.server";
import { badgeFor } from "~/lib/editions/view";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { editionItinerary, formContext, formValues, saveEdition, warningsFor } from "./+retreats/editions.server";
import { EditionWarnings } from "~/components/admin/edition-warnings";
import type { Db } from "~/lib/db/db.server";
import { listPhotos } from "~/lib/photos/store.server";
import { momentSlots } from "~/lib/photos/slots.server";
import { EditionGuests } from "~/components/admin/edition-guests";
import { editionGuests } from "~/lib/bookings/guest-list.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.slug ?? "Edition");
}


/** One edition: every field to edit, its preview, publishing, and its history with who made each change. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const edition = await getEdition(db, params.slug ?? "");
  if (!edition) throw data("No such edition", { status: 404, headers: NO_STORE });
  const day = today();
  const status = editionStatus(edition, day);
  const timeZone = siteTimeZone();
  const history = (await editionHistory(db, edition.id)).map((h) => ({
    id: h.id,
    when: formatDateTime(h.changedAt, timeZone),
    action: h.action,
    lines: historyLines(h.action, h.changes),
    // The first editions were seeded by the migration that made the table, by nobody.
    by: h.action === "created" && typeof h.changes.from === "string" ? null : h.by,
  }));
  const url = new URL(request.url);
  const notice = url.searchParams.get("created") ? "created" : url.searchParams.get("saved") ? "saved" : null;
  return data(
    {
      slug: edition.slug,
      dates: formatDateRange(edition.start, edition.end),
      status,
      badge: badgeFor(status, fewPlacesLeft(edition, day)),
      values: formValues(fieldsOf(edition)),
      version: edition.updatedAt,
      history,
      moments: await momentsOf(db, edition.slug),
      warnings: await warningsFor(db, edition),
      itinerary: await editionItinerary(db, edition),
      guests: await editionGuests(db, edition, day),
      placeOpened: await placeOpenedBlock(db, edition, url),
      notice,
      ...(await formContext(db, edition)),
    },
    { headers: NO_STORE },
  );
}

/** The edition's own photograph slots, and which have a photograph. */
async function momentsOf(db: Db, slug: string) {
  const photos = new Set((await listPhotos(db)).map((p) => p.imageId));
  return momentSlots(slug).map((slot) => ({ slot, has: photos.has(slot) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db } = await requireAdmin(request);
  const edition = await getEdition(db, params.slug ?? "");
  if (!edition) throw data("No such edition", { status: 404, headers: NO_STORE });
  return saveEdition(request, edition);
}

export default function EditEdition({ loaderData, actionData }: Route.ComponentProps) {
  const hidden = loaderData.status === "hidden";
  return (
    <AdminPage
      title={`${loaderData.retreatName}, ${loaderData.dates}`}
      intro={
        <>
          <p>
            <Link to="/admin/retreats" className="underline underline-offset-4">
              All retreats
            </Link>{" "}
            · /retreats/{loaderData.slug} · <span data-testid="edition-status">{loaderData.badge}</span>
          </p>
          {loaderData.itinerary ? <ItineraryLine {...loaderData.itinerary} /> : null}
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={hidden ? `/admin/retreats/${loaderData.slug}/preview` : `/retreats/${loaderData.slug}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Eye aria-hidden /> {hidden ? "Preview the page" : "View the page"}
          </Link>
          {hidden ? (
            <Form method="post">
              <Button type="submit" name="intent" value="publish" size="sm">
                <Send aria-hidden /> Publish
              </Button>
            </Form>
          ) : null}
        </div>
      }
    >
      {loaderData.notice && !actionData ? (
        <FormMessage
          kind="success"
          title={loaderData.notice === "created" ? "The edition is created." : "Saved. The site shows it now."}
          description={hidden ? "It is hidden until you publish it: preview it first." : undefined}
        />
      ) : null}
      {actionData?.result?.status === "error" ? <FormMessage kind="error" title="Nothing was saved: please correct the fields marked below." /> : null}
      <EditionWarnings warnings={loaderData.warnings} />
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <EditionForm
          // A new form after each save or publish: its fields start from what is now stored.
          key={loaderData.version}
          id={`edition-${loaderData.slug}`}
          defaultValue={loaderData.values}
          lastResult={actionData?.result}
          submitLabel="Save changes"
            defaultWhatsapp={loaderData.defaultWhatsapp}
          timeZone={loaderData.timeZone}
        />
        <section aria-labelledby="history-title" className="self-start rounded-2xl bg-linen p-5 md:p-7">
          <h2 id="history-title" className="flex items-center gap-2 font-display text-2xl">
            <History aria-hidden className="size-5 text-clay" /> History
          </h2>
          <ol className="mt-4 space-y-4" data-testid="edition-history">
            {loaderData.history.map((h) => (
              <li key={h.id} className="border-l-2 border-gold/60 pl-4">
                <p className="text-sm font-semibold">
                  {h.action === "created" ? "Created" : h.action === "published" ? "Published" : "Edited"} · {h.when}
                  {h.by ? <span className="font-normal text-ink-soft"> · by {h.by}</span> : null}
                </p>
                <ul className="mt-1 space-y-0.5 text-sm text-ink-soft">
                  {h.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <EditionGuests slug={loaderData.slug} {...loaderData.guests} />
      <PlaceOpened slug={loaderData.slug} view={loaderData.placeOpened} timeZone={loaderData.timeZone} />
      <section aria-labelledby="moments-title" className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
        <h2 id="moments-title" className="flex items-center gap-2 font-display text-2xl">
          <ImageUp aria-hidden className="size-5 text-clay" /> Photographs from these dates
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-soft">
          Once the retreat has taken place, its page shows the ones you upload here, after its intro, as the story of these dates.
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" data-testid="edition-moments">
          {loaderData.moments.map((m, i) => (
            <li key={m.slot}>
              <Link to={`/admin/photos/${m.slot}`} className={buttonVariants({ variant: m.has ? "primary" : "outline", size: "sm" })}>
                {m.has ? `Photograph ${i + 1}` : `Add photograph ${i + 1}`}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}

/** Whose days the edition's page shows, and the way to its own itinerary (which links back here). */
function ItineraryLine({ to, own, days }: { to: string; own: boolean; days: number }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="edition-itinerary">
      <CalendarDays aria-hidden className="size-4 shrink-0 text-clay" />
      <span>{own ? `Its own itinerary, ${days} days` : `The retreat's itinerary, ${days} days`} ·</span>
      <Link to={to} className="font-medium text-clay-dark underline underline-offset-4">
        {own ? "Edit the itinerary of these dates" : "Give these dates their own itinerary"}
      </Link>
    </p>
  );
}
