import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { startServer } from "../../scripts/lib/server.mjs";

const base = () => inject("baseURL");

describe("production server", () => {
  it("sends the security headers on a page", async () => {
    const res = await fetch(base() + "/about");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // Plain HTTP here (no proxy trusted): no HSTS, which belongs only on an HTTPS response
    // (tests/reliability/observatory.test.ts sees it behind Caddy's TLS).
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("replaces a visitor's own X-Request-Id (no proxy is trusted here)", async () => {
    const res = await fetch(base() + "/about", { headers: { "X-Request-Id": "visitor-chosen-id-0001" } });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("uses a fresh nonce per response, and every inline script carries it", async () => {
    const [a, b] = await Promise.all([fetch(base() + "/"), fetch(base() + "/")]);
    const nonceOf = (r: Response) => r.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const html = await a.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonceOf(a)}"`);
  });

  it("caches hashed assets for a year, immutable, and compresses text", async () => {
    const html = await (await fetch(base() + "/")).text();
    // React DOM's chunk: large enough to be compressed (files under 1 KB are sent as they are).
    const asset = html.match(/\/assets\/entry\.client-[^"]+\.js/)![0];
    const res = await fetch(base() + asset, { headers: { "accept-encoding": "br, gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(["br", "gzip"]).toContain(res.headers.get("content-encoding"));
    const page = await fetch(base() + "/faq", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    // Generated images carry a hash in their names too; the other public files do not.
    const image = html.match(/\/img\/[^"\s,]+\.(?:avif|webp|jpg)/)![0];
    const img = await fetch(base() + image);
    expect(img.status, image).toBe(200);
    expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const favicon = await fetch(base() + "/favicon.svg");
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers /healthz (alive) and /readyz (the database answers)", async () => {
    const res = await fetch(base() + "/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const ready = await fetch(base() + "/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("serves the favicon and the web manifest", async () => {
    expect((await fetch(base() + "/favicon.ico")).status).toBe(200);
    expect((await fetch(base() + "/favicon.svg")).status).toBe(200);
    const manifest = await (await fetch(base() + "/site.webmanifest")).json();
    expect(manifest.name).toContain("Retreatly");
    for (const icon of manifest.icons) expect((await fetch(base() + icon.src)).status, icon.src).toBe(200);
  });
});

describe("configuration is validated at start", () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["server/index.mjs"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
      timeout: 20_000,
    });

  it.each([
    [{ PORT: "eighty" }, /PORT must be a whole number/],
    [{ PORT: "70000" }, /PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x@localhost/db" }, /DATABASE_URL must start with postgres/],
    [{ SITE_URL: "not a url" }, /SITE_\* configuration|url/i],
  ])("exits with a clear message for %o", (env, message) => {
    const run = start(env as Record<string, string>);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/at .*\.js:\d+/); // a message, not a stack trace
  });

  it("runs the production build of React when NODE_ENV is not set (a plain npm start)", async () => {
    const server = await startServer({ env: { NODE_ENV: undefined as unknown as string, MAIL_WORKER: "off" } });
    try {
      const line = server.logs().split("\n").find((l: string) => l.includes('"server listening"'));
      expect(JSON.parse(line!)).toMatchObject({ nodeEnv: "production", react: "production" });
      expect((await fetch(server.url + "/about")).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("has a build to start from", () => {
    expect(fs.existsSync(process.env.BUILD_DIR ? `${process.env.BUILD_DIR}/server/index.js` : "build/server/index.js")).toBe(true);
  });
});

describe("the LCP image", () => {
  it.each(["/", "/retreats/goa-2025", "/about"])("%s preloads its hero image, and no script competes with it", async (path) => {
    const html = await (await fetch(inject("baseURL") + path)).text();
    const preload = html.indexOf('<link rel="preload" as="image"');
    expect(preload, "an image preload in the head").toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf("</head>"));
    // The scripts are handed to the loader at the end of the body (docs/decisions/009).
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html.indexOf('<script id="hydrate"')).toBeGreaterThan(html.indexOf("</footer>"));
    // The preloaded set is the one the eager, high-priority hero <img> will use.
    const srcset = html.slice(preload).match(/imageSrcSet="([^"]+)"/i)![1]!;
    expect(html).toContain(`srcSet="${srcset}"`);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/i);
  });
});
