/*
 * Opening hours [SW §3 Opening-hour entry: weekday 0=Sunday to 6=Saturday, status Open or Closed]
 * and [SW §9 Weekday ranges: Mon–Fri are weekdays 1–5, weekend is 0 and 6].
 */
export type OpeningHour = { weekday: number; status: "Open" | "Closed"; open?: string; close?: string };

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

export function getHoursForWeekday(hours: OpeningHour[], weekday: number): OpeningHour | null {
  const entry = hours.find((h) => h.weekday === weekday);
  if (!entry || entry.status === "Closed" || !entry.open || !entry.close) return null;
  return entry;
}
