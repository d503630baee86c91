import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The mail module's files import one another without a circle: the shared shapes
 * live in types.ts, so enqueue, the templates, the stored message and the worker each depend
 * only on modules below them. Type-only imports count too: a circle of types is still a circle
 * to read and to move.
 */
const dir = path.dirname(new URL(import.meta.url).pathname);

function graph(): Map<string, string[]> {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const source = fs.readFileSync(path.join(dir, f), "utf8");
    const targets = [...source.matchAll(/from\s+"(?:\.\/|~\/lib\/mail\/)([^"]+)"/g)].map((m) => `${m[1]}.ts`);
    edges.set(f, targets.filter((t) => files.includes(t)));
  }
  return edges;
}

function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node]);
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const start of edges.keys()) visit(start, []);
  return found;
}

describe("app/lib/mail imports", () => {
  it("has no import cycle", () => {
    const edges = graph();
    expect(edges.get("enqueue.server.ts")).toContain("types.ts");
    expect(cycles(edges)).toEqual([]);
  });

  it("the cycle finder finds a circle when there is one", () => {
    const edges = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
    ]);
    expect(cycles(edges)[0]).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
  });
});
