import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, launchBrowser, waitForHydration } from "../playwright-utils";
import { testAdminEnv } from "../support/admin-password";
import { startServerOn, type DayServer } from "../support/edition-servers";

/**
 * The retreat's story in the organiser's hands, the parts around the editor, on the spec's day
 * (ADR 043): an edition's page leads to the itinerary of its own dates and back.
 * SCREENSHOT_DIR=<dir> also keeps pictures of the pages changed, at 390 and 1280 px.
 */
const PASSWORD = "the days in their own order";
const DAY = "2025-11-01";
const shots = process.env.SCREENSHOT_DIR;
let server: DayServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([testAdminEnv(PASSWORD).then((env) => startServerOn(DAY, env)), launchBrowser()]);
  admin = await browser.newContext(DESKTOP);
  page = await admin.newPage();
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("link", { name: "Edit retreat dates and prices" }).waitFor();
}, 90_000);
afterAll(async () => {
  await admin?.close();
  await browser?.close();
  await server?.stop();
});

const field = (p: Page, name: string) => p.locator(`main form [name="${name}"]`);

/** The admin page at `at`, checked with axe and, with SCREENSHOT_DIR, pictured at both widths. */
async function look(at: string, name: string) {
  for (const [width, options] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    const context = await browser.newContext({ ...options, reducedMotion: "reduce", storageState: await admin.storageState() });
    const p = await context.newPage();
    await p.goto(server.url + at);
    expect(await p.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(options.viewport!.width);
    await expectNoAxeViolations(p, `${name} at ${width}`);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await p.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
    }
    await context.close();
  }
}

describe("an edition and the itinerary of its dates", () => {
  it("leads from the edition to its own itinerary and back, and says whose days its page shows", async () => {
    await page.goto(`${server.url}/admin/retreats/goa-2025`);
    const line = page.getByTestId("edition-itinerary");
    await expect(line.textContent()).resolves.toContain("The retreat's itinerary, 4 days");
    await line.getByRole("link", { name: "Give these dates their own itinerary" }).click();
    await page.waitForURL(/\/admin\/retreats\/story\/goa\/itinerary\?edition=goa-2025$/);
    await waitForHydration(page);
    await field(page, "days[4].label").fill("Day 5");
    await field(page, "days[4].title").fill("A slow last morning");
    await field(page, "days[4].items").fill("Breakfast on the veranda\nDepartures by noon");
    await page.getByRole("button", { name: "Save this edition's days" }).click();
    await page.waitForURL(/edition=goa-2025&saved=1$/);
    await page.getByText("These dates have days of their own").waitFor();

    await page.getByRole("link", { name: "Back to the edition of 18-21 December 2025" }).click();
    await page.waitForURL(/\/admin\/retreats\/goa-2025$/);
    await expect(page.getByTestId("edition-itinerary").textContent()).resolves.toContain("Its own itinerary, 5 days");
    await expect(page.getByTestId("edition-warnings").textContent()).resolves.toContain("Its own itinerary has 5 days, and this edition runs 4.");
    await expect(page.getByRole("link", { name: "Edit the itinerary of these dates" }).getAttribute("href")).resolves.toBe(
      "/admin/retreats/story/goa/itinerary?edition=goa-2025",
    );
    await look("/admin/retreats/goa-2025", "edition");
    await look("/admin/retreats/story/goa/itinerary?edition=goa-2025", "edition-itinerary");
  });
});
