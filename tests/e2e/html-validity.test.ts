import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { twMerge } from "tailwind-merge";
import { describe, expect, inject, it } from "vitest";
import { PUBLIC_ROUTES } from "../routes";

const require = createRequire(import.meta.url);
// vnu-jar exports the path of the Nu Html Checker's jar; Java is installed by ensure-test-deps.sh.
const vnuJar: string = require("vnu-jar");

describe("Nu Html Checker", () => {
  it("reports no errors in any route's server-rendered HTML", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retreatly-vnu-"));
    const files: Record<string, string> = {};
    for (const route of [...PUBLIC_ROUTES, "/admin/leads", "/not-a-page"]) {
      const res = await fetch(inject("baseURL") + route);
      const file = path.join(dir, (route.replace(/\//g, "_") || "_") + ".html");
      fs.writeFileSync(file, await res.text());
      files[file] = route;
    }
    // One JVM for every page: starting Java is the slow part.
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...Object.keys(files)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.error).toBeUndefined();
    const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((m) => m.type === "error")
      .map((m) => `${files[decodeURIComponent(m.url.replace(/^file:/, ""))] ?? m.url}:${m.lastLine}: ${m.message} ${m.extract?.trim() ?? ""}`);
    expect(errors).toEqual([]);
  }, 120_000);
});

describe("class lists", () => {
  // cn() joins classes without tailwind-merge (9 KB gzipped on every page), so two classes
  // setting the same property would be settled by stylesheet order instead of by the last one
  // written. tailwind-merge, here only, finds such pairs in the server HTML of every page.
  it("never hold two Tailwind classes that set the same property", async () => {
    const conflicts: string[] = [];
    for (const route of [...PUBLIC_ROUTES, "/admin/leads", "/newsletter", "/not-a-page"]) {
      const html = await (await fetch(inject("baseURL") + route)).text();
      for (const [, raw] of html.matchAll(/\bclass="([^"]*)"/g)) {
        const classes = raw!.replace(/&amp;/g, "&").split(/\s+/).filter(Boolean);
        const kept = new Set(twMerge(classes.join(" ")).split(" "));
        const dropped = classes.filter((c) => !kept.has(c));
        if (dropped.length) conflicts.push(`${route}: ${dropped.join(" ")} overridden in "${classes.join(" ")}"`);
      }
    }
    expect(conflicts).toEqual([]);
  });
});

describe("content icons", () => {
  // A feature's or card's icon is drawn from its route loader's `icons` (iconsFor); a loader
  // that forgot one would leave an empty, marked <svg> (ContentIcon).
  it("are all drawn on every page that shows them", async () => {
    let drawn = 0;
    for (const route of PUBLIC_ROUTES) {
      const html = await (await fetch(inject("baseURL") + route)).text();
      expect(html.match(/data-missing-icon="[^"]*"/g) ?? [], route).toEqual([]);
      drawn += html.match(/<span aria-hidden="true" class="[^"]*rounded-full[^"]*"><svg[^>]*class="lucide /g)?.length ?? 0;
    }
    // Feature cards and retreat card badges across the site (a floor, so new pages may add more).
    expect(drawn).toBeGreaterThanOrEqual(20);
  });
});
