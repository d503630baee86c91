import { getSite } from "~/content/site.server";
import { loadCatalogue, pairs } from "~/lib/editions/catalogue.server";
import { sitemapPaths, sitemapXml } from "~/lib/sitemap";

export async function loader() {
  // Every published edition, past ones too: their pages stay.
  const slugs = pairs(await loadCatalogue()).map((p) => p.edition.slug);
  return new Response(sitemapXml(getSite().url, sitemapPaths(slugs)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
