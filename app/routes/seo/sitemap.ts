import { getSite } from "~/content/site.server";
import { sitemapXml } from "~/lib/sitemap";

export function loader() {
  return new Response(sitemapXml(getSite().url), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
