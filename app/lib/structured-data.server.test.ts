import { describe, expect, it } from "vitest";
import { specPage } from "../../tests/support/spec-editions";
import { defaultSite } from "~/content/site";
import { breadcrumbJsonLd, organizationJsonLd, retreatEventJsonLd } from "./structured-data.server";

describe("structured data", () => {
  const ld = (slug: string, today?: string) => {
    const page = specPage(slug, today);
    return retreatEventJsonLd(page.retreat, defaultSite, "/img/x.jpg", page);
  };

  it("describes each spec edition as an Event matching its data", () => {
    for (const slug of ["goa-2025", "maldives-2026", "bali-2026", "morocco-2026"]) {
      const r = specPage(slug).retreat;
      const event = ld(slug);
      expect(event["@type"]).toBe("Event");
      expect(event.name).toBe(r.name);
      expect(event.startDate).toBe(r.dates.start);
      expect(event.endDate).toBe(r.dates.end);
      expect(event.location.address.addressLocality).toBe(r.location.locality);
      expect(event.image).toEqual([`${defaultSite.url}/img/x.jpg`]);
    }
  });

  it("offers Goa at ₹38,000 and Maldives at its early bird ₹75,000, in stock, on the spec's day; Bali and Morocco take names, not bookings", () => {
    expect(ld("goa-2025").offers).toEqual({ "@type": "Offer", url: `${defaultSite.url}/retreats/goa-2025`, price: 38000, priceCurrency: "INR", availability: "https://schema.org/InStock" });
    expect(ld("maldives-2026").offers).toMatchObject({ price: 75000, availability: "https://schema.org/InStock" });
    expect(ld("bali-2026").offers).toBeUndefined();
    expect(ld("morocco-2026").offers).toBeUndefined();
  });

  it("charges the regular price once the early bird has ended, and nothing once the retreat has begun", () => {
    expect(ld("maldives-2026", "2025-12-06").offers).toMatchObject({ price: 85000 });
    expect(ld("maldives-2026", "2026-02-18").offers).toBeUndefined();
    const past = ld("goa-2025", "2026-11-27");
    expect(past.offers).toBeUndefined();
    expect(past.eventStatus).toBe("https://schema.org/EventScheduled");
  });

  it("takes availability from the places left", () => {
    const page = specPage("goa-2025");
    const at = (placesLeft: number, status = page.status) => retreatEventJsonLd(page.retreat, defaultSite, undefined, { status, placesLeft }).offers?.availability;
    expect(at(4)).toBe("https://schema.org/InStock");
    expect(at(3)).toBe("https://schema.org/LimitedAvailability");
    expect(at(1)).toBe("https://schema.org/LimitedAvailability");
    expect(at(0, "sold-out")).toBe("https://schema.org/SoldOut");
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
