import { formatMoney } from "#domain/money";
import { conditionLabel } from "#domain/search-title";
import { hasOdometer } from "#domain/vehicle-words";
import type { VehiclePage } from "#server/pages/vehicle-page.server";
import { formatKm, imageUrl } from "~/lib/format";
import { buildMeta, type MetaDescriptor } from "./meta";

/*
 * What search engines and link previews read of a page: title, description, canonical URL, Open
 * Graph and schema.org data, built one way for every route that has them.
 */
/** The vehicle page's tags: sold and hidden cars are not for search engines. */
export function vehicleMeta(page: VehiclePage): MetaDescriptor[] {
  const { car } = page;
  const title = `${car.name} for Sale | ${page.siteName}`;
  const priceText = page.price.kind === "text" ? page.price.text : formatMoney(page.price.amount);
  const description = [
    `${conditionLabel(car.car_type, page.settings.usedLabel)} ${car.name}`,
    priceText,
    hasOdometer(car.vehicle_kind) && formatKm(car.km),
    car.simple_transmission,
    car.colour,
    `at ${page.location.name}, ${page.location.city} ${page.location.state}.`,
  ]
    .filter(Boolean)
    .join(", ");
  const image = page.images[0]
    ? `${page.origin}${imageUrl(page.images[0].src, { w: 1200, fm: "jpeg" })}`
    : null;
  return buildMeta({
    title,
    description,
    canonical: page.canonical,
    image,
    type: "product",
    jsonLd: vehicleJsonLd(page, image),
    robots: !car.available || car.hidden ? "noindex" : undefined,
  });
}

/** schema.org Car with an Offer in AUD, mileage in km (none for a caravan) and availability. */
export function vehicleJsonLd(
  page: Pick<VehiclePage, "car" | "canonical" | "price" | "dealership">,
  image: string | null,
) {
  const { car } = page;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: car.name,
    url: page.canonical,
    ...(image && { image }),
    brand: { "@type": "Brand", name: car.make },
    manufacturer: car.make,
    model: car.model,
    vehicleModelDate: String(car.year),
    ...(car.vin && { vehicleIdentificationNumber: car.vin }),
    sku: car.stocknum,
    ...(car.colour && { color: car.colour }),
    ...(car.simple_body && { bodyType: car.simple_body }),
    ...(car.fuel && { fuelType: car.fuel }),
    ...(car.simple_transmission && { vehicleTransmission: car.simple_transmission }),
    itemCondition:
      car.car_type === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    ...(hasOdometer(car.vehicle_kind) && {
      mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    }),
    offers: {
      "@type": "Offer",
      priceCurrency: "AUD",
      ...(page.price.kind === "price" && { price: page.price.amount }),
      availability: car.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url: page.canonical,
      seller: { "@type": "AutoDealer", name: page.dealership.name },
    },
  };
}
