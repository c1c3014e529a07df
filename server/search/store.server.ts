import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { AVAILABLE_STATUSES, soldWindowStart } from "#domain/availability";
import { getDisplayableFinance, type FinanceSitePolicy, type LenderData } from "#domain/finance-eligibility";
import type { Database } from "#server/db/client";
import { carViews, cars } from "#server/db/schema";
import { currentStockVersion } from "#server/cache/site-memo.server";
import { carViewsTotal } from "#server/models/car-views.server";
import type { Site } from "#server/sites/registry";
import { buildSearchIndex, type SearchIndex, type SearchDoc, type SearchOptions } from "./engine";
import { getSearchPolicy, isListedBySite } from "./policy";

/*
 * One search index per site per process, rebuilt when the site's stock version moves. The version
 * is bumped by database triggers on every change to the site's cars, and read (a primary-key
 * lookup) before each search, so an import or a status change shows in the next search, in every
 * app instance sharing the database (ARCHITECTURE.md rule 9).
 */
type Entry = { version: number; index: Promise<SearchIndex> };

export function createSearchStore() {
  const entries = new Map<number, Entry>();

  async function getIndex(db: Database, site: Site): Promise<SearchIndex> {
    const version = await currentStockVersion(db, site.id);
    const entry = entries.get(site.id);
    if (entry && entry.version === version) return entry.index;
    const index = loadSearchDocs(db, site, new Date()).then(buildSearchIndex);
    entries.set(site.id, { version, index });
    index.catch(() => {
      if (entries.get(site.id)?.index === index) entries.delete(site.id);
    });
    return index;
  }

  return { getIndex, forget: (siteId: number) => entries.delete(siteId) };
}

export function getSearchOptions(site: Site, now = new Date()): SearchOptions {
  return {
    now,
    includeSoldCarsDays: site.search.include_sold_cars_days,
    priceAscendingExcludesZero: site.search.price_ascending_excludes_zero,
    usedLabel: site.labels.used,
  };
}

/** The site's listable cars as search documents. */
export async function loadSearchDocs(db: Database, site: Site, now: Date): Promise<SearchDoc[]> {
  const policy = getSearchPolicy(site);
  const soldSince = new Date(soldWindowStart(now, policy.includeSoldCarsDays));
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      stocknum: cars.stocknum,
      vin: cars.vin,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      series: cars.series,
      colour: cars.colour,
      price: cars.price,
      before_price: cars.before_price,
      subscription_price: cars.subscription_price,
      price_type: cars.price_type,
      preorder: cars.preorder,
      km: cars.km,
      status: cars.status,
      sold_at: cars.sold_at,
      car_type: cars.car_type,
      tag: cars.tag,
      reserved: cars.reserved,
      certified: cars.certified,
      created_at: cars.created_at,
      views: carViewsTotal,
      photos_count: cars.photos_count,
      image: sql<string | null>`${cars.images}->0->>'src'`,
      simple_body: cars.simple_body,
      simple_fuel: cars.simple_fuel,
      fuel: cars.fuel,
      simple_transmission: cars.simple_transmission,
      drive: cars.drive,
      seats: cars.seats,
      vehicle_kind: cars.vehicle_kind,
      categories: cars.categories,
      filtered_features: cars.filtered_features,
      dealership_id: cars.dealership_id,
      location_id: cars.location_id,
      show_on_dealer_website: cars.show_on_dealer_website,
      lender: sql<LenderData | null>`${cars.finance_lenders}->${site.finance_provider}`,
    })
    .from(cars)
    // The site's own counts, read by their index (a car's views are always its site's).
    .leftJoin(carViews, and(eq(carViews.car_id, cars.id), eq(carViews.site_id, site.id)))
    .where(
      and(
        eq(cars.site_id, site.id),
        or(
          inArray(cars.status, [...AVAILABLE_STATUSES]),
          and(eq(cars.status, "sold"), gte(cars.sold_at, soldSince)),
        ),
      ),
    )
    .orderBy(asc(cars.id));

  return toSearchDocs(rows, site, now);
}

export type SearchRow = Omit<
  SearchDoc,
  | "sold_at"
  | "created_at"
  | "dealership_name"
  | "location_name"
  | "city"
  | "state"
  | "weekly_payment"
  | "interest_rate"
  | "comparison_rate"
> & {
  sold_at: Date | null;
  created_at: Date;
  show_on_dealer_website: boolean;
  lender: LenderData | null;
};

/** The site's finance display policy [VSD §5 Finance display eligibility]. */
export function getFinancePolicy(site: Site): FinanceSitePolicy {
  return {
    enabled: site.finance.display_enabled,
    provider: site.finance_provider,
    rule: site.finance.eligibility_rule,
    siteManufacturer: site.manufacturer?.name ?? null,
    excludedManufacturers: site.finance.excluded_manufacturers,
    excludedDealershipIds: site.finance.excluded_dealership_ids,
  };
}

/** Car rows to search documents: the site's policy, its locations and its finance display rule. */
export function toSearchDocs(rows: readonly SearchRow[], site: Site, now: Date): SearchDoc[] {
  const policy = getSearchPolicy(site);
  const locations = new Map(site.locations.map((l) => [l.id, l]));
  const dealerships = new Map(site.dealerships.map((d) => [d.id, d]));
  const financePolicy = getFinancePolicy(site);
  const docs: SearchDoc[] = [];
  for (const row of rows) {
    if (!isListedBySite(row, policy)) continue;
    const location = locations.get(row.location_id);
    const lender = row.lender;
    const finance = lender
      ? getDisplayableFinance(
          { ...row, finance_lenders: { [site.finance_provider]: lender } },
          financePolicy,
          now,
        )
      : null;
    // One object literal in a fixed order: every document shares one shape, which keeps the
    // engine's loops over thousands of documents fast.
    docs.push({
      id: row.id,
      slug: row.slug,
      stocknum: row.stocknum,
      vin: row.vin,
      name: row.name,
      year: row.year,
      make: row.make,
      model: row.model,
      badge: row.badge,
      series: row.series,
      colour: row.colour,
      price: row.price,
      before_price: row.before_price,
      subscription_price: row.subscription_price,
      price_type: row.price_type,
      preorder: row.preorder,
      km: row.km,
      status: row.status,
      sold_at: row.sold_at ? +row.sold_at : null,
      car_type: row.car_type,
      tag: row.tag,
      reserved: row.reserved,
      certified: row.certified,
      created_at: +row.created_at,
      views: row.views,
      photos_count: row.photos_count,
      image: row.image,
      simple_body: row.simple_body,
      simple_fuel: row.simple_fuel,
      fuel: row.fuel,
      simple_transmission: row.simple_transmission,
      drive: row.drive,
      seats: row.seats,
      vehicle_kind: row.vehicle_kind,
      categories: row.categories,
      filtered_features: row.filtered_features,
      dealership_id: row.dealership_id,
      dealership_name: dealerships.get(row.dealership_id)?.name ?? "",
      location_id: row.location_id,
      location_name: location?.name ?? "",
      city: location?.address.city ?? "",
      state: location?.address.state ?? "",
      weekly_payment: finance?.paymentWeek ?? null,
      interest_rate: finance?.interestRate ?? null,
      comparison_rate: finance?.comparisonRate ?? null,
    });
  }
  return docs;
}
