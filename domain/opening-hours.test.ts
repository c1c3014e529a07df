import { describe, expect, it } from "vitest";
import { weekdayInZone } from "./dates";
import {
  formatHour,
  getHoursForWeekday,
  holidayHour,
  hoursSummary,
  hoursTable,
  openState,
  upcomingSpecialHours,
  type OpeningHour,
  type SpecialHour,
} from "./opening-hours";

const HOURS: OpeningHour[] = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "12:00" },
];
const holiday = (over: Partial<SpecialHour>): SpecialHour => ({
  date: "2026-12-24",
  label: "Christmas Eve",
  status: "Open",
  location_id: null,
  start_hour: "08:00",
  end_hour: "12:00",
  ...over,
});

describe("opening hours [SW §3, §9]", () => {
  it("finds the weekday in the site's time zone, not the server's", () => {
    // Saturday 20:00 UTC is already Sunday morning in Brisbane.
    const instant = new Date("2026-11-21T20:00:00Z");
    expect(weekdayInZone(instant, "UTC")).toBe(6);
    expect(weekdayInZone(instant, "Australia/Brisbane")).toBe(0);
  });
  it("returns null for closed days", () => {
    expect(getHoursForWeekday(HOURS, 0)).toBeNull();
    expect(getHoursForWeekday(HOURS, 1)).toMatchObject({ open: "08:30" });
  });
  it("shows hours on a 12-hour clock with am/pm", () => {
    expect(formatHour("08:30")).toBe("8:30am");
    expect(formatHour("00:00")).toBe("12am");
    expect(formatHour("12:00")).toBe("12pm");
    expect(formatHour("17:05")).toBe("5:05pm");
  });
  it("lists Monday first and groups Mon–Fri as weekdays 1–5", () => {
    expect(hoursTable(HOURS).map((r) => r.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(hoursSummary(HOURS)).toEqual([
      { days: "Mon – Fri", hours: "8:30am – 5:30pm" },
      { days: "Sat", hours: "8:30am – 12pm" },
      { days: "Sun", hours: "Closed" },
    ]);
  });
  it("reads a holiday hour given as an instant by its UTC hour", () => {
    expect(holidayHour("09:15")).toBe("09:15");
    expect(holidayHour("2026-12-24T08:30:00Z")).toBe("08:30");
    expect(holidayHour("2026-12-24T08:30:00+10:00")).toBe("22:30");
    expect(holidayHour("not a time")).toBeNull();
    expect(holidayHour(null)).toBeNull();
  });
  it("lists upcoming holidays, a location's own entry before the all-locations one", () => {
    const special = [
      holiday({
        date: "2026-12-25",
        label: "Christmas Day",
        status: "Closed",
        start_hour: null,
        end_hour: null,
      }),
      holiday({ location_id: 7, start_hour: "09:00", end_hour: "13:00" }),
      holiday({}),
      holiday({ date: "2026-01-01", label: "Past" }),
      holiday({ date: "2026-12-31", location_id: 8, label: "Other location" }),
    ];
    expect(upcomingSpecialHours(special, 7, "2026-11-24")).toEqual([
      { date: "2026-12-24", label: "Christmas Eve", hours: "9am – 1pm" },
      { date: "2026-12-25", label: "Christmas Day", hours: "Closed" },
    ]);
  });
});

describe("open now [SW §9: in the site's time zone]", () => {
  it("is open within the day's hours in the site's zone, whatever the server's zone", () => {
    // Tuesday 00:15 UTC is Tuesday 10:15 in Brisbane and 08:15 in Perth.
    const now = new Date("2026-11-24T00:15:00Z");
    expect(openState(HOURS, [], 1, now, "Australia/Brisbane")).toMatchObject({
      open: true,
      label: "Open now",
      until: "Closes 5:30pm",
    });
    expect(openState(HOURS, [], 1, now, "Australia/Perth")).toMatchObject({
      open: false,
      label: "Closed now",
      until: "Opens 8:30am",
    });
  });
  it("is closed after closing and all of Sunday", () => {
    expect(openState(HOURS, [], 1, new Date("2026-11-24T08:00:00Z"), "Australia/Brisbane").label).toBe(
      "Closed now",
    );
    expect(openState(HOURS, [], 1, new Date("2026-11-22T01:00:00Z"), "Australia/Brisbane")).toMatchObject({
      open: false,
      until: null,
    });
  });
  it("follows daylight saving in Sydney and not in Brisbane", () => {
    // 22:00 UTC on a Monday in November: Tuesday 08:00 in Brisbane (closed), 09:00 in Sydney (open).
    const now = new Date("2026-11-23T22:00:00Z");
    expect(openState(HOURS, [], 1, now, "Australia/Brisbane").open).toBe(false);
    expect(openState(HOURS, [], 1, now, "Australia/Sydney").open).toBe(true);
  });
  it("uses today's holiday hours instead of the weekday's", () => {
    // Thursday 24 December, 13:00 in Brisbane: open on a Thursday, closed after 12pm on Christmas Eve.
    const now = new Date("2026-12-24T03:00:00Z");
    expect(openState(HOURS, [holiday({})], 1, now, "Australia/Brisbane")).toMatchObject({
      open: false,
      holiday: "Christmas Eve",
    });
    expect(openState(HOURS, [holiday({ location_id: 2 })], 1, now, "Australia/Brisbane").open).toBe(true);
    const closed = holiday({ status: "Closed", start_hour: null, end_hour: null });
    expect(openState(HOURS, [closed], 1, new Date("2026-12-23T23:00:00Z"), "Australia/Brisbane").open).toBe(
      false,
    );
  });
});
