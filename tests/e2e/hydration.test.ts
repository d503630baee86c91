import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdIdleFetches, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { assetWeight } from "../../scripts/asset-weight.mjs";

/**
 * Hydration after load (docs/decisions/009): the scripts wait until the page has loaded and
 * painted, so on slow mobile data they do not compete with the hero image, the stylesheet and
 * the fonts. Until they arrive the page must already be whole: revealed, navigable, its menu open.
 * That no script is fetched before the load event, and that no page builds a locale formatter,
 * is checked on every route as it loads (route-sweep.ts).
 */

const SCRIPT = /\/assets\/.+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("hydration after load", () => {
  it("the JavaScript budget counts exactly the scripts a page fetches to hydrate", async () => {
    // bench-web's "JS gz KB" reads the loader's list (scripts/asset-weight.mjs): if it stopped
    // finding it, the budget would silently count less than visitors download. What the page
    // fetches later, when idle (ADR 008), is not part of its load: held off here.
    const context = await browser.newContext(PHONE);
    await holdIdleFetches(context);
    const page = await context.newPage();
    for (const path of ["/", "/faq", "/retreats/goa-2025", "/terms"]) {
      const fetched = new Set<string>();
      const onRequest = (r: { url(): string }) => {
        const url = new URL(r.url());
        if (SCRIPT.test(url.pathname)) fetched.add(url.pathname);
      };
      page.on("request", onRequest);
      await page.goto(inject("baseURL") + path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      const counted = (await assetWeight(inject("baseURL"), path)).chunks.map((c: { url: string }) => c.url);
      expect(new Set(counted), path).toEqual(fetched);
    }
    await context.close();
  });

  it("before the scripts arrive, the hero is revealed and the phone menu opens and closes as links", async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // The scripts never arrive: this is the page a visitor has while they download.
    await page.route(SCRIPT, (route) => route.abort());
    await page.goto(inject("baseURL") + "/about");
    await page.waitForLoadState("load");
    await page.waitForFunction(() => document.querySelector("main [data-reveal]")?.hasAttribute("data-revealed"));
    // The 700 ms fade ends fully visible (polled: on a busy machine frames come late).
    const heroOpacity = () => page.locator("main [data-reveal]").first().evaluate((el) => getComputedStyle(el).opacity);
    await expect.poll(heroOpacity, { timeout: 5000 }).toBe("1");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole("link", { name: "Menu" }).click();
    await menu.waitFor({ state: "visible" });
    await menu.getByRole("link", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });

  /** A phone page whose scripts wait until `release()`: what a visitor has while they download. */
  async function openWithScriptsHeld(path: string) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SCRIPT, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(inject("baseURL") + path);
    return { page, context, release };
  }

  it("a Goa brochure form filled before the scripts arrive can be sent once they do", async () => {
    const { page, context, release } = await openWithScriptsHeld("/retreats/goa-2025");
    const form = page.locator("#brochure-form form");
    await form.getByLabel("Full name").fill("Kavya Early");
    await form.getByLabel("Email").fill("kavya.early@example.com");
    await form.getByLabel("Phone/WhatsApp").fill("+91 98100 00001");
    release();
    await waitForHydration(page);
    // The form's own hydrated render (it adds the _js field) is when Goa's button starts being
    // disabled until the form is valid; these values are valid, so it must end up enabled.
    await form.locator('input[name="_js"]').waitFor({ state: "attached" });
    await expect.poll(() => form.getByRole("button", { name: "Download Brochure" }).isDisabled(), { timeout: 3000 }).toBe(false);
    await context.close();
  });

  it("a menu opened before hydration stays open once the scripts arrive, and closes as a button", async () => {
    const { page, context, release } = await openWithScriptsHeld("/contact");
    await page.getByRole("link", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    release();
    await waitForHydration(page);
    expect(await menu.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "hidden" });
    await context.close();
  });
});
