import { getSite } from "~/content/site.server";
import { robotsTxt } from "~/lib/sitemap";

export function loader() {
  return new Response(robotsTxt(getSite().url), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
