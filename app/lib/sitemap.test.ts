import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists every public page and every edition it is given, and no noindex page", () => {
    const paths = sitemapPaths(["goa-2025", "goa-2026"]);
    for (const slug of ["goa-2025", "goa-2026"]) expect(paths).toContain(`/retreats/${slug}`);
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
