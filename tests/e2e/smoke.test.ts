import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, waitForHydration } from "../playwright-utils";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("smoke", () => {
  it("serves the home page and hydrates", async () => {
    const page = await browser.newPage(DESKTOP);
    const res = await page.goto(inject("baseURL") + "/");
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator("footer").getByText("© 2025 Retreatly. All rights reserved.").isVisible()).resolves.toBe(true);
    await page.close();
  });
});
