import { PDFParse } from "pdf-parse";
import { describe, expect, it, vi } from "vitest";
import { specPage, specTerms } from "../../../tests/support/spec-editions";
import { getSite } from "~/content/site.server";
import { brochureContent } from "./content";
import { renderBrochure } from "./layout.server";

/**
 * When the site's fonts cannot be embedded, registerBrochureFonts hands back the PDF standard
 * fonts: the brochure must still be whole, with the rupee sign spelt out (WinAnsi has none).
 */
vi.mock("./fonts.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./fonts.server")>()),
  registerBrochureFonts: () => ({
    display: "Times-Roman",
    displayItalic: "Times-Italic",
    displayExt: "Times-Roman",
    text: "Helvetica",
    textStrong: "Helvetica-Bold",
    textExt: "Helvetica",
    embedded: false,
  }),
}));

describe("brochure with the standard PDF fonts", () => {
  it("still lays out every page, with prices as Rs", async () => {
    const content = brochureContent(specPage("maldives-2026").retreat, getSite(), specTerms("maldives-2026"))!;
    const body = await renderBrochure(content, { hero: null, gallery: [] });
    const parser = new PDFParse({ data: new Uint8Array(body) });
    try {
      const result = await parser.getText();
      const text = result.text.replace(/\s+/g, " ");
      expect(result.total).toBeGreaterThanOrEqual(3);
      expect(text).toContain("Rs 75,000");
      expect(text).toContain(content.dates);
      for (const day of content.itinerary.days) expect(text).toContain(day.title);
    } finally {
      await parser.destroy();
    }
  });
});
