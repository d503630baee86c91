import { retreatPath } from "~/content/retreats/display";

/**
 * The indexable pages, with every published edition's page (STYLE.md §3).
 * Thank-you pages and the admin are noindex and are left out on purpose.
 */
const STATIC_PATHS = [
  "/",
  "/upcoming-retreats",
  "/past-retreats",
  "/corporate-retreats",
  "/host-a-retreat",
  "/about",
  "/contact",
  "/meet-our-founder",
  "/faq",
  "/terms",
  "/refunds",
  "/privacy",
  "/delivery",
  "/legal",
] as const;

export function sitemapPaths(editionSlugs: readonly string[]): string[] {
  return [...STATIC_PATHS, ...editionSlugs.map(retreatPath)];
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(origin: string, paths: readonly string[]) {
  const base = origin.replace(/\/$/, "");
  const urls = paths
    .map((p) => `  <url>\n    <loc>${escapeXml(base + p)}</loc>\n    <changefreq>${p.startsWith("/retreats/") || p === "/" ? "weekly" : "monthly"}</changefreq>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string) {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /thank-you\n\nSitemap: ${origin.replace(/\/$/, "")}/sitemap.xml\n`;
}
