import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, expectNoAxeViolations, launchBrowser, PHONE, sharedContexts, step, waitForHydration } from "../playwright-utils";

let browser: Browser;
// Tabs in one context per set of options: the tests here only read pages.
const tabs = sharedContexts(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject("baseURL");
// The test server runs with the default site facts (app/content/site.ts).
// Each page as it loads is audited by axe at both widths in route-sweep.ts; the audits here are of
// states only a test in this file reaches (a panel or a lightbox open).
const PAYMENT_BASE = "https://pay.retreatly.example/";

async function open(path: string, device: BrowserContextOptions = DESKTOP, extra: BrowserContextOptions = {}) {
  const context = await tabs.newContext({ ...device, reducedMotion: "reduce", ...extra });
  const page = await context.newPage();
  const res = await page.goto(base() + path);
  expect(res?.status()).toBe(200);
  if (extra.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, close: () => context.close() };
}

async function expectTexts(page: Page, texts: string[]) {
  const text = (await page.locator("main").textContent()) ?? "";
  for (const t of texts) expect(text, `"${t}" on ${page.url()}`).toContain(t);
}

/** A Book Now / WhatsApp link opens a new tab safely and says so to screen readers. */
async function expectNewTabLink(page: Page, locator: ReturnType<Page["locator"]>) {
  await expect(locator.getAttribute("target")).resolves.toBe("_blank");
  await expect(locator.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  await expect(locator.locator(".sr-only").textContent()).resolves.toBe(" (opens in a new tab)");
}

const devices = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

const day = (page: Page, n: number) => page.locator("#itinerary details").nth(n - 1);
const isOpen = (page: Page, n: number) => day(page, n).evaluate((el) => (el as HTMLDetailsElement).open);
const openCount = (page: Page) => page.locator("#itinerary details[open]").count();
const position = (page: Page) => page.getByRole("dialog").locator('[aria-roledescription="slide"]').getAttribute("aria-label");

/** The Goa page's content as the spec gives it, and its booking links. */
async function expectGoaContent(page: Page) {
  await expect(page.locator("h1").textContent()).resolves.toBe("Goa Yoga & Surf Retreat");
  await expectTexts(page, [
    "18-21 December 2025",
    "At a Glance",
    "Accommodation",
    "Nourishing meals",
    "Yoga and meditation",
    "Surfing",
    "Golden hour photography",
    "Evening rituals",
    "90-minute beginner surf session",
    "10% discount on spa treatments",
    "What's Included",
    "What's Excluded",
    "Your Stay",
    "₹38,000",
    "per person, inclusive of 5% GST",
    "non-refundable deposit of ₹25,000",
    "balance is due 45 days before",
    "Download Full Brochure",
  ]);
  await expect(page.locator("#at-a-glance li").count()).resolves.toBe(6);
  await expect(page.locator("#itinerary details").count()).resolves.toBe(4);
  await expect(page.getByRole("button", { name: /^Open image \d of 5/ }).count()).resolves.toBe(5);

  // One Book Now, one action: the hero's and the price box's both open the payment page, and
  // the chat stays beside them as "Ask on WhatsApp".
  const heroBook = page.locator('[data-testid="hero-book-now"]');
  await expect(heroBook.getAttribute("href")).resolves.toBe(`${PAYMENT_BASE}goa-2025`);
  await expectNewTabLink(page, heroBook);
  await expectHeroChat(page, "Goa Yoga & Surf Retreat", '[data-testid="hero-ask-whatsapp"]');

  const pay = page.locator('[data-testid="payment-link"]');
  await expect(pay.getAttribute("href")).resolves.toBe(`${PAYMENT_BASE}goa-2025`);
  await expect(pay.textContent()).resolves.toContain("Book Now");
  await expectNewTabLink(page, pay);
  await expect(page.locator('[data-testid="ask-whatsapp"]').textContent()).resolves.toContain("Ask on WhatsApp");

  const brochure = page.locator("#brochure-form");
  await expect(brochure.locator("form").count()).resolves.toBe(1);
  await expect(page.getByRole("link", { name: "Download Full Brochure" }).getAttribute("href")).resolves.toBe("#brochure-form");
}

/** The hero's Book Now (or its Ask on WhatsApp) opens WhatsApp in a new tab with a message naming the retreat. */
async function expectHeroChat(page: Page, retreat: string, selector = '[data-testid="hero-book-now"]') {
  const heroBook = page.locator(selector);
  const chat = await heroBook.getAttribute("href");
  expect(chat).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(decodeURIComponent(chat!.split("text=")[1]!)).toContain(retreat);
  await expectNewTabLink(page, heroBook);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The open lightbox's previous/next buttons: 44 px or more, and clear of the picture. */
async function expectArrowsClearOfPicture(page: Page) {
  const dialog = page.getByRole("dialog");
  const picture = (await dialog.locator('[aria-roledescription="slide"] img').boundingBox())!;
  for (const name of ["Previous image", "Next image"]) {
    const arrow = (await dialog.getByRole("button", { name }).boundingBox())!;
    expect(arrow.width, name).toBeGreaterThanOrEqual(44);
    expect(arrow.height, name).toBeGreaterThanOrEqual(44);
    expect(overlaps(arrow, picture), `${name} ${JSON.stringify(arrow)} over the picture ${JSON.stringify(picture)}`).toBe(false);
  }
}

describe("Goa retreat at phone width", () => {
  it("shows the spec's content and its booking links; the lightbox's arrows sit clear of the picture and wrap", async () => {
    const { page, close } = await open("/retreats/goa-2025", PHONE);
    await step("the spec's content and its booking links", () => expectGoaContent(page));
    await step("lightbox: previous/next below the picture, not on it; they wrap both ways", async () => {
      await page.getByRole("button", { name: /^Open image 5 of 5/ }).tap();
      const dialog = page.getByRole("dialog", { name: "Your Stay" });
      await dialog.waitFor();
      await expectArrowsClearOfPicture(page);
      await dialog.getByRole("button", { name: "Next image" }).tap();
      await expect(position(page)).resolves.toBe("Image 1 of 5");
      await expectArrowsClearOfPicture(page);
      await dialog.getByRole("button", { name: "Previous image" }).tap();
      await expect(position(page)).resolves.toBe("Image 5 of 5");
      await dialog.getByRole("button", { name: "Close gallery" }).tap();
      await expect(dialog.count()).resolves.toBe(0);
    });
    await close();
  });
});

describe("Goa retreat at desktop width", () => {
  // One load for the content and the two widgets a visitor works by keyboard and mouse; each
  // step starts from the widgets closed.
  it("shows the spec's content and its booking links; the itinerary opens one day at a time by keyboard; the lightbox opens with Enter, moves, wraps, traps focus, returns focus on Esc, and closes on the backdrop, not the picture", async () => {
    const { page, close } = await open("/retreats/goa-2025", DESKTOP);
    await step("the spec's content and its booking links", () => expectGoaContent(page));
    await step("itinerary accordion: opens one day at a time and closes the open one, by keyboard", async () => {
      await expect(isOpen(page, 1)).resolves.toBe(true);
      await expect(openCount(page)).resolves.toBe(1);
      await day(page, 1).locator("summary").focus();
      await page.keyboard.press("Tab");
      const second = day(page, 2).locator("summary");
      await expect(second.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await expect(second.textContent()).resolves.toMatch(/^Day 2/);
      await page.keyboard.press("Enter");
      await expect(isOpen(page, 2)).resolves.toBe(true);
      await expect(isOpen(page, 1)).resolves.toBe(false);
      await expect(openCount(page)).resolves.toBe(1);
      await expect(page.getByText("Breakfast, then your 90-minute beginner surf session").isVisible()).resolves.toBe(true);
      await expect(page.getByText("Welcome dinner by the sea").isVisible()).resolves.toBe(false);
      await expectNoAxeViolations(page, "goa with day 2 open");
      await page.keyboard.press("Space");
      await expect(openCount(page)).resolves.toBe(0);
    });
    await step("lightbox: opens with Enter, moves with arrows and buttons, wraps, traps focus, Esc returns focus", async () => {
      const thumb = page.getByRole("button", { name: /^Open image 2 of 5/ });
      await thumb.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Your Stay" });
      await dialog.waitFor();
      await expect(position(page)).resolves.toBe("Image 2 of 5");
      await expectArrowsClearOfPicture(page);
      await page.keyboard.press("ArrowRight");
      await expect(position(page)).resolves.toBe("Image 3 of 5");
      await dialog.getByRole("button", { name: "Next image" }).click();
      await dialog.getByRole("button", { name: "Next image" }).click();
      await expect(position(page)).resolves.toBe("Image 5 of 5");
      await page.keyboard.press("ArrowRight");
      await expect(position(page)).resolves.toBe("Image 1 of 5");
      await page.keyboard.press("ArrowLeft");
      await expect(position(page)).resolves.toBe("Image 5 of 5");
      await dialog.getByRole("button", { name: "Show image 3 of 5" }).click();
      await expect(position(page)).resolves.toBe("Image 3 of 5");
      await expect(dialog.getByRole("button", { name: "Show image 3 of 5" }).getAttribute("aria-current")).resolves.toBe("true");
      await expect(dialog.getByText("Image 3 of 5", { exact: true }).isVisible()).resolves.toBe(true);

      // Focus stays inside the dialog however far you tab.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
      }
      await expectNoAxeViolations(page, "goa with the lightbox open");
      const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
      await expect(overflow(), "the page behind does not scroll").resolves.toBe("hidden");

      await page.keyboard.press("Escape");
      await expect(dialog.count()).resolves.toBe(0);
      await expect(overflow()).resolves.not.toBe("hidden");
      await page.waitForFunction((el) => el === document.activeElement, await thumb.elementHandle(), { timeout: 2000 });
    });
    await step("lightbox: closes on a click on the dark backdrop, not on the picture", async () => {
      await page.getByRole("button", { name: /^Open image 1 of 5/ }).click();
      const dialog = page.getByRole("dialog", { name: "Your Stay" });
      await dialog.waitFor();
      const img = dialog.locator('[aria-roledescription="slide"] img');
      await img.click();
      await expect(dialog.count()).resolves.toBe(1);
      // Beside the picture, level with its top (the previous button sits level with its middle).
      const box = (await img.boundingBox())!;
      expect(box.x).toBeGreaterThan(60);
      await page.mouse.click(box.x - 30, box.y + 20);
      await expect.poll(() => dialog.count()).toBe(0);
    });
    await close();
  });
});

describe.each(devices)("Maldives retreat at %s width", (_n, device) => {
  it("shows the spec's content, and a five-photo Your Stay carousel with previous/next and dots that wrap", async () => {
    const { page, close } = await open("/retreats/maldives-2026", device);
    await step("the spec's content", async () => {
      await expectTexts(page, [
        "18-22 February 2026",
        "About",
        "At a Glance",
        "Beachfront",
        "4 nights / 5 days",
        "four-star oceanfront property on Maafushi Island",
        "Half-board",
        "Yoga and meditation",
        "Blue Mind rituals",
        "Full-day snorkelling",
        "Shared speedboat transfers",
        "Opening and closing circles",
        "All levels",
        "Flights to/from Malé",
        "Lunch (available as an add-on)",
        "Spa treatments and extras",
        "Travel insurance",
        "Government and green tax",
        "Your Stay",
        "Pricing",
        "Early-bird",
        "₹75,000",
        "plus 5% GST",
        "valid until 5 December 2025",
        "How to Book",
        "Download Full Brochure",
      ]);
      // Excluded items sit in the excluded list, the green tax in the included one.
      const excluded = await page.locator("#whats-included h3:text-is(\"What's Excluded\") + ul").textContent();
      for (const t of ["Flights to/from Malé", "Lunch", "Spa", "Travel insurance"]) expect(excluded).toContain(t);
      expect(excluded).not.toContain("green tax");
      await expect(page.locator("#itinerary details").count()).resolves.toBe(5);

      await expectHeroChat(page, "Maldives");
      // No payment page: Book Now opens the chat and says so, with the chat's mark, its name
      // starting with the words on it (SPEC: "Book Now opening a WhatsApp chat in a new tab").
      const book = page.locator('[data-testid="hero-book-now"]');
      await expect(book.getAttribute("data-books")).resolves.toBe("whatsapp");
      await expect(book.locator(":scope > span:not(.sr-only)").innerText()).resolves.toBe("Book Now on WhatsApp");
      await expect(book.locator("svg.lucide-message-circle").isVisible()).resolves.toBe(true);
      await expect(page.getByRole("link", { name: "Book Now on WhatsApp (opens in a new tab)", exact: true }).count()).resolves.toBe(1);
      await expect(page.locator('[data-testid="payment-link"]').count()).resolves.toBe(0);

      const howTo = page.locator("#how-to-book");
      await expect(howTo.locator('a[href^="tel:+"]').count()).resolves.toBe(1);
      await expect(howTo.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
      const wa = howTo.locator('a[href^="https://wa.me/"]');
      await expectNewTabLink(page, wa);
      expect(decodeURIComponent((await wa.getAttribute("href"))!)).toContain("Blue Mind Maldives Retreat");
      await expect(page.locator("#brochure-form form").count()).resolves.toBe(1);
    });

    // Then, on the same load, the carousel.
    await step("a five-photo Your Stay carousel with previous/next and dots that wrap", async () => {
      const carousel = page.getByRole("region", { name: "Your Stay pictures" });
      await expect(carousel.locator('[aria-roledescription="slide"]').count()).resolves.toBe(5);
      const current = () => carousel.locator('button[aria-current="true"]').getAttribute("aria-label");
      await expect(current()).resolves.toBe("Show image 1 of 5");
      // Embla loads as the carousel nears the screen; a press that comes first acts on arrival.
      await carousel.getByRole("button", { name: "Next image" }).click();
      await expect.poll(current).toBe("Show image 2 of 5");
      await carousel.getByRole("button", { name: "Show image 5 of 5" }).click();
      await expect(current()).resolves.toBe("Show image 5 of 5");
      await carousel.getByRole("button", { name: "Next image" }).click();
      await expect(current()).resolves.toBe("Show image 1 of 5");
      await carousel.getByRole("button", { name: "Previous image" }).click();
      await expect(current()).resolves.toBe("Show image 5 of 5");
    });
    await close();
  });
});

describe.each(devices)("Bali and Morocco at %s width", (_n, device) => {
  const bali = "Bali: waitlist only, highlights, a 7-photo gallery, a link to past retreats";
  // On a phone the same load then swipes through the gallery's lightbox.
  it(device === PHONE ? `${bali}; the lightbox moves on a horizontal swipe` : bali, async () => {
    const { page, close } = await open("/retreats/bali-2026", device);
    await expectTexts(page, ["June 2026", "Ubud", "5 days / 4 nights", "Waitlist only", "Retreat Highlights", "Bali 2025 Highlights"]);
    await expect(page.locator("#highlights li").count()).resolves.toBe(4);
    await expect(page.locator("#bali-2025-highlights").getByRole("button", { name: /^Open image \d of 7/ }).count()).resolves.toBe(7);
    await expect(page.locator("#waitlist form").count()).resolves.toBe(1);
    await expect(page.locator('main a[href="/past-retreats"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Join Waitlist" }).first().getAttribute("href")).resolves.toBe("#waitlist");
    if (device === PHONE) {
      await step("lightbox: moves on a horizontal swipe on a phone", async () => {
        await page.getByRole("button", { name: /^Open image 1 of 7/ }).tap();
        const dialog = page.getByRole("dialog", { name: "Bali 2025 Highlights" });
        await dialog.waitFor();
        const swipe = (from: number, to: number) =>
          dialog.locator('[aria-roledescription="slide"]').evaluate(
            (el, [a, b]) => {
              const stage = el.parentElement!;
              const opts = { bubbles: true, pointerType: "touch", isPrimary: true, pointerId: 7, clientY: 300 };
              stage.dispatchEvent(new PointerEvent("pointerdown", { ...opts, clientX: a }));
              stage.dispatchEvent(new PointerEvent("pointerup", { ...opts, clientX: b }));
            },
            [from, to] as const,
          );
        await swipe(300, 80);
        await expect(position(page)).resolves.toBe("Image 2 of 7");
        await swipe(80, 300);
        await swipe(80, 300);
        await expect(position(page)).resolves.toBe("Image 7 of 7");
        await dialog.getByRole("button", { name: "Close gallery" }).tap();
        await expect(dialog.count()).resolves.toBe(0);
      });
    }
    await close();
  });

  it("Morocco: Marrakech, October 2026, 12 guests, five What to Expect cards, waitlist", async () => {
    const { page, close } = await open("/retreats/morocco-2026", device);
    await expectTexts(page, ["Marrakech", "October 2026", "Limited to 12 guests", "What to Expect", "Waitlist only"]);
    await expect(page.locator("#what-to-expect li").count()).resolves.toBe(5);
    await expect(page.locator("#waitlist form").count()).resolves.toBe(1);
    await close();
  });
});

describe("itinerary accordion", () => {

  // By keyboard: on the desktop load of "Goa retreat at desktop width" above.

  it("works the same without JavaScript: the first day open, a click opens another and closes it", async () => {
    const { page, close } = await open("/retreats/goa-2025", DESKTOP, { javaScriptEnabled: false });
    await expect(page.getByText("Welcome dinner by the sea").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Golden hour photography on the beach").isVisible()).resolves.toBe(false);
    await day(page, 3).locator("summary").click();
    await expect(page.getByText("Golden hour photography on the beach").isVisible()).resolves.toBe(true);
    await expect(page.getByText("Welcome dinner by the sea").isVisible()).resolves.toBe(false);
    // The chevrons show, because the days open and close without JavaScript too.
    const chevrons = page.locator("#itinerary summary svg");
    await expect(chevrons.evaluateAll((svgs) => svgs.filter((s) => s.getBoundingClientRect().width > 0).length)).resolves.toBe(4);
    await close();
  });

  it("shows no carousel controls that only JavaScript could work", async () => {
    const { page, close } = await open("/retreats/maldives-2026", DESKTOP, { javaScriptEnabled: false });
    const controls = page.getByRole("button", { name: /^(Previous|Next|Show image|Pause|Play)/, includeHidden: true });
    await expect(controls.count()).resolves.toBeGreaterThan(0);
    await expect(controls.evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().width > 0).length)).resolves.toBe(0);
    await close();
  });
});

// The lightbox with Enter, its focus trap and its backdrop are checked on the load of "Goa retreat
// at desktop width"; its swipe on the load of "Bali and Morocco at phone width".

describe("unknown retreats", () => {
  it("answers 404 with the not-found page", async () => {
    const page = await tabs.newPage(DESKTOP);
    const res = await page.goto(base() + "/retreats/atlantis-2030");
    expect(res?.status()).toBe(404);
    await expect(page.getByText("Oops! Page not found").isVisible()).resolves.toBe(true);
    await expect(page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).resolves.toBe("/");
    await page.close();
  });

  it("describes each retreat as an Event in JSON-LD", async () => {
    const html = await (await fetch(base() + "/retreats/goa-2025")).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
    const event = ld.find((x) => x["@type"] === "Event");
    expect(event).toMatchObject({ name: "Goa Yoga & Surf Retreat", startDate: "2025-12-18", endDate: "2025-12-21" });
    expect(event.offers).toMatchObject({ price: 38000, priceCurrency: "INR" });
  });
});
