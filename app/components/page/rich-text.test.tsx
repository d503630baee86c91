import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

function html(text: string) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <p><RichText text={text} /></p> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("RichText", () => {
  it("leaves plain text alone and escapes it", () => {
    expect(html("A <b> & C")).toContain("A &lt;b&gt; &amp; C");
  });

  it("turns site paths into router links and mailto/tel into plain anchors", () => {
    const out = html("See [refunds](/refunds), write to [us](mailto:a@b.example) or [call](tel:+911234567890).");
    expect(out).toContain('href="/refunds"');
    expect(out).toContain('href="mailto:a@b.example"');
    expect(out).toContain('href="tel:+911234567890"');
    expect(out).not.toContain("target=");
    expect(out).toMatch(/See <a[^>]*>refunds<\/a>, write to/);
  });

  it("opens other URLs in a new tab, announced to screen readers", () => {
    const out = html("[WhatsApp](https://wa.me/919810000000)");
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain("(opens in a new tab)");
  });
});
