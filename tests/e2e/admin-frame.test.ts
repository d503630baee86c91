import fs from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { ADMIN_SECTIONS } from "../../app/components/admin/admin-nav";
import { launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { testAdminEnv } from "../support/admin-password";
import { startServer } from "../../scripts/lib/server.mjs";

/**
 * The admin's frame (routes/admin/layout.tsx): every admin address refuses a visitor without a
 * session, and every admin page shows the one navigation and fits a phone's screen.
 */
type Server = { url: string; dataDir: string; stop(): Promise<void> };
const PASSWORD = "frame test evening";
let server: Server;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ...(await testAdminEnv(PASSWORD)), FORM_MIN_FILL_MS: "0" } }) as Promise<Server>, launchBrowser()]);
  const lead = new URLSearchParams({ _form: "brochure", name: "Frame Guest", email: "frame-guest@example.com", phone: "+91 98100 00000", website: "" });
  expect((await fetch(`${server.url}/retreats/goa-2025`, { method: "POST", body: lead, redirect: "manual" })).status).toBe(302);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** Every admin address of app/routes.ts, its parameters filled in with real values. */
function adminPaths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.path?.startsWith("admin") ? [`/${e.path}`] : []),
    ...adminPaths(e.children ?? []),
  ]);
}
const fill = (path: string) =>
  path.replace(":tab", "brochure").replace(":id", "1").replace(":slug", "goa-2025").replace("*", "goa-2025/hero");
const PATHS = adminPaths(routes as RouteConfigEntry[]).map(fill);
/**
 * The pages a visitor without a session may open (the layout's SIGNED_OUT_PAGES): the sign-in,
 * a forgotten password, and the single-use links' pages, which check their own link (an unknown
 * one is a 404 that changes nothing; tests/e2e/team.test.ts).
 */
const SIGNED_OUT = /^\/admin\/(?:leads|forgot-password|(?:setup|invitation|reset)\/:token)$/;

describe("without a session", () => {
  it("has every admin address of the route table to walk", () => {
    expect(PATHS.length).toBeGreaterThanOrEqual(15);
    for (const section of ADMIN_SECTIONS) expect(PATHS).toContain(section.to);
  });

  // The sign-in page is /admin/leads itself (SPEC §8): it answers with the password form.
  it.each(PATHS.filter((p) => !SIGNED_OUT.test(p)))("GET and POST %s go to the sign-in", async (path) => {
    for (const method of ["GET", "POST"]) {
      const res = await fetch(server.url + path, { method, redirect: "manual", headers: method === "POST" ? { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" } : {}, body: method === "POST" ? "intent=save" : undefined });
      // A page without an action answers a POST 405 before anything else: nothing to guard.
      if (method === "POST" && res.status === 405) continue;
      expect(res.status, `${method} ${path}`).toBe(302);
      expect(res.headers.get("location"), `${method} ${path}`).toBe("/admin/leads");
      expect(res.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
    }
  });

  it.each(PATHS.filter((p) => SIGNED_OUT.test(p) && p !== "/admin/leads"))("answers %s itself, private and without the navigation", async (path) => {
    const res = await fetch(server.url + path.replace(":token", "not-a-token"));
    expect(res.status, path).toBe(path.endsWith(":token") ? 404 : 200);
    expect(res.headers.get("cache-control"), path).toBe("no-store");
    expect(await res.text(), path).not.toContain('aria-label="Admin"');
  });

  it("shows the sign-in at /admin/leads, private and without the navigation", async () => {
    const res = await fetch(`${server.url}/admin/leads`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const html = await res.text();
    expect(html).toContain('name="password"');
    expect(html).not.toContain('aria-label="Admin"');
  });
});

describe("signed in, on a phone", () => {
  it("every admin page shows the one navigation and fits 390 px without sideways scrolling", async () => {
    const context = await browser.newContext({ ...PHONE, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/leads`);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByTestId("lead-row").first().waitFor();
    const lead = await page.getByTestId("lead-row").first().getByRole("link").first().getAttribute("href");
    const pages = [...ADMIN_SECTIONS.map((s) => s.to), lead!, "/admin/retreats/goa-2025", "/admin/retreats/new?from=goa-2025", "/admin/photos/goa-2025/hero", "/admin/retreats/story/goa", "/admin/retreats/story/goa/itinerary", "/admin/retreats/story/new"];
    for (const path of pages) {
      const res = await page.goto(server.url + path);
      expect(res?.status(), path).toBe(200);
      await waitForHydration(page);
      expect(res?.headers()["cache-control"], path).toBe("no-store");
      const nav = page.getByRole("navigation", { name: "Admin" });
      for (const { label } of ADMIN_SECTIONS) expect(await nav.getByRole("link", { name: label, exact: true }).isVisible(), `${path}: ${label}`).toBe(true);
      expect(await nav.getByRole("button", { name: "Log out" }).isVisible(), path).toBe(true);
      // The page's own section is marked as the current one.
      const current = await nav.locator('[aria-current="page"]').allInnerTexts();
      expect(current.length, path).toBeLessThanOrEqual(1);
      const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
});
