import { dateTimeFormat } from "./intl";
/*
 * Opening hours [SW §3 Opening-hour entry: weekday 0=Sunday to 6=Saturday, status Open or Closed;
 * Special (holiday) hours: date, status, location_id, start_hour or hours.begin, end_hour or
 * hours.end] and [SW §9 "Weekday ranges: Mon–Fri are weekdays 1–5, weekend is 0 and 6. Hours show
 * on a 12-hour clock with am/pm; holiday hours use the UTC hour."].
 */
export type OpeningHour = { weekday: number; status: "Open" | "Closed"; open?: string; close?: string };

/** A holiday entry: a calendar date ("2026-12-24") with its own hours, for one location or all. */
export type SpecialHour = {
  date: string;
  label: string;
  status: "Open" | "Closed";
  location_id: number | null;
  /** "08:30", or an instant ("2026-12-24T08:30:00Z") whose UTC hour is the hour [SW §9]. */
  start_hour: string | null;
  end_hour: string | null;
};

export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
const SHORT_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
/** Weekdays 1–5, then the weekend, Saturday before Sunday: the order Australian hours are read in. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export function getHoursForWeekday(hours: OpeningHour[], weekday: number): OpeningHour | null {
  const entry = hours.find((h) => h.weekday === weekday);
  if (!entry || entry.status === "Closed" || !entry.open || !entry.close) return null;
  return entry;
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "08:30" -> "8:30am", "17:00" -> "5pm" [SW §9: a 12-hour clock with am/pm]. */
export function formatHour(hhmm: string) {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const suffix = h < 12 ? "am" : "pm";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${suffix}`;
}

/**
 * A holiday hour as "HH:MM". Plain times are taken as written; an instant is read by its UTC hour
 * and minute, as the spec's holiday hours are ("holiday hours use the UTC hour"), whatever the
 * site's zone. Anything else is no hour.
 */
export function holidayHour(value: string | null): string | null {
  if (!value) return null;
  if (HHMM.test(value)) return value;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}`;
}

/** "8:30am – 5:30pm" or "Closed". */
export function formatRange(open: string | null | undefined, close: string | null | undefined) {
  return open && close ? `${formatHour(open)} – ${formatHour(close)}` : "Closed";
}

/** The hours table: one row per day, Monday first. */
export function hoursTable(hours: OpeningHour[]) {
  return DISPLAY_ORDER.map((weekday) => {
    const entry = getHoursForWeekday(hours, weekday);
    return { weekday, day: WEEKDAY_NAMES[weekday], hours: formatRange(entry?.open, entry?.close) };
  });
}

/**
 * The hours in short: consecutive days (in display order) with the same hours share a line, so a
 * dealer open 8:30am to 5:30pm Monday to Friday reads "Mon – Fri".
 */
export function hoursSummary(hours: OpeningHour[]) {
  const rows = hoursTable(hours);
  const lines: { days: string; hours: string }[] = [];
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i < rows.length && rows[i]!.hours === rows[start]!.hours) continue;
    const first = SHORT_NAMES[rows[start]!.weekday];
    const last = SHORT_NAMES[rows[i - 1]!.weekday];
    lines.push({ days: first === last ? first : `${first} – ${last}`, hours: rows[start]!.hours });
    start = i;
  }
  return lines;
}

/** A location's own holiday entry before one for every location on the same date. */
const ownFirst = (a: SpecialHour, b: SpecialHour) =>
  (a.location_id === null ? 1 : 0) - (b.location_id === null ? 1 : 0);

/** Holiday entries for a location (its own, and those for every location), from `today` on. */
export function upcomingSpecialHours(special: SpecialHour[], locationId: number, today: string) {
  return special
    .filter((s) => (s.location_id === null || s.location_id === locationId) && s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || ownFirst(a, b))
    .filter((s, i, all) => all.findIndex((o) => o.date === s.date) === i)
    .map((s) => ({
      date: s.date,
      label: s.label,
      hours:
        s.status === "Closed" ? "Closed" : formatRange(holidayHour(s.start_hour), holidayHour(s.end_hour)),
    }));
}

/** The date, weekday and minutes past midnight of an instant in a time zone. */
export function localTime(now: Date, timeZone: string) {
  const parts = dateTimeFormat("en-AU", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    weekday: "long",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: WEEKDAY_NAMES.indexOf(get("weekday") as (typeof WEEKDAY_NAMES)[number]),
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Open now or closed now, in the site's time zone: a holiday entry for today replaces the weekday's
 * hours. `until` is when it next changes today ("Closes 5:30pm", "Opens 8:30am"), when it does.
 */
export function openState(
  hours: OpeningHour[],
  special: SpecialHour[],
  locationId: number,
  now: Date,
  timeZone: string,
): { open: boolean; label: "Open now" | "Closed now"; until: string | null; holiday: string | null } {
  const local = localTime(now, timeZone);
  const holiday = special
    .filter((s) => s.date === local.date && (s.location_id === null || s.location_id === locationId))
    .sort(ownFirst)[0];
  let open: string | null;
  let close: string | null;
  if (holiday) {
    open = holiday.status === "Open" ? holidayHour(holiday.start_hour) : null;
    close = holiday.status === "Open" ? holidayHour(holiday.end_hour) : null;
  } else {
    const entry = getHoursForWeekday(hours, local.weekday);
    open = entry?.open ?? null;
    close = entry?.close ?? null;
  }
  const label = holiday?.label ?? null;
  if (!open || !close) return { open: false, label: "Closed now", until: null, holiday: label };
  if (local.minutes < minutesOf(open))
    return { open: false, label: "Closed now", until: `Opens ${formatHour(open)}`, holiday: label };
  if (local.minutes < minutesOf(close))
    return { open: true, label: "Open now", until: `Closes ${formatHour(close)}`, holiday: label };
  return { open: false, label: "Closed now", until: null, holiday: label };
}
