import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Follows a link that opens WhatsApp in a tab of its own (through the site's message route,
 * which records it and redirects to wa.me): the network here is closed, so wa.me is answered
 * by the test. The address WhatsApp was opened with, its text in `searchParams.get("text")`.
 */
export async function openedWhatsApp(context: BrowserContext, page: Page, click: () => Promise<void>): Promise<URL> {
  let opened: string | null = null;
  await context.route("https://wa.me/**", (route) => {
    opened = route.request().url();
    return route.fulfill({ status: 200, contentType: "text/html", body: "<title>WhatsApp</title>" });
  });
  const [popup] = await Promise.all([page.waitForEvent("popup"), click()]);
  await expect.poll(() => opened, { timeout: 10_000 }).toBeTruthy();
  await popup.close();
  await context.unroute("https://wa.me/**");
  return new URL(opened!);
}
