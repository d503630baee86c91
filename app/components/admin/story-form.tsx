import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormMessage, SelectField, TextAreaField, TextField } from "~/components/forms/form-parts";
import { Button } from "~/components/ui/button";
import { IconNameSchema } from "~/content/retreats/schema";
import { CLEARABLE, clearedForm, STORY_SCHEMAS, type FormKind } from "~/lib/retreats/story-forms";
import { fieldMeta } from "./account-form";

type Kind = "text" | "textarea" | "lines" | "slot" | "choice";
interface Spec {
  name: string;
  label: string;
  kind?: Kind;
  hint?: string;
  optional?: boolean;
  /** A choice's options, by value. */
  choices?: Record<string, string>;
}

const TOKENS_HINT = "{dates}, {shortDates}, {year}, {price}, {paymentTerms} and {nextSeason} are filled in for each edition.";
const LINES = "One a line.";
const head: Spec[] = [
  { name: "eyebrow", label: "Small line above the title", optional: true },
  { name: "title", label: "Title" },
];
const pastWords: Spec[] = [
  { name: "pastTitle", label: "Title once the retreat has taken place", optional: true, hint: "The page stays up between seasons and speaks of what was." },
  { name: "pastIntro", label: "Words under that title", optional: true, kind: "textarea" },
];

/** The plain fields of each form, in order; the fieldsets (cards, days, questions) and pictures follow them. */
const FIELDS: Record<FormKind, Spec[]> = {
  basics: [
    { name: "name", label: "Retreat name" },
    { name: "place", label: "Place, short", hint: "The home card's title and the waitlist's choice, e.g. Rishikesh." },
    { name: "inProse", label: "The place in a sentence", optional: true, hint: "When it differs, e.g. the Maldives." },
    { name: "locality", label: "Town or village" },
    { name: "region", label: "Region", optional: true },
    { name: "country", label: "Country" },
  ],
  hero: [
    { name: "image", label: "Picture", kind: "slot" },
    { name: "eyebrow", label: "Line above the title", hint: TOKENS_HINT },
    { name: "title", label: "Title" },
    { name: "subtitle", label: "Subtitle", kind: "textarea" },
    { name: "pastSubtitle", label: "Subtitle once it has taken place", kind: "textarea" },
    { name: "ctaLabel", label: "Button words", hint: 'Without a payment page the button opens WhatsApp and the page adds "on WhatsApp" after these words.' },
    { name: "ctaMessage", label: "WhatsApp message of the button", kind: "textarea", optional: true, hint: TOKENS_HINT },
    { name: "secondaryLabel", label: "Second button's words", optional: true },
  ],
  card: [
    { name: "title", label: "Card title (upcoming retreats)" },
    { name: "description", label: "Card words (upcoming retreats)", kind: "textarea" },
    { name: "homeDescription", label: "Card words (home page, shorter)", kind: "textarea" },
    { name: "image", label: "Card picture", kind: "slot" },
  ],
  seo: [
    { name: "title", label: "Page title in search results", hint: TOKENS_HINT },
    { name: "description", label: "Description in search results", kind: "textarea", hint: "50 to 170 characters." },
  ],
  intro: [
    ...head,
    { name: "paragraphs", label: "Paragraphs", kind: "lines", hint: `One paragraph a line. ${TOKENS_HINT}` },
    { name: "afterwards", label: "The same story once it has taken place", kind: "lines", optional: true, hint: "One paragraph a line, in the past tense." },
    { name: "facts", label: "Facts beside the text", kind: "lines", optional: true, hint: 'One a line as "Label: value", e.g. "Where: Rishikesh, India".' },
    ...pastWords.slice(0, 1),
    { name: "pastFacts", label: "Facts once it has taken place", kind: "lines", optional: true, hint: '"Took place: {dates}" and "Next: {nextSeason}".' },
  ],
  cards: [...head, { name: "intro", label: "Words under the title", kind: "textarea", optional: true }],
  itinerary: [...head, { name: "intro", label: "Words under the title", kind: "textarea", optional: true }],
  inclusions: [
    ...head,
    { name: "included", label: "Included", kind: "lines", hint: LINES },
    { name: "excluded", label: "Not included", kind: "lines", hint: LINES },
    ...pastWords,
  ],
  pricing: [
    ...head,
    { name: "priceLabel", label: "Words above the price", hint: "e.g. Per person" },
    { name: "priceNote", label: "Words under the price" },
    { name: "earlyTitle", label: "Title while the early bird holds", optional: true },
    { name: "earlyLabel", label: "Words above the early-bird price", optional: true },
    { name: "points", label: "Rooms and prices, point by point", kind: "lines", hint: `${LINES} ${TOKENS_HINT}` },
  ],
  "how-to-book": [...head, { name: "intro", label: "Words before the ways to book", kind: "textarea" }, { name: "note", label: "Closing note", kind: "textarea", optional: true }],
  faq: [...head, { name: "intro", label: "Words under the title", kind: "textarea", optional: true }],
  gallery: [
    ...head,
    { name: "intro", label: "Words under the title", kind: "textarea", optional: true },
    { name: "display", label: "How the pictures are shown", kind: "choice", choices: { grid: "A grid: a picture opens larger", carousel: "A carousel to swipe through" } },
  ],
  lead: [...head, { name: "text", label: "Words beside the form", kind: "textarea" }],
};

const LEAVE_OUT = "the page leaves this section out";
const LISTS: Partial<Record<FormKind, { list: "cards" | "days" | "items"; one: string; hint?: string; fields: Spec[] }>> = {
  cards: {
    list: "cards",
    one: "card",
    hint: `Two or more. With none, ${LEAVE_OUT}.`,
    fields: [
      { name: "icon", label: "Icon" },
      { name: "title", label: "Title" },
      { name: "text", label: "Words", kind: "textarea" },
    ],
  },
  itinerary: {
    list: "days",
    one: "day",
    fields: [
      { name: "label", label: "Label", hint: "e.g. Day 1" },
      { name: "title", label: "Title" },
      { name: "items", label: "What happens", kind: "lines", hint: LINES },
    ],
  },
  faq: {
    list: "items",
    one: "question",
    hint: `With none, ${LEAVE_OUT}.`,
    fields: [
      { name: "question", label: "Question" },
      { name: "answer", label: "Answer", kind: "textarea" },
    ],
  },
};

interface SlotChoice {
  id: string;
  label: string;
  /** No photograph and no generated picture: the page shows a tinted placeholder. */
  placeholder: boolean;
  thumb?: string;
}

function PlainField({ spec, meta, slots }: { spec: Spec; meta: FieldMetadata<unknown>; slots: readonly SlotChoice[] }) {
  const m = { ...fieldMeta(meta), required: !spec.optional };
  const shell = { meta: m, label: spec.label, hint: spec.hint, optional: spec.optional };
  if (spec.kind === "slot") {
    const chosen = slots.find((s) => s.id === meta.initialValue);
    return (
      <div className="grid gap-2">
        <SelectField {...shell} options={slots.map((s) => s.id)} labels={Object.fromEntries(slots.map((s) => [s.id, `${s.label}${s.placeholder ? " (placeholder)" : ""}`]))} />
        {chosen?.placeholder ? <PlaceholderNote /> : null}
      </div>
    );
  }
  if (spec.kind === "choice") return <SelectField {...shell} options={Object.keys(spec.choices ?? {})} labels={spec.choices} />;
  if (spec.kind === "textarea" || spec.kind === "lines") return <TextAreaField {...shell} rows={spec.kind === "lines" ? 6 : 3} />;
  return <TextField {...shell} autoComplete="off" />;
}

function PlaceholderNote() {
  return (
    <p className="text-sm text-ink-soft">
      <span className="mr-2 inline-block rounded-full border border-dashed border-ink/40 px-2 py-0.5 text-xs font-semibold">placeholder</span>
      No photograph yet: the page shows a calm tinted block. Upload one under <a className="underline" href="/admin/photos">Photos</a> or from the slot's page.
    </p>
  );
}

/**
 * One part of a retreat's story: its form's schema checks it in the browser and again on the
 * server; without JavaScript it is a plain POST. The move and remove buttons post the form with
 * an intent, so the order saved is the order shown.
 */
export function StoryForm({
  kind,
  version,
  defaultValue,
  lastResult,
  slots,
  submitLabel = "Save the draft",
}: {
  kind: FormKind;
  version: number;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]> | null;
  slots: readonly SlotChoice[];
  submitLabel?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: `story-${kind}`,
    lastResult,
    defaultValue: { ...defaultValue, version: String(version) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(clearedForm(formData), { schema: STORY_SCHEMAS[kind] }),
  });
  const all = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const list = LISTS[kind];
  const listMeta = list ? (all[list.list] as FieldMetadata<Record<string, unknown>[]>) : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="version" value={String(version)} />
      {form.errors?.[0] ? <FormMessage kind="error" title={form.errors[0]} autoFocus /> : null}
      {FIELDS[kind].map((spec) => (
        <PlainField key={spec.name} spec={spec} meta={all[spec.name]!} slots={slots} />
      ))}
      {list && listMeta ? (
        <fieldset className="grid gap-4" aria-describedby={listMeta.errors?.length ? listMeta.errorId : undefined}>
          <legend className="mb-2 font-display text-xl">{list.one === "day" ? "Days" : list.one === "card" ? "Cards" : "Questions"}</legend>
          {list.hint ? <p className="-mt-2 text-sm text-ink-soft">{list.hint}</p> : null}
          {listMeta.errors?.[0] ? (
            <p id={listMeta.errorId} className="text-sm font-medium text-error">
              {listMeta.errors[0]}
            </p>
          ) : null}
          {listMeta.getFieldList().map((entry, i, entries) => {
            const set = entry.getFieldset() as unknown as Record<string, FieldMetadata<unknown>>;
            // The empty entries at the end are for adding (two under a card grid with none).
            const filled = entries.filter((e) => !isBlank(e.initialValue)).length;
            const blank = i >= filled && isBlank(entry.initialValue);
            return (
              <fieldset key={entry.key} className="grid gap-3 rounded-2xl border border-ink/10 bg-white/60 p-4" data-testid={`${list.one}-${i + 1}`}>
                <legend className="px-1 text-sm font-semibold">{blank ? `Add a ${list.one} (leave blank for none)` : `${list.one[0]!.toUpperCase()}${list.one.slice(1)} ${i + 1}`}</legend>
                {list.fields.map((spec) =>
                  spec.name === "icon" ? (
                    <SelectField key={spec.name} meta={{ ...fieldMeta(set.icon!), required: false }} label="Icon" options={["", ...IconNameSchema.options]} labels={{ "": "Choose an icon" }} />
                  ) : (
                    <PlainField key={spec.name} spec={{ ...spec, optional: blank }} meta={set[spec.name]!} slots={slots} />
                  ),
                )}
                {blank ? null : (
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" name="intent" value={`move:${list.list}:${i}:up`} variant="outline" size="sm" disabled={i === 0}>
                      <ArrowUp aria-hidden /> Move up<span className="sr-only"> {list.one} {i + 1}</span>
                    </Button>
                    <Button type="submit" name="intent" value={`move:${list.list}:${i}:down`} variant="outline" size="sm" disabled={i >= filled - 1}>
                      <ArrowDown aria-hidden /> Move down<span className="sr-only"> {list.one} {i + 1}</span>
                    </Button>
                    <Button type="submit" name="intent" value={`move:${list.list}:${i}:remove`} variant="outline" size="sm">
                      <Trash2 aria-hidden /> Remove<span className="sr-only"> {list.one} {i + 1}</span>
                    </Button>
                  </div>
                )}
              </fieldset>
            );
          })}
          {list.list in CLEARABLE && listMeta.getFieldList().some((e) => !isBlank(e.initialValue)) ? (
            <div>
              {/* The entries go whatever they hold: no required field of theirs stops it. */}
              <Button type="submit" name="intent" value={`clear:${list.list}`} variant="ghost-destructive" size="sm" formNoValidate>
                <Trash2 aria-hidden /> Remove all {CLEARABLE[list.list as keyof typeof CLEARABLE]}: leave this section off the page
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {kind === "gallery" ? <GalleryPicker meta={all.images!} slots={slots} /> : null}
      {kind === "cards" || kind === "itinerary" || kind === "faq" || kind === "gallery"
        ? pastWords.map((spec) => <PlainField key={spec.name} spec={spec} meta={all[spec.name]!} slots={slots} />)
        : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** A fieldset entry with nothing typed in it: one of the blanks for adding. */
const isBlank = (value: unknown) => !value || Object.values(value as Record<string, unknown>).every((v) => !v);

/** The gallery's pictures, ticked from the retreat's slots; placeholders are marked as such. */
function GalleryPicker({ meta, slots }: { meta: FieldMetadata<unknown>; slots: readonly SlotChoice[] }) {
  const chosen = new Set(Array.isArray(meta.initialValue) ? (meta.initialValue as string[]) : typeof meta.initialValue === "string" ? [meta.initialValue] : []);
  return (
    <fieldset className="grid gap-3" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Pictures</legend>
      <p className="text-sm text-ink-soft">With none ticked, {LEAVE_OUT}.</p>
      {meta.errors?.[0] ? (
        <p id={meta.errorId} className="text-sm font-medium text-error">
          {meta.errors[0]}
        </p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {slots.map((s) => (
          <li key={s.id}>
            <label className="flex h-full cursor-pointer flex-col gap-2 rounded-xl border border-ink/10 bg-white/70 p-2 text-sm has-[:checked]:border-clay has-[:checked]:ring-2 has-[:checked]:ring-clay/30">
              {s.thumb ? (
                <img src={s.thumb} alt="" className="aspect-[4/3] w-full rounded-lg object-cover" loading="lazy" />
              ) : (
                <span className="flex aspect-[4/3] w-full items-center justify-center rounded-lg border border-dashed border-ink/30 bg-linen text-xs font-semibold tracking-wide text-ink-soft uppercase">
                  placeholder
                </span>
              )}
              <span className="flex items-start gap-2">
                <input type="checkbox" name={meta.name} value={s.id} defaultChecked={chosen.has(s.id)} className="mt-1 size-4 shrink-0" />
                <span className="min-w-0 break-words">{s.label}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
