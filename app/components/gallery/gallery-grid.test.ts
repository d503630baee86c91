import { describe, expect, it } from "vitest";
import { tileLayout } from "./gallery-grid";

/** Cells a tile covers on a four-column grid (md and wider). */
function mdCells(i: number, count: number) {
  const { span } = tileLayout(i, count);
  if (i === 0) return 4;
  const m = span.match(/md:col-span-(\d)/);
  return m ? Number(m[1]) : 1;
}

describe("gallery tile layout", () => {
  it.each([5, 6, 7, 8, 9])("fills whole rows with %i photos on wide screens", (count) => {
    const cells = Array.from({ length: count }, (_, i) => mdCells(i, count)).reduce((a, b) => a + b, 0);
    expect(cells % 4).toBe(0);
  });

  it("widens the odd one out on phones", () => {
    expect(tileLayout(5, 6).span).toContain("col-span-2");
    expect(tileLayout(6, 7).span).not.toMatch(/(^| )col-span-2/);
  });
});
