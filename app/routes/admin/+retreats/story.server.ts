/**
 * The story editor's loaders and actions (routes/admin/story*.tsx): every post checks the same
 * origin and the signed-in admin, parses its form with the form's schema, then saves through
 * app/lib/retreats (RetreatSchema over the whole story, the version check, the audit line).
 * Any error: the form again with its messages, nothing saved.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { RetreatContent } from "~/content/retreats/schema";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { formatDateRange, formatDateTime } from "~/lib/calendar";
import { siteTimeZone } from "~/lib/clock.server";
import type { Db } from "~/lib/db/db.server";
import { listEditions } from "~/lib/editions/editions.server";
import type { Edition } from "~/lib/editions/schema";
import { imagesFor } from "~/lib/images.server";
import { listSlots, storySlots } from "~/lib/photos/slots.server";
import {
  createRetreat,
  getRetreat,
  listItineraries,
  publish,
  restoreVersion,
  retreatHistory,
  saveDraft,
  saveItinerary,
  setArchived,
  STALE_MESSAGE,
  workingCopy,
  type ItineraryDay,
  type SaveOutcome,
} from "~/lib/retreats/retreats.server";
import { applyValues, formValuesOf, moveEntry, starterStory } from "~/lib/retreats/story-edit.server";
import { BLANK, blanksFor, clearedForm, formKindOf, NewRetreatSchema, PART_NAMES, SECTION_NAMES, STORY_SCHEMAS, type FormKind } from "~/lib/retreats/story-forms";
import { isEmptySection } from "~/content/retreats/empty-section";

const notFound = () => data("No such retreat", { status: 404, headers: NO_STORE });

async function loadRecord(db: Db, id: string) {
  const record = await getRetreat(db, id);
  const story = record && workingCopy(record);
  if (!record || !story) throw notFound();
  return { record, story };
}

/** Days an edition runs, first and last included. */
const daysOf = (e: Pick<Edition, "start" | "end">) => Math.round((Date.parse(e.end) - Date.parse(e.start)) / 86_400_000) + 1;
const itineraryDays = (story: RetreatContent) => story.sections.find((s) => s.type === "itinerary")?.days.length;

/**
 * Warnings, never refusals: an edition whose days differ from the itinerary it will show (its
 * own, or the retreat's). The organiser may mean it (a free last morning), so it is said, not blocked.
 */
function lengthWarnings(story: RetreatContent, editions: Edition[], own: Record<number, ItineraryDay[]>) {
  return editions.flatMap((e) => {
    const planned = own[e.id]?.length ?? itineraryDays(story);
    const runs = daysOf(e);
    // A month-only edition ("June 2026") has no count of days to compare yet.
    if (planned === undefined || Number.isNaN(runs) || planned === runs) return [];
    return [
      {
        slug: e.slug,
        text: `${formatDateRange(e.start, e.end)} runs ${runs} days, but ${own[e.id] ? "its own itinerary" : "the itinerary"} has ${planned}. Add or remove days${own[e.id] ? "" : ", or give this edition its own itinerary"}.`,
      },
    ];
  });
}

export async function storyPageData(request: Request, id: string) {
  const { db } = await requireAdmin(request);
  const { record, story } = await loadRecord(db, id);
  const [editions, history, own] = await Promise.all([listEditions(db), retreatHistory(db, id), listItineraries(db)]);
  const mine = editions.filter((e) => e.retreat === id);
  const zone = siteTimeZone();
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      id,
      name: story.name,
      version: record.version,
      published: record.content !== null,
      draft: record.draft !== null,
      archived: record.archivedAt !== null,
      done,
      parts: [
        ...Object.entries(PART_NAMES).map(([part, name]) => ({ part, name, title: part === "basics" ? story.name : part === "hero" ? story.hero.title : part === "card" ? story.card.title : story.seo.title, empty: false })),
        ...story.sections.map((s) => ({ part: s.id, name: SECTION_NAMES[s.type], title: s.title, empty: isEmptySection(s) })),
      ],
      editions: mine.map((e) => ({ slug: e.slug, dates: formatDateRange(e.start, e.end), ownItinerary: Boolean(own[e.id]) })),
      warnings: lengthWarnings(story, mine, own),
      history: history.map((h) => ({ ...h, when: formatDateTime(h.at, zone) })),
    },
    { headers: NO_STORE },
  );
}

function outcome(result: SaveOutcome, id: string, done: string) {
  if (result.ok) throw redirect(`/admin/retreats/story/${id}?done=${done}`, { headers: NO_STORE });
  const message = result.stale ? STALE_MESSAGE : `Not saved: ${result.issues.map((i) => `${i.path.join(".") || "story"}: ${i.message}`).join("; ")}`;
  return data({ error: message }, { status: result.stale ? 409 : 400, headers: NO_STORE });
}

/** The story page's buttons: publish, restore a version, archive or bring back. */
export async function storyAction(request: Request, id: string) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  await loadRecord(db, id);
  const body = await readAdminForm(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status, headers: NO_STORE });
  const form = body.form;
  const version = Number(form.get("version"));
  const intent = String(form.get("intent") ?? "");
  if (!Number.isInteger(version)) return data({ error: STALE_MESSAGE }, { status: 409, headers: NO_STORE });
  if (intent === "publish") return outcome(await publish(db, id, { version, actor: admin }), id, "published");
  if (intent === "archive" || intent === "unarchive") return outcome(await setArchived(db, id, intent === "archive", { version, actor: admin }), id, intent === "archive" ? "archived" : "unarchived");
  if (intent === "restore") {
    const from = Number(form.get("from"));
    if (!Number.isInteger(from)) return data({ error: "Please choose a version to restore." }, { status: 400, headers: NO_STORE });
    return outcome(await restoreVersion(db, id, { from, version, actor: admin }), id, "restored");
  }
  return data({ error: "This button is not known here. Please reload the page." }, { status: 400, headers: NO_STORE });
}

/** The pictures a retreat may choose from: its catalogue slots, its own slots, and whatever it shows now. */
async function slotChoices(id: string, story: RetreatContent) {
  const used = [story.hero.image, story.card.image, ...story.sections.flatMap((s) => (s.type === "gallery" ? s.images : []))];
  const ids = [...new Set([...used, ...listSlots().filter((s) => s.id.startsWith(`${id}-`)).map((s) => s.id), ...storySlots(id)])];
  const images = await imagesFor(ids);
  return ids.map((slot) => ({ id: slot, label: slot, placeholder: !images[slot], thumb: images[slot]?.fallback }));
}

/** An edition's own itinerary is edited at .../itinerary?edition=<slug>. */
async function editionOf(db: Db, id: string, slug: string | null) {
  if (!slug) return null;
  const edition = (await listEditions(db)).find((e) => e.slug === slug && e.retreat === id);
  if (!edition) throw data("No such edition of this retreat", { status: 404, headers: NO_STORE });
  return edition;
}

const LIST_OF: Partial<Record<FormKind, keyof typeof BLANK>> = { cards: "cards", itinerary: "days", faq: "items" };

/** The form's values with blank entries to add to its list (two for an emptied card grid, which needs two). */
function withBlank(kind: FormKind, values: Record<string, unknown>) {
  const list = LIST_OF[kind];
  if (!list) return values;
  const filled = values[list] as unknown[];
  return { ...values, [list]: [...filled, ...Array.from({ length: blanksFor(list, filled.length) }, () => BLANK[list])] };
}

export async function partPageData(request: Request, id: string, part: string) {
  const { db } = await requireAdmin(request);
  const { record, story } = await loadRecord(db, id);
  const kind = formKindOf(part, story);
  if (!kind) throw data("No such part of the story", { status: 404, headers: NO_STORE });
  const url = new URL(request.url);
  const edition = kind === "itinerary" ? await editionOf(db, id, url.searchParams.get("edition")) : null;
  const own = edition ? (await listItineraries(db))[edition.id] : undefined;
  let values = formValuesOf(story, part, kind);
  if (own) values = { ...values, days: own.map((d) => ({ label: d.label, title: d.title, items: d.items.join("\n") })) };
  const section = story.sections.find((s) => s.id === part);
  const editions = (await listEditions(db)).filter((e) => e.retreat === id);
  return data(
    {
      id,
      name: story.name,
      part,
      kind,
      title: section ? `${SECTION_NAMES[section.type]}: ${section.title}` : PART_NAMES[part as keyof typeof PART_NAMES],
      // The edition's own days are never empty; the story's section may be, and is then left off the page.
      empty: !edition && section !== undefined && isEmptySection(section),
      version: record.version,
      values: withBlank(kind, values),
      slots: await slotChoices(id, story),
      edition: edition ? { slug: edition.slug, dates: formatDateRange(edition.start, edition.end), days: daysOf(edition), own: Boolean(own) } : null,
      editions: kind === "itinerary" ? editions.map((e) => ({ slug: e.slug, dates: formatDateRange(e.start, e.end), days: daysOf(e) })) : [],
      saved: url.searchParams.get("saved") === "1",
    },
    { headers: NO_STORE },
  );
}

const MOVE = /^move:(cards|days|items):(\d+):(up|down|remove)$/;

export async function partAction(request: Request, id: string, part: string) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const { record, story } = await loadRecord(db, id);
  const kind = formKindOf(part, story);
  if (!kind) throw data("No such part of the story", { status: 404, headers: NO_STORE });
  const body = await readAdminForm(request);
  if (!body.ok) return data({ result: { status: "error" as const, error: { "": [body.error] } } }, { status: body.status, headers: NO_STORE });
  const url = new URL(request.url);
  const edition = kind === "itinerary" ? await editionOf(db, id, url.searchParams.get("edition")) : null;
  const back = `/admin/retreats/story/${id}/${part}${edition ? `?edition=${edition.slug}&saved=1` : "?saved=1"}`;
  if (edition && body.form.get("intent") === "use-retreat") {
    await saveItinerary(db, edition, null, admin);
    throw redirect(back, { headers: NO_STORE });
  }
  const intent = String(body.form.get("intent") ?? "");
  // "Remove all" empties its list; the form's schema says whether that list may be empty.
  const submission = parseWithZod(clearedForm(body.form), { schema: STORY_SCHEMAS[kind] });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  let value = submission.value as Record<string, unknown>;
  const move = MOVE.exec(intent);
  if (move) {
    value = moveEntry(value, move[1]!, Number(move[2]), move[3] as "up" | "down" | "remove");
    // A removal may leave too few (one card): the form's own message, under its list.
    const moved = STORY_SCHEMAS[kind].safeParse(value);
    if (!moved.success)
      return data({ result: submission.reply({ fieldErrors: Object.fromEntries(moved.error.issues.map((i) => [i.path.join("."), [i.message]])) }) }, { status: 400, headers: NO_STORE });
  }
  if (edition) {
    // An edition's own days: checked by the same form schema, kept with the edition.
    const days = (applyValues(story, part, kind, value).sections.find((s) => s.id === part) as Extract<RetreatContent["sections"][number], { type: "itinerary" }>).days;
    if (days.length === 0) return data({ result: submission.reply({ formErrors: ["Please keep at least one day."] }) }, { status: 400, headers: NO_STORE });
    await saveItinerary(db, edition, days, admin);
    throw redirect(back, { headers: NO_STORE });
  }
  if (Number(value.version) !== record.version) return data({ result: submission.reply({ formErrors: [STALE_MESSAGE] }) }, { status: 409, headers: NO_STORE });
  const next = applyValues(story, part, kind, value);
  const saved = await saveDraft(db, id, next, { version: record.version, section: part, actor: admin });
  if (!saved.ok) {
    if (saved.stale) return data({ result: submission.reply({ formErrors: [STALE_MESSAGE] }) }, { status: 409, headers: NO_STORE });
    return data({ result: submission.reply({ formErrors: saved.issues.map((i) => `${i.path.join(".") || "The story"}: ${i.message}`) }) }, { status: 400, headers: NO_STORE });
  }
  throw redirect(back, { headers: NO_STORE });
}

export async function newRetreatAction(request: Request) {
  checkSameOrigin(request);
  const { db, admin } = await requireAdmin(request);
  const body = await readAdminForm(request);
  if (!body.ok) return data({ result: { status: "error" as const, error: { "": [body.error] } } }, { status: body.status, headers: NO_STORE });
  const submission = parseWithZod(body.form, { schema: NewRetreatSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400, headers: NO_STORE });
  const created = await createRetreat(db, starterStory(submission.value), admin);
  if (!created.ok) {
    const taken = created.issues.find((i) => i.path[0] === "id");
    return data(
      { result: submission.reply(taken ? { fieldErrors: { id: [taken.message] } } : { formErrors: created.issues.map((i) => `${i.path.join(".")}: ${i.message}`) }) },
      { status: 400, headers: NO_STORE },
    );
  }
  throw redirect(`/admin/retreats/story/${created.record.id}?done=created`, { headers: NO_STORE });
}


