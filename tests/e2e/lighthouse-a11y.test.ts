import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PUBLIC_ROUTES } from "../routes";
import { startServerOn, type DayServer } from "../support/edition-servers";

/**
 * Lighthouse's accessibility category, as a visitor's browser audits a page on arrival (it does
 * not scroll): 100 on every public route, phone and desktop, on the spec's day (the shared
 * server) and between seasons (today's date, every edition over). Sections off screen skip
 * their rendering until a visitor nears them (app.css "skip-offscreen"); the page draws them
 * once it is idle after loading, so an audit never judges text against a band it cannot see.
 * The scores only: performance budgets are measured by `npm run bench:web`, not timed here.
 */
const spec = () => inject("baseURL");
let today: DayServer;
let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  today = await startServerOn("");
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}, 90_000);
afterAll(async () => {
  await chrome?.kill();
  await today?.stop();
});

/** Each failing audit with the first of its elements, so a failure says what to fix. */
async function accessibility(url: string, formFactor: "mobile" | "desktop") {
  const flags = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["accessibility"] };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  const lhr = result!.lhr;
  const failed = lhr.categories.accessibility!.auditRefs
    .map((ref) => lhr.audits[ref.id]!)
    .filter((a) => a.score === 0)
    .map((a) => `${a.id}: ${JSON.stringify((a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items?.[0]?.node?.snippet ?? "")}`);
  return { score: Math.round(lhr.categories.accessibility!.score! * 100), failed };
}

describe.each([
  ["the spec's day", () => spec()],
  ["between seasons", () => today.url],
])("Lighthouse accessibility on %s", (_day, base) => {
  it.each(["mobile", "desktop"] as const)("is 100 on every public route, %s", async (formFactor) => {
    const misses: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      const { score, failed } = await accessibility(base() + path, formFactor);
      if (score !== 100) misses.push(`${path} ${score}: ${failed.join("; ")}`);
    }
    // Each miss's route, score and failing audits with the first element, in the failure itself.
    expect(misses, misses.join("\n")).toEqual([]);
  }, 600_000);
});
