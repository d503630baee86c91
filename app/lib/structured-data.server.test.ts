import { describe, expect, it } from "vitest";
import { retreats } from "~/content/retreats";
import { defaultSite } from "~/content/site";
import { breadcrumbJsonLd, organizationJsonLd, retreatEventJsonLd } from "./structured-data.server";

describe("structured data", () => {
  it("describes each retreat as an Event matching its data", () => {
    for (const r of retreats) {
      const ld = retreatEventJsonLd(r, defaultSite, "/img/x.jpg");
      expect(ld["@type"]).toBe("Event");
      expect(ld.name).toBe(r.name);
      expect(ld.startDate).toBe(r.dates.start);
      expect(ld.endDate).toBe(r.dates.end);
      expect(ld.location.address.addressLocality).toBe(r.location.locality);
      expect(ld.image).toEqual([`${defaultSite.url}/img/x.jpg`]);
      if (r.priceInr) {
        expect(ld.offers).toMatchObject({ price: r.priceInr, priceCurrency: "INR" });
        expect(ld.offers!.availability).toBe(r.status === "available" ? "https://schema.org/InStock" : "https://schema.org/PreOrder");
      }
    }
  });

  it("prices Goa at ₹38,000 and Maldives at ₹75,000 (SPEC §9)", () => {
    const price = (slug: string) => retreatEventJsonLd(retreats.find((r) => r.slug === slug)!, defaultSite).offers?.price;
    expect(price("goa-2025")).toBe(38000);
    expect(price("maldives-2026")).toBe(75000);
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd("https://r.example/", [
      { name: "Home", path: "/" },
      { name: "Goa", path: "/retreats/goa-2025" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://r.example/" },
      { "@type": "ListItem", position: 2, name: "Goa", item: "https://r.example/retreats/goa-2025" },
    ]);
  });

  it("builds the Organization", () => {
    const org = organizationJsonLd(defaultSite);
    expect(org).toMatchObject({ "@type": "Organization", name: "Retreatly", url: defaultSite.url });
  });
});
