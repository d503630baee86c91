import { data } from "react-router";
import type { Route } from "./+types/retreat-new";
import { EditionForm } from "~/components/admin/edition-form";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { getEdition, fieldsOf } from "~/lib/editions/editions.server";
import type { Edition } from "~/lib/editions/schema";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { today } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { getRetreat } from "~/lib/retreats/retreats.server";
import { formContext, formValues, saveEdition } from "./+retreats/editions.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("New edition");
}


/** The same day a year on ("2025-12-18" -> "2026-12-18"; 29 February -> 28). */
function nextYear(date: string) {
  const year = String(Number(date.slice(0, 4)) + 1);
  const moved = `${year}${date.slice(4)}`;
  return moved.endsWith("-02-29") ? moved.replace(/-29$/, "-28") : moved;
}

/**
 * A new edition, copied from an earlier one (?from=goa-2025): the same prices, places and
 * booking links, a year later under a new address, hidden until published, nobody booked yet.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const url = new URL(request.url);
  const from = url.searchParams.get("from") ?? "";
  const first = url.searchParams.get("retreat");
  // A retreat's first edition (a new destination): nothing to copy, so sensible blanks for the
  // organiser to fill, hidden until published.
  const source = first ? await firstEdition(db, first) : await getEdition(db, from);
  if (!source) throw data("No edition to copy from", { status: 404, headers: NO_STORE });
  if (first) return data({ from: null, values: formValues(fieldsOf(source)), ...(await formContext(db, source)) }, { headers: NO_STORE });
  const year = String(Number(source.start.slice(0, 4)) + 1);
  const copy: Edition = {
    ...source,
    slug: /-\d{4}$/.test(source.slug) ? source.slug.replace(/\d{4}$/, year) : `${source.slug}-${year}`,
    start: nextYear(source.start),
    end: nextYear(source.end),
    earlyBirdPriceInr: null,
    earlyBirdUntil: null,
    placesTaken: 0,
    state: "hidden",
    paymentUrl: source.paymentUrl ? source.paymentUrl.replace(/\d{4}$/, year) : null,
    whatsappMessage: null,
  };
  return data({ from: source.slug, values: formValues(fieldsOf(copy)), ...(await formContext(db, copy)) }, { headers: NO_STORE });
}

async function firstEdition(db: Db, retreat: string): Promise<Edition | null> {
  if (!(await getRetreat(db, retreat))) return null;
  const year = today().slice(0, 4);
  const start = `${Number(year) + 1}-01-10`;
  return {
    id: 0,
    retreat,
    slug: `${retreat}-${Number(year) + 1}`,
    start,
    end: `${Number(year) + 1}-01-14`,
    priceInr: null,
    earlyBirdPriceInr: null,
    earlyBirdUntil: null,
    depositInr: 15_000,
    balanceDueDays: 45,
    capacity: 12,
    placesTaken: 0,
    placesBooked: 0,
    state: "hidden",
    paymentUrl: null,
    whatsappMessage: null,
    createdAt: "",
    updatedAt: "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  return saveEdition(request, null);
}

export default function NewEdition({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title={`New edition of the ${loaderData.retreatName}`}
      intro={<p>{loaderData.from ? `Copied from ${loaderData.from}.` : "The retreat's first edition: set its dates, price and places."} It stays hidden (a draft you can preview) until you publish it.</p>}
    >
      <EditionForm
        id="new-edition"
        defaultValue={loaderData.values}
        lastResult={actionData?.result}
        submitLabel="Create the edition"
        defaultWhatsapp={loaderData.defaultWhatsapp}
        timeZone={loaderData.timeZone}
      />
    </AdminPage>
  );
}
