/*
 * The price comparison gauge.
 * [SW §5 Autograb eligibility] "Feature is on, car status is in_stock, not sold, not reserved, and
 *   price above 200."
 * [VSD §4 Price comparison] "shown only when data is complete, confidence is above 0.2 and
 *   market_range_max is at least listing_price; otherwise hidden." "Fill below 0.3 is low, from 0.3
 *   to under 0.6 is medium, 0.6 or more is high." "Label 'Good Deal' when fill is under 0.65, else
 *   'Great Deal', unless the response gives a description." "A 'Below market price' badge shows
 *   when the price is at least 500 below the average market price."
 */
export const AUTOGRAB_MIN_PRICE = 200;
export const CONFIDENCE_FLOOR = 0.2;
export const GREAT_DEAL_FILL = 0.65;
export const FILL_BANDS = { medium: 0.3, high: 0.6 } as const;
export const BELOW_MARKET_MARGIN = 500;

export type PriceComparison = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string | null;
};

export function isAutograbEligible(
  car: { status: string; reserved: boolean; price: number },
  featureOn: boolean,
): boolean {
  return featureOn && car.status === "in_stock" && !car.reserved && car.price > AUTOGRAB_MIN_PRICE;
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** True when the response is complete and trustworthy enough to show. */
export function isComparisonShown(
  data: Partial<PriceComparison> | null | undefined,
): data is PriceComparison {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if (![fill, listing_price, market_range_min, market_range_max, confidence].every(isNumber)) return false;
  return confidence! > CONFIDENCE_FLOOR && market_range_max! >= listing_price!;
}

export function getFillBand(fill: number): "low" | "medium" | "high" {
  if (fill < FILL_BANDS.medium) return "low";
  if (fill < FILL_BANDS.high) return "medium";
  return "high";
}

export function getDealLabel(data: Pick<PriceComparison, "fill" | "description">): string {
  if (data.description) return data.description;
  return data.fill < GREAT_DEAL_FILL ? "Good Deal" : "Great Deal";
}

export function isBelowMarket(price: number, averageMarketPrice: number | null | undefined): boolean {
  return isNumber(averageMarketPrice) && price > 0 && averageMarketPrice - price >= BELOW_MARKET_MARGIN;
}
