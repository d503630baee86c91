import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, waitForHydration } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";
import { KEY_STRINGS } from "./key-strings";
import { ROUTE_CHECKS } from "./route-checks";

/**
 * Every route as it loads, at one width (sweep-phone.test.ts, sweep-desktop.test.ts: the two
 * workers share the longest e2e work). Each route is loaded once, in one tab that goes from route
 * to route as a visitor does, and every check of a page as it loads runs on that one load:
 *
 * - it hydrates cleanly: no script error, no console error or warning (React's hydration
 *   mismatches among them);
 * - axe (WCAG 2.0/2.1/2.2 A and AA, and axe's best practices);
 * - no Content Security Policy violation (public pages);
 * - hydration after load (ADR 008): no script is fetched before the load event;
 * - the code loaded on demand (ADR 008): none of it while loading; once idle after hydration,
 *   the code of the controls the page shows, before any press;
 * - no locale formatter is built, even once a form's validation has loaded;
 * - on a phone, the inner pages' key strings (SPEC §2) and one h1; on a desktop, no page ends
 *   on a band the colour of the footer.
 *
 * - the checks other files would otherwise load the page again for (route-checks.ts), each under
 *   its own name.
 *
 * Then axe with the phone menu or the Retreats dropdown open, and the CSP while a form validates.
 */

const ROUTES = [...PUBLIC_ROUTES, "/admin/leads", "/not-a-page"] as const;
const isPublic = (path: string) => (PUBLIC_ROUTES as readonly string[]).includes(path);
/** Code a page fetches once idle, or when a visitor reaches for it (ADR 008). */
const ON_DEMAND = /\/assets\/(validate|lightbox|toaster|embla-carousel\.esm)-[\w-]+\.js$/;
/** The unknown route logs exactly two: Chromium reporting the document's 404 status, and React Router the route it could not match. */
const EXPECTED_404 = ["Failed to load resource: the server responded with a status of 404 (Not Found)", "404 Error: User attempted to access non-existent route: /not-a-page"];

type Watched = Window & {
  reportViolation(v: string): void;
  __hydratedAt?: number;
  __localeCalls: string[];
  __watchLocale: boolean;
};

/** Runs in every document before its own scripts. */
function watchDocument() {
  const w = window as unknown as Watched;
  document.addEventListener("securitypolicyviolation", (e) =>
    w.reportViolation(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
  );
  // The document itself: its <html> may not be there yet.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    w.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
  // The first en-IN Intl formatter a page builds loads ICU's locale data: 20-45 ms of the main
  // thread here, four times that on Lighthouse's phone, and it was the largest piece of the
  // retreat pages' blocking time. Rupees and counts are grouped by hand
  // (app/lib/indian-numbers.ts); this records a formatter that creeps back into the browser's
  // code. Off while axe runs: its own calls are not the page's.
  const calls: string[] = [];
  w.__localeCalls = calls;
  w.__watchLocale = true;
  const watch = <T extends object>(owner: T, key: keyof T & string, label: string) => {
    const original = owner[key] as unknown as (...args: unknown[]) => unknown;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      if (w.__watchLocale) calls.push(`${label} ${String(args[0] ?? "")} ${new Error().stack?.split("\n")[2]?.trim() ?? ""}`);
      return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
    };
    // Statics (supportedLocalesOf) and instanceof keep working for code that only checks.
    Object.setPrototypeOf(wrapped, original);
    wrapped.prototype = original.prototype;
    Object.defineProperty(owner, key, { value: wrapped, configurable: true, writable: true });
  };
  watch(Intl, "NumberFormat", "Intl.NumberFormat");
  watch(Intl, "DateTimeFormat", "Intl.DateTimeFormat");
  watch(Intl, "PluralRules", "Intl.PluralRules");
  watch(Number.prototype, "toLocaleString", "Number#toLocaleString");
  watch(Date.prototype, "toLocaleString", "Date#toLocaleString");
  watch(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
  watch(Date.prototype, "toLocaleTimeString", "Date#toLocaleTimeString");
}

/** textContent, not innerText: CSS uppercase eyebrows must still match their source text. */
const mainText = (page: Page) => page.locator("main").evaluate((el) => (el.textContent ?? "").replace(/\s+/g, " "));

export function sweepAtWidth(label: "phone" | "desktop") {
  const device = label === "phone" ? PHONE : DESKTOP;
  const desktop = label === "desktop";
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const violations: string[] = [];
  const base = () => inject("baseURL");

  beforeAll(async () => {
    browser = await launchBrowser();
    // Reduced motion: axe must not measure colours halfway through a section's fade-in.
    context = await browser.newContext({ ...device, reducedMotion: "reduce" });
    await context.exposeFunction("reportViolation", (v: string) => violations.push(v));
    await context.addInitScript(watchDocument);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe(`every route at ${label} width, as it loads`, () => {
    it.each(ROUTES)("%s", async (path) => {
      const messages: { type: string; text: string }[] = [];
      const errors: string[] = [];
      const onConsole = (m: ConsoleMessage) => messages.push({ type: m.type(), text: m.text() });
      const onError = (e: Error) => errors.push(e.message);
      page.on("console", onConsole);
      page.on("pageerror", onError);
      violations.length = 0;
      try {
        const response = await page.goto(base() + path);
        expect(response?.status(), path).toBe(path === "/not-a-page" ? 404 : 200);
        await waitForHydration(page);

        // The checks moved onto this load (route-checks.ts): each runs, a failure is kept under
        // its name, and the sweep's own checks still run before the test fails on it.
        const checksFailed: string[] = [];
        for (const check of ROUTE_CHECKS[label][path] ?? []) {
          try {
            await check.run(page);
          } catch (e) {
            checksFailed.push(`${path}: ${check.name}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }

        if (isPublic(path)) {
          // Hydration after load (ADR 008): the scripts wait until the page has loaded and
          // painted, so on slow mobile data they do not compete with the hero image, the
          // stylesheet and the fonts.
          const timing = await page.evaluate(() => {
            const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
            const scripts = performance.getEntriesByType("resource").filter((r) => /\/assets\/.+\.js$/.test(r.name));
            return { loadStart: nav.loadEventStart, firstScript: Math.min(...scripts.map((r) => r.startTime)), scripts: scripts.length };
          });
          expect(timing.scripts, path).toBeGreaterThan(0);
          expect(timing.firstScript, `${path}: first script fetched before load`).toBeGreaterThanOrEqual(timing.loadStart);

          if (KEY_STRINGS[path] && !desktop) {
            const text = await mainText(page);
            for (const s of KEY_STRINGS[path]) expect(text, `${path}: ${s}`).toContain(s);
            await expect(page.locator("h1").count()).resolves.toBe(1);
          }

          if (desktop) {
            // The footer is an olive band: a page whose last band is olive too runs into it as
            // one block (the /about quote did). The innermost full-width painted band at the
            // bottom of <main>.
            const { last, footer } = await page.evaluate(() => {
              const transparent = (c: string) => c === "transparent" || c === "rgba(0, 0, 0, 0)";
              const main = document.querySelector("main")!;
              const box = main.getBoundingClientRect();
              const own = getComputedStyle(main).backgroundColor;
              let last = transparent(own) ? getComputedStyle(document.body).backgroundColor : own;
              for (const el of main.querySelectorAll("*")) {
                const r = el.getBoundingClientRect();
                const bg = getComputedStyle(el).backgroundColor;
                if (!transparent(bg) && r.bottom >= box.bottom - 1 && r.width >= box.width - 1) last = bg;
              }
              return { last, footer: getComputedStyle(document.querySelector("body > footer, footer:not(main footer)")!).backgroundColor };
            });
            expect(last, `${path} ends on a band the colour of the footer`).not.toBe(footer);
          }

          // Every page shows the footer's form; the lightbox and Embla only where a gallery or a
          // carousel is. The toaster waits for a
          // visitor to reach for a form. A first press must not wait for the network.
          const shows = await page.evaluate(() => ({
            gallery: !!document.querySelector("main button[aria-haspopup=dialog]"),
            carousel: !!document.querySelector("[aria-roledescription=carousel]"),
          }));
          const expected = [
            "validate",
            ...(shows.gallery ? ["lightbox"] : []),
            ...(shows.carousel ? ["embla-carousel.esm"] : []),
          ].sort();
          const fetched = () =>
            page.evaluate((source) => {
              const pattern = new RegExp(source);
              const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd;
              const hydratedAt = (window as unknown as Watched).__hydratedAt ?? Infinity;
              return performance
                .getEntriesByType("resource")
                .filter((r) => pattern.test(new URL(r.name).pathname))
                .map((r) => ({ name: pattern.exec(new URL(r.name).pathname)![1]!, early: r.startTime < Math.max(load, hydratedAt) }));
            }, ON_DEMAND.source);
          // Idle comes a moment after hydration (later on a busy machine): polled.
          await expect
            .poll(async () => (await fetched()).map((f) => f.name).sort(), { message: `${path}: fetched once idle`, timeout: 15_000 })
            .toEqual(expected);
          expect((await fetched()).filter((f) => f.early), `${path}: fetched while loading`).toEqual([]);
        }

        await page.evaluate(() => ((window as unknown as Watched).__watchLocale = false));
        await expectNoAxeViolations(page, path);
        await page.evaluate(() => ((window as unknown as Watched).__watchLocale = true));

        if (isPublic(path)) {
          // A form's validation and the toaster arrive once a visitor reaches for the form.
          const field = page.locator("main form input:not([type=hidden])").first();
          if (await field.count()) {
            await field.focus();
            await page.locator('section[aria-label^="Notifications"]').waitFor({ state: "attached" });
          }
          expect(await page.evaluate(() => (window as unknown as Watched).__localeCalls), `${path}: locale formatters built`).toEqual([]);
        }

        expect(errors, path).toEqual([]);
        const logged = messages.filter(
          (m) => (m.type === "error" || m.type === "warning") && !(path === "/not-a-page" && EXPECTED_404.includes(m.text)),
        );
        expect(logged.map((m) => `${m.type}: ${m.text}`), path).toEqual([]);
        expect(violations, `${path}: CSP violations`).toEqual([]);
        expect(checksFailed, `${path}: checks run on this load (route-checks.ts)`).toEqual([]);
      } finally {
        page.off("console", onConsole);
        page.off("pageerror", onError);
      }
    });
  });

  describe(`axe with ${desktop ? "the Retreats dropdown" : "the phone menu"} open`, () => {
    if (desktop) {
      it("Retreats dropdown open", async () => {
        await page.goto(base() + "/about");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Retreats" }).click();
        await page.getByRole("menu").waitFor();
        await expectNoAxeViolations(page, "/about with the dropdown open");
      });
    } else {
      it("mobile menu open", async () => {
        await page.goto(base() + "/");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("navigation", { name: "Mobile" }).waitFor();
        // The page below the open menu is inert (site-header.tsx), as under a dialog: its main
        // landmark and h1 are out of the accessibility tree until the menu closes. Those two
        // page-level rules run on every page with the menu closed (above).
        await expectNoAxeViolations(page, "/ with the mobile menu open", { alsoSkip: ["landmark-one-main", "page-has-heading-one"] });
      });
    }
  });

  if (desktop) {
    describe("content security policy", () => {
      it("reports no violation when a form validates in the browser", async () => {
        violations.length = 0;
        // Client-side validation runs the shared zod schema in the browser.
        await page.goto(base() + "/contact");
        await waitForHydration(page);
        const form = page.locator("main form").first();
        await form.getByRole("button", { name: "Send Message" }).click();
        await form.getByText("Name is required").waitFor();
        // A report is an event dispatched after the blocked action, then a call out of the page.
        await page.waitForTimeout(200);
        expect(violations).toEqual([]);
      });
    });
  }
}
