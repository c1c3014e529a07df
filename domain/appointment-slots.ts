import { dateTimeFormat } from "./intl";
import { calendarDate } from "./dates";
import { getHoursForWeekday, type OpeningHour } from "./opening-hours";

/*
 * Test-drive appointment slots [VSD §7 "Appointment availability for test drives: path not shown,
 * not shown"; SW §5 Test-drive form "booking date/time optional"]. The spec names the call and
 * nothing else, so these rules are ours, chosen to be plain and safe:
 *
 *   slots        every 30 minutes from opening, each ending by closing time (a 17:30 close has a
 *                last slot at 17:00)
 *   capacity     1 test drive a slot by default (one salesperson, one car out at a time)
 *   lead time    no slot starting within the next 2 hours: the yard needs time to prepare the car
 *   horizon      today and the 13 days after it (14 calendar days) in the site's time zone
 *   hours        the location's weekly opening hours [SW §3 Opening-hour entry], replaced for a date
 *                by a special (holiday) hours entry: Closed closes the day; Open with start and end
 *                hours gives that day's hours; Open without hours keeps the usual hours. An entry
 *                for the location beats a site-wide one (location_id null) for the same date.
 *
 * All times are wall-clock times at the location, in the site's time zone ("HH:MM", 24-hour, like
 * the opening hours). Special hours' start_hour/end_hour are stored that way too (the old system's
 * "holiday hours use the UTC hour" [SW §9] was a wall-clock time dressed as UTC).
 */

export const SLOT_MINUTES = 30;
export const SLOT_CAPACITY = 1;
export const LEAD_TIME_MINUTES = 120;
export const HORIZON_DAYS = 14;

export type SlotRules = {
  slotMinutes: number;
  capacity: number;
  leadMinutes: number;
  horizonDays: number;
};

const DEFAULT_RULES: SlotRules = {
  slotMinutes: SLOT_MINUTES,
  capacity: SLOT_CAPACITY,
  leadMinutes: LEAD_TIME_MINUTES,
  horizonDays: HORIZON_DAYS,
};

/** A special (holiday) hours row, with the field names of the special_hours table. */
export type SpecialHour = {
  date: string;
  status: "Open" | "Closed";
  start_hour?: string | null;
  end_hour?: string | null;
  location_id?: number | null;
};

/** A test drive already booked: its preferred date ("YYYY-MM-DD") and time ("HH:MM"). */
export type BookedSlot = { date: string; time: string };

export type DaySlots = { date: string; times: string[] };

export type SlotInput = {
  openingHours: OpeningHour[];
  /** The location's own rows and the site-wide ones (location_id null); no other location's. */
  specialHours: SpecialHour[];
  booked: BookedSlot[];
  now: Date;
  timeZone: string;
  rules?: Partial<SlotRules>;
};

/** Minutes after midnight of "HH:MM", or null when it is not a 24-hour time. */
function parseTime(value: string): number | null {
  const [h, m, extra] = value.split(":");
  if (
    extra !== undefined ||
    h === undefined ||
    m === undefined ||
    h.length < 1 ||
    h.length > 2 ||
    m.length !== 2
  )
    return null;
  const hours = Number(h);
  const minutes = Number(m);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return null;
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return null;
  return hours * 60 + minutes;
}

function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The calendar date `days` after a "YYYY-MM-DD" date: pure calendar arithmetic, no time zone. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a calendar date, wherever it is. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The wall-clock date and minute of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): { date: string; minutes: number } {
  const parts = dateTimeFormat("en-AU", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { date: calendarDate(instant, timeZone), minutes: get("hour") * 60 + get("minute") };
}

function rulesOf(input: SlotInput): SlotRules {
  return { ...DEFAULT_RULES, ...input.rules };
}

/**
 * The first and last calendar dates a booking can fall on, in the site's zone: the server reads
 * special hours and bookings for this window only.
 */
export function getSlotWindow(
  now: Date,
  timeZone: string,
  rules: Partial<SlotRules> = {},
): { from: string; to: string } {
  const { horizonDays } = { ...DEFAULT_RULES, ...rules };
  const from = calendarDate(now, timeZone);
  return { from, to: addDays(from, Math.max(0, horizonDays - 1)) };
}

/** The opening and closing minutes of a date, or null when the location is closed that day. */
function hoursOn(date: string, input: SlotInput): { open: number; close: number } | null {
  const entries = input.specialHours.filter((s) => s.date === date);
  const special = entries.find((s) => s.location_id != null) ?? entries[0];
  if (special?.status === "Closed") return null;
  if (special?.start_hour && special.end_hour) {
    const open = parseTime(special.start_hour);
    const close = parseTime(special.end_hour);
    return open !== null && close !== null && close > open ? { open, close } : null;
  }
  const usual = getHoursForWeekday(input.openingHours, weekdayOf(date));
  if (!usual?.open || !usual.close) return null;
  const open = parseTime(usual.open);
  const close = parseTime(usual.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

/** The free test-drive slots from now to the horizon, by date; days with none are left out. */
export function getAvailableSlots(input: SlotInput): DaySlots[] {
  const rules = rulesOf(input);
  const length = Math.max(1, rules.slotMinutes);
  // The lead time is real elapsed time, so it is added to the instant before reading the clock.
  const earliest = wallClock(new Date(input.now.getTime() + rules.leadMinutes * 60_000), input.timeZone);
  const window = getSlotWindow(input.now, input.timeZone, rules);

  const bookedByDate = new Map<string, number[]>();
  for (const booking of input.booked) {
    const minutes = parseTime(booking.time);
    if (minutes === null) continue;
    bookedByDate.set(booking.date, [...(bookedByDate.get(booking.date) ?? []), minutes]);
  }

  const days: DaySlots[] = [];
  for (let date = window.from; date <= window.to; date = addDays(date, 1)) {
    if (date < earliest.date) continue;
    const hours = hoursOn(date, input);
    if (!hours) continue;
    const bookings = bookedByDate.get(date) ?? [];
    const times: string[] = [];
    for (let start = hours.open; start + length <= hours.close; start += length) {
      if (date === earliest.date && start < earliest.minutes) continue;
      // A booking holds the slot it overlaps (one made at an odd time, say 09:15, holds two).
      const taken = bookings.filter((b) => b < start + length && start < b + length).length;
      if (taken < rules.capacity) times.push(formatTime(start));
    }
    if (times.length > 0) days.push({ date, times });
  }
  return days;
}

/** Whether a submitted date and time is one of the free slots (the server checks every booking). */
export function isSlotAvailable(input: SlotInput, date: string, time: string): boolean {
  const minutes = parseTime(time);
  if (minutes === null) return false;
  const wanted = formatTime(minutes);
  return getAvailableSlots(input).some((day) => day.date === date && day.times.includes(wanted));
}
