/*
 * [VSD §7 Stock search] "Counts above 1999 are replaced by in-stock or summed facet counts."
 * Above the threshold the total shown is the in-stock count when the search is for in-stock cars
 * only, else the sum of the status facet's counts, which is exact for every status.
 */
export const EXACT_COUNT_LIMIT = 1999;

export function getDisplayCount(
  count: number,
  statusCounts: readonly { value: string; count: number }[],
  inStockOnly: boolean,
): number {
  if (count <= EXACT_COUNT_LIMIT) return count;
  if (inStockOnly) return statusCounts.find((item) => item.value === "in_stock")?.count ?? count;
  const summed = statusCounts.reduce((total, item) => total + item.count, 0);
  return summed > 0 ? summed : count;
}
