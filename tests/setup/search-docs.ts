import type { SearchDoc, SearchOptions } from "#server/search/engine";

/** Search documents for the engine's tests: a plain used HiLux unless `fields` say otherwise. */
export const now = new Date("2026-11-21T00:00:00Z");

export const options: SearchOptions = {
  now,
  includeSoldCarsDays: 3,
  priceAscendingExcludesZero: false,
  usedLabel: "Used",
};

export function car(id: number, fields: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id,
    slug: `car-${id}`,
    stocknum: `SC${1000 + id}`,
    vin: null,
    name: "2020 Toyota HiLux SR5",
    year: 2020,
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    series: null,
    colour: "White",
    price: 40_000,
    before_price: null,
    subscription_price: null,
    price_type: "Drive Away",
    preorder: false,
    km: 50_000,
    status: "in_stock",
    sold_at: null,
    car_type: "used",
    tag: null,
    reserved: false,
    certified: false,
    created_at: +now - id * 1000,
    views: 0,
    photos_count: 5,
    image: null,
    simple_body: "Ute",
    simple_fuel: null,
    fuel: "Diesel",
    simple_transmission: "Automatic",
    drive: "4x4",
    seats: 5,
    vehicle_kind: "car",
    categories: ["Cars"],
    filtered_features: ["Bluetooth"],
    dealership_id: 1,
    dealership_name: "Dealer",
    location_id: 1,
    location_name: "Brisbane",
    city: "Brisbane",
    state: "QLD",
    weekly_payment: null,
    interest_rate: null,
    comparison_rate: null,
    ...fields,
  };
}
