import { and, asc, between, gt, ne, sql } from "drizzle-orm";
import { calendarDate } from "#domain/dates";
import { formatMoney, formatWhole } from "#domain/money";
import { canEstimateOnline, TRADE_IN_MARGIN, tradeInOffer, type TradeInAnswers } from "#domain/trade-in";
import type { Database } from "#server/db/client";
import { cars } from "#server/db/schema";
import type { Site } from "#server/sites/registry";
import { COMPARABLE_YEARS } from "./market-price";

/*
 * The trade-in valuation service [SW §7 "Trade-in valuation: not shown"; SW §5 Trade-in form FAQ "an
 * estimate comes from a third-party valuation tool and is indicative, subject to inspection";
 * docs/architecture.md rule 7]. A production adapter would call that tool; the local implementation values
 * the car from the platform's own stock, every dealer's, sold cars included (a sale is market
 * evidence), the same way the market price service does (server/integrations/market-price.ts):
 *
 *   comparables   same make and model (any capitalisation), model year within 2, a real price
 *                 (over $10: $0 and $1 are "Enquire for price" placeholders), used or demo (a new
 *                 car's price is not a trade-in's market), whatever their kilometres. With a badge
 *                 and at least 3 comparables of that badge, only those.
 *   normalising   each comparable's price is moved to the car's year and kilometres: 8% a model
 *                 year and 2% per 10,000 km (the rough shape of Australian used-car depreciation),
 *                 the factor kept within 0.5 to 1.5
 *
 * The comparables do not depend on the car's kilometres (a band around them would swap one set of
 * listings for another as the odometer moves, and a car with more kilometres could be offered
 * more): each is moved to the car's kilometres instead, so more kilometres never raise an offer and
 * a car driven little is valued like any other.
 *   retail        the median of the normalised prices; the range is their 25th to 75th percentile
 *   offer         domain/trade-in.ts tradeInOffer: the trade margin below retail, the answers to
 *                 the adjustment questions, to the nearest $100
 *
 * Fewer than 3 comparables is "no-comparables": one or two listings are too thin to quote on (a
 * single mispriced car would set the offer).
 */
export type ValuationVehicle = {
  make: string;
  model: string;
  year: number;
  km: number;
  badge?: string | null;
};

export type ValuationResult =
  | {
      kind: "estimate";
      offer_price: number;
      range: { low: number; high: number };
      comparables: number;
      basis: string;
    }
  | { kind: "no-online-estimate"; reason: "age" | "km" }
  | { kind: "no-comparables" };

export interface ValuationService {
  estimate(
    site: Site,
    vehicle: ValuationVehicle,
    answers: TradeInAnswers,
    now?: Date,
  ): Promise<ValuationResult>;
}

export const MIN_COMPARABLES = 3;
const YEAR_STEP = 0.08;
const KM_STEP_PER_10K = 0.02;
// Enough listings for a steady median; more only slows the query.
const MAX_COMPARABLES = 500;

type Comparable = { year: number; km: number; price: number; badge: string | null };

/** A comparable's price moved to the valued car's model year and kilometres. */
function normalisePrice(comparable: Comparable, vehicle: ValuationVehicle): number {
  const years = vehicle.year - comparable.year;
  const km = (comparable.km - vehicle.km) / 10_000;
  const factor = Math.min(1.5, Math.max(0.5, 1 + YEAR_STEP * years + KM_STEP_PER_10K * km));
  return comparable.price * factor;
}

/** The p-th quantile of sorted numbers, interpolating between neighbours (as percentile_cont). */
function quantile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = sorted[Math.floor(at)]!;
  const above = sorted[Math.ceil(at)]!;
  return below + (above - below) * (at - Math.floor(at));
}

export function createLocalValuation(db: Database): ValuationService {
  return {
    async estimate(site, vehicle, answers, now = new Date()) {
      const eligible = canEstimateOnline(vehicle, calendarDate(now, site.time_zone));
      if (!eligible.allowed) return { kind: "no-online-estimate", reason: eligible.reason };

      const years = { from: vehicle.year - COMPARABLE_YEARS, to: vehicle.year + COMPARABLE_YEARS };
      const rows = await db
        .select({ year: cars.year, km: cars.km, price: cars.price, badge: cars.badge })
        .from(cars)
        .where(
          and(
            sql`lower(${cars.make}) = ${vehicle.make.trim().toLowerCase()}`,
            sql`lower(${cars.model}) = ${vehicle.model.trim().toLowerCase()}`,
            between(cars.year, years.from, years.to),
            gt(cars.price, 10),
            ne(cars.car_type, "new"),
          ),
        )
        .orderBy(asc(cars.id))
        .limit(MAX_COMPARABLES);

      const badge = vehicle.badge?.trim().toLowerCase();
      const sameBadge = badge ? rows.filter((r) => r.badge?.trim().toLowerCase() === badge) : [];
      const comparables = sameBadge.length >= MIN_COMPARABLES ? sameBadge : rows;
      if (comparables.length < MIN_COMPARABLES) return { kind: "no-comparables" };

      const prices = comparables.map((c) => normalisePrice(c, vehicle)).sort((a, b) => a - b);
      const median = quantile(prices, 0.5);
      const kms = comparables.map((c) => c.km);
      const basis =
        `The median of ${comparables.length} comparable ${sameBadge === comparables ? `${vehicle.badge} ` : ""}` +
        `listings (${years.from}–${years.to}, ${formatWhole(Math.min(...kms))}–${formatWhole(Math.max(...kms))} km), ` +
        `adjusted to this car's year and kilometres: ${formatMoney(median)} retail, ` +
        `less a ${Math.round(TRADE_IN_MARGIN * 100)}% trade margin. Indicative, subject to inspection.`;
      return {
        kind: "estimate",
        offer_price: tradeInOffer(median, answers),
        range: {
          low: tradeInOffer(quantile(prices, 0.25), answers),
          high: tradeInOffer(quantile(prices, 0.75), answers),
        },
        comparables: comparables.length,
        basis,
      };
    },
  };
}
