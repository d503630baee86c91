import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { specRetreats } from "../support/spec-editions";
import { DESKTOP, launchBrowser } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";

// The e2e server runs on the spec's day (SITE_TODAY=2025-11-01, tests/support/global-setup.ts).
const retreats = specRetreats();

let browser: Browser;
let crawler: Page;
// The test server sets no SITE_URL, so its public origin is this machine at its PORT.
const origin = `http://localhost:${new URL(inject("baseURL")).port}`;
beforeAll(async () => {
  browser = await launchBrowser();
  // The head as crawlers see it: server HTML, no JavaScript. Only the document matters here,
  // so pictures, fonts and scripts are left unloaded, and one page reads every route.
  const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
  crawler = await context.newPage();
  await crawler.route((url) => url.pathname.startsWith("/assets") || url.pathname.startsWith("/img"), (route) => route.abort());
});
afterAll(async () => {
  await browser?.close();
});

/** Each route's head, read once. */
const heads = new Map<string, Promise<Head>>();
const head = (path: string) => heads.get(path) ?? heads.set(path, readHead(path)).get(path)!;
type Head = Awaited<ReturnType<typeof readHead>>;

async function readHead(path: string) {
  await crawler.goto(inject("baseURL") + path, { waitUntil: "domcontentloaded" });
  return crawler.evaluate(() => {
    const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content ?? null;
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? null,
      robots: meta('meta[name="robots"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
      h1: [...document.querySelectorAll("h1")].map((h) => h.textContent?.trim()),
      main: document.querySelector("main")?.textContent ?? "",
    };
  });
}

const INDEXABLE = PUBLIC_ROUTES.filter((p) => !p.startsWith("/thank-you"));

describe("meta on every page", () => {
  it("has a unique title, a description, a canonical URL, Open Graph and one h1", async () => {
    const titles = new Map<string, string>();
    for (const path of PUBLIC_ROUTES) {
      const h = await head(path);
      expect(h.title, path).toMatch(/\S/);
      expect(titles.has(h.title), `${path} repeats the title of ${titles.get(h.title)}`).toBe(false);
      titles.set(h.title, path);
      expect(h.description?.length ?? 0, `${path} description`).toBeGreaterThanOrEqual(50);
      expect(h.description!.length, `${path} description`).toBeLessThanOrEqual(170);
      expect(h.canonical, path).toBe(origin + path);
      expect(h.ogTitle, path).toBeTruthy();
      expect(h.twitterCard, path).toBeTruthy();
      expect(h.h1.length, `${path} h1 count`).toBe(1);
      for (const block of h.ld) expect(() => JSON.parse(block), `${path} JSON-LD`).not.toThrow();
    }
  });

  it("keeps indexable pages indexable and the thank-you and admin pages out", async () => {
    for (const path of INDEXABLE) expect((await head(path)).robots, path).toBeNull();
    for (const path of ["/thank-you", "/thank-you/brochure", "/admin/leads"])
      expect((await head(path)).robots, path).toContain("noindex");
  });
});

describe("structured data", () => {
  const parse = (blocks: string[]) => blocks.map((b) => JSON.parse(b) as Record<string, any>);

  it("describes the organisation on the home page", async () => {
    const ld = parse((await head("/")).ld);
    expect(ld.find((x) => x["@type"] === "Organization")).toMatchObject({ name: "Retreatly" });
  });

  it.each(retreats.map((r) => [r.slug, r] as const))("%s has an Event matching its data, a breadcrumb and an image", async (slug, r) => {
    const h = await head(`/retreats/${slug}`);
    expect(h.ogImage, slug).toMatch(/^https?:\/\/.+\.(jpe?g|png|webp)$/);
    const ld = parse(h.ld);
    const event = ld.find((x) => x["@type"] === "Event");
    expect(event).toMatchObject({ name: r.name, startDate: r.dates.start, endDate: r.dates.end });
    expect(event!.location.address.addressLocality).toBe(r.location.locality);
    if (r.priceInr) expect(event!.offers).toMatchObject({ price: r.priceInr, priceCurrency: "INR" });
    const crumbs = ld.find((x) => x["@type"] === "BreadcrumbList");
    expect(crumbs!.itemListElement.at(-1)).toMatchObject({ name: r.name, item: `${origin}/retreats/${slug}` });
  });

  it("lists the FAQ as FAQPage with the questions on the page", async () => {
    // The crawler's one read of /faq (server HTML, no JavaScript), as the meta tests use it.
    const h = await head("/faq");
    const faq = parse(h.ld).find((x) => x["@type"] === "FAQPage");
    expect(faq!.mainEntity.length).toBeGreaterThanOrEqual(9);
    for (const q of faq!.mainEntity) expect(h.main).toContain(q.name);
  });
});

describe("sitemap and robots", () => {
  it("lists every indexable route on the configured origin", async () => {
    const res = await fetch(inject("baseURL") + "/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("xml");
    const xml = await res.text();
    for (const path of INDEXABLE) expect(xml, path).toContain(`<loc>${origin}${path}</loc>`);
    expect(xml).not.toContain("/admin");
  });

  it("keeps /admin out and points at the sitemap", async () => {
    const txt = await (await fetch(inject("baseURL") + "/robots.txt")).text();
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
