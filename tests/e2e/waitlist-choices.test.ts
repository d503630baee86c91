import path from "node:path";
import Database from "better-sqlite3";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE, launchBrowser, waitForHydration } from "../playwright-utils";
import { startServerOn, type DayServer } from "../support/edition-servers";

/**
 * The waitlist's "Retreat interest" follows the calendar: with the clock pinned after every
 * edition on the calendar it offers each retreat's next one; once the organiser publishes a
 * December Goa edition and it fills, that edition's page (and Goa's past page) start on it, the
 * sign-up is filed under it and the visitor is promised a place if one opens, with and without
 * JavaScript.
 */
const DAY = "2026-11-29";
let server: DayServer;
let browser: Browser;
let db: Database.Database;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerOn(DAY), launchBrowser()]);
  db = new Database(path.join(server.dataDir, "retreatly.sqlite"));
}, 60_000);
afterAll(async () => {
  db?.close();
  await browser?.close();
  await server?.stop();
});

const NEXT = ["The next Goa retreat", "The next Maldives retreat", "The next Bali retreat", "The next Morocco retreat"];

async function interest(slug: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${server.url}/retreats/${slug}`);
  if (javaScriptEnabled) await waitForHydration(page);
  const select = page.locator("#waitlist").getByLabel("Retreat interest");
  const options = await select.locator("option").allTextContents();
  return { context, page, select, options, selected: await select.inputValue() };
}

function waitlistRow(email: string) {
  return db.prepare("select retreat_location, retreat, edition_slug from waitlist_signups where email = ?").get(email);
}

describe("the waitlist between seasons and for a full edition", () => {
  it("offers each retreat's next edition once every one on the calendar has taken place, and files a sign-up under it", async () => {
    const bali = await interest("bali-2026");
    expect(bali.options.filter(Boolean)).toEqual(NEXT);
    expect(bali.selected).toBe("The next Bali retreat");
    const form = bali.page.locator("#waitlist form");
    await form.getByLabel("Full name").fill("Meera Rao");
    await form.getByLabel("Email").fill("meera@example.com");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await bali.page.getByText("You'll be the first to know when the next dates are set.").waitFor();
    expect(waitlistRow("meera@example.com")).toEqual({ retreat_location: "The next Bali retreat", retreat: "bali", edition_slug: null });
    await bali.context.close();
  });

  it("starts a full December edition's waitlist on that edition; without JavaScript the sign-up is filed under it with a place promised if one opens", async () => {
    const at = "2026-10-01T00:00:00.000Z";
    db.prepare(
      `insert into retreat_editions (retreat, slug, start_date, end_date, price_inr, early_bird_price_inr, early_bird_until, deposit_inr, balance_due_days, capacity, places_taken, state, payment_url, whatsapp_message, created_at, updated_at)
       values ('goa', 'goa-2026-december', '2026-12-12', '2026-12-18', 42000, null, null, 15000, 45, 12, 12, 'open', null, null, ?, ?)`,
    ).run(at, at);

    // Any other page's waitlist offers it in the next Goa's place.
    const bali = await interest("bali-2026");
    expect(bali.options.filter(Boolean)).toEqual(["Goa 2026", ...NEXT.slice(1)]);
    expect(bali.selected).toBe("The next Bali retreat");
    await bali.context.close();

    const full = await interest("goa-2026-december", false);
    expect(full.options.filter(Boolean)).toEqual(["Goa 2026", ...NEXT.slice(1)]);
    expect(full.selected).toBe("Goa 2026");
    expect(await full.page.locator("main").textContent()).toContain("This retreat is full");
    const form = full.page.locator("#waitlist form");
    await form.getByLabel("Full name").fill("Dev Malhotra");
    await form.getByLabel("Email").fill("dev@example.com");
    await form.getByRole("button", { name: "Join Waitlist" }).click();
    await full.page.getByText("We'll write to you if a place opens on these dates.").waitFor();
    expect(waitlistRow("dev@example.com")).toEqual({ retreat_location: "Goa 2026", retreat: "goa", edition_slug: "goa-2026-december" });
    await full.context.close();
  });
});
