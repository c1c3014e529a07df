/*
 * [VSD §4 Availability] "in_stock and coming_soon count as available. Any other status (for
 * example sold) shows a sold tag ..." "In a result list, runs of consecutive sold cars collapse
 * to a single sold entry unless all cars are sold, in which case all are shown."
 * "Sold cars stay in search only for N days (default 3, or the site's include_sold_cars_days)."
 */
export const AVAILABLE_STATUSES = ["in_stock", "coming_soon"] as const;
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;
const DAY_MS = 86_400_000;

export function isAvailable(status: string): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(status);
}

/** A car's status in words, for a buyer's lists (favourites, My Garage). */
export function statusLabel(car: { status: string; reserved: boolean }): string {
  if (!isAvailable(car.status)) return "Sold";
  if (car.reserved) return "Reserved";
  return car.status === "coming_soon" ? "Coming soon" : "Available";
}

/** The earliest sale still shown: `days` days before `now` (default 3, or the site's setting). */
export function soldWindowStart(now: Date | number, days = DEFAULT_INCLUDE_SOLD_CARS_DAYS): number {
  return +now - days * DAY_MS;
}

/**
 * A car sold before the site's sold window: out of search, the sitemap and the vehicle feed, its
 * old address answers 410 with its own sold page and similar cars (issue 34), never a bare 404.
 */
export function isPastSoldWindow(
  car: { status: string; sold_at: Date | null },
  now: Date | number,
  days = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  return car.status === "sold" && car.sold_at !== null && +car.sold_at < soldWindowStart(now, days);
}

export type ResultEntry<T> = { car: T; collapsedSold: number };

/** Collapses each run of consecutive sold cars to its first car, counting the ones folded in. */
export function collapseSoldRuns<T>(cars: readonly T[], isSold: (car: T) => boolean): ResultEntry<T>[] {
  if (cars.length > 0 && cars.every(isSold)) return cars.map((car) => ({ car, collapsedSold: 0 }));
  const entries: ResultEntry<T>[] = [];
  let run: ResultEntry<T> | null = null;
  for (const car of cars) {
    if (!isSold(car)) {
      run = null;
      entries.push({ car, collapsedSold: 0 });
    } else if (run) {
      run.collapsedSold++;
    } else {
      run = { car, collapsedSold: 0 };
      entries.push(run);
    }
  }
  return entries;
}
