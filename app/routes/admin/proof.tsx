import { ArrowDown, ArrowUp, ImageUp, Trash2 } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/proof";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { ProofForm } from "~/components/admin/proof-form";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { retreatNames } from "~/lib/retreats/retreats.server";
import { readAccountForm } from "~/lib/admin/account-forms.server";
import { NO_STORE, checkSameOrigin, readAdminForm, requireAdmin } from "~/lib/admin/auth.server";
import { formatMonth } from "~/lib/calendar";
import { photoOverrides } from "~/lib/photos/overrides.server";
import { testimonialSlot } from "~/lib/photos/slots.server";
import { changeProof, listProof, saveProof } from "~/lib/proof/proof.server";
import { PROOF_KINDS, PROOF_LABELS, PROOF_SCHEMAS, ProofOrderSchema, type ProofKind, type ProofValues } from "~/lib/proof/schema";

export const handle: HeaderHandle = { header: "solid" };

export function meta() {
  return adminMeta("Reviews and press");
}

const NOTICES = {
  saved: "Saved: the site shows it from now on.",
  moved: "Moved.",
  removed: "Removed from the site.",
  gone: "That item was already removed, perhaps by someone else. Nothing was changed.",
} as const;
type Notice = keyof typeof NOTICES;

/** Every testimonial, review, accreditation and press mention, by kind, in the order the site shows them. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const done = new URL(request.url).searchParams.get("done");
  const items = await listProof(db);
  return data(
    {
      items,
      portraits: await portraitsOf(items),
      retreats: (await retreatNames(db)).map((r) => ({ id: r.id, name: r.name })),
      notice: done && Object.hasOwn(NOTICES, done) ? NOTICES[done as Notice] : null,
    },
    { headers: NO_STORE },
  );
}

/** Each testimonial's portrait slot, and whether it has a photograph. */
async function portraitsOf(items: Awaited<ReturnType<typeof listProof>>) {
  const photos = await photoOverrides();
  return Object.fromEntries(items.testimonial.map((t) => [t.id, { slot: testimonialSlot(t.id), has: photos.has(testimonialSlot(t.id)) }]));
}

const done = (notice: Notice, kind?: string) => redirect(`/admin/proof?done=${notice}${kind ? `#${kind}` : ""}`, { headers: NO_STORE });

/** POST: add or edit an item (its kind's form), or move or remove one (the small forms beside it). */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin } = await requireAdmin(request);
  checkSameOrigin(request);
  const body = await readAdminForm(request.clone());
  if (!body.ok) return data({ form: null, result: null, error: body.error }, { status: body.status, headers: NO_STORE });
  if (body.form.has("intent")) {
    const order = ProofOrderSchema.safeParse(Object.fromEntries(body.form));
    if (!order.success) throw done("gone");
    throw done((await changeProof(db, order.data.id, order.data.intent, admin)) ? (order.data.intent === "delete" ? "removed" : "moved") : "gone");
  }
  const form = await readAccountForm(request, PROOF_SCHEMAS);
  if (!form.ok) return form.response;
  const kind = form.id;
  const values: ProofValues = form.value;
  if (kind === "testimonial" && !(await retreatNames(db)).some((r) => r.id === values.retreat)) return form.fail({ fields: { retreat: "Please choose the retreat" } });
  throw done((await saveProof(db, kind, values, admin)) ? "saved" : "gone", kind);
}

/** The form's values as the edit form starts with them. */
function valuesOf(item: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, v === null || v === undefined ? "" : String(v)]));
}

function summary(kind: ProofKind, item: { text: string; name: string; detail: string; source: string | null; month: string | null }) {
  const when = item.month ? formatMonth(item.month) : null;
  if (kind === "testimonial") return { title: item.text, by: `${item.name}, ${item.detail}`, when };
  if (kind === "review") return { title: item.text, by: `${item.name} on ${item.source ?? ""}`, when };
  if (kind === "accreditation") return { title: item.name, by: item.detail, when: null };
  return { title: item.text, by: item.name, when };
}

export default function AdminProof({ loaderData, actionData }: Route.ComponentProps) {
  const { items, retreats, notice, portraits } = loaderData;
  const retreatName = (id: string | null) => retreats.find((r) => r.id === id)?.name ?? "";
  // A refused post answers with the kind's result; it goes back to the form it came from.
  const resultFor = (kind: ProofKind, id?: number) => {
    if (!actionData || !("form" in actionData) || actionData.form !== kind || !actionData.result) return undefined;
    const sent = (actionData.result.initialValue as Record<string, unknown> | undefined)?.id;
    return String(sent ?? "") === String(id ?? "") ? actionData.result : undefined;
  };
  const error = actionData && "error" in actionData ? (actionData.error as string) : null;
  return (
    <AdminPage
      title="Reviews and press"
      intro={<p>What guests said, where they reviewed you, who registered your teaching and who wrote about you. Each list shows on the site once it has an item, in this order.</p>}
    >
      {notice ? <FormMessage kind="success" title={notice} /> : null}
      {error ? <FormMessage kind="error" title={error} /> : null}
      {PROOF_KINDS.map((kind) => {
        const list = items[kind];
        const label = PROOF_LABELS[kind];
        return (
          <section key={kind} id={kind} aria-labelledby={`${kind}-title`} className="space-y-4 rounded-2xl bg-white/70 p-5 shadow-soft md:p-7" data-testid={`proof-${kind}`}>
            <div>
              <h2 id={`${kind}-title`} className="font-display text-2xl md:text-3xl">
                {label.many} <span className="text-base text-ink-soft">({list.length})</span>
              </h2>
              <p className="mt-1 max-w-2xl text-sm text-ink-soft">{label.intro}</p>
            </div>
            {list.length ? (
              <ol className="divide-y divide-ink/10 border-y border-ink/10">
                {list.map((item, i) => {
                  const s = summary(kind, item);
                  return (
                    <li key={item.id} className="py-4" data-testid="proof-item">
                      <div className="flex flex-wrap items-start justify-between gap-3">
                        <div className="min-w-0 flex-1 basis-full sm:basis-0">
                          <p className="line-clamp-2 font-display text-lg leading-snug">{s.title}</p>
                          <p className="mt-1 text-sm text-ink-soft">
                            {s.by}
                            {kind === "testimonial" ? ` · ${retreatName(item.retreat)}` : ""}
                            {s.when ? ` · ${s.when}` : ""}
                          </p>
                          {kind === "testimonial" ? (
                            <Link to={`/admin/photos/${portraits[item.id]?.slot}`} className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-clay-dark underline underline-offset-4">
                              <ImageUp aria-hidden className="size-4" />
                              {portraits[item.id]?.has ? "Change the photograph" : "Add a photograph"}
                              <span className="sr-only">: {item.name}</span>
                            </Link>
                          ) : null}
                        </div>
                        <Form method="post" className="flex gap-1">
                          <input type="hidden" name="id" value={item.id} />
                          <Button type="submit" name="intent" value="up" variant="outline" size="sm" disabled={i === 0} aria-label={`Move up: ${label.one} from ${item.name}`}>
                            <ArrowUp aria-hidden />
                          </Button>
                          <Button type="submit" name="intent" value="down" variant="outline" size="sm" disabled={i === list.length - 1} aria-label={`Move down: ${label.one} from ${item.name}`}>
                            <ArrowDown aria-hidden />
                          </Button>
                          <Button type="submit" name="intent" value="delete" variant="outline" size="sm" aria-label={`Remove: ${label.one} from ${item.name}`}>
                            <Trash2 aria-hidden />
                          </Button>
                        </Form>
                      </div>
                      <details className="mt-2" open={Boolean(resultFor(kind, item.id))}>
                        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-clay-dark">
                          Edit<span className="sr-only">: {label.one} from {item.name}</span>
                        </summary>
                        <div className="mt-3 max-w-xl">
                          <ProofForm kind={kind} itemId={item.id} defaultValue={valuesOf(item)} lastResult={resultFor(kind, item.id)} retreats={retreats} />
                        </div>
                      </details>
                    </li>
                  );
                })}
              </ol>
            ) : (
              <p className="text-sm text-ink-soft">None yet: the site shows no {label.many.toLowerCase()} block until you add one.</p>
            )}
            <details open={Boolean(resultFor(kind))}>
              <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-clay-dark">Add a {label.one}</summary>
              <div className="mt-3 max-w-xl">
                <ProofForm kind={kind} lastResult={resultFor(kind)} retreats={retreats} defaultValue={kind === "testimonial" ? { retreat: retreats[0]?.id ?? "" } : undefined} />
              </div>
            </details>
          </section>
        );
      })}
    </AdminPage>
  );
}
