import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, holdIdleFetches, launchBrowser, sharedContexts, waitForHydration, watchConsole } from "../playwright-utils";
import { withinOneRateWindow } from "../support/rate-window";
import { startServer } from "../../scripts/lib/server.mjs";
import { signStartedAt } from "~/lib/forms/started.server";

/**
 * Every lead form in Chromium, with JavaScript on and off: the row in the database, the
 * toasts, the button states and the navigations of SPEC §4/§8.
 *
 * These tests run their own server so they can set the form guards: a generous rate limit (so
 * the many posts here and in other e2e files never trip it) and no minimum fill time, so no test
 * waits like a person would. The minimum fill time (the bot trap) has its own server and tests
 * at the end, where the posts must wait it out. FORMS_E2E_BUILD_DIR can point at a private copy
 * of the build, so a rebuild by someone else mid-run does not pull assets from under the server.
 */
const MIN_FILL_MS = 800;

type Server = { url: string; dataDir: string; stop(): Promise<void>; logs(): string };
let server: Server;
let browser: Browser;
// Tabs in one context per set of options. Each flow's cookies (the thank-you flash) are read by
// the page it lands on within the same test; tests of idle fetches keep a context of their own.
const tabs = sharedContexts(() => browser);
let db: Database.Database;

// A known form key, so the bot-trap test can sign a render time as a page does.
const FORM_KEY = "e2e-forms-key-0123456789abcdef0123456789";
function serverEnv(minFillMs: number) {
  const env: Record<string, string> = { FORM_RATE_LIMIT_PER_MINUTE: "1000", FORM_MIN_FILL_MS: String(minFillMs), FORM_COOKIE_SECRET: FORM_KEY };
  if (process.env.FORMS_E2E_BUILD_DIR) env.BUILD_DIR = process.env.FORMS_E2E_BUILD_DIR;
  return env;
}

beforeAll(async () => {
  server = await startServer({ env: serverEnv(0) });
  browser = await launchBrowser();
  // A first request opens (and migrates) the database before we open it read-only.
  await fetch(`${server.url}/newsletter`);
  const probe = await fetch(`${server.url}/newsletter`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "_form=newsletter&email=probe%40example.com" });
  expect(probe.status).toBe(200);
  db = new Database(path.join(server.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
});

afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
});

function row<T = Record<string, unknown>>(table: string, email: string): T | undefined {
  return db.prepare(`select * from ${table} where email = ? order by id desc`).get(email) as T | undefined;
}
function count(table: string, email: string) {
  return (db.prepare(`select count(*) as n from ${table} where email = ?`).get(email) as { n: number }).n;
}

let seq = 0;
const uniqueEmail = (tag: string) => `e2e+${tag}-${Date.now()}-${++seq}@example.com`;

async function open(
  pathname: string,
  { js, reducedMotion, viewport = DESKTOP, at = server }: { js: boolean; reducedMotion?: "reduce"; viewport?: typeof DESKTOP; at?: Server },
): Promise<{ page: Page; context: { close(): Promise<void> }; loadedAt: number }> {
  const context = await tabs.newContext({ ...viewport, javaScriptEnabled: js, reducedMotion });
  const page = await context.newPage();
  const res = await page.goto(at.url + pathname);
  // After the page has arrived: the form's start time is the server's render, so counting the
  // minimum fill time from here never lets a busy machine make a test post look like a bot's
  // (it did once: the page took more than settle()'s 300 ms of slack to arrive).
  const loadedAt = Date.now();
  expect(res?.status(), `GET ${pathname}`).toBe(200);
  if (js) await waitForHydration(page);
  return { page, context, loadedAt };
}

/** A person takes a moment to fill a form: wait out the bot trap server's minimum fill time. */
async function settle(loadedAt: number) {
  const wait = MIN_FILL_MS + 300 - (Date.now() - loadedAt);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/** Holds form posts for a moment so the pending button state can be seen. */
async function slowPosts(page: Page, ms = 700) {
  await page.route(
    (url) => !url.pathname.startsWith("/assets"),
    async (route) => {
      if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
/**
 * How many visible elements say `text`: one message per outcome. With JavaScript that is the
 * toast (SPEC §4/§8), never a toast and a note in the page saying the same words.
 */
const saidOnScreen = (page: Page, text: string) => page.getByText(text).filter({ visible: true }).count();
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Wholly on screen and below the fixed header, which would otherwise cover it. */
async function expectOnScreen(locator: Locator) {
  await expect
    .poll(
      () =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const header = document.querySelector("header")!.getBoundingClientRect().bottom;
        return r.height > 0 && r.top >= header && r.bottom <= window.innerHeight;
      }),
      { timeout: 5000 },
    )
    .toBe(true);
}

/** The image the thank-you page's picture shows (its fallback's address names the image). */
const thankYouPicture = (page: Page) => page.locator("main picture img").first().getAttribute("src");

describe("footer newsletter", () => {
  it("with JS: toast, stored with the page it was sent from; a repeat is no error and no new row", async () => {
    const { page, context } = await open("/about", { js: true });
    const email = uniqueEmail("news");
    const footer = page.locator("footer form");
    await footer.getByLabel("Name").fill("Ånanya Śrī");
    await footer.getByLabel("Email").fill(email);
    await slowPosts(page);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => footer.getByRole("button", { name: "Subscribing..." }).isDisabled()).toBe(true);
    await toast(page, "Thank you for subscribing!").waitFor();
    // Said once, by the toast: no note in the footer repeating it.
    expect(await saidOnScreen(page, "Thank you for subscribing!")).toBe(1);
    expect(await saidOnScreen(page, "Please check your inbox and confirm your e-mail address.")).toBe(1);
    expect(await page.locator("footer [role=status]").count()).toBe(0);
    expect(row("newsletter_subscribers", email)).toMatchObject({ name: "Ånanya Śrī", source_page: "/about", consent_version: expect.any(String) });
    // Fields are cleared; the same e-mail again is a success, not a second row.
    expect(await footer.getByLabel("Email").inputValue()).toBe("");
    await footer.getByLabel("Email").fill(email.toUpperCase());
    // The first toast may still be showing, so the repeat is known answered by its response,
    // not by a toast being there.
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/newsletter"));
    await footer.getByRole("button", { name: "Subscribe" }).click();
    expect((await answered).ok()).toBe(true);
    await expect.poll(() => toast(page, "Thank you for subscribing!").count()).toBeGreaterThan(0);
    expect(await page.locator("footer [role=status]").count()).toBe(0);
    expect(count("newsletter_subscribers", email)).toBe(1);
    await context.close();
  });

  it("with JS off: posts to /newsletter, which confirms; server errors appear under the field", async () => {
    const { page, context } = await open("/faq", { js: false });
    const email = uniqueEmail("news-nojs");
    const footer = page.locator("footer form");
    await footer.getByLabel("Email").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter");
    await page.getByRole("heading", { name: "Thank you for subscribing!" }).waitFor();
    expect(row("newsletter_subscribers", email)).toMatchObject({ name: null, source_page: "/faq" });
    // The thanks is said once, with no form under it (neither the page's nor the footer's).
    expect(await page.getByText("Thank you for subscribing!").count()).toBe(1);
    expect(await page.locator("form").filter({ has: page.getByRole("button", { name: "Subscribe" }) }).count()).toBe(0);
    await page.getByRole("link", { name: "Back to the home page" }).waitFor();

    await page.goto(server.url + "/newsletter");
    const form = page.locator("main form");
    // The browser stops typing at maxLength, but a value set another way (autofill, paste in
    // old browsers) still reaches the server, which answers under the field.
    await form.getByLabel("Email").evaluate((el) => el.removeAttribute("maxlength"));
    await form.getByLabel("Email").fill("a".repeat(250) + "@b.co");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.locator("main form [aria-invalid=true]").waitFor();
    const field = page.locator("main form").getByLabel("Email");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).textContent()).toContain("Email must be 254 characters or fewer");
    expect(await field.inputValue()).toBe("a".repeat(250) + "@b.co");
    await context.close();
  });

  it("with JS off: a sign-up corrected on /newsletter still records the page it came from", async () => {
    const { page, context } = await open("/about", { js: false });
    const email = uniqueEmail("news-fix");
    const footer = page.locator("footer form");
    await footer.getByLabel("Email").fill("not-an-address");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/newsletter");
    const form = page.locator("main form");
    await form.locator("[aria-invalid=true]").waitFor();
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.getByRole("heading", { name: "Thank you for subscribing!" }).waitFor();
    expect(row("newsletter_subscribers", email)).toMatchObject({ source_page: "/about" });
    await context.close();
  });

  it("a storage failure shows the destructive toast and keeps what was typed", async () => {
    // Make inserts of one name fail inside the server's own database.
    const rw = new Database(path.join(server.dataDir, "retreatly.sqlite"));
    rw.exec(`create trigger if not exists e2e_fail before insert on newsletter_subscribers when new.name = 'Fail Please'
             begin select raise(abort, 'simulated failure'); end`);
    rw.close();
    const { page, context } = await open("/", { js: true });
    const email = uniqueEmail("fail");
    const footer = page.locator("footer form");
    await footer.getByLabel("Name").fill("Fail Please");
    await footer.getByLabel("Email").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await toast(page, "Something went wrong. Please try again.").waitFor();
    await toast(page, "If the problem persists, please contact us directly.").waitFor();
    expect(await footer.getByLabel("Name").inputValue()).toBe("Fail Please");
    expect(await footer.getByLabel("Email").inputValue()).toBe(email);
    // The toast alone says it: no note under the form with the same words.
    expect(await footer.getByRole("alert").count()).toBe(0);
    expect(await saidOnScreen(page, "Something went wrong. Please try again.")).toBe(1);
    expect(count("newsletter_subscribers", email)).toBe(0);
    expect(server.logs()).not.toContain(email);
    await context.close();

    // Without JavaScript: /newsletter says the same in the page and keeps the typed values.
    const nojs = await open("/", { js: false });
    const plain = nojs.page.locator("footer form");
    await plain.getByLabel("Name").fill("Fail Please");
    await plain.getByLabel("Email").fill(email);
    await plain.getByRole("button", { name: "Subscribe" }).click();
    await nojs.page.waitForURL("**/newsletter");
    const main = nojs.page.locator("main form");
    await main.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." }).waitFor();
    expect(await main.getByLabel("Name").inputValue()).toBe("Fail Please");
    expect(await main.getByLabel("Email").inputValue()).toBe(email);
    expect(count("newsletter_subscribers", email)).toBe(0);
    await nojs.context.close();
  });
});

describe("request limits", () => {
  it("answers 413 to a body over 16 KB, 405 to other methods, 400 to a malformed address or non-UTF-8 form", async () => {
    const big = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `_form=contact&message=${"x".repeat(17 * 1024)}`,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toMatch(/too long/);
    const put = await fetch(`${server.url}/contact`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    const bad = await fetch(`${server.url}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    const latin1 = await fetch(`${server.url}/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Uint8Array([...Buffer.from("_form=newsletter&name=Jos"), 0xe9, ...Buffer.from("&email=a%40b.co")]),
    });
    expect(latin1.status).toBe(400);
    expect(await latin1.text()).toContain("UTF-8");
  });

  it("answers 429 with a clear message once an IP passes FORM_RATE_LIMIT_PER_MINUTE", async () => {
    const env: Record<string, string> = { FORM_RATE_LIMIT_PER_MINUTE: "2", SHUTDOWN_TIMEOUT_MS: "500" };
    if (process.env.FORMS_E2E_BUILD_DIR) env.BUILD_DIR = process.env.FORMS_E2E_BUILD_DIR;
    const limited: Server = await startServer({ env });
    try {
      const send = () =>
        fetch(`${limited.url}/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `_form=newsletter&email=${encodeURIComponent(uniqueEmail("rl"))}`,
        });
      await withinOneRateWindow();
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await third.text()).toContain("Too many submissions from your connection.");
    } finally {
      await limited.stop();
    }
  });
});

describe("Goa brochure form", () => {
  it("with JS: disabled until valid, Processing..., toast, then /thank-you/brochure with the link", async () => {
    const { page, context } = await open("/retreats/goa-2025", { js: true });
    const form = page.locator("#brochure-form form");
    const button = form.getByRole("button", { name: "Download Brochure" });
    // Validation loads on demand (the first keystroke fetches it), so the state is polled.
    await expect.poll(() => button.isDisabled()).toBe(true);
    const email = uniqueEmail("goa");
    await form.getByLabel("Full name").fill("Zoë Ñandú 🧘‍♀️");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Phone/WhatsApp").fill("+91 98100 00000");
    await expect.poll(() => button.isDisabled()).toBe(true);
    // Leaving the e-mail field named what is wrong with it; editing it clears the message.
    await form.getByText("Please enter a valid email address").waitFor();
    await form.getByLabel("Email").fill(email);
    await expect.poll(() => button.isDisabled()).toBe(false);
    expect(await form.getByText("Please enter a valid email address").count()).toBe(0);
    await slowPosts(page);
    await button.click();
    await form.getByRole("button", { name: "Processing..." }).waitFor();
    expect(await form.getByRole("button", { name: "Processing..." }).isDisabled()).toBe(true);
    await toast(page, "Thanks! Your brochure is ready.").waitFor();
    await toast(page, "Redirecting you to download...").waitFor();
    await page.waitForURL("**/thank-you/brochure");
    await page.locator('main a[href="/brochures/goa-2025.pdf"]').waitFor();
    expect(row("brochure_signups", email)).toMatchObject({
      name: "Zoë Ñandú 🧘‍♀️",
      phone: "+91 98100 00000",
      source_page: "/retreats/goa-2025",
      brochure_url: "/brochures/goa-2025.pdf",
    });
    await context.close();
  });

  it("with JS: a post that gets no answer (signal lost, a proxy's error page) shows the error toast and keeps the form", async () => {
    for (const fail of ["abort", "proxy"] as const) {
      const { page, context } = await open("/retreats/goa-2025", { js: true });
      const form = page.locator("#brochure-form form");
      const email = uniqueEmail(`offline-${fail}`);
      await form.getByLabel("Full name").fill("Asha Offline");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Phone/WhatsApp").fill("+91 98100 00000");
      const button = form.getByRole("button", { name: "Download Brochure" });
      await expect.poll(() => button.isDisabled(), { message: fail }).toBe(false);
      await page.route("**/*", (route) =>
        route.request().method() !== "POST"
          ? route.continue()
          : fail === "abort"
            ? route.abort("internetdisconnected")
            : route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
      );
      await button.click();
      await toast(page, "Something went wrong. Please try again.").waitFor();
      await toast(page, "If the problem persists, please contact us directly.").waitFor();
      expect(await saidOnScreen(page, "Something went wrong. Please try again."), fail).toBe(1);
      // Still the retreat page, with everything the visitor typed; nothing was stored.
      expect(new URL(page.url()).pathname, fail).toBe("/retreats/goa-2025");
      expect(await page.getByRole("heading", { level: 1 }).textContent(), fail).toContain("Goa");
      expect(await form.getByLabel("Full name").inputValue(), fail).toBe("Asha Offline");
      expect(await form.getByLabel("Email").inputValue(), fail).toBe(email);
      expect(await form.getByLabel("Phone/WhatsApp").inputValue(), fail).toBe("+91 98100 00000");
      expect(count("brochure_signups", email), fail).toBe(0);
      // The signal is back: the same form, unchanged, goes through.
      await page.unroute("**/*");
      await expect.poll(() => button.isDisabled(), { message: fail }).toBe(false);
      await button.click();
      await page.waitForURL("**/thank-you/brochure");
      expect(count("brochure_signups", email), fail).toBe(1);
      await context.close();
    }
  });

  it("with JS: a field's error clears as soon as that field is edited", async () => {
    const { page, context } = await open("/retreats/goa-2025", { js: true });
    const form = page.locator("#brochure-form form");
    await form.getByLabel("Full name").fill("Asha");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Phone/WhatsApp").fill("98100");
    // Empty two fields behind the form's back (as autofill clearing can), so the enabled
    // button submits invalid values and the errors show.
    await form.getByLabel("Full name").evaluate((el: HTMLInputElement) => (el.value = ""));
    await form.getByLabel("Phone/WhatsApp").evaluate((el: HTMLInputElement) => (el.value = ""));
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await form.getByText("Name is required").waitFor();
    await form.getByText("Phone/WhatsApp is required").waitFor();
    await form.getByLabel("Full name").pressSequentially("A");
    await form.getByText("Name is required").waitFor({ state: "detached" });
    expect(await form.getByLabel("Full name").getAttribute("aria-invalid")).toBeNull();
    // The field not yet edited keeps its error.
    expect(await form.getByText("Phone/WhatsApp is required").count()).toBe(1);
    await context.close();
  });

  it("with JS off: the button is enabled, the server validates, and success redirects", async () => {
    const { page, context } = await open("/retreats/goa-2025", { js: false });
    const form = page.locator("#brochure-form form");
    const button = form.getByRole("button", { name: "Download Brochure" });
    expect(await button.isDisabled()).toBe(false);
    await form.getByLabel("Full name").fill("  ");
    await form.getByLabel("Email").fill("ravi+nojs@example.com");
    await form.getByLabel("Phone/WhatsApp").fill("98100");
    await button.click();
    await page.locator("#brochure-form form [aria-invalid=true]").waitFor();
    const name = page.locator("#brochure-form form").getByLabel("Full name");
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await page.locator("#brochure-form").getByText("Name is required").waitFor();

    const email = uniqueEmail("goa-nojs");
    await name.fill("Ravi");
    await page.locator("#brochure-form form").getByLabel("Email").fill(email);
    await page.locator("#brochure-form form").getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    await page.locator('main a[href="/brochures/goa-2025.pdf"]').waitFor();
    expect(row("brochure_signups", email)).toMatchObject({ name: "Ravi", brochure_url: "/brochures/goa-2025.pdf" });
    await context.close();
  });
});

describe("Maldives brochure form", () => {
  it("with JS: errors under fields until the next valid submit, Submitting..., toast with the link, thank-you page", async () => {
    const { page, context } = await open("/retreats/maldives-2026", { js: true });
    const form = page.locator("#brochure-form form");
    await form.getByRole("button", { name: "Download Brochure" }).click();
    for (const [label, message] of [
      ["Full name", "Name is required"],
      ["Email", "Email is required"],
      ["Phone/WhatsApp", "Phone/WhatsApp is required"],
    ] as const) {
      // The first check waits for the validation code, fetched when the pointer reached the form.
      await form.getByText(message).waitFor();
      expect(await form.getByLabel(label).getAttribute("aria-invalid")).toBe("true");
    }
    await form.getByLabel("Email").fill("a@b");
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await form.getByText("Please enter a valid email address").waitFor();
    // Editing alone does not clear a Maldives error; the next valid submit does.
    const email = uniqueEmail("maldives");
    await form.getByLabel("Full name").fill("Asha Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone/WhatsApp").fill("+91 90000 00000");
    expect(await form.getByText("Name is required").count()).toBe(1);
    await slowPosts(page);
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await form.getByRole("button", { name: "Submitting..." }).waitFor();
    await toast(page, "Thank you for your interest in the Blue Mind Maldives Retreat").waitFor();
    const link = toast(page, "Blue Mind").getByRole("link", { name: "Your brochure is ready — Click here to view / download →" });
    expect(await link.getAttribute("href")).toBe("/brochures/maldives-2026.pdf");
    await page.waitForURL("**/thank-you/brochure");
    await page.locator('main a[href="/brochures/maldives-2026.pdf"]').waitFor();
    await page.getByRole("heading", { level: 1 }).filter({ hasText: /Maldives/ }).waitFor();
    // The toast, still showing, covers neither the header nor the way back.
    for (const covered of [page.locator("header").first(), page.getByRole("link", { name: "Back to Upcoming Retreats" })]) {
      const box = (await covered.boundingBox())!;
      await expect.poll(async () => overlaps((await toast(page, "Blue Mind").boundingBox())!, box)).toBe(false);
    }
    // The retreat's own picture above the message, not the default landscape.
    expect(await thankYouPicture(page)).toContain("/maldives-2026/hero");
    expect(row("brochure_signups", email)).toMatchObject({ source_page: "/retreats/maldives-2026", brochure_url: "/brochures/maldives-2026.pdf" });
    await context.close();
  });

  it("with JS off: the signed flash cookie carries the Maldives brochure to the thank-you page", async () => {
    const { page, context } = await open("/retreats/maldives-2026", { js: false });
    const form = page.locator("#brochure-form form");
    const email = uniqueEmail("maldives-nojs");
    await form.getByLabel("Full name").fill("Asha");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone/WhatsApp").fill("+91 90000 00000");
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    await page.locator('main a[href="/brochures/maldives-2026.pdf"]').waitFor();
    await page.getByRole("heading", { level: 1 }).filter({ hasText: /Maldives/ }).waitFor();
    expect(await thankYouPicture(page)).toContain("/maldives-2026/hero");
    // Read once: a reload shows the default (Goa) state again, under the default picture.
    await page.reload();
    await page.locator('main a[href="/brochures/goa-2025.pdf"]').waitFor();
    expect(await thankYouPicture(page)).toContain("/page/thank-you");
    expect(row("brochure_signups", email)).toMatchObject({ brochure_url: "/brochures/maldives-2026.pdf" });
    await context.close();
  });
});

describe("waitlist forms", () => {
  it("Bali with JS: Joining..., toast, fields cleared, stays on the page", async () => {
    const { page, context } = await open("/retreats/bali-2026", { js: true });
    // By id: while it is pending the button no longer reads "Join Waitlist".
    const form = page.locator("form#waitlist-bali-2026");
    expect(await form.getByLabel("Retreat interest").inputValue()).toBe("Bali 2026");
    // Drawn like the fields above it, with the site's own chevron (not the system's grey arrow
    // box), and the text kept clear of the chevron.
    const look = await form.getByLabel("Retreat interest").evaluate((el) => {
      const s = getComputedStyle(el);
      return { appearance: s.appearance, image: s.backgroundImage, paddingRight: parseFloat(s.paddingRight), radius: s.borderTopLeftRadius };
    });
    expect(look.appearance).toBe("none");
    expect(look.image).toContain("data:image/svg+xml");
    expect(look.paddingRight).toBeGreaterThanOrEqual(40);
    const nameRadius = await form.getByLabel("Full name").evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
    expect(look.radius).toBe(nameRadius);
    const email = uniqueEmail("bali");
    await form.getByLabel("Full name").fill("Kabir Singh");
    await form.getByLabel("Email").fill(email);
    await slowPosts(page);
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await form.getByRole("button", { name: "Joining..." }).waitFor();
    expect(await form.getByRole("button", { name: "Joining..." }).isDisabled()).toBe(true);
    await toast(page, "Welcome to the waitlist!").waitFor();
    await toast(page, "You'll be the first to know when bookings open.").waitFor();
    // Said once, by the toast: no note in the form repeating it.
    expect(await saidOnScreen(page, "Welcome to the waitlist!")).toBe(1);
    expect(await saidOnScreen(page, "You'll be the first to know when bookings open.")).toBe(1);
    expect(await form.getByRole("status").count()).toBe(0);
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
    expect(await form.getByLabel("Email").inputValue()).toBe("");
    expect(new URL(page.url()).pathname).toBe("/retreats/bali-2026");
    expect(row("waitlist_signups", email)).toMatchObject({ name: "Kabir Singh", retreat_location: "Bali 2026", phone: null, source_page: "/retreats/bali-2026" });
    await context.close();
  });

  it("Bali with JS off: confirmation on the page", async () => {
    const { page, context } = await open("/retreats/bali-2026", { js: false });
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Join Waitlist" }) });
    const email = uniqueEmail("bali-nojs");
    await form.getByLabel("Full name").fill("Kabir");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Retreat interest").selectOption("Goa 2025");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByRole("status").filter({ hasText: "Welcome to the waitlist!" }).waitFor();
    expect(await saidOnScreen(page, "Welcome to the waitlist!")).toBe(1);
    expect(row("waitlist_signups", email)).toMatchObject({ retreat_location: "Goa 2025" });
    await context.close();
  });

  it("Morocco with JS: stores the optional phone and goes to /thank-you with its message", async () => {
    const { page, context } = await open("/retreats/morocco-2026", { js: true });
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Join Waitlist" }) });
    expect(await form.getByLabel("Retreat interest").inputValue()).toBe("Morocco 2026");
    const email = uniqueEmail("morocco");
    await form.getByLabel("Full name").fill("Meera");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/Phone\/WhatsApp/).fill("+91 99999 11111");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await page.waitForURL("**/thank-you");
    await page.getByText("You're on the waitlist for Morocco 2026!").waitFor();
    await page.getByText("We'll notify you when bookings open.").waitFor();
    expect(await thankYouPicture(page)).toContain("/morocco-2026/hero");
    // The tab says what the heading says, not the default "Thank you for signing up!".
    await expect.poll(() => page.title()).toBe("You're on the waitlist for Morocco 2026! | Retreatly");
    expect(row("waitlist_signups", email)).toMatchObject({ phone: "+91 99999 11111", retreat_location: "Morocco 2026" });
    // A reload keeps the message (history keeps the state) and hydrates cleanly: the server,
    // which never sees that state, drew the default, and React used to report a mismatch.
    const consoleWatch = watchConsole(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByText("You're on the waitlist for Morocco 2026!").waitFor();
    await expect.poll(() => page.title()).toBe("You're on the waitlist for Morocco 2026! | Retreatly");
    expect(consoleWatch.errors).toEqual([]);
    expect(consoleWatch.messages.filter((m) => m.type === "error")).toEqual([]);
    await context.close();
  });

  it("Morocco with JS off: redirect to /thank-you carrying the same message", async () => {
    const { page, context } = await open("/retreats/morocco-2026", { js: false });
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Join Waitlist" }) });
    const email = uniqueEmail("morocco-nojs");
    await form.getByLabel("Full name").fill("Meera");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await page.waitForURL("**/thank-you");
    await page.getByText("You're on the waitlist for Morocco 2026!").waitFor();
    // Without JavaScript the server's title carries the message too.
    expect(await page.title()).toBe("You're on the waitlist for Morocco 2026! | Retreatly");
    expect(row("waitlist_signups", email)).toMatchObject({ phone: null, retreat_location: "Morocco 2026" });
    await context.close();
  });
});

const inquiryForms = [
  {
    kind: "contact",
    path: "/contact",
    button: "Send Message",
    confirmation: "Thank you, your message is on its way.",
    fill: { Name: "Kabir", Email: "", Message: "Do you cater for vegans? 🌱" },
  },
  {
    kind: "corporate",
    path: "/corporate-retreats",
    button: "Inquire Now",
    confirmation: "Thank you, we have your inquiry.",
    fill: { Name: "Nisha", Company: "Acme Pvt Ltd", "Work email": "", "Tell us about your team and what you have in mind": "Team of 14 in March" },
  },
  {
    kind: "host",
    path: "/host-a-retreat",
    button: "Apply to Host",
    confirmation: "Thank you for applying to host.",
    fill: { Name: "Dev", Email: "", "Your expertise": "Yin yoga, 8 years", "Tell us about the retreat you would like to host": "A week in Rishikesh" },
  },
] as const;

describe.each(inquiryForms)("$kind form", ({ kind, path: pathname, button, confirmation, fill }) => {
  for (const js of [true, false]) {
    it(`with JS ${js ? "on" : "off"}: stores the inquiry, confirms and clears the form`, async () => {
      const { page, context } = await open(pathname, { js });
      const form = page.locator("main form").filter({ has: page.getByRole("button", { name: button }) });
      const email = uniqueEmail(`${kind}-${js ? "js" : "nojs"}`);
      for (const [label, value] of Object.entries(fill)) await form.getByLabel(label, { exact: true }).fill(value || email);
      await form.getByRole("button", { name: button }).click();
      // With JavaScript the toast says it; without, a note in the page. Never both.
      await (js ? toast(page, confirmation) : page.getByRole("status").filter({ hasText: confirmation })).waitFor();
      expect(await saidOnScreen(page, confirmation)).toBe(1);
      if (js) {
        expect(await form.getByRole("status").count()).toBe(0);
        // The button was disabled while sending; focus comes back to it, not to the page's top.
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent)).toBe(button);
      }
      const [first] = Object.keys(fill);
      expect(await page.locator("main form").filter({ has: page.getByRole("button", { name: button }) }).getByLabel(first!, { exact: true }).inputValue()).toBe("");
      expect(row("inquiries", email)).toMatchObject({ kind, source_page: pathname, name: Object.values(fill)[0] });
      await context.close();
    });
  }
});

describe("form presentation", () => {
  it("errors are announced under their fields with no axe violations; 44 px touch targets", async () => {
    // Reduced motion: axe must not measure colours halfway through a section's fade-in.
    const { page, context } = await open("/contact", { js: true, reducedMotion: "reduce" });
    const form = page.locator("form#contact-form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Message is required").waitFor();
    await expectNoAxeViolations(page, "/contact's form with its errors", { include: "form#contact-form" });
    expect(await form.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    for (const control of await form.locator("input:not([type=hidden]):not([name=website]), textarea, button").all()) {
      const box = await control.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await context.close();
  });

  it("toasts sit below the header: centred on phones, on the right on desktop", async () => {
    for (const [viewport, y, x] of [
      [PHONE, "top", "center"],
      [DESKTOP, "top", "right"],
    ] as const) {
      const context = await tabs.newContext(viewport);
      const page = await context.newPage();
      await page.goto(server.url + "/retreats/bali-2026");
      await waitForHydration(page);
      const form = page.locator("form#waitlist-bali-2026");
      await form.getByLabel("Full name").fill("Toast Check");
      await form.getByLabel("Email").fill(uniqueEmail("toast"));
      await form.getByRole("button", { name: "Join Waitlist" }).click();
      await toast(page, "Welcome to the waitlist!").waitFor();
      const toaster = page.locator("[data-sonner-toaster]");
      expect(await toaster.getAttribute("data-y-position")).toBe(y);
      expect(await toaster.getAttribute("data-x-position")).toBe(x);
      // Once it has slid in (Sonner's toasts enter from above the top edge).
      const header = (await page.locator("header").first().boundingBox())!;
      await expect.poll(async () => overlaps((await toast(page, "Welcome to the waitlist!").boundingBox())!, header)).toBe(false);
      await context.close();
    }
  });
});

/**
 * Without JavaScript a post comes back as a new page, which the browser would show from its top:
 * far above a form at the foot of a long page. Forms that stay on their page post to
 * `<action>#<form id>` (useLeadForm), so the page opens at the form, on a phone too.
 */
describe("no-JavaScript posts land at the form", () => {
  const cases = [
    {
      path: "/retreats/bali-2026",
      formId: "waitlist-bali-2026",
      button: "Join Waitlist",
      name: "Full name",
      fill: { Email: "" },
      confirmation: "Welcome to the waitlist!",
    },
    ...inquiryForms.map((f) => ({
      path: f.path as string,
      formId: `${f.kind}-form`,
      button: f.button as string,
      name: "Name",
      fill: f.fill as Record<string, string>,
      confirmation: f.confirmation as string,
    })),
  ];

  it.each(cases)("$path: the error, then the confirmation, are on screen at phone width", async ({ path: pathname, formId, button, name, fill, confirmation }) => {
    const { page, context } = await open(pathname, { js: false, viewport: PHONE });
    const form = page.locator(`form#${formId}`);
    const email = uniqueEmail(`land-${formId}`);
    for (const [label, value] of Object.entries(fill)) await form.getByLabel(label, { exact: true }).fill(value || email);
    // Only spaces: the browser's `required` lets it through, the server's trim() does not.
    await form.getByLabel(name, { exact: true }).fill("   ");
    await form.getByRole("button", { name: button }).click();
    await page.waitForURL((url) => url.hash === `#${formId}`);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(pathname);
    const error = form.getByText("Name is required");
    await error.waitFor();
    await expectOnScreen(error);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await form.getByLabel(name, { exact: true }).fill("Kabir");
    await form.getByRole("button", { name: button }).click();
    const status = page.getByRole("status").filter({ hasText: confirmation });
    await status.waitFor();
    expect(new URL(page.url()).hash).toBe(`#${formId}`);
    await expectOnScreen(status);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it("a flow that redirects posts without a fragment, so the thank-you URL stays clean; its first error is focused on screen", async () => {
    const { page, context } = await open("/retreats/goa-2025", { js: false, viewport: PHONE });
    const form = page.locator("form#brochure-goa-2025");
    expect(await form.getAttribute("action")).toBe("/retreats/goa-2025");
    await form.getByLabel("Full name").fill("Ravi");
    await form.getByLabel("Email").fill("ravi@example"); // type=email accepts it; the server asks for a dot
    await form.getByLabel("Phone/WhatsApp").fill("98100");
    await form.getByRole("button", { name: "Download Brochure" }).click();
    const field = page.locator("form#brochure-goa-2025").getByLabel("Email");
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectOnScreen(page.locator("form#brochure-goa-2025").getByText("Please enter a valid email address"));

    const email = uniqueEmail("goa-land");
    await field.fill(email);
    await page.locator("form#brochure-goa-2025").getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    expect(page.url()).toBe(`${server.url}/thank-you/brochure`);
    expect(row("brochure_signups", email)).toMatchObject({ name: "Ravi" });
    await context.close();
  });
});

describe("validation code, loaded on first contact (docs/performance.md)", () => {
  const isValidation = (url: string) => /\/assets\/validate-[\w-]+\.js$/.test(new URL(url).pathname);

  it("is not part of the page load; focusing a field fetches it (before the browser has been idle)", async () => {
    const context = await browser.newContext(DESKTOP);
    await holdIdleFetches(context);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "script" && scripts.push(r.url())));
    await page.goto(server.url + "/contact");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter(isValidation)).toEqual([]);
    const loaded = page.waitForRequest((r) => isValidation(r.url()));
    await page.locator("footer form").getByLabel("Email").focus();
    await loaded;
    await context.close();
  });

  it("a submit sent before it arrives waits for it, then shows the errors without posting", async () => {
    // Its own context, with the fetch when idle held and the code held from the start: in a
    // shared one, or once the browser has been idle, the code may already be there.
    const context = await browser.newContext(DESKTOP);
    await holdIdleFetches(context);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route((url) => isValidation(url.href), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url + "/retreats/maldives-2026");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const form = page.locator("#brochure-form form");
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await new Promise((r) => setTimeout(r, 300));
    expect(await form.getByText("Name is required").count()).toBe(0);
    release();
    await form.getByText("Name is required").waitFor();
    expect(await form.getByLabel("Full name").getAttribute("aria-invalid")).toBe("true");
    await form.getByText("Phone/WhatsApp is required").waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("if it cannot load, the server validates and the errors still show under the fields", async () => {
    // Refused from the start: the fetch when idle (ADR 008) fails too.
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.route((url) => isValidation(url.href), (route) => route.abort());
    await page.goto(server.url + "/contact");
    await waitForHydration(page);
    const form = page.locator("form#contact-form");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Please enter a valid email address").waitFor();
    await form.getByText("Message is required").waitFor();
    expect(await form.getByLabel("Name", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await context.close();
  });
});

describe("minimum fill time (the bot trap) in a real browser", () => {
  // A server of its own with the trap on: the other tests post at once.
  let trap: Server;
  let trapDb: Database.Database;
  beforeAll(async () => {
    trap = await startServer({ env: serverEnv(MIN_FILL_MS) });
    await fetch(`${trap.url}/newsletter`); // opens and migrates the database
    trapDb = new Database(path.join(trap.dataDir, "retreatly.sqlite"), { readonly: true, fileMustExist: true });
  });
  afterAll(async () => {
    trapDb?.close();
    await trap?.stop();
  });
  const signups = (email: string) => (trapDb.prepare("select count(*) as n from brochure_signups where email = ?").get(email) as { n: number }).n;

  it("with JS off: a too-fast post is no lead (it waits in Spam); the re-rendered form keeps its first time, so a corrected post is stored", async () => {
    const email = uniqueEmail("trap-nojs");
    // A post stamped as rendered just now (a browser cannot be relied on to post within the
    // minimum time on a busy machine): answered like a success, so a bot learns nothing, and
    // kept in the Spam tab rather than the leads (spam-exports.test.ts follows it there).
    const quick = await fetch(`${trap.url}/retreats/goa-2025`, {
      method: "POST",
      body: new URLSearchParams({ _form: "brochure", _started: signStartedAt(Date.now() + 60_000, FORM_KEY), website: "", name: "Quick", email, phone: "+91 98100 00000" }),
      redirect: "manual",
    });
    expect(quick.status).toBe(302);
    expect(quick.headers.get("location")).toBe("/thank-you/brochure");
    expect(signups(email)).toBe(0);
    expect(trap.logs()).toContain('"trap":"too fast"');

    const again = await open("/retreats/goa-2025", { js: false, at: trap });
    const retry = again.page.locator("#brochure-form form");
    await retry.getByLabel("Full name").fill("  ");
    await retry.getByLabel("Email").fill(email);
    await retry.getByLabel("Phone/WhatsApp").fill("+91 98100 00000");
    const startedBefore = await retry.locator('input[name="_started"]').inputValue();
    await settle(again.loadedAt);
    await retry.getByRole("button", { name: "Download Brochure" }).click();
    await again.page.locator("#brochure-form").getByText("Name is required").waitFor();
    // The re-rendered form keeps the first render's time, so fixing the name at once is not
    // mistaken for a bot's too-fast post.
    expect(await again.page.locator('#brochure-form form input[name="_started"]').inputValue()).toBe(startedBefore);
    await again.page.locator("#brochure-form form").getByLabel("Full name").fill("Ravi");
    await again.page.locator("#brochure-form form").getByRole("button", { name: "Download Brochure" }).click();
    await again.page.waitForURL("**/thank-you/brochure");
    expect(signups(email)).toBe(1);
    await again.context.close();
  });

  it("with JS: the form sends its render time, so a post after the minimum fill time is stored", async () => {
    const { page, context, loadedAt } = await open("/retreats/goa-2025", { js: true, at: trap });
    const form = page.locator("#brochure-form form");
    const email = uniqueEmail("trap-js");
    await form.getByLabel("Full name").fill("Patient Person");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone/WhatsApp").fill("+91 98100 00000");
    await settle(loadedAt);
    await form.getByRole("button", { name: "Download Brochure" }).click();
    await page.waitForURL("**/thank-you/brochure");
    expect(signups(email)).toBe(1);
    await context.close();
  });
});
