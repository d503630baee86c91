import { By, Key } from "selenium-webdriver";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PUBLIC_ROUTES } from "../routes";
import { brochureVisitor } from "./plan";
import { clickWhenOnTop, errors, HYDRATED, networkQuiet, startWebKit, until, watchErrors, type WebKit } from "./webkit";

/** WebKitGTK: the smoke test (tests/browsers/README.md, ADR 008). */

let webkit: WebKit;
beforeAll(async () => {
  webkit = await startWebKit();
});
afterAll(async () => {
  await webkit?.stop();
});

const base = () => inject("baseURL");

/** Opens a route at a window size (MiniBrowser's windows cannot be narrower than about 447 px). */
async function open(path: string, { width = 1280, height = 900 } = {}) {
  const { driver } = webkit;
  await driver.manage().window().setRect({ width, height });
  await driver.get(base() + path);
  await watchErrors(driver);
  await until(driver, HYDRATED, `${path} hydrates`);
  return driver;
}

describe("WebKitGTK", () => {
  it("every public route answers, hydrates and logs no errors", async () => {
    const problems: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      // WebDriver does not give the status: the server's answer is read apart, the page loaded.
      const status = (await fetch(base() + path, { method: "HEAD" })).status;
      if (status !== 200) problems.push(`${path}: HTTP ${status}`);
      const driver = await open(path);
      const heading = await driver.findElement(By.css("h1")).getText();
      if (!heading.trim()) problems.push(`${path}: no heading`);
      await networkQuiet(driver);
      for (const e of await errors(driver)) problems.push(`${path}: ${e}`);
    }
    expect(problems).toEqual([]);
    // A timeout of its own: twenty pages take about two minutes on a busy 2-core host.
  }, 300_000);

  it("the phone menu opens, closes with Escape, and its links navigate", async () => {
    const driver = await open("/about", { width: 500, height: 900 });
    const toggle = await driver.findElement(By.css("header button[aria-controls=mobile-menu]"));
    const menu = await driver.findElement(By.id("mobile-menu"));
    expect(await menu.isDisplayed()).toBe(false);
    await toggle.click();
    await until(driver, `!document.getElementById("mobile-menu").hidden`, "menu opens");
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await driver.actions().sendKeys(Key.ESCAPE).perform();
    await until(driver, `document.getElementById("mobile-menu").hidden`, "Escape closes the menu");
    await toggle.click();
    await until(driver, `!document.getElementById("mobile-menu").hidden`, "menu opens again");
    await driver.findElement(By.css('#mobile-menu a[href="/contact"]')).click();
    await until(driver, `location.pathname === "/contact" && document.getElementById("mobile-menu").hidden`, "a link navigates");
    expect(await errors(driver)).toEqual([]);
  });

  it("the Retreats menu opens on a click and its items navigate", async () => {
    const driver = await open("/faq");
    await driver.findElement(By.css("nav[aria-label=Main] button[aria-haspopup=menu]")).click();
    await until(driver, `document.querySelectorAll("[role=menu] [role=menuitem]").length === 8`, "the menu opens");
    const items = await driver.executeScript<string[]>(
      `return [...document.querySelectorAll("[role=menu] [role=menuitem]")].map((e) => e.textContent.trim())`,
    );
    // SPEC's four links, then each of the four retreats on the calendar.
    expect(items.slice(0, 4)).toEqual(["Upcoming Retreats", "Past Retreats", "Corporate Retreats", "Host a Retreat"]);
    expect(items).toHaveLength(8);
    await driver.findElement(By.css('[role=menu] a[href="/host-a-retreat"]')).click();
    await until(driver, `location.pathname === "/host-a-retreat" && !document.querySelector("[role=menu]")`, "an item navigates");
    expect(await errors(driver)).toEqual([]);
  });

  it("the lightbox opens on a photograph, steps on, and closes with its button and with Escape", async () => {
    const driver = await open("/retreats/goa-2025");
    const slide = `document.querySelector("dialog[open] [aria-roledescription=slide]")?.getAttribute("aria-label") ?? ""`;
    const thumbs = await driver.findElements(By.css("main button[aria-haspopup=dialog]"));
    expect(thumbs.length).toBeGreaterThan(2);
    await clickWhenOnTop(driver, thumbs[0]!);
    await until(driver, `/^Image 1 of \\d+$/.test(${slide})`, "the lightbox opens at the first photograph");
    await driver.findElement(By.css('dialog[open] button[aria-label="Next image"]')).click();
    await until(driver, `/^Image 2 of/.test(${slide})`, "Next steps on");
    await driver.findElement(By.css('dialog[open] button[aria-label="Close gallery"]')).click();
    await until(driver, `!document.querySelector("dialog[open]")`, "the close button closes it");

    await clickWhenOnTop(driver, thumbs[1]!);
    await until(driver, `/^Image 2 of \\d+$/.test(${slide})`, "the lightbox opens at the second photograph");
    await driver.actions().sendKeys(Key.ESCAPE).perform();
    await until(driver, `!document.querySelector("dialog[open]")`, "Escape closes it");
    await driver.wait(async () => driver.executeScript("return arguments[0] === document.activeElement", thumbs[1]), 5000, "focus returns");
    expect(await errors(driver)).toEqual([]);
  });

  it("a brochure request goes through to the thank-you page", async () => {
    const driver = await open("/retreats/goa-2025");
    const visitor = brochureVisitor("webkit");
    const form = "#brochure-form form";
    await driver.findElement(By.css(`${form} input[name=name]`)).sendKeys(visitor.name);
    await driver.findElement(By.css(`${form} input[name=email]`)).sendKeys(visitor.email);
    await driver.findElement(By.css(`${form} input[name=phone]`)).sendKeys(visitor.phone);
    await until(driver, `!document.querySelector("${form} button[type=submit]").disabled`, "the button is enabled");
    await clickWhenOnTop(driver, await driver.findElement(By.css(`${form} button[type=submit]`)));
    await until(driver, `location.pathname === "/thank-you/brochure"`, "the thank-you page");
    expect(await errors(driver)).toEqual([]);
    await until(driver, `document.querySelector("h1")?.textContent === "Thank you for your interest!"`, "its heading");
  });
});
