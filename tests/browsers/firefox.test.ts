import { AxePuppeteer } from "@axe-core/puppeteer";
import type { Browser, Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { AXE_SKIPPED_RULES, AXE_TAGS } from "../playwright-utils";
import { PUBLIC_ROUTES } from "../routes";
import { launchFirefox, openTab, waitForHydration } from "./firefox";
import { AXE_ROUTES, brochureVisitor } from "./plan";

/** Firefox ESR: the smoke test (tests/browsers/README.md, ADR 008). */

let browser: Browser;
beforeAll(async () => {
  browser = await launchFirefox();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject("baseURL");

async function visible(page: Page, selector: string) {
  return page.$eval(selector, (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden").catch(() => false);
}

describe("Firefox ESR", () => {
  it("every public route answers, hydrates and logs no errors", async () => {
    // A fresh tab per route: a fetch cut short by the next navigation logs an error in Firefox.
    // Three tabs at a time, so one slow page does not hold the others.
    const problems: string[] = [];
    const queue = [...PUBLIC_ROUTES];
    const worker = async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const { page, errors } = await openTab(browser);
        const response = await page.goto(base() + path);
        if (response?.status() !== 200) problems.push(`${path}: HTTP ${response?.status()}`);
        await waitForHydration(page);
        // The code fetched when idle (ADR 008) has arrived and run without an error too.
        await page.waitForNetworkIdle({ idleTime: 300, timeout: 20_000 });
        for (const e of errors) problems.push(`${path}: ${e}`);
        await page.close();
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(problems).toEqual([]);
    // A timeout of its own: twenty pages take about two minutes on a busy 2-core host.
  }, 300_000);

  it("the phone menu opens, closes with Escape, and its links navigate", async () => {
    const { page, errors } = await openTab(browser, { width: 390, height: 844 });
    await page.goto(base() + "/about");
    await waitForHydration(page);
    const toggle = "header button[aria-controls=mobile-menu]";
    expect(await visible(page, "#mobile-menu")).toBe(false);
    await page.click(toggle);
    await page.waitForFunction(() => !document.getElementById("mobile-menu")!.hidden);
    expect(await page.$eval(toggle, (b) => b.getAttribute("aria-expanded"))).toBe("true");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.getElementById("mobile-menu")!.hidden);
    await page.click(toggle);
    await page.waitForFunction(() => !document.getElementById("mobile-menu")!.hidden);
    await page.click('#mobile-menu a[href="/contact"]');
    await page.waitForFunction(() => location.pathname === "/contact" && document.getElementById("mobile-menu")!.hidden);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the Retreats menu opens on a click and its items navigate", async () => {
    const { page, errors } = await openTab(browser);
    await page.goto(base() + "/faq");
    await waitForHydration(page);
    await page.click("nav[aria-label=Main] button[aria-haspopup=menu]");
    await page.waitForSelector("[role=menu] [role=menuitem]", { visible: true });
    const items = await page.$$eval("[role=menu] [role=menuitem]", (els) => els.map((e) => e.textContent?.trim()));
    // SPEC's four links, then each of the four retreats on the calendar.
    expect(items.slice(0, 4)).toEqual(["Upcoming Retreats", "Past Retreats", "Corporate Retreats", "Host a Retreat"]);
    expect(items).toHaveLength(8);
    await page.click('[role=menu] a[href="/host-a-retreat"]');
    await page.waitForFunction(() => location.pathname === "/host-a-retreat" && !document.querySelector("[role=menu]"));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("the lightbox opens on a photograph, steps on, and closes with its button and with Escape", async () => {
    const { page, errors } = await openTab(browser);
    await page.goto(base() + "/retreats/goa-2025");
    await waitForHydration(page);
    const thumbs = await page.$$("main button[aria-haspopup=dialog]");
    expect(thumbs.length).toBeGreaterThan(2);
    const slide = () => page.$eval("dialog[open] [aria-roledescription=slide]", (el) => el.getAttribute("aria-label"));

    await thumbs[0]!.click();
    await page.waitForSelector("dialog[open]", { visible: true });
    expect(await slide()).toMatch(/^Image 1 of \d+$/);
    await page.click('dialog[open] button[aria-label="Next image"]');
    await page.waitForFunction(() => /^Image 2 of/.test(document.querySelector("dialog[open] [aria-roledescription=slide]")?.getAttribute("aria-label") ?? ""));
    await page.click('dialog[open] button[aria-label="Close gallery"]');
    await page.waitForFunction(() => !document.querySelector("dialog[open]"));

    await thumbs[1]!.click();
    await page.waitForSelector("dialog[open]", { visible: true });
    expect(await slide()).toMatch(/^Image 2 of \d+$/);
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => !document.querySelector("dialog[open]"));
    // Focus goes back to the photograph that opened it.
    await page.waitForFunction((el) => el === document.activeElement, {}, thumbs[1]!);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("a brochure request goes through to the thank-you page", async () => {
    const { page, errors } = await openTab(browser);
    await page.goto(base() + "/retreats/goa-2025");
    await waitForHydration(page);
    const visitor = brochureVisitor("firefox");
    const form = "#brochure-form form";
    await page.type(`${form} input[name=name]`, visitor.name);
    await page.type(`${form} input[name=email]`, visitor.email);
    await page.type(`${form} input[name=phone]`, visitor.phone);
    await page.waitForFunction((f) => !document.querySelector<HTMLButtonElement>(`${f} button[type=submit]`)!.disabled, {}, form);
    await page.click(`${form} button[type=submit]`);
    await page.waitForFunction(() => location.pathname === "/thank-you/brochure", { timeout: 20_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    expect(await page.$eval("h1", (h) => h.textContent)).toBe("Thank you for your interest!");
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(AXE_ROUTES)("axe finds no violations on %s", async (path) => {
    const { page } = await openTab(browser);
    await page.goto(base() + path);
    await waitForHydration(page);
    // Off-screen bands are drawn only near the viewport (content-visibility), and axe does not
    // scroll: draw them for the audit, as tests/playwright-utils.ts does in Chromium.
    await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
    const results = await new AxePuppeteer(page).setLegacyMode().withTags(AXE_TAGS).disableRules(AXE_SKIPPED_RULES).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join("; ")})`);
    expect(summary).toEqual([]);
    await page.close();
  });
});
