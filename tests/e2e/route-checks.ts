import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Checks of one page as it loads that need nothing but the load itself (no press, no form sent,
 * no clock): they run on the route sweep's own load of the page (route-sweep.ts: a tab with
 * JavaScript, reduced motion, hydrated), instead of each loading the page again. Each is named as
 * the test it was; the sweep reports a failure as `<route>: <name>: <what failed>`, after the
 * sweep's own checks of that route have run.
 */
type RouteCheck = { name: string; run(page: Page): Promise<void> };

/** The home page's headline: three lines at either width (the fonts loaded), none a lone word. */
const headlineInThreeLines: RouteCheck = {
  name: "home: sets the headline in three lines, none of them a lone word",
  async run(page) {
    const h1 = page.locator("h1").first();
    await page.evaluate(() => document.fonts.ready);
    // Each word's line, from where a range over the word sits (the page itself is not touched).
    const lines = await h1.evaluate((el) => {
      const node = el.firstChild!;
      const text = node.textContent!;
      const byTop = new Map<number, string[]>();
      let at = 0;
      for (const word of text.split(" ")) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, [...(byTop.get(top) ?? []), word]);
        at += word.length + 1;
      }
      return [...byTop.values()].map((words) => words.join(" "));
    });
    expect(lines).toEqual(["Travel that", "brings you home", "to yourself"]);
  },
};

/** With JavaScript the header is fixed (without it, it scrolls away with the hero: frame.test.ts). */
const fixedHeader: RouteCheck = {
  name: "desktop header with JavaScript: keeps the fixed header",
  async run(page) {
    expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  },
};

/** The footer's links (SPEC §2), in order. */
export const FOOTER_LINKS: [string, string][] = [
  ["Home", "/"],
  ["Retreats", "/upcoming-retreats"],
  ["About Us", "/about"],
  ["FAQs", "/faq"],
  ["Contact", "/contact"],
  ["Terms", "/terms"],
  ["Refunds", "/refunds"],
  ["Privacy", "/privacy"],
  ["Delivery", "/delivery"],
  ["Contact & Legal", "/legal"],
];

export const ROUTE_CHECKS: Record<"phone" | "desktop", Record<string, RouteCheck[]>> = {
  phone: {
    "/": [headlineInThreeLines],
    "/contact": [
      {
        name: "/contact links e-mail, phone and WhatsApp",
        async run(page) {
          await expect(page.locator('main a[href="mailto:hello@retreatly.example"]').count()).resolves.toBeGreaterThan(0);
          await expect(page.locator('main a[href="tel:+919810000000"]').count()).resolves.toBeGreaterThan(0);
          await expect(page.locator('main a[href^="https://wa.me/919810000000"][target="_blank"]').count()).resolves.toBeGreaterThan(0);
        },
      },
    ],
    "/thank-you/brochure": [
      {
        name: "/thank-you/brochure without state defaults to Goa, links back, and is noindex",
        async run(page) {
          const link = page.getByRole("link", { name: /Open Your Brochure/ });
          await expect(link.getAttribute("href")).resolves.toBe("/brochures/goa-2025.pdf");
          await expect(link.getAttribute("target")).resolves.toBe("_blank");
          await expect(page.locator('main a[href="/upcoming-retreats"]').count()).resolves.toBe(1);
          await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
        },
      },
    ],
  },
  desktop: {
    "/": [headlineInThreeLines],
    "/about": [
      {
        name: "scroll reveal: shows everything at once under reduced motion",
        async run(page) {
          const opacities = await page.locator("[data-reveal]").evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
          expect(opacities.length).toBeGreaterThan(0);
          expect(new Set(opacities)).toEqual(new Set(["1"]));
        },
      },
      {
        name: "desktop header with JavaScript: keeps the dropdown button (no <details> stand-in)",
        async run(page) {
          const main = page.getByRole("navigation", { name: "Main" });
          expect(await main.getByRole("button", { name: "Retreats" }).isVisible()).toBe(true);
          expect(await main.locator("details").isVisible()).toBe(false);
        },
      },
    ],
    "/retreats/maldives-2026": [fixedHeader],
    "/faq": [
      {
        name: "footer: has exactly the links of SPEC §2, the social link, the newsletter form and the copyright",
        async run(page) {
          const footer = page.getByRole("contentinfo");
          const links = footer.getByRole("navigation", { name: "Footer" }).getByRole("link");
          const found: [string, string][] = [];
          for (let i = 0; i < (await links.count()); i++) {
            const link = links.nth(i);
            found.push([(await link.textContent())!.trim(), (await link.getAttribute("href"))!]);
          }
          expect(found).toEqual(FOOTER_LINKS);
          const social = footer.getByRole("link", { name: /instagram/i });
          expect(await social.getAttribute("target")).toBe("_blank");
          expect(await social.getAttribute("rel")).toContain("noopener");
          expect(await footer.getByLabel("Name").count()).toBe(1);
          expect(await footer.getByLabel("Email").getAttribute("type")).toBe("email");
          expect(await footer.getByRole("button", { name: "Subscribe" }).count()).toBe(1);
          expect(await footer.getByText("© 2025 Retreatly. All rights reserved.").count()).toBe(1);
        },
      },
    ],
    "/thank-you/brochure": [
      {
        name: "brochures: the /thank-you/brochure button points at the Goa brochure, and that href is the PDF",
        async run(page) {
          // The page's primary button (brochures.test.ts reads the PDF itself in depth).
          const button = page.locator("main a", { hasText: /brochure/i }).first();
          await button.waitFor();
          const href = await button.getAttribute("href");
          expect(href).toBe("/brochures/goa-2025.pdf");
          const res = await fetch(new URL(href!, page.url()).href);
          expect(res.status, href!).toBe(200);
          expect(res.headers.get("content-type")).toBe("application/pdf");
          expect(Buffer.from((await res.arrayBuffer()).slice(0, 5)).toString()).toBe("%PDF-");
        },
      },
    ],
    "/thank-you": [
      {
        name: "/thank-you without state offers the Goa brochure in a new tab and is noindex",
        async run(page) {
          const link = page.getByRole("link", { name: /Download Brochure/ });
          await expect(link.getAttribute("href")).resolves.toBe("/brochures/goa-2025.pdf");
          await expect(link.getAttribute("target")).resolves.toBe("_blank");
          await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toContain("noindex");
        },
      },
    ],
    "/refunds": [
      {
        name: "legal pages link their table of contents to real section anchors",
        async run(page) {
          const hrefs = await page.locator('nav[aria-labelledby="toc-heading"] a').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
          expect(hrefs.length).toBeGreaterThan(4);
          for (const href of hrefs) await expect(page.locator(href!).count()).resolves.toBe(1);
        },
      },
    ],
  },
};
