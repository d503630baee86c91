import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router 7 publishes a production build beside its development one, but its package
 * exports name only the development files, so the browser bundle carried every dev-only
 * warning and check (ENABLE_DEV_WARNINGS = true). In production client builds this points
 * "react-router" and "react-router/dom" at the production files (the same code with those
 * checks off); both entries share the same internal chunks, so there is one copy of the router.
 * The server keeps Node's resolution. An e2e test (on-demand.test.ts) checks the bundle carries that build, once.
 */
export function reactRouterProductionBuild(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  const files: Record<string, string> = {
    "react-router": path.join(dir, "index.mjs"),
    "react-router/dom": path.join(dir, "dom-export.mjs"),
  };
  let production = false;
  return {
    name: "retreatly:react-router-production",
    enforce: "pre",
    configResolved(config) {
      production = config.command === "build" && config.mode === "production";
    },
    resolveId(id) {
      if (!production || this.environment.name !== "client") return null;
      return files[id] ?? null;
    },
  };
}

/**
 * Every lucide-react icon module draws itself through `../createLucideIcon.mjs`; this points
 * that import at our smaller app/lib/icons/lucide-icon.ts (same markup, tested against
 * lucide's). The server build bundles lucide-react (ssr.noExternal) so both sides draw alike.
 */
export function lucideIconRenderer(): Plugin {
  const ours = fileURLToPath(new URL("./app/lib/icons/lucide-icon.ts", import.meta.url));
  return {
    name: "retreatly:lucide-icon",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/.test(importer) && source.endsWith("/createLucideIcon.mjs")) return ours;
      return null;
    },
  };
}

/**
 * `import { ChevronDown, Menu } from "lucide-react"` in our code becomes one default import per
 * icon module (`lucide-react/icons/chevron-down`), by the name-to-file table of lucide's own
 * index. Through the index, every module that draws one icon depended on every icon the app
 * uses anywhere, so Rollup put them all in the chunk of the first importer: the `site` chunk
 * (below) carried the admin's and the contact page's icons to every page. Imported one by one,
 * an icon goes where it is used. The source keeps lucide's documented import.
 */
export function lucideDirectImports(): Plugin {
  let files: Map<string, string> | undefined;
  const table = () => {
    if (files) return files;
    files = new Map();
    const index = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json")), "dist/esm/lucide-react.mjs");
    for (const [, names, file] of fs.readFileSync(index, "utf8").matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
      for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
    return files;
  };
  return {
    name: "retreatly:lucide-direct-imports",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]app[\\/].*\.tsx?$/.test(id.split("?")[0]!) || !code.includes('"lucide-react"')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*"lucide-react";?/g, (statement, list: string) => {
        const lines: string[] = [];
        for (const part of list.split(",").map((p) => p.trim()).filter(Boolean)) {
          if (part.startsWith("type ")) continue;
          const [name, local = name] = part.split(/\s+as\s+/) as [string, string?];
          const file = table().get(name);
          if (!file) return statement; // unknown to the table: leave the statement as it was
          lines.push(`import ${local} from "lucide-react/icons/${file}";`);
        }
        return lines.join(" ");
      });
    },
  };
}

/**
 * Everything app/root.tsx imports statically (header, footer, newsletter form, toasts, shared
 * helpers) is loaded by every page, since every page renders inside root. Left to itself Rollup
 * cuts that code into about twenty small chunks, one per set of routes sharing it; gzip then
 * compresses each on its own and every chunk imports the others by name. One chunk for all of it
 * is about 4 KB (gzipped) smaller on every page and changes nothing a page loads: the framework
 * (react, react-dom, react-router) keeps its own chunks, and code loaded on demand stays apart.
 */
const LUCIDE_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const REACT_DOM_ENTRY = /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/;
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const ADMIN_CODE = /[\\/]app[\\/](components|routes)[\\/]admin[\\/]/;
type ChunkMeta = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[]; importers: readonly string[] } | null;
};
function siteChunk() {
  let site: Set<string> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: ChunkMeta): string | undefined => {
    if (!site) {
      site = new Set();
      const roots = [...getModuleIds()].filter((m) => /[\\/]app[\\/]root\.tsx($|\?)/.test(m));
      // Also on every page, though root does not import them: our icon renderer (every page shows
      // the header's icons), the meta helper (every route's meta), and react-dom's small entry,
      // which React Router's hydration imports for flushSync.
      site.add(fileURLToPath(new URL("./app/lib/icons/lucide-icon.ts", import.meta.url)));
      site.add(fileURLToPath(new URL("./app/lib/meta.ts", import.meta.url)));
      // Every page has a form (the footer's newsletter): the forms' clientAction is shared code.
      site.add(fileURLToPath(new URL("./app/lib/forms/client-action.ts", import.meta.url)));
      for (const m of [...getModuleIds()]) if (REACT_DOM_ENTRY.test(m)) site.add(m);
      for (const r of roots) site.add(r);
      if (process.env.DEBUG_SITE_CHUNK) console.log("root modules:", roots);
      const stack = roots.flatMap((r) => getModuleInfo(r)?.importedIds ?? []);
      while (stack.length) {
        const next = stack.pop()!;
        if (site.has(next) || FRAMEWORK.test(next) || next.startsWith("\0") || roots.includes(next)) continue;
        // lucide-react's index imports every icon; our code no longer imports it (lucideDirectImports).
        if (LUCIDE_INDEX.test(next)) continue;
        site.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
      if (process.env.DEBUG_SITE_CHUNK) console.log("site chunk:", [...site].map((m) => m.replace(/.*\/(app|node_modules)\//, "$1/")));
    }
    // The icons public pages draw join the site chunk too: one by one (lucideDirectImports) the
    // icons shared by a few routes became chunks of 0.1-0.2 KB each, a request and a preload task
    // apiece. Icons only the admin draws stay with the admin's code.
    if (LUCIDE_ICON.test(id)) return getModuleInfo(id)?.importers.some((m) => !ADMIN_CODE.test(m)) ? "site" : undefined;
    return site.has(id) ? "site" : undefined;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouterProductionBuild(), lucideDirectImports(), lucideIconRenderer(), reactRouter()],
  ssr: { noExternal: ["lucide-react"] },
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Keep inline assets out of the HTML/CSS: the CSP forbids data: scripts and we want
    // every asset to be a hashed, immutable file.
    assetsInlineLimit: 0,
    // Terser with a few compress passes writes React DOM, React Router and our chunks about 4 KB
    // (gzipped) smaller than esbuild's minifier: issue 7's 130 KB budget per route is tight
    // against the stack's floor (docs/decisions/008). A few seconds more per build.
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 2 }, mangle: { toplevel: true } },
  },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: siteChunk() } } } },
  },
});
