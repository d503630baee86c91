import type { Retreat, RetreatStatus } from "~/content/retreats/schema";
import type { Site } from "~/content/site";

/**
 * JSON-LD built from the same content the pages show (issue 7), so search results never
 * disagree with the page: Organization, an Event per upcoming retreat, BreadcrumbList (FAQPage: content/pages/faq.ts).
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

/** available: bookable now; waitlist and coming-soon: sign up before bookings open. */
const AVAILABILITY: Record<RetreatStatus, string> = {
  available: `${CONTEXT}/InStock`,
  waitlist: `${CONTEXT}/PreOrder`,
  "coming-soon": `${CONTEXT}/PreOrder`,
};

export function retreatEventJsonLd(retreat: Retreat, site: Site, image?: string) {
  const url = `${site.url}/retreats/${retreat.slug}`;
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
    ...(retreat.priceInr
      ? {
          offers: {
            "@type": "Offer",
            url,
            price: retreat.priceInr,
            priceCurrency: "INR",
            availability: AVAILABILITY[retreat.status],
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
