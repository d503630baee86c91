import { Link } from "react-router";
import type { Route } from "./+types/story-part";
import { AdminPage, adminMeta } from "~/components/admin/admin-page";
import { StoryForm } from "~/components/admin/story-form";
import { FormMessage } from "~/components/forms/form-parts";
import type { HeaderHandle } from "~/components/site-header";
import { Button } from "~/components/ui/button";
import { partAction, partPageData } from "./+retreats/story.server";

export const handle: HeaderHandle = { header: "solid" };

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data ? `${data.title} | ${data.name}` : "Story");
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return partPageData(request, params.retreat, params.part);
}

export async function action({ request, params }: Route.ActionArgs) {
  return partAction(request, params.retreat, params.part);
}

/** One part of a retreat's story, or one edition's own itinerary. */
export default function StoryPart({ loaderData: d, actionData }: Route.ComponentProps) {
  const e = d.edition;
  return (
    <AdminPage
      title={e ? `Itinerary of ${e.dates}` : d.title}
      intro={
        e ? (
          <>
            <p>
              <Link to={`/admin/retreats/story/${d.id}`} className="underline">
                {d.name}
              </Link>{" "}
              ·{" "}
              <Link to={`/admin/retreats/${e.slug}`} className="font-medium text-clay-dark underline underline-offset-4" data-testid="back-to-edition">
                Back to the edition<span className="sr-only"> of {e.dates}</span>
              </Link>
            </p>
            <p className="mt-1 text-sm">
              {e.own ? "These dates have days of their own" : "These dates show the retreat's days until you save days of their own here"}, kept with the edition and
              shown on its page and brochure. The edition runs {e.days} days.
            </p>
          </>
        ) : (
          <p>
            <Link to={`/admin/retreats/story/${d.id}`} className="underline">
              {d.name}
            </Link>
            {" · saved as a draft; publish it from the story's page."}
          </p>
        )
      }
    >
      <div className="grid max-w-3xl gap-6">
        {d.saved ? <FormMessage kind="success" title={e ? "Saved: the edition's page shows these days now." : "Saved as a draft. Preview it, then publish it from the story's page."} /> : null}
        {d.empty ? (
          <p role="note" className="rounded-xl border border-dashed border-ink/30 bg-linen px-4 py-3 text-sm" data-testid="section-empty">
            This section is empty, so the page leaves it out, heading and all. Add to it below to show it again.
          </p>
        ) : null}
        {d.kind === "itinerary" && d.editions.length ? (
          <nav aria-label="Whose itinerary" className="flex flex-wrap gap-2 text-sm">
            <Link to={`/admin/retreats/story/${d.id}/${d.part}`} aria-current={!e ? "page" : undefined} className="rounded-full border border-ink/20 px-3 py-1.5 aria-[current=page]:bg-olive aria-[current=page]:text-sand">
              The retreat's
            </Link>
            {d.editions.map((x) => (
              <Link
                key={x.slug}
                to={`/admin/retreats/story/${d.id}/${d.part}?edition=${x.slug}`}
                aria-current={e?.slug === x.slug ? "page" : undefined}
                className="rounded-full border border-ink/20 px-3 py-1.5 aria-[current=page]:bg-olive aria-[current=page]:text-sand"
              >
                {x.dates} only
              </Link>
            ))}
          </nav>
        ) : null}
        <StoryForm
          key={`${d.version}-${e?.slug ?? ""}`}
          kind={d.kind}
          version={d.version}
          defaultValue={d.values}
          lastResult={actionData?.result}
          slots={d.slots}
          submitLabel={e ? "Save this edition's days" : "Save the draft"}
        />
        {e?.own ? (
          <form method="post">
            <input type="hidden" name="version" value={d.version} />
            <Button type="submit" name="intent" value="use-retreat" variant="outline" size="sm">
              Use the retreat's itinerary again
            </Button>
          </form>
        ) : null}
      </div>
    </AdminPage>
  );
}
