import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeatureList } from "./feature-list";

const items = [
  { title: "Wellness Programmes", text: "Yoga for every body." },
  { title: "Team Connection", text: "Circles and long dinners." },
];

describe("FeatureList: one list, read four ways (ADR 038)", () => {
  it("numbers a proposal's parts in order, as an ordered list", () => {
    const html = renderToString(<FeatureList items={items} variant="numbered" />);
    expect(html).toMatch(/^<ol class="points points-numbered"/);
    expect(html.indexOf(">01<")).toBeGreaterThan(0);
    expect(html.indexOf(">02<")).toBeGreaterThan(html.indexOf("Wellness Programmes"));
    expect(html).toMatch(/<h3>Team Connection<\/h3>/);
  });

  it("ticks a checklist's points, as an unordered list, and strings steps on a line", () => {
    const check = renderToString(<FeatureList items={items} variant="checklist" />);
    expect(check).toMatch(/^<ul class="points points-checklist"/);
    expect(check.match(/lucide-check/g)).toHaveLength(2);
    expect(renderToString(<FeatureList items={items} variant="timeline" />)).toMatch(/^<ol class="points points-timeline"/);
  });

  it("adds the caller's classes, e.g. corporate's two columns", () => {
    expect(renderToString(<FeatureList items={items} variant="numbered" className="md:grid-cols-2" />)).toMatch(
      /^<ol class="points points-numbered md:grid-cols-2"/,
    );
  });
});
