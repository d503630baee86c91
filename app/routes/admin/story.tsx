import { AlertTriangle, Eye, History, PencilLine } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/story";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import { storyAction, storyPageData } from "./+retreats/story.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `Story: ${data.name}` : "Story");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return storyPageData(request, params.retreat);
}

export async function action({ request, params }: Route.ActionArgs) {
  return storyAction(request, params.retreat);
}

const DONE: Record<string, string> = {
  created: "The retreat is created. Its story is a draft: edit it, create its first edition, preview and publish.",
  published: "Published: the site shows this story now.",
  restored: "The version is back as the draft: preview it, then publish it.",
  archived: "Archived: the retreat and its editions are hidden from the site. Its leads are kept.",
  unarchived: "The retreat is back on the site.",
};

const ACTIONS: Record<string, string> = {
  seeded: "Copied from the site's files",
  created: "Created",
  saved: "Saved",
  published: "Published",
  restored: "Restored",
  archived: "Archived",
  unarchived: "Brought back",
  "moved-up": "Moved up in the Retreats menu",
  "moved-down": "Moved down in the Retreats menu",
};

/** A retreat's story: its parts to edit, the preview at each edition's dates, publish, history and restore. */
export default function Story({ loaderData: d, actionData }: Route.ComponentProps) {
  const status = d.archived ? "Archived: hidden from the site" : !d.published ? "Not published yet" : d.draft ? "Draft with unpublished changes" : "Published, no pending changes";
  return (
    <AdminPage title={d.name} intro={<p>The retreat's story: every word and picture of its pages. Changes are a draft until you publish them.</p>}>
      <div className="grid gap-6">
        {d.done && DONE[d.done] ? <FormMessage kind="success" title={DONE[d.done]!} /> : null}
        {actionData?.error ? <FormMessage kind="error" title={actionData.error} autoFocus /> : null}
        {d.warnings.map((w) => (
          <p key={w.slug} role="note" className="flex gap-2 rounded-xl border border-gold/50 bg-linen px-4 py-3 text-sm" data-testid="length-warning">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-clay" /> {w.text}
          </p>
        ))}

        <section aria-labelledby="publish" className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
          <h2 id="publish" className="font-display text-2xl">Preview and publish</h2>
          <p className="mt-1 text-sm text-ink-soft" data-testid="story-status">
            {status} · version {d.version}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {d.editions.map((e) => (
              <li key={e.slug}>
                <Link to={`/admin/retreats/${e.slug}/preview?story=draft`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <Eye aria-hidden /> Preview at {e.dates}
                </Link>
              </li>
            ))}
            {d.editions.length === 0 ? (
              <li className="text-sm">
                No edition yet: <Link className="underline" to={`/admin/retreats/new?retreat=${d.id}`}>create its first edition</Link> to preview the page at its dates.
              </li>
            ) : null}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            {d.draft || !d.published ? (
              <Form method="post">
                <input type="hidden" name="version" value={d.version} />
                <Button type="submit" name="intent" value="publish">
                  Publish the story
                </Button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="version" value={d.version} />
              <Button type="submit" name="intent" value={d.archived ? "unarchive" : "archive"} variant="outline">
                {d.archived ? "Bring back to the site" : "Archive (hide from the site)"}
              </Button>
            </Form>
          </div>
        </section>

        <section aria-labelledby="parts" className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
          <h2 id="parts" className="font-display text-2xl">The story, part by part</h2>
          <ul className="mt-4 divide-y divide-ink/10 border-t border-ink/10">
            {d.parts.map((p) => (
              <li key={p.part} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">
                    {p.name}
                    {p.empty ? (
                      <span className="ml-2 inline-block rounded-full border border-dashed border-ink/40 px-2 py-0.5 text-xs font-semibold text-ink-soft">Empty: left off the page</span>
                    ) : null}
                  </p>
                  <p className="truncate text-sm text-ink-soft">{p.title}</p>
                </div>
                <Link to={`/admin/retreats/story/${d.id}/${p.part}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <PencilLine aria-hidden /> Edit<span className="sr-only"> {p.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="history" className="rounded-2xl bg-white/70 p-5 shadow-soft md:p-7">
          <h2 id="history" className="flex items-center gap-2 font-display text-2xl">
            <History aria-hidden className="size-5" /> History
          </h2>
          <ol className="mt-4 divide-y divide-ink/10 border-t border-ink/10" data-testid="story-history">
            {d.history.map((h) => (
              <li key={h.version} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <p className="min-w-0">
                  <span className="font-semibold">Version {h.version}</span> · {ACTIONS[h.action] ?? h.action}
                  {h.section ? ` ${h.section}` : ""} · {h.by} · {h.when}
                </p>
                {h.version !== d.version ? (
                  <Form method="post">
                    <input type="hidden" name="version" value={d.version} />
                    <input type="hidden" name="from" value={h.version} />
                    <Button type="submit" name="intent" value="restore" variant="outline" size="sm">
                      Restore<span className="sr-only"> version {h.version}</span>
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </AdminPage>
  );
}
