import { data } from "react-router";
import type { Route } from "./+types/legal-page";
import { LegalLayout } from "~/components/page/legal-layout";
import { innerPageMeta } from "~/components/page/page-meta";
import type { HeaderHandle } from "~/components/site-header";
import { getLegalDocument, isLegalSlug, legalNav } from "~/content/pages/legal-documents";
import { getSite } from "~/content/site.server";

// Legal pages open on a light linen band, not a dark image: the header is solid from the start.
export const handle: HeaderHandle = { header: "solid" };

/**
 * One module serves /terms, /refunds, /privacy, /delivery and /legal (route ids legal-<slug>).
 * The documents are built from the site facts in force, so env overrides reach them.
 */
export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  if (!isLegalSlug(slug)) throw data(null, { status: 404 });
  const site = getSite();
  return { doc: getLegalDocument(slug, site), nav: legalNav(site) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? innerPageMeta(matches, {
        seo: { title: loaderData.doc.title, description: loaderData.doc.description },
        path: `/${loaderData.doc.slug}`,
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalLayout doc={loaderData.doc} nav={loaderData.nav} />;
}
