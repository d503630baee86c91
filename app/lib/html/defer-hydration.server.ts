import { Transform } from "node:stream";

/**
 * Hydration waits for the page to finish loading (docs/decisions/008-how-pages-load-javascript.md).
 *
 * React Router's <Scripts> writes a `<link rel="modulepreload">` for every chunk of the route
 * and a `<script type="module">` that imports them and starts hydration. On a phone on slow
 * mobile data those 130-150 KB share the link with the hero image, the stylesheet and the
 * fonts, and arrive before them. Every page works without JavaScript (links, forms posting to
 * their actions, the menu as a #target), so the document keeps the links' hrefs and the
 * module's source in one small inline script that adds them once the page has loaded and
 * painted, or at once when the visitor presses, types or focuses something first.
 *
 * This is a transform of React Router's output, so tests pin what it expects: the unit test
 * below for the shapes, the e2e suite (every page hydrates) for the real build.
 */

const MODULEPRELOAD = 'rel="modulepreload"';
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;
const HREF = /\bhref="([^"]+)"/;
const WORD = /\w/;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };
/** React escapes these five in attribute values. */
const unescapeAttribute = (value: string) => value.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e]!);

/** The inline loader. `m`: the module's source; `p`: the chunks to preload. */
function loader(m: string, p: string[]) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    // One link per task: each starts a fetch, which costs the main thread a few ms in Chromium's
    // resource fetcher; several in one task made tasks long enough to count as blocking time on
    // Lighthouse's phone (ADR 008).
    // The module script comes after the last of them.
    const appendModule = () => {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      script.textContent = m;
      document.body.appendChild(script);
    };
    const next = (i: number) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = p[i]!;
      document.head.appendChild(link);
      if (i + 1 < p.length) setTimeout(() => next(i + 1), 0);
      else appendModule();
    };
    if (p.length) next(0);
    else appendModule();
  };
  // Once the page has loaded and its first paint has been presented (the paint entry arrives
  // after that), two frames later: by then the hero image and the text are on screen. The
  // timeouts cover a background tab (no frames) and a page whose images never finish.
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  const afterLoad = () => {
    setTimeout(go, 1000);
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterPaint();
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      afterPaint();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterLoad();
  else addEventListener("load", afterLoad, { once: true });
  setTimeout(go, 6000);
  for (const type of ["pointerdown", "keydown", "focusin", "touchstart"]) {
    addEventListener(type, go, { once: true, passive: true, capture: true });
  }
}

/** JSON that is safe inside an inline <script> (no "</script>", no "<!--"). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function loaderScript(moduleSource: string, preloads: string[], nonce: string) {
  return `<script id="hydrate" nonce="${nonce}">(${loader.toString()})(${scriptJson(moduleSource)},${scriptJson(preloads)})</script>`;
}

/** Bytes seen as latin1 back to the text they encode (UTF-8). */
const utf8 = (latin1: string) => Buffer.from(latin1, "latin1").toString("utf8");

/**
 * Rewrites the document: drops the modulepreload links (React hoists them into the head) and
 * replaces the module script with the loader, which carries all of their hrefs.
 *
 * It works on the bytes: the tags it looks for are ASCII, and a latin1 view of the bytes has
 * one character per byte, so an index in it is an offset in the document (UTF-8 never uses an
 * ASCII byte inside another character). Decoding the whole document, rewriting it as a string
 * and encoding it again took 1.5 ms of a 70 KB admin page; this takes a tenth of that.
 */
function rewriteDocument(doc: Buffer, nonce: string): Buffer {
  const view = doc.toString("latin1");
  const preloads: string[] = [];
  const cuts: { start: number; end: number; insert?: Buffer }[] = [];
  for (let at = view.indexOf(MODULEPRELOAD); at >= 0; at = view.indexOf(MODULEPRELOAD, at + 1)) {
    // Only as an attribute of a <link> tag: "rel" starts a word, a "<link" opens the tag before
    // it with no ">" in between. (Text never holds a "<": React writes it as "&lt;".)
    const start = view.lastIndexOf("<link", at);
    const end = view.indexOf(">", at);
    if (start < 0 || end < 0 || WORD.test(view[at - 1]!) || WORD.test(view[start + 5]!) || view.indexOf(">", start) < at) continue;
    const raw = view.slice(start, end + 1).match(HREF)?.[1];
    const href = raw && unescapeAttribute(utf8(raw));
    if (href && !preloads.includes(href)) preloads.push(href);
    cuts.push({ start, end: end + 1 });
  }
  const module = MODULE_SCRIPT.exec(view);
  if (module) {
    const source = utf8(module[1]!);
    const [mStart, mEnd] = [module.index, module.index + module[0].length];
    // (A link inside the script's text would be part of its source, not a tag of the page.)
    for (let i = cuts.length - 1; i >= 0; i--) if (cuts[i]!.end > mStart && cuts[i]!.start < mEnd) cuts.splice(i, 1);
    cuts.push({ start: mStart, end: mEnd, insert: Buffer.from(loaderScript(source, preloads, nonce)) });
  }
  cuts.sort((a, b) => a.start - b.start);
  const parts: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(doc.subarray(from, cut.start));
    if (cut.insert) parts.push(cut.insert);
    from = cut.end;
  }
  parts.push(doc.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The transform entry.server.tsx pipes React's output through. The document is sent whole
 * (docs/decisions/016), so it is gathered and goes on as one chunk once React ends it: React
 * writes it in 2 KB pieces, and each would otherwise cross the web stream, the request adapter,
 * the compressor and the socket on its own (an admin page was 36 of them, 10 ms of its time).
 */
export function deferHydration(nonce: string) {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, rewriteDocument(Buffer.concat(chunks), nonce));
    },
  });
}
