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

/**
 * How many of the cars found are sold (shown for the site's sold window, VSD §3), so that the count
 * a search shows and the home page's count of cars in stock agree: "742 found, 11 of them recently
 * sold" beside "731 in stock". The status facet counts each status as if no status were chosen, so a
 * search for other statuses only has none.
 */
export function getSoldCount(
  statusCounts: readonly { value: string; count: number }[],
  chosenStatuses: readonly string[] | undefined,
): number {
  if (chosenStatuses?.length && !chosenStatuses.includes("sold")) return 0;
  return statusCounts.find((item) => item.value === "sold")?.count ?? 0;
}
