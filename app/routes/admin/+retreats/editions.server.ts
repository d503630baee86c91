import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { formatDateRange } from "~/lib/calendar";
import { createEdition, fieldsOf, listEditions, updateEdition } from "~/lib/editions/editions.server";
import { EditionSchema, type Edition } from "~/lib/editions/schema";
import { tokensFor } from "~/lib/editions/view";
import { editionWarnings } from "~/lib/editions/warnings";
import { siteTimeZone, today } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { getRetreat, listItineraries, workingCopy } from "~/lib/retreats/retreats.server";

/** An edition as the form's default values: every field as text, empty for none. */
export function formValues(e: Pick<Edition, keyof ReturnType<typeof fieldsOf>>): Record<string, string> {
  return Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v === null || v === undefined ? "" : String(v)]));
}

/** What the form shows beside its fields. */
export async function formContext(db: Db, edition: Pick<Edition, "retreat"> & Parameters<typeof tokensFor>[0]) {
  const record = await getRetreat(db, edition.retreat);
  const content = record && workingCopy(record);
  const cta = content?.hero.cta;
  const whatsapp = cta?.kind === "whatsapp" ? cta.message.replace(/\{(\w+)\}/g, (m, k: string) => (tokensFor(edition, today(), undefined, content) as Record<string, string>)[k] ?? m) : undefined;
  return { defaultWhatsapp: whatsapp, timeZone: siteTimeZone(), retreatName: content?.name ?? edition.retreat };
}

/**
 * The itinerary the edition's page and brochure show (its own, else its retreat's) and where its
 * days are edited: the story's itinerary page for these dates. Null when the story has none.
 */
export async function editionItinerary(db: Db, edition: Pick<Edition, "id" | "retreat" | "slug">) {
  const [record, own] = await Promise.all([getRetreat(db, edition.retreat), listItineraries(db)]);
  const section = record && workingCopy(record)?.sections.find((s) => s.type === "itinerary");
  if (!section || section.type !== "itinerary") return null;
  const days = own[edition.id]?.length;
  return { to: `/admin/retreats/story/${edition.retreat}/${section.id}?edition=${edition.slug}`, own: days !== undefined, days: days ?? section.days.length };
}

/**
 * What the organiser should look at again in a saved edition, on today's date (warnings.ts):
 * shown above its form, never stopping a save.
 */
export async function warningsFor(db: Db, edition: Edition) {
  const itinerary = await editionItinerary(db, edition);
  return editionWarnings(fieldsOf(edition), today(), { others: await listEditions(db), itineraryDays: itinerary?.days ?? null, ownItinerary: itinerary?.own });
}

/**
 * The create and edit posts: the same EditionSchema as the browser, then the database's own
 * check (a slug already taken). Any error: the form again with every field as typed and the
 * message under its field, nothing changed. Saved: post/redirect/get to the edition's page.
 */
export async function saveEdition(request: Request, existing: Edition | null) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const body = await readAdminForm(request);
  // A body that is not a form (another content type, broken, too large, a NUL): its message
  // above the form, nothing saved.
  if (!body.ok) return data({ result: { status: "error" as const, error: { "": [body.error] } } }, { status: body.status, headers: NO_STORE });
  const formData = body.form;
  if (existing) formData.set("retreat", existing.retreat);
  // Publish: the same edition, made public (open when it has a price, else taking names).
  if (formData.get("intent") === "publish" && existing) {
    for (const [k, v] of Object.entries(formValues(fieldsOf(existing)))) formData.set(k, v);
    formData.set("state", existing.priceInr === null ? "coming-soon" : "open");
  }
  const submission = parseWithZod(formData, { schema: EditionSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  if (!(await getRetreat(db, submission.value.retreat)))
    return data({ result: submission.reply({ formErrors: ["This retreat is not known here: create its story first."] }) }, { status: 400, headers: NO_STORE });
  const saved = existing ? await updateEdition(db, existing.id, submission.value, admin) : await createEdition(db, submission.value, admin);
  if (!saved.ok) {
    const { "": formErrors, ...fieldErrors } = saved.fieldErrors;
    return data({ result: submission.reply({ fieldErrors, formErrors }) }, { status: 400, headers: NO_STORE });
  }
  const what = existing ? "saved" : "created";
  throw redirect(`/admin/retreats/${saved.edition.slug}?${what}=${encodeURIComponent(formatDateRange(saved.edition.start, saved.edition.end))}`, { headers: NO_STORE });
}
