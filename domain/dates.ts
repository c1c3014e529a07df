import { dateTimeFormat } from "./intl";
import { WEEKDAY_NAMES } from "./opening-hours";

/*
 * Dates in a site's time zone [docs/architecture.md rule 8: dates dd/MM/yyyy in the site's time zone;
 * SW §9 "Dates dd/MM/yyyy"]. The platform's own Intl (no date library): three functions need no more.
 */

/** "21/11/2026": an instant, or a calendar date ("2026-11-21"), as the site's zone reads it. */
export function formatDate(date: Date | string, timeZone: string) {
  const value = typeof date === "string" ? new Date(date) : date;
  const parts = dateTimeFormat("en-AU", {
    timeZone,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).formatToParts(value);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")}`;
}

/** "21/11/2026 3:05 pm": an instant with its time on the 12-hour clock, in the site's zone. */
export function formatDateTime(date: Date, timeZone: string) {
  const parts = dateTimeFormat("en-AU", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${formatDate(date, timeZone)} ${get("hour")}:${get("minute")} ${get("dayPeriod").toLowerCase().replaceAll(".", "")}`;
}

/**
 * "29/11/2026 3:05 pm AEDT": an instant where the zone is not the reader's to assume (a hold on a
 * car in another state, an e-mail read anywhere), with the zone's short name as Australians write it.
 */
export function formatDateTimeInZone(date: Date, timeZone: string) {
  const zone =
    dateTimeFormat("en-AU", { timeZone, timeZoneName: "short" })
      .formatToParts(date)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  return `${formatDateTime(date, timeZone)}${zone ? ` ${zone}` : ""}`;
}

/** The calendar date ("2026-11-21") at `now` in a time zone. */
export function calendarDate(now: Date | number, timeZone: string): string {
  return dateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The weekday (0 = Sunday) of an instant in a time zone. */
export function weekdayInZone(instant: Date, timeZone: string): number {
  const name = dateTimeFormat("en-AU", { timeZone, weekday: "long" }).format(instant);
  return WEEKDAY_NAMES.indexOf(name as (typeof WEEKDAY_NAMES)[number]);
}
