import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectNoAxeViolations, waitForHydration } from "../playwright-utils";
import { html, twoInstancesWithAdmin, type DayServer } from "../support/edition-servers";

/**
 * Between seasons, as a visitor and as the organiser: the clock pinned after the last edition
 * on the calendar, two instances on one PostgreSQL. Nothing is bookable, so every retreat
 * shows its next season in its place (its card, its page's facts and one waitlist form); no
 * heading stands over an empty list, each page has one newsletter form, and the pages of the
 * retreats that took place speak in the past tense. The organiser changes a retreat's next
 * season and keeps the proof of the business (testimonials, reviews, accreditations, press)
 * on instance A; visitors on instance B see each change at once, and each block only once it
 * has something in it.
 */
const DAY = "2026-11-29";
const PASSWORD = "between the seasons we plan";
const RETREATS = ["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"];
let a: DayServer;
let b: DayServer;
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ a, b, browser, admin, page, stop } = await twoInstancesWithAdmin("seasons", DAY, PASSWORD));
}, 90_000);
afterAll(async () => {
  await stop?.();
});

/** A portrait-like JPEG, 900 x 1200. */
const portrait = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#c9b79c"/><circle cx="450" cy="480" r="220" fill="#7a5240"/><rect x="200" y="760" width="500" height="440" rx="120" fill="#3f4a3a"/></svg>`,
    ),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

/** Headings of the main content whose section holds nothing but the heading (and its eyebrow). */
function emptyHeadings(p: Page) {
  return p.locator("main").evaluate((main) =>
    [...main.querySelectorAll("h2")]
      .filter((h) => {
        const section = h.closest("section") ?? h.parentElement!;
        const rest = (section.textContent ?? "").replace(h.textContent ?? "", "").trim();
        return rest.length < 60 && !section.querySelector("li, form, img, a[href]");
      })
      .map((h) => h.textContent),
  );
}

const newsletterForms = (p: Page) => p.locator('form[action="/newsletter"]').count();

async function visit(context: BrowserContext, path: string) {
  const p = await context.newPage();
  await p.goto(b.url + path);
  await waitForHydration(p);
  return p;
}

describe("between seasons, for a visitor", () => {
  it("gives every retreat its next season in its place on the home and upcoming pages: its card, its usual month and Join Waitlist", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext(viewport);
      for (const path of ["/", "/upcoming-retreats"]) {
        const p = await visit(context, path);
        const cards = p.getByTestId(path === "/" ? "home-cards" : "upcoming-cards").locator("article");
        await expect(cards.count(), path).resolves.toBe(4);
        expect(await cards.locator("a").evaluateAll((links) => links.map((l) => l.getAttribute("href"))), path).toEqual(RETREATS.map((s) => `/retreats/${s}#waitlist`));
        // Text, not innerText: a phone's sideways row and sections not yet scrolled to are not drawn.
        expect(await cards.allTextContents(), path).toEqual([
          expect.stringMatching(/Next season[\s\S]*Dates to be announced, usually December[\s\S]*Join Waitlist/),
          expect.stringMatching(/usually February/),
          expect.stringMatching(/usually June/),
          expect.stringMatching(/usually October/),
        ]);
        expect(await emptyHeadings(p), path).toEqual([]);
        expect(await newsletterForms(p), `${path}: one newsletter form`).toBe(1);
        expect(await p.locator("main").textContent(), path).not.toMatch(/Book Now/);
        if (viewport === PHONE) await expectNoAxeViolations(p, `${path} between seasons`);
        await p.close();
      }
      await context.close();
    }
  });

  it("tells each retreat's story in the past tense, with its next season in the facts and one waitlist form for the next edition", async () => {
    const context = await browser.newContext(PHONE);
    const past: Record<string, RegExp[]> = {
      "goa-2025": [/What the retreat held/, /How the four days ran/, /Our Stay/, /Everything was taken care of/],
      "maldives-2026": [/Why the ocean calmed us/, /The retreat, in brief/, /Where we stayed/],
      "bali-2026": [/Five days on the island of offerings/, /What made Bali special/],
      "morocco-2026": [/What it held/, /shared by 12 guests/],
    };
    const present = [/What your retreat holds/, /Your four days/, /Your Stay\b/, /Waitlist only/, /Everything is taken care of/, /What makes Bali special/, /Why the ocean calms you/];
    for (const slug of RETREATS) {
      const p = await visit(context, `/retreats/${slug}`);
      const main = (await p.locator("main").textContent()) ?? "";
      for (const words of past[slug]!) expect(main, slug).toMatch(words);
      for (const words of present) expect(main, slug).not.toMatch(words);
      await expect(p.locator("#waitlist form").count(), slug).resolves.toBe(1);
      await expect(p.locator("main form").count(), `${slug}: one form in the page`).resolves.toBe(1);
      expect(await p.locator("#waitlist").textContent(), slug).toMatch(/Join the waitlist for the next[\s\S]*Dates to be announced, usually/);
      if (slug !== "goa-2025") {
        // The facts beside the intro: when it took place and when the next one usually runs.
        const facts = await p.locator("main dl").first().locator("dt, dd").allTextContents();
        expect(facts.slice(0, 2), slug).toEqual(["Took place", expect.stringMatching(/\d{4}$/)]);
        expect(facts.slice(-2), slug).toEqual(["Next", expect.stringMatching(/^Dates to be announced, usually/)]);
      }
      expect(await emptyHeadings(p), slug).toEqual([]);
      expect(await newsletterForms(p), slug).toBe(1);
      await p.close();
    }
    await context.close();
  });
});

describe("between seasons, for the organiser", () => {
  it("changes Goa's next season on one instance, and the other shows it at once on the card and the page", async () => {
    await page.goto(`${a.url}/admin/retreats`);
    const goa = page.getByTestId("next-season-goa");
    await goa.getByLabel("Next season").fill("Dates to be announced, mid-December 2026");
    await goa.getByRole("button", { name: "Save the next season" }).click();
    await page.getByTestId("next-season-goa").getByText("Saved: the site shows it from now on.").waitFor();
    expect((await html(b.url, "/upcoming-retreats")).text).toContain("Dates to be announced, mid-December 2026");
    expect((await html(b.url, "/retreats/goa-2025")).text).toContain("Dates to be announced, mid-December 2026. Leave your name");
    // Empty words are refused under the field, and nothing changes.
    await goa.getByLabel("Next season").fill(" ");
    await goa.getByRole("button", { name: "Save the next season" }).click();
    await goa.getByText("Please say when the next edition usually runs").waitFor();
    expect((await html(b.url, "/upcoming-retreats")).text).toContain("mid-December 2026");
  });

  it("adds a review, an accreditation, a press mention and a Bali testimonial; each block appears only once it has one, and goes when emptied", async () => {
    const before = (await html(b.url, "/")).text;
    expect(before).not.toContain('id="proof"');
    expect(before).toContain('data-testid="testimonials"');

    await page.goto(`${a.url}/admin/proof`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, "/admin/proof");
    const add = async (kind: string, fields: Record<string, string>, button: string) => {
      const section = page.getByTestId(`proof-${kind}`);
      await section.locator("summary", { hasText: /^Add a/ }).click();
      for (const [label, value] of Object.entries(fields)) {
        const input = section.locator("details[open]").last().getByLabel(new RegExp(`^${label}`));
        if ((await input.evaluate((el) => el.tagName)) === "SELECT") await input.selectOption({ label: value });
        else await input.fill(value);
      }
      await section.getByRole("button", { name: button }).click();
      await page.waitForURL(/done=saved/);
      await page.getByText("Saved: the site shows it from now on.").waitFor();
    };
    await add("review", { "The review": "Calm, kind and beautifully run from the first message.", Reviewer: "Kavya S.", "Posted on": "Google", "Link to the review": "https://g.page/r/retreatly/review", "Month posted": "January 2026" }, "Add the review");
    await add("accreditation", { Accreditation: "Yoga Alliance", "What it certifies": "Registered Yoga School (RYS 200)", "Link to the listing": "https://www.yogaalliance.org/" }, "Add the accreditation");
    await add("press", { Outlet: "Condé Nast Traveller India", "Headline or the line about us": "Five small-group retreats worth the journey", "Link to the article": "https://www.cntraveller.in/story/small-group-retreats/" }, "Add the press mention");
    await add("testimonial", { "Their words": "The water blessing undid a year of knots. I came home quieter.", "First name": "Ishita", "Where they live": "Kolkata", Retreat: "Bali Yoga Retreat", "Month of the retreat": "June 2026" }, "Add the testimonial");

    const visitor = await browser.newContext(DESKTOP);
    const home = await visit(visitor, "/");
    const proof = home.locator("#proof");
    // Text, not innerText: a band not yet drawn (content-visibility) has no rendered text.
    expect(await proof.getByTestId("proof-reviews").textContent()).toMatch(/Calm, kind and beautifully run[\s\S]*Kavya S\. on Google, January 2026/);
    await expect(proof.getByRole("link", { name: /Read it on Google/ }).getAttribute("href")).resolves.toBe("https://g.page/r/retreatly/review");
    expect(await proof.getByTestId("proof-accreditations").textContent()).toMatch(/Yoga Alliance[\s\S]*Registered Yoga School/);
    expect(await proof.getByTestId("proof-press").textContent()).toMatch(/Condé Nast Traveller India[\s\S]*Five small-group retreats/i);
    await expect(home.locator('[data-testid="testimonials"] [aria-roledescription="slide"]').count()).resolves.toBe(5);
    await expectNoAxeViolations(home, "home with proof");
    // The Bali page's recap quotes the guest of that month; Goa's has none to show.
    const bali = await visit(visitor, "/retreats/bali-2026");
    expect(await bali.getByTestId("retreat-recap").textContent()).toMatch(/The water blessing undid a year of knots[\s\S]*Ishita, Kolkata · June 2026/);
    expect((await html(b.url, "/retreats/goa-2025")).text).not.toContain("retreat-recap");

    // Ishita's portrait, from her testimonial's row: on the recap, as uploaded on the other instance.
    await page.goto(`${a.url}/admin/proof`);
    await page.getByRole("link", { name: /^Add a photograph\s*: Ishita$/ }).click();
    await waitForHydration(page);
    await expect(page.getByTestId("photo-status").textContent()).resolves.toBe("No photograph yet");
    await page.getByLabel("Photograph").setInputFiles({ name: "ishita.jpg", mimeType: "image/jpeg", buffer: await portrait() });
    await page.getByLabel("What it shows (alt text)").fill("Ishita on the temple steps");
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await page.getByText("Your photograph is on the site now.").waitFor({ timeout: 30_000 });
    const recap = (await html(b.url, "/retreats/bali-2026")).text;
    expect(recap).toMatch(/data-testid="retreat-recap"[\s\S]*<img[^>]*src="\/photos\/testimonials__\d+-/);
    // A photograph of these dates, from the edition's own page: the past page's story opens with it.
    await page.goto(`${a.url}/admin/retreats/bali-2026`);
    await page.getByTestId("edition-moments").getByRole("link", { name: "Add photograph 1" }).click();
    await waitForHydration(page);
    await page.getByLabel("Photograph").setInputFiles({ name: "blessing.jpg", mimeType: "image/jpeg", buffer: await portrait() });
    await page.getByLabel("What it shows (alt text)").fill("The group at the temple spring after the water blessing");
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await page.getByText("Your photograph is on the site now.").waitFor({ timeout: 30_000 });
    const withMoments = (await html(b.url, "/retreats/bali-2026")).text;
    expect(withMoments).toMatch(/id="moments"[\s\S]*Moments from June 2026[\s\S]*alt="The group at the temple spring after the water blessing"/);
    expect((await html(b.url, "/retreats/goa-2025")).text).not.toContain('id="moments"');

    // Removing her testimonial takes its portrait with it.
    await page.goto(`${a.url}/admin/proof`);
    await page.getByTestId("proof-testimonial").getByRole("button", { name: "Remove: testimonial from Ishita" }).click();
    await page.waitForURL(/done=removed/);
    expect((await html(b.url, "/retreats/bali-2026")).text).not.toContain("retreat-recap");

    // With every testimonial removed, the home page has no carousel and no heading over nothing.
    for (const name of ["Priya", "Rohan", "Meera", "Ananya"]) {
      await page.getByTestId("proof-testimonial").getByRole("button", { name: `Remove: testimonial from ${name}` }).click();
      await page.getByTestId("proof-testimonial").getByRole("button", { name: `Remove: testimonial from ${name}` }).waitFor({ state: "detached" });
    }
    const noTestimonials = (await html(b.url, "/")).text;
    expect(noTestimonials).not.toContain('data-testid="testimonials"');
    expect(noTestimonials).not.toContain("From the Heart");

    // Removing the only review hides its block; the rest stay.
    await page.goto(`${a.url}/admin/proof`);
    await page.getByTestId("proof-review").getByRole("button", { name: "Remove: review from Kavya S." }).click();
    await page.waitForURL(/done=removed/);
    const after = (await html(b.url, "/")).text;
    expect(after).not.toContain('data-testid="proof-reviews"');
    expect(after).toContain('data-testid="proof-accreditations"');

    // The audit log names who did each.
    await page.goto(`${a.url}/admin/audit`);
    expect(await page.locator("main").innerText()).toMatch(/Removed a testimonial, review or mention[\s\S]*review from Kavya S\./);
    await visitor.close();
  });

  it("refuses a review without a real link without JavaScript, with its message under the field, and keeps the rest typed", async () => {
    const nojs = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false, storageState: await admin.storageState() });
    const p = await nojs.newPage();
    await p.goto(`${a.url}/admin/proof`);
    const section = p.getByTestId("proof-review");
    await section.getByText("Add a review").click();
    const form = section.locator("details[open] form");
    await form.getByLabel("The review", { exact: true }).fill("Lovely.");
    await form.getByLabel("Reviewer", { exact: true }).fill("Arjun");
    await form.getByLabel("Posted on", { exact: true }).fill("TripAdvisor");
    await form.getByLabel("Link to the review", { exact: true }).fill("tripadvisor");
    await form.getByRole("button", { name: "Add the review" }).click();
    await p.getByText("Please paste the full address, starting with https://").waitFor();
    await expect(p.getByTestId("proof-review").locator("details[open] form").getByLabel("Reviewer", { exact: true }).inputValue()).resolves.toBe("Arjun");
    expect((await html(b.url, "/")).text).not.toContain("Arjun");
    await nojs.close();
  });
});
