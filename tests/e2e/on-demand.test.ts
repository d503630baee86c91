import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, holdIdleFetches, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";
// @ts-expect-error untyped .mjs
import { assetWeight } from "../../scripts/asset-weight.mjs";

/**
 * The JavaScript budget of issue 7 (docs/performance.md): code a visitor may never use is not
 * part of the page load; it is fetched once the browser is idle after load, or when a visitor
 * reaches for it (ADR 036). Its own behaviour is tested where it is used (forms, frame, home,
 * retreats, past-upcoming).
 */
const ON_DEMAND = /\/assets\/(validate|retreats-menu|lightbox|toaster|embla-carousel\.esm)-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("code loaded on demand", () => {
  it("every public route keeps within the JavaScript budget (132 KB gzipped; issue 7's 130, raised by ADR 031)", async () => {
    // The figure bench:web reports, counted the same way (scripts/asset-weight.mjs); a library
    // export first used anywhere lands in the shared chunk every page loads.
    const sizes = new Map();
    for (const path of PUBLIC_ROUTES) {
      const { jsGzKb } = await assetWeight(inject("baseURL"), path, sizes);
      expect(jsGzKb, path).toBeLessThanOrEqual(132);
    }
  });

  it("no public route fetches that code while loading; once idle after hydration, it has fetched the code of the controls it shows, before any press", async () => {
    // ADR 036: a first press must not wait for the network. Every page shows the Retreats
    // dropdown (from md up) and the footer's form; the lightbox and Embla only where a gallery
    // or a carousel is. The toaster waits for a visitor to reach for a form.
    // Every route on a desktop; on a phone (no dropdown to fetch) the pages with each control.
    const phoneRoutes = ["/", "/retreats/goa-2025", "/retreats/maldives-2026", "/contact"];
    for (const device of [DESKTOP, PHONE]) {
      const context = await browser.newContext(device);
      await context.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
      });
      const page = await context.newPage();
      const desktop = device === DESKTOP;
      for (const path of desktop ? PUBLIC_ROUTES : phoneRoutes) {
        await page.goto(inject("baseURL") + path);
        await waitForHydration(page);
        const shows = await page.evaluate(() => ({
          gallery: !!document.querySelector("main button[aria-haspopup=dialog]"),
          carousel: !!document.querySelector("[aria-roledescription=carousel]"),
        }));
        const expected = [
          ...(desktop ? ["retreats-menu"] : []),
          "validate",
          ...(shows.gallery ? ["lightbox"] : []),
          ...(shows.carousel ? ["embla-carousel.esm"] : []),
        ].sort();
        const fetched = () =>
          page.evaluate((source) => {
            const pattern = new RegExp(source);
            const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
            const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt;
            return performance
              .getEntriesByType("resource")
              .filter((r) => pattern.test(new URL(r.name).pathname))
              .map((r) => ({ name: pattern.exec(new URL(r.name).pathname)![1]!, early: r.startTime < Math.max(load, hydratedAt) }));
          }, ON_DEMAND.source);
        const label = `${path} at ${device.viewport!.width} px`;
        // Idle comes a moment after hydration (later on a busy machine): polled.
        await expect.poll(async () => (await fetched()).map((f) => f.name).sort(), { message: label, timeout: 15_000 }).toEqual(expected);
        expect((await fetched()).filter((f) => f.early), `${label}: fetched while loading`).toEqual([]);
      }
      await context.close();
    }
  }, 180_000);

  it("the Retreats dropdown's code arrives on hover, before the click, if the browser has not been idle yet", async () => {
    const page = await browser.newPage(DESKTOP);
    await holdIdleFetches(page);
    await page.goto(inject("baseURL") + "/about");
    await waitForHydration(page);
    const loaded = page.waitForRequest((r) => /\/assets\/retreats-menu-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.getByRole("button", { name: "Retreats" }).hover();
    await loaded;
    // Radix's trigger has taken the plain button's place: it opens on press, as before.
    await page.waitForFunction(() => document.querySelector("nav[aria-label=Main] button")?.id.startsWith("radix-"));
    await page.getByRole("button", { name: "Retreats" }).click();
    expect(await page.getByRole("menu").getByRole("menuitem").count()).toBe(4);
    await page.close();
  });

  it("a keyboard user focusing the plain Retreats button keeps focus when Radix's takes over", async () => {
    const page = await browser.newPage(DESKTOP);
    await holdIdleFetches(page);
    await page.goto(inject("baseURL") + "/faq");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Retreats" }).focus();
    await page.waitForFunction(() => document.querySelector("nav[aria-label=Main] button")?.id.startsWith("radix-"));
    await page.waitForFunction(() => document.activeElement?.id.startsWith("radix-"));
    await page.keyboard.press("ArrowDown");
    await page.getByRole("menu").waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === "Upcoming Retreats");
    await page.close();
  });
});

describe("the browser bundle", () => {
  // vite.config.ts (lucideDirectImports, siteChunk): through lucide-react's index every icon the
  // app draws anywhere, the admin's too, landed in the chunk every page loads.
  it("gives public pages no icon that only the admin draws", async () => {
    const sizes = new Map();
    for (const route of PUBLIC_ROUTES) {
      const { chunks } = await assetWeight(inject("baseURL"), route, sizes);
      for (const { url } of chunks as { url: string }[]) {
        const code = fs.readFileSync(path.resolve("build/client", new URL(url, inject("baseURL")).pathname.slice(1)), "utf8");
        for (const icon of ["lock-keyhole", "log-out"]) expect(code.includes(`"${icon}"`), `${route}: ${url} draws ${icon}`).toBe(false);
      }
    }
  });

  // vite.config.ts points the client build at React Router's production files: its package
  // exports name only the development build, whose dev-only warnings would ship to every visitor.
  it("carries React Router's production build, once", () => {
    const dir = path.resolve("build/client/assets");
    const js = fs.readdirSync(dir).filter((f) => f.endsWith(".js")).map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
    const router = js.filter((code) => code.includes("may be used only in the context of a <Router> component"));
    expect(router.length).toBe(1);
    // Two of its development-only warnings (booleans: the failure message would print the bundle).
    expect(router[0]!.includes("You rendered descendant <Routes>")).toBe(false);
    expect(router[0]!.includes("Matched leaf route at location")).toBe(false);
  });
});

