import { localTime } from "./opening-hours";

/*
 * The sales counter [SW §9]: "192 sales a day per elapsed day of the month plus one per 450
 * seconds; refreshed every 150000 ms; Brisbane time zone." 86,400 s / 450 s is 192, so the count
 * climbs steadily through each day and the month's total is 192 a day.
 */
export type SalesCounterSettings = { sales_per_day: number; seconds_per_sale: number; time_zone: string };

export function salesCount(now: Date, settings: SalesCounterSettings) {
  const local = localTime(now, settings.time_zone);
  const dayOfMonth = Number(local.date.slice(8, 10));
  const secondsToday = local.minutes * 60 + now.getUTCSeconds();
  return settings.sales_per_day * (dayOfMonth - 1) + Math.floor(secondsToday / settings.seconds_per_sale);
}
