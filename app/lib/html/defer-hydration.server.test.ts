import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration.server";

// The shape React Router 7's <Scripts> renders (React hoists the modulepreload links into the head).
const MODULE_SOURCE = `import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-C.js");`;
const DOCUMENT =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-C.js" nonce="N"/>` +
  `<link rel="modulepreload" href="/assets/root-A.js" nonce="N"/><link rel="stylesheet" href="/assets/root.css"/></head>` +
  `<body><h1>Goa: ₹38,000</h1><script nonce="N">window.__reactRouterContext = {"a":"<\\/script>"};</script>` +
  `<script nonce="N" type="module" async="">${MODULE_SOURCE}</script>` +
  `<link rel="modulepreload" href="/assets/home-B.js" nonce="N"/></body></html>`;

/** Streams `html` through the transform in chunks of `size` bytes (splitting tags and UTF-8). */
async function transform(html: string, size: number) {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return text(Readable.from(chunks).pipe(deferHydration("N")));
}

/** Runs the emitted loader in a stand-in DOM and returns what it would add. */
function runLoader(html: string, { readyState = "loading" } = {}) {
  const script = html.match(/<script id="hydrate" nonce="N">(\(function[\s\S]*?)<\/script>/)![1]!;
  const added: { tag: string; props: Record<string, string> }[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { delay: number; fn: () => void }[] = [];
  const paintObservers: (() => void)[] = [];
  const make = (tag: string) => {
    const el = { tag, props: {} as Record<string, string> };
    return new Proxy(el, { set: (_t, key, value) => ((el.props[String(key)] = value), true) });
  };
  const append = (el: { tag: string; props: Record<string, string> }) => added.push(el);
  const fakeDocument = {
    readyState,
    currentScript: { nonce: "N" },
    createElement: (tag: string) => make(tag),
    head: { appendChild: append },
    body: { appendChild: append },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    constructor(private callback: (list: unknown, observer: { disconnect(): void }) => void) {}
    observe({ type }: { type: string }) {
      if (type === "paint") paintObservers.push(() => this.callback([], { disconnect() {} }));
    }
  }
  new Function("document", "addEventListener", "requestAnimationFrame", "setTimeout", "PerformanceObserver", script)(
    fakeDocument,
    (type: string, fn: () => void) => listeners.set(type, fn),
    (fn: () => void) => fn(),
    (fn: () => void, delay = 0) => timers.push({ delay, fn }),
    FakePerformanceObserver,
  );
  /** Runs the zero-delay timers not yet run, and those they set, as the event loop would. */
  let ran = 0;
  const drain = () => {
    for (; ran < timers.length; ran++) if (timers[ran]!.delay === 0) timers[ran]!.fn();
  };
  return { added, listeners, timers, drain, paint: () => paintObservers.forEach((fn) => fn()) };
}

describe("deferHydration", () => {
  it.each([1, 7, 64, 100_000])("removes the module preloads and the module script (chunks of %i bytes)", async (size) => {
    const out = await transform(DOCUMENT, size);
    expect(out).not.toMatch(/<link[^>]*modulepreload/);
    expect(out).not.toContain('type="module"');
    // Everything else arrives untouched, in order.
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/></head>');
    expect(out).toContain('<h1>Goa: ₹38,000</h1><script nonce="N">window.__reactRouterContext = {"a":"<\\/script>"};</script>');
    expect(out.endsWith("</body></html>")).toBe(true);
  });

  it("leaves the words of a modulepreload link alone where they are text, not a tag", async () => {
    // A lead's name shown on the admin page, or an attribute of another tag.
    const text = '<p>rel="modulepreload" href="/x.js"&gt;</p><a data-rel="modulepreload" href="/y">y</a><linked rel="modulepreload">';
    const out = await transform(DOCUMENT.replace("<h1>", `${text}<h1>`), 7);
    expect(out).toContain(text);
    const { added, listeners, drain } = runLoader(out);
    listeners.get("keydown")!();
    drain();
    expect(added.filter((a) => a.tag === "link").map((a) => a.props.href)).toEqual(["/assets/entry.client-C.js", "/assets/root-A.js", "/assets/home-B.js"]);
  });

  it("keeps the module's source and the preloads for after the load event and the first paint", async () => {
    const out = await transform(DOCUMENT, 64);
    const { added, listeners, timers, paint, drain } = runLoader(out);
    expect(added).toEqual([]);
    listeners.get("load")!();
    // Only the safety net (a background tab paints nothing) is armed before the paint.
    expect(timers.map((t) => t.delay)).toEqual([6000, 1000]);
    expect(added).toEqual([]);
    paint();
    drain();
    expect(added.filter((a) => a.tag === "link").map((a) => a.props)).toEqual([
      { rel: "modulepreload", href: "/assets/entry.client-C.js" },
      { rel: "modulepreload", href: "/assets/root-A.js" },
      // After the module script in DOCUMENT (React hoists every modulepreload into the head,
      // so real pages have none there): the whole document is rewritten at once, so it counts too.
      { rel: "modulepreload", href: "/assets/home-B.js" },
    ]);
    const script = added.find((a) => a.tag === "script")!;
    expect(script.props).toEqual({ type: "module", nonce: "N", textContent: MODULE_SOURCE });
    // Once only, whatever else fires.
    for (const fn of [...listeners.values(), ...timers.filter((t) => t.delay > 0).map((t) => t.fn)]) fn();
    drain();
    expect(added.filter((a) => a.tag === "script")).toHaveLength(1);
  });

  it("adds the preloads one per task, and the module script after the last of them", async () => {
    const many = Array.from({ length: 14 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="N"/>`).join("");
    const { added, listeners, timers } = runLoader(await transform(DOCUMENT.replace("</head>", `${many}</head>`), 64));
    listeners.get("pointerdown")!();
    const links = () => added.filter((a) => a.tag === "link").length;
    const pending = () => timers.filter((t) => t.delay === 0);
    // 2 + 14 from the head and DOCUMENT's last link: each in a task of its own.
    for (let n = 1; n < 17; n++) {
      expect(links()).toBe(n);
      expect(added.some((a) => a.tag === "script")).toBe(false);
      pending().at(-1)!.fn();
    }
    expect(links()).toBe(17);
    expect(added.at(-1)!.tag).toBe("script");
  });

  it("adds the module script at once when there is nothing to preload", async () => {
    const bare = DOCUMENT.replace(/<link rel="modulepreload"[^>]*>/g, "");
    const { added, listeners } = runLoader(await transform(bare, 64));
    listeners.get("pointerdown")!();
    expect(added.map((a) => a.tag)).toEqual(["script"]);
  });

  it("starts after the paint when the page had already loaded", async () => {
    const { added, paint, drain } = runLoader(await transform(DOCUMENT, 64), { readyState: "complete" });
    paint();
    drain();
    expect(added.some((a) => a.tag === "script")).toBe(true);
  });

  it("starts at once when the visitor reaches for the page first", async () => {
    const { added, listeners, timers, drain } = runLoader(await transform(DOCUMENT, 1000));
    listeners.get("pointerdown")!();
    // The first preload at once; the rest, then the script, in the next turns of the loop.
    expect(added.map((a) => a.tag)).toEqual(["link"]);
    expect(timers.filter((t) => t.delay === 0)).toHaveLength(1);
    drain();
    expect(added.some((a) => a.tag === "script")).toBe(true);
  });

  it("writes no markup inside the loader, whatever the source holds", async () => {
    // As React writes it: &, <, >, " and ' escaped in attribute values.
    const out = await transform(DOCUMENT.replace("root-A.js", "root-&lt;!--&lt;/script&gt;-&amp;A.js"), 50);
    const loader = out.match(/<script id="hydrate" nonce="N">(\(function[\s\S]*?)<\/script>/)![1]!;
    // Nothing that could end the script element or open a comment in it.
    expect(loader).not.toMatch(/<\/|<!--/);
    const { added, listeners, drain } = runLoader(out);
    listeners.get("keydown")!();
    drain();
    expect(added.map((a) => a.props.href)).toContain("/assets/root-<!--</script>-&A.js");
  });
});
