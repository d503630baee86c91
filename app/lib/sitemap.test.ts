import { describe, expect, it } from "vitest";
import { retreats } from "~/content/retreats";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists every public page and every retreat, and no noindex page", () => {
    const paths = sitemapPaths();
    for (const r of retreats) expect(paths).toContain(`/retreats/${r.slug}`);
    expect(paths).toContain("/");
    expect(paths).toContain("/privacy");
    expect(paths.some((p) => p.startsWith("/thank-you") || p.startsWith("/admin"))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes absolute URLs on the configured origin", () => {
    const xml = sitemapXml("https://retreats.example/", ["/", "/faq"]);
    expect(xml).toContain("<loc>https://retreats.example/</loc>");
    expect(xml).toContain("<loc>https://retreats.example/faq</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("keeps the admin out of robots.txt and points at the sitemap", () => {
    const txt = robotsTxt("https://retreats.example");
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Sitemap: https://retreats.example/sitemap.xml");
  });
});
