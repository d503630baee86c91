import zlib from "node:zlib";

/**
 * Gzipped size (level 9) of what a route's HTML makes the browser fetch before it can run:
 * every script it loads, modulepreloads or hands to the hydration loader (the "JS gz KB" budget, ADR 008), its stylesheets
 * and the document itself. Shared by bench-web.mjs and js-weight.mjs so both count the same.
 */
export async function assetWeight(origin, path, sizes = new Map()) {
  const html = await (await fetch(origin + path)).text();
  const tags = [...html.matchAll(/<(link|script)\b([^>]*)>/g)].map(([, tag, attrs]) => ({
    tag,
    attr: (name) => attrs.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1],
  }));
  const js = tags
    .filter((t) => (t.tag === "link" && t.attr("rel") === "modulepreload") || (t.tag === "script" && t.attr("src")))
    .map((t) => t.attr("href") ?? t.attr("src"));
  const inlineImports = [...html.matchAll(/import\s*\(?\s*["']([^"']+\.js)["']/g)].map((m) => m[1]);
  // Hydration after load (docs/decisions/009): the chunks are the loader's second argument.
  const loader = html.match(/<script id="hydrate"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  const deferred = loader ? JSON.parse(loader.match(/,(\["[^\]]*\])\)$/)[1]) : [];
  const css = tags.filter((t) => t.tag === "link" && t.attr("rel") === "stylesheet").map((t) => t.attr("href"));
  const gz = async (u) => {
    if (!sizes.has(u)) sizes.set(u, zlib.gzipSync(Buffer.from(await (await fetch(origin + u)).arrayBuffer()), { level: 9 }).length);
    return sizes.get(u);
  };
  const chunks = [];
  for (const url of new Set([...js, ...inlineImports, ...deferred])) chunks.push({ url, gz: await gz(url) });
  let cssBytes = 0;
  for (const u of new Set(css)) cssBytes += await gz(u);
  return {
    jsGzKb: chunks.reduce((s, c) => s + c.gz, 0) / 1024,
    cssGzKb: cssBytes / 1024,
    htmlGzKb: zlib.gzipSync(Buffer.from(html), { level: 9 }).length / 1024,
    chunks,
  };
}
