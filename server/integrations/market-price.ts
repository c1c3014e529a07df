import { and, between, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";
import type { PriceComparison } from "#domain/price-gauge";

/*
 * The market price service behind the price comparison gauge [VSD §3 Price comparison response,
 * §4 Price comparison; docs/architecture.md rule 7]. The local implementation prices a car against the
 * comparable cars in the platform's own stock, every dealer's, sold ones included (a sale is market
 * evidence): the same make and model, a year within 2 and kilometres within a band around the car's.
 *
 *   market range   the 10th to the 90th percentile of the comparables' prices
 *   fill           where the price sits in that range, 1 at the bottom (the better the deal, the
 *                  fuller the gauge), 0 at the top
 *   confidence     n / (n + 20) for n comparables: 5 or fewer stay at or under the 0.2 floor and
 *                  are not shown (two cars are no market), 6 give 0.23, 20 give 0.5, 60 give 0.75
 *   description    "Above Market Average" when the car costs more than its comparables' average:
 *                  the spec's labels ("Good Deal" under a fill of 0.65, "Great Deal" above) give way
 *                  to a response's description, and a dearer car is no deal
 *                  (docs/decisions/055-a-deal-badge-that-agrees-with-its-figures.md)
 */
export type MarketCar = {
  id: number;
  make: string;
  model: string;
  year: number;
  km: number;
  price: number;
};

export type Comparables = {
  count: number;
  year_from: number;
  year_to: number;
  km_from: number;
  km_to: number;
  average_market_price: number;
};

export type MarketComparison = PriceComparison & { comparables: Comparables };

export interface MarketPriceService {
  compare(car: MarketCar): Promise<MarketComparison | null>;
}

export const COMPARABLE_YEARS = 2;
const CONFIDENCE_HALF = 20;
export const ABOVE_MARKET_DESCRIPTION = "Above Market Average";

/** The kilometre band of comparables: half to one and a half times the car's, and at least 20,000 wide. */
export function kmBand(km: number): { from: number; to: number } {
  const spread = Math.max(10_000, Math.round(km * 0.5));
  return { from: Math.max(0, km - spread), to: km + spread };
}

export function createLocalMarketPrice(db: Database): MarketPriceService {
  return {
    async compare(car) {
      const years = { from: car.year - COMPARABLE_YEARS, to: car.year + COMPARABLE_YEARS };
      const km = kmBand(car.km);
      const [stats] = await db
        .select({
          count: sql<number>`count(*)::int`,
          low: sql<number | null>`percentile_cont(0.1) within group (order by ${cars.price})`,
          high: sql<number | null>`percentile_cont(0.9) within group (order by ${cars.price})`,
          average: sql<number | null>`avg(${cars.price})::float8`,
        })
        .from(cars)
        .where(
          and(
            eq(cars.make, car.make),
            eq(cars.model, car.model),
            between(cars.year, years.from, years.to),
            between(cars.km, km.from, km.to),
            gt(cars.price, 200),
            ne(cars.id, car.id),
          ),
        );
      if (!stats || stats.count === 0 || stats.low === null || stats.high === null) return null;
      const low = Math.round(Number(stats.low));
      const high = Math.round(Number(stats.high));
      const fill = high > low ? Math.min(1, Math.max(0, (high - car.price) / (high - low))) : 0.5;
      const average = Math.round(Number(stats.average));
      return {
        fill: Math.round(fill * 1000) / 1000,
        listing_price: car.price,
        market_range_min: low,
        market_range_max: high,
        confidence: Math.round((stats.count / (stats.count + CONFIDENCE_HALF)) * 1000) / 1000,
        description: car.price > average ? ABOVE_MARKET_DESCRIPTION : null,
        comparables: {
          count: stats.count,
          year_from: years.from,
          year_to: years.to,
          km_from: km.from,
          km_to: km.to,
          average_market_price: average,
        },
      };
    },
  };
}
