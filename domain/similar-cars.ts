/*
 * [VSD §9] "Similar cars: up to 6 shown; search limit 10 per query; price window plus or minus
 * 10,000 below 50,000, else plus or minus 25,000." [VSD §5] "Similar-cars call is skipped if price
 * is absent or not positive."
 */
export const SIMILAR_CARS_SHOWN = 6;
export const SIMILAR_SEARCH_LIMIT = 10;

export function getSimilarPriceWindow(price: number | null | undefined): { min: number; max: number } | null {
  if (price === null || price === undefined || !(price > 0)) return null;
  const spread = price < 50_000 ? 10_000 : 25_000;
  return { min: Math.max(0, price - spread), max: price + spread };
}
