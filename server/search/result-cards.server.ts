import { calendarDate } from "#domain/rego-expiry";
import type { SearchDoc } from "#server/search/engine";
import type { Site } from "#server/sites/registry";
import type { CardSettings, ResultCar } from "~/components/search/result-card";

/** What every result card of a site needs to know about the site (search, similar cars, ...). */
export function getCardSettings(site: Site, now: Date): CardSettings {
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
      enabled: site.commerce.reserve_enabled,
      path: site.commerce.reserve_path,
      label: site.commerce.reserve_label,
    },
    financeLink: site.finance.link,
    siteSlug: site.slug,
    now: +now,
    leadForm: {
      messageRequired: site.forms.enquiry_message_required,
      optInText: site.labels.opt_in_text,
      termsNotice: site.forms.terms_notice,
      today: calendarDate(now, site.time_zone),
    },
  };
}

/** A search document as a result card's plain data. */
export function toResultCar(hit: SearchDoc): ResultCar {
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name,
    year: hit.year,
    make: hit.make,
    model: hit.model,
    badge: hit.badge,
    series: hit.series,
    price: hit.price,
    before_price: hit.before_price,
    price_type: hit.price_type,
    preorder: hit.preorder,
    km: hit.km,
    status: hit.status,
    car_type: hit.car_type,
    tag: hit.tag,
    reserved: hit.reserved,
    certified: hit.certified,
    created_at: hit.created_at,
    views: hit.views,
    photos_count: hit.photos_count,
    image: hit.image,
    simple_body: hit.simple_body,
    simple_fuel: hit.simple_fuel,
    simple_transmission: hit.simple_transmission,
    location_name: hit.location_name,
    city: hit.city,
    weekly_payment: hit.weekly_payment,
  };
}
