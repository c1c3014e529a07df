import { depositFor } from "#domain/reservations";
import { readyWithin } from "#server/data/ready-within.server";
import { locationHref } from "#server/data/locations.server";
import { locationImageSrc, locationPlaceUrl } from "#server/sites/sync";
import { stockNoun } from "#domain/search-title";
import sanitizeHtml from "sanitize-html";
import { htmlToText } from "#server/data/html-text.server";
import { checkPostcode, UNKNOWN_LOCATION } from "#domain/delivery";
import type { DeliveryService } from "#server/integrations/delivery";
import { geocodePostcode } from "#server/integrations/postcodes";
import { isAvailable, isPastSoldWindow } from "#domain/availability";
import { COMMENTS_PENDING, getCollapsedComments } from "#domain/dealer-comments";
import { getDisplayableFinance } from "#domain/finance-eligibility";
import { COMPARISON_RATE_NOTE, getShortFinanceDisclaimer } from "#domain/finance-disclosure";
import { getCalculatorView, quotedLoan } from "#server/pages/finance.server";
import { DEFAULT_CREDIT_SCORE, DEFAULT_QUOTE_TERM_YEARS } from "#domain/finance-quote";
import type { FinanceQuoteService } from "#server/integrations/finance-quote";
import type { YouxQuote } from "#server/db/schema";
import { isAutograbEligible } from "#domain/price-gauge";
import { getPriceDisplay, getSubscriptionPerWeek } from "#domain/price-display";
import { calendarDate } from "#domain/dates";
import { getFeaturedSpecs, getSpecifications, getSummarySpecs, getTrailerSpecs } from "#domain/spec-lists";
import { getVehicleActions } from "#domain/vehicle-actions";
import { getFreshnessView } from "#server/stock/freshness.server";
import { getVehicleTag } from "#domain/vehicle-tag";
import { getCrumbLinks, getStockSearch } from "#server/search/search.server";
import { getFinancePolicy } from "#server/search/store.server";
import type { Database } from "#server/db/client";
import { pageShowsCars, pageWillShowCars } from "#server/cache/page-dependencies.server";
import { siteMemo } from "#server/cache/site-memo.server";
import type { Site } from "#server/sites/registry";
import {
  getVehicle,
  getSimilarCars,
  readViews,
  withCurrentViews,
  type VehicleRecord,
} from "#server/data/vehicles.server";
import { getHistoryReportUrl } from "#server/data/history-reports.server";
import { isFuelCostShown } from "#domain/fuel-cost";
import { getInitialView, showsThumbnails } from "#domain/vehicle-media";
import type { MarketPriceService } from "#server/integrations/market-price";
import { getLogger } from "#server/log.server";
import { getCardSettings, RESULT_CAR_FIELDS, toResultCar } from "#server/search/result-cards.server";
import { packRows } from "#domain/packed-rows";
import { safeHttpUrl } from "#domain/http-url";
import { carPath } from "#domain/car-url";

/*
 * The vehicle page as plain view data [VSD §2 Vehicle detail page]: everything the page shows above
 * and below the fold that comes from the car and the site's rules (getVehiclePageData, also the
 * PDF's), and the whole page with its deferred parts (getVehiclePage, the route's one call).
 */

const COMMENT_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4"];

function sanitiseComments(html: string) {
  return sanitizeHtml(html, { allowedTags: COMMENT_TAGS, allowedAttributes: {} }).trim();
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
  const commentsText = comments ? htmlToText(comments, { oneLine: true }) : "";

  const search = await getStockSearch(db, site);
  const crumbs = getCrumbLinks(
    {
      carTypes: [car.car_type],
      siteCarTypes: site.search.car_types,
      noun: stockNoun(site.search.vehicle_kinds),
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
    car: carDetails(car),
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
    subscription: getSubscriptionPerWeek(car),
    actions,
    finance: lender ? lenderFinance(site, car, lender) : null,
    location: locationDetails(site, location),
    map: { zoom: site.locations_page.map_zoom, tiles: site.locations_page.map_tiles },
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
    crumbs: [...crumbs, { label: car.name, href: carPath(car.slug) }],
    autogauge: isAutograbEligible(car, site.plugins.includes("Autogauge")),
  };
}

/** The car's own facts the page shows, and whether it is in stock or coming soon. */
function carDetails(car: VehicleRecord) {
  return {
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
    available: isAvailable(car.status),
  };
}

/** The repayments the site's lender shows for the car, with its disclaimer and term. */
function lenderFinance(
  site: Site,
  car: VehicleRecord,
  lender: NonNullable<ReturnType<typeof getDisplayableFinance>>,
) {
  return {
    weekly: lender.paymentWeek,
    monthly: lender.paymentMonth,
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    ...financeDisclaimer(car.finance_lenders[site.finance_provider]?.disclaimer ?? null),
    termYears: car.finance_lenders[site.finance_provider]?.termYears ?? 5,
  };
}

/** The location that has the car: its address, where it is on the map and its page. */
function locationDetails(site: Site, location: Site["locations"][number]) {
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    phone: location.phone,
    street: location.address.street,
    city: location.address.city,
    state: location.address.state,
    postcode: location.address.postcode,
    place_url: location.address.place_url ?? null,
    point: getLocationPoint(location.address),
    href: locationHref(site, location.slug),
    image: locationImageSrc(site, location.slug),
    directions: locationPlaceUrl(location.address),
  };
}

/**
 * The lender's disclaimer, with the comparison-rate basis and warning when it lacks them (a rate is
 * shown beside the car), and its 197-character cut [VSD §9].
 */
function financeDisclaimer(lenderText: string | null) {
  const text = lenderText?.includes("WARNING")
    ? lenderText
    : [lenderText, COMPARISON_RATE_NOTE].filter(Boolean).join(" ");
  return { disclaimer: text, shortDisclaimer: getShortFinanceDisclaimer(text) };
}

/** How long the page waits for a quote before showing the car without one. */
const QUOTE_WAIT_MS = 1500;

/**
 * [VSD §7] "Only on enabled sites when the vehicle has no quote. Loan term sent is 5, credit score
 * GREAT." [VSD §8] "Quote failure: Silent": a failure or a slow answer shows the car without one.
 */
async function askQuote(service: FinanceQuoteService, site: Site, car: VehicleRecord, now: Date) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), QUOTE_WAIT_MS)));
  const request = {
    selfAssessedCreditScore: DEFAULT_CREDIT_SCORE,
    purchasePrice: car.price,
    loanTerm: DEFAULT_QUOTE_TERM_YEARS,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
  };
  return Promise.race([service.quote(site, request, now), timeout])
    .catch((error: unknown) => {
      getLogger().warn({ err: error }, "finance quote failed");
      return null;
    })
    .finally(() => clearTimeout(timer));
}

function quoteFinance(quote: YouxQuote) {
  return {
    weekly: Math.round(quote.weeklyRepaymentAmount),
    monthly: null,
    interestRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    ...financeDisclaimer(
      `Estimated repayments are based on a ${DEFAULT_QUOTE_TERM_YEARS} year secured loan of the full price at ${quote.advertisedRate}% p.a. (comparison rate ${quote.comparisonRate}% p.a.) for a buyer with a great credit history, fees included. Finance subject to approved credit.`,
    ),
    termYears: DEFAULT_QUOTE_TERM_YEARS,
  };
}

export type VehiclePageData = Awaited<ReturnType<typeof getVehiclePageData>>;

export type VehiclePageServices = {
  marketPrice: MarketPriceService;
  financeQuote: FinanceQuoteService;
  delivery: DeliveryService;
  dataDir: string;
};

/** How long the page waits for its deferred parts before it streams the ones not yet ready. */
const DEFERRED_WAIT_MS = 25;

/**
 * Everything /cars/{slug} shows, after the Hydrogen skeleton's split [docs/architecture.md rule 5]: the
 * critical data is awaited (null when the site has no such car: a 404), the deferred parts (similar
 * cars, the view count, the price comparison) never reject, go in the page when they are ready
 * within DEFERRED_WAIT_MS and stream in after it otherwise.
 */
export async function getVehiclePage(
  db: Database,
  site: Site,
  slug: string,
  {
    url,
    origin,
    services,
    now = new Date(),
  }: {
    url: URL;
    /** The origin of the site as this request reaches it. */ origin: string;
    services: VehiclePageServices;
    now?: Date;
  },
) {
  // Read once per stock version and minute in each process (server/cache/site-memo.server.ts).
  const memo = siteMemo();
  const car = await memo.get(db, site.id, `car ${slug}`, () => getVehicle(db, site, slug));
  if (!car) return null;
  // The page shows this car and the similar cars (below), no others: a change to any other car
  // leaves a kept copy of it standing (server/cache/page-dependencies.server.ts).
  pageShowsCars([car.id]);
  const page = await memo.get(db, site.id, `car page ${slug}`, () => getVehiclePageData(db, site, car, now));
  const postcode = url.searchParams.get("postcode");
  // While the site's stock is stale, nothing on the page offers a reservation (docs/stock-feed.md).
  const freshness = await getFreshnessView(db, site, now);
  const actions = freshness.stale ? { ...page.actions, reserve: false } : page.actions;
  const [delivery, historyReport, quote] = await Promise.all([
    postcode !== null ? answerDelivery(services.delivery, page.location.point, postcode) : null,
    page.actions.historyReport ? getHistoryReportUrl(services.dataDir, site.slug, car.history_file) : null,
    !page.finance && page.actions.finance && site.finance.quote_service
      ? (car.youx_quote ?? askQuote(services.financeQuote, site, car, now))
      : null,
  ]);
  return {
    ...page,
    finance: page.finance ?? (quote && quoteFinance(quote)),
    ...(await readyWithin(loadDeferredData(db, site, car, services, now), DEFERRED_WAIT_MS)),
    historyReport,
    delivery,
    postcode: postcode ?? "",
    fuelCost: isFuelCostShown(car),
    // The repayment calculator, for a car the buyer can finance [SW §4; VSD §2 'Request a Quote'].
    // It starts from the loan the page quotes (the lender's, or the quote service's), so that its
    // first figure is the quoted one.
    calculator: page.actions.finance
      ? getCalculatorView(
          site,
          url,
          car.price,
          car.finance_lenders[site.finance_provider],
          quotedLoan(page.finance ? car.finance_lenders[site.finance_provider] : null, quote),
        )
      : null,
    canonical: new URL(carPath(car.slug), origin).href,
    origin,
    siteName: site.name,
    siteSlug: site.slug,
    formKey: crypto.randomUUID(),
    today: calendarDate(now, site.time_zone),
    // A card's "Request photos" or "Find Me Something Similar" without JavaScript lands here.
    request:
      (["photos", "similar"] as const).find((kind) => kind === url.searchParams.get("request")) ?? null,
    expanded: {
      specs: url.searchParams.get("specs") === "all",
      comments: url.searchParams.get("comments") === "all",
      features: url.searchParams.get("features") === "all",
      tab: url.searchParams.get("tab"),
      view: url.searchParams.get("view"),
    },
    view: getInitialView(url.searchParams.get("view"), page.spin, site.vehicle.spin_default_view),
    settings: getVehiclePageSettings(site, car, page.images.length, freshness.stale),
    cardSettings: getCardSettings(site, now, freshness.stale),
    actions,
    freshness,
    // Sold before the site's sold window: the page answers 410 (app/routes/car.tsx).
    gone: isPastSoldWindow(car, now, site.search.include_sold_cars_days),
  };
}

export type VehiclePage = NonNullable<Awaited<ReturnType<typeof getVehiclePage>>>;

/** The page's deferred parts: each settles to a value (or null) and never rejects. */
function loadDeferredData(
  db: Database,
  site: Site,
  car: VehicleRecord,
  services: VehiclePageServices,
  now: Date,
) {
  const similar = pageWillShowCars(getSimilarCars(db, site, car, now), (hits) => hits.map((hit) => hit.id))
    .then((hits) => withCurrentViews(db, site, hits.map(toResultCar)))
    .catch((error: unknown) => {
      getLogger().warn({ err: error }, "similar cars failed");
      return [];
    })
    // One JSON string of the cards' fields (domain/packed-rows.ts): read back where they are drawn.
    .then((cars) => packRows(cars, RESULT_CAR_FIELDS));
  // A page request only reads the count: the browser counts its view with a POST, so robots,
  // prefetches and links from elsewhere change nothing [docs/architecture.md rule 11].
  const views = readViews(db, site, [car.id])
    .then((read) => read.get(car.id) ?? car.views)
    .catch((error: unknown) => {
      getLogger().warn({ err: error }, "view count failed");
      return null;
    });
  // [VSD §8] "Price comparison fetch failure: logs 'Failed to fetch auto gauge data.' and shows
  // nothing"; "empty data: throws 'No data returned', caught; nothing shown".
  const comparison = isAutograbEligible(car, site.plugins.includes("Autogauge"))
    ? siteMemo()
        .get(db, site.id, `market ${car.id}`, () => services.marketPrice.compare(car))
        .then((result) => {
          if (!result) throw new Error("No data returned");
          return result;
        })
        .catch((error: unknown) => {
          if ((error as Error).message !== "No data returned")
            getLogger().warn({ err: error }, "Failed to fetch auto gauge data.");
          return null;
        })
    : null;
  return { similar, views, comparison };
}

/** The site's switches the vehicle page reads, as plain data. */
function getVehiclePageSettings(site: Site, car: VehicleRecord, imageCount: number, stale: boolean) {
  return {
    labels: site.labels,
    usedLabel: site.labels.used,
    phoneDirect: site.vehicle.phone_display === "direct",
    thumbnails: showsThumbnails(imageCount, car.status, site.vehicle.thumbnails_require_in_stock),
    showViewCount: site.vehicle.show_view_count,
    messageRequired: site.forms.enquiry_message_required,
    termsNotice: site.forms.terms_notice,
    tradeInQuestion: site.forms.trade_in_question,
    financeLink: site.finance.link,
    exampleRate: site.finance.example_rate,
    exampleComparisonRate: site.finance.example_comparison_rate,
    reserve: {
      /** Whether the site reserves online now: its Reserve Online tab is shown only then (not while stale). */
      enabled: site.commerce.reserve_enabled && !stale,
      href: carPath(car.slug, site.commerce.reserve_path),
      journeyHref: site.commerce.online_purchase_journey ? `/checkout-journey?car_id=${car.slug}` : null,
      label: site.commerce.reserve_label,
      deposit: depositFor(car.payment_processors, site.commerce.deposit),
      holdHours: site.commerce.hold_hours,
      moneyBack: car.car_type === "used" ? site.commerce.money_back_guarantee : null,
    },
    tabs: site.vehicle.tabs,
    stickyOffset: site.vehicle.sticky_header_offset,
    favourites: site.favourites,
  };
}
