import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, waitForHydration, watchConsole } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// axe (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices) on every route, at phone and desktop widths, and with the
// mobile menu and the Retreats dropdown open. Each route also hydrates cleanly at both widths:
// no script error, no console error (React's hydration mismatches among them).
describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("axe at %s width", (_label, viewport) => {
  it.each([...PUBLIC_ROUTES, "/admin/leads", "/not-a-page"])("%s has no violations and hydrates without console errors", async (path) => {
    const context = await browser.newContext({ ...viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    const consoleLog = watchConsole(page);
    await page.goto(inject("baseURL") + path);
    await waitForHydration(page);
    await expectNoAxeViolations(page, path);
    expect(consoleLog.errors, path).toEqual([]);
    // The unknown route expects exactly two: Chromium reporting the document's 404 status, and
    // React Router reporting the route it could not match.
    const expected404 = ["Failed to load resource: the server responded with a status of 404 (Not Found)", "404 Error: User attempted to access non-existent route: /not-a-page"];
    const errors = consoleLog.messages.filter((m) => m.type === "error" && !(path === "/not-a-page" && expected404.includes(m.text)));
    expect(errors.map((m) => m.text), path).toEqual([]);
    await context.close();
  });
});

describe("axe with menus open", () => {
  it("mobile menu open", async () => {
    const context = await browser.newContext({ ...PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(inject("baseURL") + "/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    // The page below the open menu is inert (site-header.tsx), as under a dialog: its main
    // landmark and h1 are out of the accessibility tree until the menu closes. Those two
    // page-level rules run on every page with the menu closed (above).
    await expectNoAxeViolations(page, "/ with the mobile menu open", { alsoSkip: ["landmark-one-main", "page-has-heading-one"] });
    await context.close();
  });

  it("Retreats dropdown open", async () => {
    const context = await browser.newContext({ ...DESKTOP, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(inject("baseURL") + "/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Retreats" }).click();
    await page.getByRole("menu").waitFor();
    await expectNoAxeViolations(page, "/about with the dropdown open");
    await context.close();
  });
});
