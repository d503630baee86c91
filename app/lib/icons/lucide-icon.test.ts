import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconData } from "./lucide-icon";

/** Every icon name the app imports from lucide-react. */
function importedIcons() {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        for (const m of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g))
          for (const n of m[1]!.split(",").map((s) => s.trim()))
            if (n && !n.startsWith("type ")) names.add(n);
      }
    }
  };
  walk(path.resolve("app"));
  return [...names].sort();
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/([a-zA-Z])(\d)/g, "$1-$2").toLowerCase();

// The props the site passes to icons, in the combinations it uses them.
const PROPS: Record<string, unknown>[] = [
  {},
  { className: "size-5 shrink-0 text-clay" },
  { "aria-hidden": true, className: "size-4" },
  { className: "size-5", strokeWidth: 1.6 },
  { "aria-label": "An icon", role: "img" },
];

describe("our createLucideIcon", () => {
  const names = importedIcons();

  it("finds the icons the app imports", () => {
    expect(names.length).toBeGreaterThan(20);
    expect(names).toContain("ChevronDown");
  });

  it.each(names)("%s draws the same markup as lucide-react's", async (name) => {
    type IconModule = { default: ComponentType; __iconData?: IconData };
    let module = (await import(`lucide-react/icons/${kebab(name)}`)) as IconModule;
    // An alias name (Waves) is a module that re-exports another's default: read that one's drawing.
    if (!module.__iconData) {
      const source = fs.readFileSync(path.resolve(`node_modules/lucide-react/dist/esm/icons/${kebab(name)}.mjs`), "utf8");
      module = (await import(`lucide-react/icons/${source.match(/from '\.\/([\w-]+)\.mjs'/)![1]}`)) as IconModule;
    }
    const ours = createLucideIcon(module.__iconData!) as ComponentType;
    for (const props of PROPS)
      expect(renderToStaticMarkup(createElement(ours, props)), JSON.stringify(props)).toBe(renderToStaticMarkup(createElement(module.default, props)));
  });
});
