#!/usr/bin/env node
/**
 * npm run screenshots: full-page PNGs of every route at 390 px and 1280 px wide, written to
 * screenshots/ for review. Uses the existing build (run `npm run build` first, or pass --build).
 * Reduced motion is on so scroll-reveal sections below the fold are visible in the capture.
 * Options: --build, --routes /,/faq, --out DIR, --from BUILD_DIR (another build, e.g. a main checkout's,
 * for before/after pictures). SITE_TODAY in the environment sets the site's date (the spec's day is
 * 2025-11-01, when the home page shows its four upcoming retreats).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const ROUTES = [
  "/", "/upcoming-retreats", "/past-retreats", "/corporate-retreats", "/host-a-retreat", "/about", "/contact",
  "/meet-our-founder", "/faq", "/retreats/goa-2025", "/retreats/maldives-2026", "/retreats/bali-2026",
  "/retreats/morocco-2026", "/thank-you", "/thank-you/brochure", "/terms", "/refunds", "/privacy", "/delivery",
  "/legal", "/admin/leads", "/not-a-page",
];
const routes = (opt("routes", "") || "").split(",").filter(Boolean);
const out = opt("out", "screenshots");

if (args.includes("--build")) {
  const b = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
fs.mkdirSync(out, { recursive: true });
fs.rmSync(".cache/shots-build", { recursive: true, force: true });
fs.cpSync(opt("from", "build"), ".cache/shots-build", { recursive: true });
const server = await startServer({ env: { BUILD_DIR: ".cache/shots-build" } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const [label, viewport, mobile] of [
    ["390", { width: 390, height: 844 }, true],
    ["1280", { width: 1280, height: 800 }, false],
  ]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: mobile, hasTouch: mobile, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const route of routes.length ? routes : ROUTES) {
      await page.goto(server.url + route, { waitUntil: "networkidle" });
      // Lazy images load as they near the viewport: scroll through the page once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      // Bands off screen are skipped until they near the viewport (app.css); a full-page
      // capture is taken at the viewport's size, so draw them all for the picture.
      await page.addStyleTag({ content: ".section-y { content-visibility: visible !important; }" });
      const name = (route === "/" ? "home" : route.slice(1).replace(/\//g, "_")) + `-${label}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
