import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, holdIdleFetches, launchBrowser, waitForHydration } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";
import { assetWeight } from "../../scripts/asset-weight.mjs";

/**
 * The JavaScript budget (ADR 008, docs/performance.md): code a visitor may never use is not
 * part of the page load; it is fetched once the browser is idle after load, or when a visitor
 * reaches for it (ADR 008). Its own behaviour is tested where it is used (forms, frame, home,
 * retreats, past-upcoming); that no route fetches it while loading, and that once idle each has
 * fetched the code of the controls it shows, on every route as it loads (route-sweep.ts).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("code loaded on demand", () => {
  it("every public route keeps within the JavaScript budget (BUDGETS.jsGzipKb, ADR 008)", async () => {
    // The figure bench:web reports, counted the same way (scripts/asset-weight.mjs); a library
    // export first used anywhere lands in the shared chunk every page loads.
    const sizes = new Map();
    for (const path of PUBLIC_ROUTES) {
      const { jsGzKb } = await assetWeight(inject("baseURL"), path, sizes);
      expect(jsGzKb, path).toBeLessThanOrEqual(134);
    }
  });

  it("the Retreats menu ships with the header: with no more code to be had, the first press opens it", async () => {
    const page = await browser.newPage(DESKTOP);
    await holdIdleFetches(page);
    await page.goto(inject("baseURL") + "/about");
    await waitForHydration(page);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.getByRole("button", { name: "Retreats" }).click();
    // SPEC's four links, then each of the four retreats on the calendar.
    expect(await page.getByRole("menu").getByRole("menuitem").count()).toBe(8);
    await page.close();
  });

  it("the validation run once when idle, to have its code ready for Send, leaves an untouched form as it was", async () => {
    const page = await browser.newPage(DESKTOP);
    const fetched = page.waitForRequest((r) => /\/assets\/validate-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await page.goto(inject("baseURL") + "/contact");
    await waitForHydration(page);
    await fetched;
    // The warm-up runs in the idle period after the code has arrived.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.waitForTimeout(500);
    const form = page.locator("form#contact-form");
    expect(await form.locator("[aria-invalid=true]").count()).toBe(0);
    expect(await form.locator("[id$=-error]").allTextContents()).toEqual(expect.not.arrayContaining([expect.stringMatching(/\S/)]));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
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

