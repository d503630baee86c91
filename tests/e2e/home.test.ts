import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, PHONE, sharedContexts, waitForHydration } from "../playwright-utils";

// The home page as it loads is audited by axe at both widths in route-sweep.ts.

let browser: Browser;
// Tabs in one context per set of options, except where a test installs a clock (a context's own).
const tabs = sharedContexts(() => browser);
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const base = () => inject("baseURL");

async function open(options: typeof DESKTOP, { clock = false, reducedMotion = false } = {}) {
  const contextOptions = { ...options, reducedMotion: reducedMotion ? ("reduce" as const) : ("no-preference" as const) };
  const context = clock ? await browser.newContext(contextOptions) : await tabs.newContext(contextOptions);
  const page = await context.newPage();
  // The clock must be installed before the page's scripts run, so their timers are ours.
  if (clock) await page.clock.install();
  const res = await page.goto(base() + "/");
  expect(res?.status()).toBe(200);
  await waitForHydration(page);
  // install() lets time flow; from here on only runFor() moves it.
  // The margin covers the time between reading the clock and pausing it; tests then restart
  // the carousel timers from a known instant (see restartHero / restartTestimonials).
  if (clock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  return { page, close: () => context.close() };
}

const currentSlide = (page: Page) =>
  page.locator('[data-testid="hero-slideshow"] [aria-roledescription="slide"][data-active]').getAttribute("aria-label");
const currentTestimonial = (page: Page) =>
  page.locator('[data-testid="testimonials"] button[aria-current="true"]').getAttribute("aria-label");
/**
 * Lets React finish what a timer or pointer event scheduled. React renders updates from
 * outside its click and key handlers (a timer's setState, hover) in later tasks posted through
 * a MessageChannel, which the fake clock does not control, and runs their effects (the
 * autoplay's clearInterval) in one more. Messages are delivered in order, so a few round trips
 * of our own run after them.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
    }
  });
}
/** Moves time on and lets React apply what the timers did. */
async function run(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await settle(page);
}
/** Hovers, and waits until the carousel has taken the hover into account (it holds). */
async function hover(page: Page, target: ReturnType<Page["locator"]>) {
  await target.hover();
  await settle(page);
}
/** Moves the pointer off the carousels, which pause while hovered. */
async function pointerAway(page: Page) {
  await page.mouse.move(2, 2);
  await settle(page);
}
/** Selects slide 1; hovering its dot holds the timer and leaving starts a fresh 5 s interval. */
async function restartHero(page: Page) {
  await page.getByRole("button", { name: "Show slide 1 of 3" }).click();
  await pointerAway(page);
}
/** Embla loads as the carousel nears the screen (docs/performance.md): wait until it runs. */
const testimonialsReady = (page: Page) => page.locator('[data-testid="testimonials"] [data-ready]').waitFor();
async function restartTestimonials(page: Page) {
  await page.getByRole("button", { name: "Show testimonial 1 of 4" }).click();
  await pointerAway(page);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("home page at %s width", (_name, device) => {
  // One load for what the page shows: the spec's sections, read first as the page has just
  // loaded, then the testimonials (and, on a phone, the hero's later slides arriving); the card
  // click that ends it leaves the page.
  it("shows the spec's sections and strings, and four testimonials with first-name authors, Indian cities and their retreat and month, arrows only from md up", async () => {
    const { page, close } = await open(device);

    // The spec's sections and strings.
    const main = page.locator("main");
    for (const text of [
      "Not just a getaway, a return to yourself",
      "Why Retreatly",
      "Intimate Group Sizes",
      "Wellness Meets Travel",
      "Grounded Luxury",
      "Upcoming Retreats",
      "From the Heart: Retreat Experiences",
      "Join our next retreat and travel with intention.",
    ]) {
      await expect(main.getByText(text, { exact: true }).first().isVisible(), text).resolves.toBe(true);
    }
    const explore = page.getByRole("link", { name: "Explore Our Retreats" });
    await expect(explore.getAttribute("href")).resolves.toBe("/upcoming-retreats");
    await expect(page.getByRole("link", { name: "Meet Our Founder" }).getAttribute("href")).resolves.toBe("/meet-our-founder");

    // Four cards; the button follows the status; one real link per card, to the retreat.
    const cards = page.locator('[data-testid="home-cards"] article');
    await expect(cards.count()).resolves.toBe(4);
    const expected = [
      ["Goa", "Book Now", "/retreats/goa-2025", "bg-clay"],
      ["Maldives", "Book Now", "/retreats/maldives-2026", "bg-clay"],
      ["Bali", "Join Waitlist", "/retreats/bali-2026", "border-clay"],
      ["Morocco", "Join Waitlist", "/retreats/morocco-2026", "border-clay"],
    ];
    for (const [i, [title, button, href, style]] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading").textContent()).resolves.toBe(title);
      const links = card.getByRole("link");
      await expect(links.count()).resolves.toBe(1);
      await expect(links.first().getAttribute("href")).resolves.toBe(href);
      await expect(links.first().textContent()).resolves.toContain(button);
      await expect(links.first().getAttribute("class")).resolves.toContain(style);
    }

    // Four testimonials with first-name authors, Indian cities and their retreat and month, arrows only from md up.
    const slides = page.locator('[data-testid="testimonials"] [aria-roledescription="slide"]');
    await expect(slides.count(), "testimonials").resolves.toBe(4);
    // Who, from where, and which retreat and month they came on.
    await expect(slides.first().locator("figcaption").textContent(), "testimonial caption").resolves.toBe("Priya, MumbaiGoa Yoga Retreat, December 2023");
    await expect(page.locator('[data-testid="testimonials"] button[aria-label^="Show testimonial"]').count(), "testimonial dots").resolves.toBe(4);
    // By attribute, not role: at phone width the arrows are display:none and out of the tree.
    const arrows = page.locator('[data-testid="testimonials"] button[aria-label$=" testimonial"]');
    await expect(arrows.count(), "testimonial arrows").resolves.toBe(2);
    const wide = device === DESKTOP;
    await expect(arrows.first().isVisible(), "testimonial arrows shown only from md up").resolves.toBe(wide);
    await expect(arrows.last().isVisible(), "testimonial arrows shown only from md up").resolves.toBe(wide);

    if (device === PHONE) {
      // Hero slideshow: the slides after the first arrive with the slideshow (the HTML sends one
      // image: "hero slideshow" below). Slides 2 and 3 render their images in a transition after
      // hydration: wait for it.
      const heroSlides = page.locator('[data-testid="hero-slideshow"] [aria-roledescription="slide"]');
      await expect.poll(() => heroSlides.locator("img").count(), { message: "hero slides' images after hydration" }).toBe(3);
    }

    if (device === PHONE) {
      // On a phone the whole page, footer included, is at most about 5,000 px tall.
      // Bands off screen are laid out at a placeholder height until they near the viewport
      // (app.css): lay them all out to measure the real page.
      await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(5000);
    }
    // The whole card is clickable: a click on its description follows the link.
    await cards.nth(1).click({ position: { x: 24, y: 24 } });
    await page.waitForURL("**/retreats/maldives-2026");
    await close();
  });

  // The headline in three lines, none of them a lone word: checked on the route sweep's loads of
  // "/" at both widths (route-checks.ts).
});

describe("hero slideshow", () => {
  // The others arrive with the slideshow: checked on the phone load of "home page at phone width".
  it("sends only the first slide's image with the page", async () => {
    const html = await (await fetch(base() + "/")).text();
    const hero = html.slice(html.indexOf('data-testid="hero-slideshow"'), html.indexOf("</section>", html.indexOf('data-testid="hero-slideshow"')));
    expect(hero.match(/<img /g)).toHaveLength(1);
  });

  it("advances every 5000 ms, wraps, and a dot jumps to its slide", async () => {
    const { page, close } = await open(DESKTOP, { clock: true });
    await restartHero(page);
    await expect(currentSlide(page)).resolves.toBe("1 of 3");
    await run(page, 4900);
    await expect(currentSlide(page)).resolves.toBe("1 of 3");
    await run(page, 100);
    await expect(currentSlide(page)).resolves.toBe("2 of 3");
    await run(page, 5000);
    await expect(currentSlide(page)).resolves.toBe("3 of 3");
    await run(page, 5000);
    await expect(currentSlide(page)).resolves.toBe("1 of 3");

    const dots = page.getByRole("button", { name: /^Show slide \d of 3$/ });
    await expect(dots.count()).resolves.toBe(3);
    await page.getByRole("button", { name: "Show slide 3 of 3" }).click();
    await expect(currentSlide(page)).resolves.toBe("3 of 3");
    await expect(page.getByRole("button", { name: "Show slide 3 of 3" }).getAttribute("aria-current")).resolves.toBe("true");
    await close();
  });

  it("has a pause control, holds while hovered or keyboard-focused", async () => {
    const { page, close } = await open(DESKTOP, { clock: true });
    await restartHero(page);
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await pointerAway(page);
    await run(page, 15000);
    await expect(currentSlide(page)).resolves.toBe("1 of 3");
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await pointerAway(page);
    await run(page, 5000);
    await expect(currentSlide(page)).resolves.toBe("2 of 3");

    // Hovering the controls holds the slide.
    await hover(page, page.getByRole("button", { name: "Show slide 1 of 3" }));
    await run(page, 10000);
    await expect(currentSlide(page)).resolves.toBe("2 of 3");
    await pointerAway(page);

    // Keyboard focus inside the hero holds it too.
    await page.locator("body").press("Tab"); // skip link
    await page.getByRole("link", { name: "Explore Our Retreats" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await run(page, 10000);
    await expect(currentSlide(page)).resolves.toBe("2 of 3");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await run(page, 5000);
    await expect(currentSlide(page)).resolves.toBe("3 of 3");
    await close();
  });

  it("does not move by itself under prefers-reduced-motion", async () => {
    const { page, close } = await open(DESKTOP, { clock: true, reducedMotion: true });
    await run(page, 20000);
    await expect(currentSlide(page)).resolves.toBe("1 of 3");
    await expect(page.getByRole("button", { name: "Play slideshow" }).isVisible()).resolves.toBe(true);
    await close();
  });
});

describe("testimonial carousel", () => {
  it("autoplays every 5000 ms, keeps going after interaction, wraps, dots jump", async () => {
    const { page, close } = await open(DESKTOP, { clock: true });
    await page.locator('[data-testid="testimonials"]').scrollIntoViewIfNeeded();
    await testimonialsReady(page);
    await restartTestimonials(page);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 1 of 4");
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 2 of 4");

    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 3 of 4");
    await pointerAway(page);
    // Interaction did not stop autoplay.
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 4 of 4");
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 1 of 4");

    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 4 of 4");
    await page.getByRole("button", { name: "Show testimonial 2 of 4" }).click();
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 2 of 4");
    await pointerAway(page);
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 3 of 4");
    await close();
  });

  it("pauses with its control and while hovered", async () => {
    const { page, close } = await open(DESKTOP, { clock: true });
    await page.locator('[data-testid="testimonials"]').scrollIntoViewIfNeeded();
    await testimonialsReady(page);
    await restartTestimonials(page);
    await hover(page, page.locator('[data-testid="testimonials"] blockquote').first());
    await run(page, 10000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 1 of 4");
    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await pointerAway(page);
    await run(page, 10000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 1 of 4");
    await page.getByRole("button", { name: "Play testimonials" }).click();
    await pointerAway(page);
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 2 of 4");
    await close();
  });

  it("autoplays on phones too, where there are no arrows", async () => {
    const { page, close } = await open(PHONE, { clock: true });
    await page.getByRole("button", { name: "Show testimonial 1 of 4" }).tap();
    await testimonialsReady(page);
    await run(page, 5000);
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 2 of 4");
    await page.getByRole("button", { name: "Show testimonial 4 of 4" }).tap();
    await expect(currentTestimonial(page)).resolves.toBe("Show testimonial 4 of 4");
    await close();
  });
});

describe("without JavaScript", () => {
  it("server-renders the home content", async () => {
    const context = await tabs.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base() + "/");
    const text = await page.locator("main").textContent();
    for (const s of ["Not just a getaway, a return to yourself", "Grounded Luxury", "Morocco", "Meera"]) expect(text).toContain(s);
    await context.close();
  });
});
