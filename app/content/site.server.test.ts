import { describe, expect, it } from "vitest";
import { defaultSite } from "./site";
import { loadSite } from "./site.server";

describe("the site's public origin", () => {
  it("is SITE_URL when set, without a trailing slash", () => {
    expect(loadSite({ SITE_URL: "https://retreats.example/", PORT: "8080" }).url).toBe("https://retreats.example");
  });

  it("follows PORT when SITE_URL is not set, so e-mail links reach this server", () => {
    expect(loadSite({ PORT: "8080" }).url).toBe("http://localhost:8080");
    expect(loadSite({ PORT: " 4173 ", SITE_URL: "  " }).url).toBe("http://localhost:4173");
    // Whatever Number() makes of it, as the server's own configuration reads PORT.
    expect(loadSite({ PORT: "0x1F90" }).url).toBe("http://localhost:8080");
  });

  it("is the default without either, or with PORT=0 (any free port)", () => {
    expect(loadSite({}).url).toBe(defaultSite.url);
    expect(loadSite({ PORT: "0" }).url).toBe(defaultSite.url);
  });

  it("is never reached with a PORT that is no port: the environment refuses it", () => {
    expect(() => loadSite({ PORT: "http" })).toThrow(/PORT must be a whole number/);
    expect(() => loadSite({ PORT: "70000" })).toThrow(/PORT must be a whole number/);
  });

  it("refuses a SITE_URL that is not a URL", () => {
    expect(() => loadSite({ SITE_URL: "not a url" })).toThrow(/SITE_\* configuration/);
  });
});
