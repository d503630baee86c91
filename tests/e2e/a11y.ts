import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, waitForHydration, watchConsole } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";

// The audits of one width, called by a11y-phone.test.ts and a11y-desktop.test.ts: the longest
// e2e work, split in two files so that the two workers share it (vitest.e2e.config.ts starts
// them first).
export function axeAtWidth(label: "phone" | "desktop") {
  const viewport: BrowserContextOptions = label === "phone" ? PHONE : DESKTOP;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  describe(`axe at ${label} width`, () => {
    routeAudits(() => browser, viewport);
  });
  describe("axe with menus open", () => {
    if (label === "phone") mobileMenuAudit(() => browser);
    else dropdownAudit(() => browser);
  });
}

// axe (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices) on every route, at phone and desktop widths, and with the
// mobile menu and the Retreats dropdown open. Each route also hydrates cleanly at both widths:
// no script error, no console error (React's hydration mismatches among them).
function routeAudits(browserOf: () => Browser, viewport: BrowserContextOptions) {
  it.each([...PUBLIC_ROUTES, "/admin/leads", "/not-a-page"])("%s has no violations and hydrates without console errors", async (path) => {
    const context = await browserOf().newContext({ ...viewport, reducedMotion: "reduce" });
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
}

function mobileMenuAudit(browserOf: () => Browser) {
  it("mobile menu open", async () => {
    const context = await browserOf().newContext({ ...PHONE, reducedMotion: "reduce" });
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
}

function dropdownAudit(browserOf: () => Browser) {
  it("Retreats dropdown open", async () => {
    const context = await browserOf().newContext({ ...DESKTOP, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(inject("baseURL") + "/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Retreats" }).click();
    await page.getByRole("menu").waitFor();
    await expectNoAxeViolations(page, "/about with the dropdown open");
    await context.close();
  });
}
