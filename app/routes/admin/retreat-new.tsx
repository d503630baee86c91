import { data } from "react-router";
import type { Route } from "./+types/retreat-new";
import { EditionForm } from "~/components/admin/edition-form";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { getEdition, fieldsOf } from "~/lib/editions/editions.server";
import type { Edition } from "~/lib/editions/schema";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
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
  const from = new URL(request.url).searchParams.get("from") ?? "";
  const source = await getEdition(db, from);
  if (!source) throw data("No edition to copy from", { status: 404, headers: NO_STORE });
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
  return data({ from: source.slug, values: formValues(fieldsOf(copy)), ...formContext(copy) }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  return saveEdition(request, null);
}

export default function NewEdition({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage
      title={`New edition of the ${loaderData.retreatName}`}
      intro={<p>Copied from {loaderData.from}. It stays hidden (a draft you can preview) until you publish it.</p>}
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
