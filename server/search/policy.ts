import { isAvailable } from "#domain/availability";
import type { Site } from "#server/sites/registry";

/*
 * The site's own filter on its stock [VSD §7]: "Vehicle search filters are built per site:
 * typically an availability clause (in_stock, coming_soon, recently sold) combined with
 * car_type:used for used-only sites, and some sites add exclusions (certain makes, stock numbers,
 * or status=in_stock)." [SW §7] "Filters include status:in_stock, show_on_dealer_website:true".
 * The recently-sold window is applied per search (it moves with the clock); the rest here.
 */
export type SearchPolicy = {
  carTypes: readonly string[];
  inStockOnly: boolean;
  excludedMakes: ReadonlySet<string>;
  excludedStockNumbers: ReadonlySet<string>;
  includeSoldCarsDays: number;
};

export function getSearchPolicy(site: Site): SearchPolicy {
  return {
    carTypes: site.search.car_types,
    inStockOnly: site.search.in_stock_only,
    excludedMakes: new Set(site.search.excluded_makes.map((make) => make.toLowerCase())),
    excludedStockNumbers: new Set(site.search.excluded_stock_numbers.map((stock) => stock.toLowerCase())),
    includeSoldCarsDays: site.search.include_sold_cars_days,
  };
}

/** Whether the site lists this car at all (before the buyer's filters and the sold window). */
export function isListedBySite(
  car: { car_type: string; make: string; stocknum: string; status: string; show_on_dealer_website: boolean },
  policy: SearchPolicy,
): boolean {
  if (!car.show_on_dealer_website) return false;
  if (!policy.carTypes.includes(car.car_type)) return false;
  if (policy.excludedMakes.has(car.make.toLowerCase())) return false;
  if (policy.excludedStockNumbers.has(car.stocknum.toLowerCase())) return false;
  if (policy.inStockOnly) return car.status === "in_stock";
  // Sold cars are listed too; the sold window is applied per search (it moves with the clock).
  return isAvailable(car.status) || car.status === "sold";
}
