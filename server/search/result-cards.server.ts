import { calendarDate } from "#domain/dates";
import { vehicleWords, type VehicleWords } from "#domain/vehicle-words";
import type { SearchDoc } from "#server/search/engine";
import type { Site } from "#server/sites/registry";

/** The fields of a search document a result card shows [VSD §2 Search result card]. */
export const RESULT_CAR_FIELDS = [
  "id",
  "slug",
  "name",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "price",
  "before_price",
  "price_type",
  "preorder",
  "km",
  "status",
  "car_type",
  "tag",
  "reserved",
  "certified",
  "created_at",
  "views",
  "photos_count",
  "image",
  "simple_body",
  "simple_fuel",
  "simple_transmission",
  "location_name",
  "city",
  "weekly_payment",
  "interest_rate",
  "comparison_rate",
  "subscription_price",
  "vehicle_kind",
  // For the card's finance link, as the car's page writes it.
  "vin",
  "dealership_id",
] as const satisfies readonly (keyof SearchDoc)[];

export type ResultCar = Pick<SearchDoc, (typeof RESULT_CAR_FIELDS)[number]>;

/** What every result card of a site needs to know about the site. */
export type CardSettings = {
  labels: {
    used: string;
    no_price_text: string;
    preorder_text: string;
    enquire_button: string;
    reserved_tag: string;
    new_arrival_tag: string;
    sold_tag: string;
  };
  electricTag: boolean;
  certifiedLogo: boolean;
  testDriveOnlyReplacesFinance: boolean;
  comingSoonHidesTestDrive: boolean;
  showViewCount: boolean;
  showLocation: boolean;
  favourites: {
    enabled: boolean;
    compare_enabled: boolean;
    watchlist_enabled: boolean;
    eligibility: "all" | "used-priced-with-images";
  };
  reserve: { enabled: boolean; path: string; label: string };
  financeLink: string;
  /** Each dealership's slug by its id (a card's finance link names the car's dealership). */
  dealershipSlugs: Record<number, string>;
  siteSlug: string;
  /** What the site calls its vehicles ("Cars", "Vehicles"): the compare control's and tray's words. */
  words: VehicleWords;
  now: number;
  /** What the request-photos dialog's enquiry form needs. */
  leadForm: { messageRequired: boolean; optInText: string; termsNotice: boolean; today: string };
};

/*
 * The settings and cards are kept as the same objects while they are the same (a site's settings
 * for a minute, a car's card until the stock changes): a card's shared part is found by the JSON of
 * its props, which is then made once per object, not on every page (app/components/ui/server-cached.tsx).
 * They are never changed once made.
 */
const settingsBySite = new WeakMap<Site, { minute: number; stale: boolean; settings: CardSettings }>();

/**
 * What every result card of a site needs to know about the site (search, similar cars, ...); while
 * its stock is stale, cards offer no reservation (docs/stock-feed.md).
 */
export function getCardSettings(site: Site, now: Date, stale = false): CardSettings {
  const minute = Math.floor(+now / 60_000);
  const known = settingsBySite.get(site);
  if (known?.minute === minute && known.stale === stale) return known.settings;
  const settings = makeCardSettings(site, now, minute, stale);
  settingsBySite.set(site, { minute, stale, settings });
  return settings;
}

function makeCardSettings(site: Site, now: Date, minute: number, stale: boolean): CardSettings {
  return {
    labels: {
      used: site.labels.used,
      no_price_text: site.labels.no_price_text,
      preorder_text: site.labels.preorder_text,
      enquire_button: site.labels.enquire_button,
      reserved_tag: site.labels.reserved_tag,
      new_arrival_tag: site.labels.new_arrival_tag,
      sold_tag: site.labels.sold_tag,
    },
    electricTag: site.vehicle.electric_tag,
    certifiedLogo: site.vehicle.certified_logo,
    testDriveOnlyReplacesFinance: site.vehicle.test_drive_only_replaces_finance,
    comingSoonHidesTestDrive: site.vehicle.coming_soon_hides_test_drive,
    showViewCount: site.vehicle.show_view_count,
    showLocation: site.locations.filter((l) => l.location_type === "sales").length > 1,
    favourites: site.favourites,
    reserve: {
      enabled: site.commerce.reserve_enabled && !stale,
      path: site.commerce.reserve_path,
      label: site.commerce.reserve_label,
    },
    financeLink: site.finance.link,
    dealershipSlugs: Object.fromEntries(site.dealerships.map((d) => [d.id, d.slug])),
    siteSlug: site.slug,
    words: vehicleWords(site.search.vehicle_kinds),
    // To the minute: the cards drawn in one minute are the same, so they are drawn once
    // (docs/decisions/028-fragment-cache.md); "New Arrival" is a matter of days.
    now: minute * 60_000,
    leadForm: {
      messageRequired: site.forms.enquiry_message_required,
      optInText: site.labels.opt_in_text,
      termsNotice: site.forms.terms_notice,
      today: calendarDate(now, site.time_zone),
    },
  };
}

/** A search document as a result card's plain data: only the fields a card shows travel to the page. */
const cards = new WeakMap<SearchDoc, ResultCar>();

export function toResultCar(hit: SearchDoc): ResultCar {
  let card = cards.get(hit);
  if (card === undefined) {
    const car = {} as Record<string, unknown>;
    for (const field of RESULT_CAR_FIELDS) car[field] = hit[field];
    card = car as ResultCar;
    cards.set(hit, card);
  }
  return card;
}
