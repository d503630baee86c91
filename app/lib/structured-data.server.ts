import type { Retreat } from "~/content/retreats/schema";
import { FEW_PLACES, type EditionStatus } from "~/lib/editions/status";
import type { Site } from "~/content/site";

/**
 * JSON-LD built from the same content the pages show, so search results never
 * disagree with the page: Organization, an Event per retreat edition, BreadcrumbList (FAQPage: content/pages/faq.ts).
 */
const CONTEXT = "https://schema.org";

export function organizationJsonLd(site: Site) {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: site.name,
    legalName: site.company.legalName,
    url: site.url,
    logo: `${site.url}/icon-512.png`,
    email: site.email,
    telephone: `+${site.phoneDigits}`,
    sameAs: [site.socialUrl],
    address: { "@type": "PostalAddress", streetAddress: site.company.registeredAddress, addressCountry: "IN" },
  };
}

/**
 * An edition's Event: with an offer only while a place can be bought, its
 * availability from the places left; once it is over, or under way, or only taking names, no
 * offer at all. A past edition stays an EventScheduled event: it took place as scheduled.
 */
export function retreatEventJsonLd(
  retreat: Retreat,
  site: Site,
  image: string | undefined,
  edition: { status: EditionStatus; placesLeft: number },
) {
  const url = `${site.url}/retreats/${retreat.slug}`;
  const availability =
    edition.status === "sold-out" || edition.placesLeft === 0
      ? "SoldOut"
      : edition.placesLeft <= FEW_PLACES
        ? "LimitedAvailability"
        : "InStock";
  const offered = (edition.status === "open" || edition.status === "sold-out") && retreat.priceInr !== undefined;
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: retreat.name,
    description: retreat.seo.description,
    startDate: retreat.dates.start,
    endDate: retreat.dates.end,
    eventStatus: `${CONTEXT}/EventScheduled`,
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    url,
    ...(image ? { image: [image.startsWith("http") ? image : site.url + image] } : {}),
    location: {
      "@type": "Place",
      name: `${retreat.location.locality}, ${retreat.location.country}`,
      address: {
        "@type": "PostalAddress",
        addressLocality: retreat.location.locality,
        ...(retreat.location.region ? { addressRegion: retreat.location.region } : {}),
        addressCountry: retreat.location.country,
      },
    },
    organizer: { "@type": "Organization", name: site.name, url: site.url },
    ...(offered
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: retreat.priceInr,
            priceCurrency: "INR",
            availability: `${CONTEXT}/${availability}`,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(origin: string, items: { name: string; path: string }[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: origin.replace(/\/$/, "") + item.path,
    })),
  };
}
