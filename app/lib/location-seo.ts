import type { LocationView } from "#server/data/locations.server";
import { DISPLAY_ORDER, WEEKDAY_NAMES } from "#domain/opening-hours";

/*
 * schema.org AutoDealer for a location page: address, geo, telephone, opening hours per day and
 * holiday hours as special opening hours, and the rating where the site shows it.
 */
export function autoDealerJsonLd(
  location: LocationView,
  url: string,
  siteName: string,
  image: string | null,
) {
  const hours = DISPLAY_ORDER.flatMap((weekday) => {
    const entry = location.openingHours.find((h) => h.weekday === weekday);
    if (!entry || entry.status !== "Open" || !entry.open || !entry.close) return [];
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[weekday]}`,
        opens: entry.open,
        closes: entry.close,
      },
    ];
  });
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: location.name,
    url,
    ...(image && { image }),
    telephone: location.phone,
    parentOrganization: { "@type": "Organization", name: siteName },
    address: {
      "@type": "PostalAddress",
      streetAddress: location.street,
      addressLocality: location.city,
      addressRegion: location.state,
      postalCode: location.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.long },
    hasMap: location.directions,
    openingHoursSpecification: hours,
    ...(location.rating && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: location.rating.average,
        reviewCount: location.rating.count,
        bestRating: 5,
      },
    }),
  };
}
