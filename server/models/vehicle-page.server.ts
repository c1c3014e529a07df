import sanitizeHtml from "sanitize-html";
import { checkPostcode, UNKNOWN_LOCATION } from "#domain/delivery";
import type { DeliveryService } from "#server/integrations/delivery";
import { geocodePostcode } from "#server/integrations/postcodes";
import { isAvailable } from "#domain/availability";
import { COMMENTS_PENDING, getCollapsedComments } from "#domain/dealer-comments";
import { getDisplayableFinance } from "#domain/finance-eligibility";
import { isAutograbEligible } from "#domain/price-gauge";
import { getPriceDisplay } from "#domain/price-display";
import { calendarDate } from "#domain/rego-expiry";
import { getFeaturedSpecs, getSpecifications, getSummarySpecs, getTrailerSpecs } from "#domain/spec-lists";
import { getVehicleActions } from "#domain/vehicle-actions";
import { getVehicleTag } from "#domain/vehicle-tag";
import { getCrumbLinks, getStockSearch } from "#server/search/search.server";
import { getFinancePolicy } from "#server/search/store.server";
import type { Database } from "#server/db/client";
import type { Site } from "#server/sites/registry";
import type { VehicleRecord } from "./vehicles.server";
import { safeHttpUrl } from "#domain/http-url";

/*
 * The vehicle page's critical data as plain view data [VSD §2 Vehicle detail page]: everything the
 * page shows above and below the fold that comes from the car and the site's rules. The deferred
 * parts (similar cars, price comparison, view count) are added by the route.
 */

const COMMENT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4"];

function sanitiseComments(html: string) {
  return sanitizeHtml(html, { allowedTags: COMMENT_TAGS, allowedAttributes: {} }).trim();
}

function plainText(html: string) {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, " "), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** An embeddable video address, or a file played directly [VSD §2 "embed host video, otherwise a direct video"]. */
function videoSlide(car: VehicleRecord): { kind: "embed" | "file"; url: string } | null {
  if (car.external_video_url) {
    try {
      const url = new URL(car.external_video_url);
      if (url.protocol === "https:") return { kind: "embed", url: url.href };
    } catch {
      // An address that does not parse is not shown.
    }
  }
  // Stored data is checked again: a car imported before the feed refused other schemes.
  const file = safeHttpUrl(car.video_url);
  return file ? { kind: "file", url: file } : null;
}

export function getLocationPoint(address: { lat?: number; long?: number; postcode: string; city: string }) {
  if (address.lat !== undefined && address.long !== undefined)
    return { lat: address.lat, long: address.long };
  const place = geocodePostcode(address.postcode, address.city);
  return place ? { lat: place.lat, long: place.long } : null;
}

export type DeliveryAnswer =
  | { status: "result"; name: string; price: number; distance_km: number }
  | { status: "error"; message: string };

/** The delivery calculator's answer for a typed postcode [VSD §4, §5 Delivery calculator]. */
export async function answerDelivery(
  service: DeliveryService,
  from: { lat: number; long: number } | null,
  input: string,
): Promise<DeliveryAnswer> {
  const checked = checkPostcode(input);
  if ("error" in checked) return { status: "error", message: checked.error };
  const estimate = from ? await service.estimate(from, checked.postcode) : null;
  if (!estimate) return { status: "error", message: UNKNOWN_LOCATION };
  return { status: "result", ...estimate };
}

export async function getVehiclePageData(db: Database, site: Site, car: VehicleRecord, now: Date) {
  const location = site.locations.find((l) => l.id === car.location_id) ?? site.locations[0]!;
  const dealership = site.dealerships.find((d) => d.id === car.dealership_id) ?? site.dealerships[0]!;
  const available = isAvailable(car.status);
  const tag = getVehicleTag(car, {
    electricTag: site.vehicle.electric_tag,
    certifiedLogo: site.vehicle.certified_logo,
    reservedTag: site.labels.reserved_tag,
    newArrivalTag: site.labels.new_arrival_tag,
    soldTag: site.labels.sold_tag,
    now,
  });
  const actions = getVehicleActions(car, {
    testDriveOnlyReplacesFinance: site.vehicle.test_drive_only_replaces_finance,
    comingSoonHidesTestDrive: site.vehicle.coming_soon_hides_test_drive,
    reserveEnabled: site.commerce.reserve_enabled,
  });
  const lender = getDisplayableFinance(car, getFinancePolicy(site), now);
  const today = calendarDate(now, site.time_zone);
  const comments = car.dealercomments ? sanitiseComments(car.dealercomments) : "";
  const commentsText = comments ? plainText(comments) : "";

  const search = await getStockSearch(db, site);
  const crumbs = getCrumbLinks(
    {
      carTypes: [car.car_type],
      siteCarTypes: site.search.car_types,
      make: car.make,
      model: car.model,
      body: car.simple_body,
    },
    search,
    site,
  );

  const images = car.images.map((image, i) => ({
    src: image.src,
    alt: image.alt ?? `${car.name}, photo ${i + 1} of ${car.images.length}`,
  }));

  return {
    car: {
      id: car.id,
      slug: car.slug,
      name: car.name,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      series: car.series,
      stocknum: car.stocknum,
      vin: car.vin,
      car_type: car.car_type,
      status: car.status,
      price: car.price,
      price_type: car.price_type,
      km: car.km,
      colour: car.colour,
      fuel: car.fuel,
      simple_fuel: car.simple_fuel,
      simple_body: car.simple_body,
      simple_transmission: car.simple_transmission,
      vehicle_kind: car.vehicle_kind,
      fuel_consumption: car.variant?.fuelconsumptioncombined ?? null,
      standard_equipment: car.standard_equipment,
      history_file: car.history_file,
      hidden: !car.show_on_dealer_website,
      available,
    },
    images,
    video: videoSlide(car),
    spin:
      car.spin_images.length > 0
        ? {
            frames: car.spin_images,
            interior: car.spin_interior_image,
            hotspots: car.hotspots,
          }
        : null,
    tag,
    price: getPriceDisplay(car, site.labels),
    actions,
    finance: lender
      ? {
          weekly: lender.paymentWeek,
          monthly: lender.paymentMonth,
          interestRate: lender.interestRate,
          comparisonRate: lender.comparisonRate,
          disclaimer: car.finance_lenders[site.finance_provider]?.disclaimer ?? null,
          termYears: car.finance_lenders[site.finance_provider]?.termYears ?? 5,
        }
      : null,
    location: {
      id: location.id,
      name: location.name,
      phone: location.phone,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      place_url: location.address.place_url ?? null,
      point: getLocationPoint(location.address),
    },
    dealership: { id: dealership.id, name: dealership.name, slug: dealership.slug },
    specs: {
      featured: getFeaturedSpecs(
        { ...car, compliance_date: car.compliance_date, build_date: car.build_date },
        { today, pastRegoLabel: site.vehicle.past_rego_label },
      ),
      specifications: getSpecifications(car),
      summary: getSummarySpecs(car),
      trailer: car.vehicle_kind === "caravan" ? getTrailerSpecs(car) : [],
    },
    comments: comments
      ? { html: comments, collapsed: getCollapsedComments(commentsText) }
      : { html: null, collapsed: null, pending: COMMENTS_PENDING },
    crumbs: [...crumbs, { label: car.name, href: `/cars/${car.slug}` }],
    autogauge: isAutograbEligible(car, site.plugins.includes("Autogauge")),
  };
}

export type VehiclePageData = Awaited<ReturnType<typeof getVehiclePageData>>;
