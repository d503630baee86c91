import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "~/lib/admin/csv.server";
import { attributionFromRequest, firstTouchCookie, getAttribution } from "./attribution.server";

/**
 * The attribution cookie is not signed: whatever a visitor writes into it reaches the lead row,
 * the organiser's e-mail and the CSV export. Its values are cleaned where they are read.
 */
async function withCookie(value: unknown) {
  const header = await createCookie("retreatly_attribution").serialize(value);
  return getAttribution(new Request("http://localhost/contact", { headers: { cookie: header.split(";")[0]! } }));
}

describe("attribution cookie values", () => {
  it("are trimmed of spaces and stripped of invisible and control characters", async () => {
    const read = await withCookie({
      utm_source: " \u200B=HYPERLINK(\"http://evil.example\")",
      utm_medium: "\uFEFF\u00A0email\u200D ",
      utm_campaign: "\t\r\nwinter\u0000",
      referrer: " https://instagram.com/p/1 ",
      landing_page: "\u2060/retreats/goa-2025?utm_source=x",
    });
    expect(read).toEqual({
      utm_source: '=HYPERLINK("http://evil.example")',
      utm_medium: "email",
      utm_campaign: "winter",
      referrer: "https://instagram.com/p/1",
      landing_page: "/retreats/goa-2025?utm_source=x",
    });
    // The export's guard still sees the formula once the disguise is gone.
    expect(neutraliseFormula(read!.utm_source!)).toMatch(/^'=/);
  });

  it("drop a referrer that is not an http(s) URL, a landing page off the site, blanks and wrong types", async () => {
    const read = await withCookie({
      utm_source: "\u200B \u200B",
      utm_medium: 42,
      utm_campaign: "x".repeat(300),
      referrer: "javascript:alert(1)",
      landing_page: "//evil.example/x",
    });
    expect(read).toEqual({ utm_source: null, utm_medium: null, utm_campaign: "x".repeat(200), referrer: null, landing_page: null });
    expect((await withCookie({ referrer: "=cmd|' /C calc'!A0", landing_page: "https://evil.example/" }))).toMatchObject({ referrer: null, landing_page: null });
  });

  it("from the first request are cleaned the same way", () => {
    const request = new Request("http://localhost/?utm_source=%E2%80%8B%3D1%2B1&utm_medium=%20cpc%20", {
      headers: { referer: "ftp://elsewhere.example/" },
    });
    expect(attributionFromRequest(request)).toEqual({
      utm_source: "=1+1",
      utm_medium: "cpc",
      utm_campaign: null,
      referrer: null,
      landing_page: "/?utm_source=%E2%80%8B%3D1%2B1&utm_medium=%20cpc%20",
    });
  });

  it("are never set by the admin, whose addresses can carry a single-use link's token", async () => {
    for (const path of ["/admin/setup/AbC", "/admin/invitation/AbC.data", "/admin", "/admin/leads"])
      expect(await firstTouchCookie(new Request(`http://localhost${path}`))).toBeNull();
    expect(await firstTouchCookie(new Request("http://localhost/administration-retreat"))).toContain("retreatly_attribution=");
  });
});
