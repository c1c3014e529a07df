/*
 * The one typed table of search facets and sorts, shared by the search engine, the URL module and
 * the filter controls. [VSD §3 Search] "Facets: badge, status, car_type, categories, city, colour,
 * dealership_name, filtered_features, item_type, km, location_name, make, make_model, model,
 * price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag,
 * weekly_price_range, year, certified." [SW §9] "Facet limits: city 20, dealership location name
 * 40." "Default sort options: most relevant, latest, highest price, lowest price."
 */
import { formatMoney, formatWhole } from "./money";
import { conditionLabel } from "./search-title";

export const LIST_FACETS = [
  "car_type",
  "make",
  "model",
  "make_model",
  "badge",
  "body",
  "price_range",
  "weekly_price_range",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "state",
  "city",
  "location_name",
  "dealership_name",
  "status",
  "tag",
  "certified",
  "categories",
  "filtered_features",
  "item_type",
  // A caravan's own [issue 31: "caravans get their own facets (sleeps, length, ATM ...)"].
  "sleeps",
  "length_range",
  "atm_range",
] as const;
export type ListFacet = (typeof LIST_FACETS)[number];

/**
 * The facets a site may offer as a dropdown, one choice, instead of tick boxes [VSD §2 "facet
 * filters: a checkbox list, a make card grid with logos, dropdowns, and range sliders"]: those where
 * a buyer usually wants one value (a state, a yard, a number of seats or berths).
 */
export const DROPDOWN_FACETS = [
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "sleeps",
  "length_range",
  "atm_range",
  "weekly_price_range",
  "location_name",
  "state",
] as const satisfies readonly ListFacet[];
export type DropdownFacet = (typeof DROPDOWN_FACETS)[number];

export const RANGE_FACETS = ["price", "km", "year", "subscription_price"] as const;

/**
 * Facets whose ticked values narrow a search (a car with every one of them) where the others widen
 * it (a car with any): a buyer ticking "Ensuite" and "Solar panels" wants a van with both. Their
 * counts are taken over the results, the facet's own choices included [issue 32].
 */
export const CONJUNCTIVE_FACETS: ReadonlySet<string> = new Set(["filtered_features"]);
export type RangeFacet = (typeof RANGE_FACETS)[number];

export const FACET_LABELS: Record<ListFacet | RangeFacet, string> = {
  car_type: "Condition",
  make: "Make",
  model: "Model",
  make_model: "Make and model",
  badge: "Badge",
  body: "Body type",
  price_range: "Price range",
  weekly_price_range: "Weekly repayments",
  fuel: "Fuel",
  transmission: "Transmission",
  drive: "Drive type",
  colour: "Colour",
  seats: "Seats",
  state: "State",
  city: "City",
  location_name: "Location",
  dealership_name: "Dealership",
  status: "Availability",
  tag: "Tag",
  certified: "Certified",
  categories: "Category",
  filtered_features: "Features",
  item_type: "Vehicle type",
  sleeps: "Sleeps",
  length_range: "Length",
  atm_range: "ATM (loaded weight)",
  price: "Price",
  km: "Kilometres",
  year: "Year",
  subscription_price: "Subscription per week",
};

export const FACET_LIMITS: Partial<Record<ListFacet, number>> = { city: 20, location_name: 40 };

/** The separator of make_model values: "Toyota > HiLux". */
export const MAKE_MODEL_SEPARATOR = " > ";

/** Buckets of the price_range and weekly_price_range facets, as plain-number ranges. */
export const PRICE_BUCKETS = [
  [0, 10_000],
  [10_000, 20_000],
  [20_000, 30_000],
  [30_000, 40_000],
  [40_000, 50_000],
  [50_000, 75_000],
  [75_000, 100_000],
  [100_000, null],
] as const;
/** Bands of a caravan's body length in feet (as vans are sold) and of its ATM in kilograms. */
export const LENGTH_FT_BUCKETS = [
  [0, 16],
  [16, 18],
  [18, 20],
  [20, 22],
  [22, 24],
  [24, null],
] as const;
export const ATM_KG_BUCKETS = [
  [0, 2000],
  [2000, 2500],
  [2500, 3000],
  [3000, 3500],
  [3500, null],
] as const;
/** Feet in a millimetre: a van's length is kept in millimetres and banded in feet. */
export const FEET_PER_MM = 1 / 304.8;

export const WEEKLY_BUCKETS = [
  [0, 100],
  [100, 150],
  [150, 200],
  [200, 300],
  [300, null],
] as const;

export function bucketValue(buckets: readonly (readonly [number, number | null])[], amount: number | null) {
  if (amount === null || amount <= 0) return null;
  for (const [low, high] of buckets) {
    if (high === null || amount < high) return `${low}-${high ?? ""}`;
  }
  return null;
}

function bucketLabel(value: string, suffix: string, unit: (n: number) => string = formatMoney) {
  const [low, high] = value.split("-");
  if (!high) return `${unit(Number(low))}+${suffix}`;
  if (Number(low) === 0) return `Under ${unit(Number(high))}${suffix}`;
  return `${unit(Number(low))} – ${unit(Number(high))}${suffix}`;
}

const STATUS_LABELS: Record<string, string> = {
  in_stock: "In Stock",
  coming_soon: "Coming Soon",
  sold: "Sold",
};
const ITEM_TYPE_LABELS: Record<string, string> = {
  car: "Cars",
  motorcycle: "Motorcycles",
  caravan: "Caravans",
  motorhome: "Motorhomes",
  truck: "Trucks",
};

/** The label a buyer sees for a facet value. */
export function getFacetValueLabel(facet: ListFacet, value: string, usedLabel: string): string {
  switch (facet) {
    case "car_type":
      return conditionLabel(value, usedLabel);
    case "status":
      return STATUS_LABELS[value] ?? value;
    case "certified":
      return value === "true" ? "Certified" : "Not certified";
    case "item_type":
      return ITEM_TYPE_LABELS[value] ?? value;
    case "price_range":
      return bucketLabel(value, "");
    case "weekly_price_range":
      return bucketLabel(value, " per week");
    case "make_model":
      return value.split(MAKE_MODEL_SEPARATOR).join(" ");
    case "seats":
      return `${value} seats`;
    case "sleeps":
      return `Sleeps ${value}`;
    case "length_range":
      return bucketLabel(value, "", (feet) => `${feet} ft`);
    case "atm_range":
      return bucketLabel(value, "", (kg) => `${formatWhole(kg)} kg`);
    default:
      return value;
  }
}

/**
 * [VSD §9] "Search page size: a configuration constant (value not shown); default 21 in several
 * places; directory pages 21 per page"; [SW §9] "Page size 21". A site may set its own
 * (`search.page_size`); listings of offers and models use this one.
 */
export const PAGE_SIZE = 21;

export const SORTS = [
  { value: "relevance", label: "Most relevant" },
  { value: "latest", label: "Latest" },
  { value: "price_desc", label: "Highest price" },
  { value: "price_asc", label: "Lowest price" },
  { value: "km_asc", label: "Lowest km" },
  { value: "year_desc", label: "Newest year" },
] as const;
export type SortValue = (typeof SORTS)[number]["value"];
export const DEFAULT_SORT: SortValue = "relevance";

export function isSortValue(value: string): value is SortValue {
  return SORTS.some((sort) => sort.value === value);
}

export type RangeValue = { min?: number; max?: number };

/** The whole search state; the URL is its only store [VSD §3 Search; docs/architecture.md rule 3]. */
export type SearchState = {
  query: string;
  page: number;
  sortBy: SortValue;
  refinements: Partial<Record<ListFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, RangeValue>>;
};

export function emptySearchState(): SearchState {
  return { query: "", page: 1, sortBy: DEFAULT_SORT, refinements: {}, ranges: {} };
}

/**
 * Facets whose values have an order of their own, shown in it: seats by number, price bands from
 * the cheapest, conditions new, demo, then used. Every other facet lists its most common values
 * first. A facet's order is decided here, once, for the search page and the API.
 */
const CONDITION_ORDER = ["new", "demo", "used"];
const leadingNumber = (value: string) => {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : Number.POSITIVE_INFINITY;
};
export const NATURAL_FACET_ORDER: Partial<Record<ListFacet, (a: string, b: string) => number>> = {
  seats: (a, b) => leadingNumber(a) - leadingNumber(b),
  sleeps: (a, b) => leadingNumber(a) - leadingNumber(b),
  length_range: (a, b) => leadingNumber(a) - leadingNumber(b),
  atm_range: (a, b) => leadingNumber(a) - leadingNumber(b),
  price_range: (a, b) => leadingNumber(a) - leadingNumber(b),
  weekly_price_range: (a, b) => leadingNumber(a) - leadingNumber(b),
  car_type: (a, b) => CONDITION_ORDER.indexOf(a) - CONDITION_ORDER.indexOf(b),
};

/** Facet items in the order a buyer reads them: natural where the facet has one, else by count. */
export function orderFacetItems<T extends { value: string; label: string; count: number }>(
  facet: ListFacet,
  items: T[],
): T[] {
  const natural = NATURAL_FACET_ORDER[facet];
  return items.sort(
    (a, b) =>
      (natural ? natural(a.value, b.value) : b.count - a.count) ||
      (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}

const RANGE_UNITS: Record<RangeFacet, (value: number) => string> = {
  price: formatMoney,
  // Its label says "per week" already.
  subscription_price: formatMoney,
  km: (value) => `${formatWhole(value)} km`,
  year: String,
};

/** A range as a buyer reads it: "$10,000 – $50,000", "From 2018", "Up to 60,000 km". */
export function describeRange(facet: RangeFacet, range: RangeValue): string {
  const unit = RANGE_UNITS[facet];
  if (range.min !== undefined && range.max !== undefined) return `${unit(range.min)} – ${unit(range.max)}`;
  if (range.min !== undefined) return `From ${unit(range.min)}`;
  if (range.max !== undefined) return `Up to ${unit(range.max)}`;
  return "Any";
}

/** The value of a range as its slider reads out: money, kilometres or a plain year. */
export function formatRangeValue(facet: RangeFacet, value: number): string {
  return RANGE_UNITS[facet](value);
}
