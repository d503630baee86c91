import { Eye } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/retreat-preview";
import { RetreatPage } from "~/components/sections/retreat-sections";
import type { HeaderHandle } from "~/components/site-header";
import { NO_STORE, requireAdmin } from "~/lib/admin/auth.server";
import { contentForEdition, loadCatalogue } from "~/lib/editions/catalogue.server";
import { workingCopy } from "~/lib/retreats/retreats.server";
import { editionPageData } from "~/lib/editions/page-data.server";

export const handle: HeaderHandle = { header: "solid" };
/** Private like every admin response, though drawn outside the admin frame (routes/admin/layout.tsx). */
export const headers = () => NO_STORE;

/**
 * An edition's page as the site will show it, for the signed-in admin only (under /admin, where
 * the session cookie is sent over plain HTTP too): a hidden draft as it will look once published.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db } = await requireAdmin(request);
  const catalogue = await loadCatalogue(db);
  const edition = catalogue.editions.find((e) => e.slug === params.slug);
  // ?story=draft: the retreat's story as it is being edited, before it is published.
  const draft = new URL(request.url).searchParams.get("story") === "draft";
  const record = edition && catalogue.retreats.find((r) => r.id === edition.retreat);
  const story = record && (draft ? workingCopy(record) : record.content);
  const content = edition && story && contentForEdition(catalogue, edition, story);
  if (!edition || !content) throw data("No such edition", { status: 404, headers: NO_STORE });
  return data({ ...(await editionPageData(content, edition, catalogue, { preview: true })), draft }, { headers: NO_STORE });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Preview: ${loaderData?.retreat.seo.title ?? "edition"} | Retreatly` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function EditionPreview({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <RetreatPage retreat={loaderData.retreat} notice={loaderData.notice} recap={loaderData.recap} />
      <PreviewBanner slug={loaderData.retreat.slug} retreat={loaderData.draft ? loaderData.retreat.id : undefined} />
    </main>
  );
}

/** A draft's preview, seen only by the signed-in admin. */
export function PreviewBanner({ slug, retreat }: { slug: string; retreat?: string }) {
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-40 border-t border-gold/50 bg-olive text-sand shadow-soft">
      <div className="container-content flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
        <p className="flex items-center gap-2">
          <Eye aria-hidden className="size-4" />{" "}
          {retreat ? "Preview of the story as you are editing it: only you can see this page." : "Preview of a hidden edition: only you can see this page."}
        </p>
        <a href={retreat ? `/admin/retreats/story/${retreat}` : `/admin/retreats/${slug}`} className="font-semibold text-sand underline underline-offset-4">
          {retreat ? "Back to the story" : "Back to the edition"}
        </a>
      </div>
    </div>
  );
}

