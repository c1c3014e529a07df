import { describe, expect, it } from "vitest";
import {
  HORIZON_DAYS,
  LEAD_TIME_MINUTES,
  SLOT_CAPACITY,
  SLOT_MINUTES,
  getAvailableSlots,
  getSlotWindow,
  isSlotAvailable,
  type SlotInput,
} from "./appointment-slots";
import type { OpeningHour } from "./opening-hours";

/*
 * [VSD §7 "Appointment availability for test drives"; SW §5 Test-drive form "booking date/time
 * optional"; SW §3 Opening-hour entry "weekday 0=Sunday to 6=Saturday, status Open or Closed";
 * SW §9 "Weekday ranges: Mon–Fri are weekdays 1–5, weekend is 0 and 6"]
 */

// The platform's default hours: Mon–Fri 08:30–17:30, Saturday 08:30–12:30, Sunday closed.
const HOURS: OpeningHour[] = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "12:30" },
];
const EVERY_DAY: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: "Open",
  open: "09:00",
  close: "17:00",
}));

// Monday 2026-11-16, 06:00 in Brisbane (UTC+10, no daylight saving): before opening, so the lead
// time does not bite.
const MONDAY_6AM_BRISBANE = new Date("2026-11-15T20:00:00Z");

function input(overrides: Partial<SlotInput> = {}): SlotInput {
  return {
    openingHours: HOURS,
    specialHours: [],
    booked: [],
    now: MONDAY_6AM_BRISBANE,
    timeZone: "Australia/Brisbane",
    ...overrides,
  };
}

const day = (slots: ReturnType<typeof getAvailableSlots>, date: string) =>
  slots.find((d) => d.date === date)?.times;

describe("appointment slots: the rules' numbers", () => {
  it("are 30-minute slots, 1 booking a slot, 2 hours' notice, 14 days ahead", () => {
    expect(SLOT_MINUTES).toBe(30);
    expect(SLOT_CAPACITY).toBe(1);
    expect(LEAD_TIME_MINUTES).toBe(120);
    expect(HORIZON_DAYS).toBe(14);
  });
});

describe("appointment slots: weekly hours [SW §3, §9]", () => {
  it("offers every 30 minutes from opening, the last slot ending by closing time", () => {
    const monday = day(getAvailableSlots(input()), "2026-11-16")!;
    expect(monday[0]).toBe("08:30");
    expect(monday[1]).toBe("09:00");
    expect(monday.at(-1)).toBe("17:00");
    expect(monday).not.toContain("17:30");
    expect(monday).toHaveLength(18);
  });

  it("keeps Saturday to its short hours", () => {
    expect(day(getAvailableSlots(input()), "2026-11-21")).toEqual([
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
    ]);
  });

  it("leaves out a closed Sunday altogether", () => {
    const slots = getAvailableSlots(input());
    expect(day(slots, "2026-11-22")).toBeUndefined();
    expect(slots.every((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it("drops a slot that would run past closing when hours are not on the half hour", () => {
    const hours = EVERY_DAY.map((h) => ({ ...h, open: "09:15", close: "10:40" }));
    expect(day(getAvailableSlots(input({ openingHours: hours })), "2026-11-16")).toEqual(["09:15", "09:45"]);
  });
});

describe("appointment slots: special (holiday) hours", () => {
  it("closes the day on a Closed entry", () => {
    const slots = getAvailableSlots(
      input({ specialHours: [{ date: "2026-11-17", status: "Closed", location_id: null }] }),
    );
    expect(day(slots, "2026-11-17")).toBeUndefined();
    expect(day(slots, "2026-11-18")).toHaveLength(18);
  });

  it("shortens the day to an Open entry's start and end hours", () => {
    const slots = getAvailableSlots(
      input({
        specialHours: [{ date: "2026-11-18", status: "Open", start_hour: "10:00", end_hour: "12:00" }],
      }),
    );
    expect(day(slots, "2026-11-18")).toEqual(["10:00", "10:30", "11:00", "11:30"]);
  });

  it("opens a usually closed day when an entry gives hours", () => {
    const slots = getAvailableSlots(
      input({
        specialHours: [{ date: "2026-11-22", status: "Open", start_hour: "10:00", end_hour: "11:00" }],
      }),
    );
    expect(day(slots, "2026-11-22")).toEqual(["10:00", "10:30"]);
  });

  it("prefers the location's own entry to a site-wide one for the same date", () => {
    const slots = getAvailableSlots(
      input({
        specialHours: [
          { date: "2026-11-19", status: "Closed", location_id: null },
          { date: "2026-11-19", status: "Open", start_hour: "09:00", end_hour: "10:00", location_id: 7 },
        ],
      }),
    );
    expect(day(slots, "2026-11-19")).toEqual(["09:00", "09:30"]);
  });
});

describe("appointment slots: bookings and capacity", () => {
  it("removes a booked slot and leaves its neighbours", () => {
    const monday = day(
      getAvailableSlots(input({ booked: [{ date: "2026-11-16", time: "10:00" }] })),
      "2026-11-16",
    )!;
    expect(monday).not.toContain("10:00");
    expect(monday).toContain("09:30");
    expect(monday).toContain("10:30");
    expect(
      day(getAvailableSlots(input({ booked: [{ date: "2026-11-16", time: "10:00" }] })), "2026-11-17"),
    ).toContain("10:00");
  });

  it("keeps a slot open until its capacity is used", () => {
    const booked = [{ date: "2026-11-16", time: "10:00" }];
    expect(day(getAvailableSlots(input({ booked, rules: { capacity: 2 } })), "2026-11-16")).toContain(
      "10:00",
    );
    const twice = [...booked, ...booked];
    expect(
      day(getAvailableSlots(input({ booked: twice, rules: { capacity: 2 } })), "2026-11-16"),
    ).not.toContain("10:00");
  });

  it("lets a booking at an odd time hold both slots it overlaps", () => {
    const monday = day(
      getAvailableSlots(input({ booked: [{ date: "2026-11-16", time: "09:15" }] })),
      "2026-11-16",
    )!;
    expect(monday).not.toContain("09:00");
    expect(monday).not.toContain("09:30");
    expect(monday).toContain("10:00");
  });

  it("ignores a booking whose time is not a time", () => {
    const monday = day(
      getAvailableSlots(input({ booked: [{ date: "2026-11-16", time: "soon" }] })),
      "2026-11-16",
    );
    expect(monday).toHaveLength(18);
  });
});

describe("appointment slots: lead time", () => {
  it("offers no slot starting within the next 2 hours", () => {
    // Monday 10:10 in Brisbane: the earliest start is 12:10, so the first slot is 12:30.
    const now = new Date("2026-11-16T00:10:00Z");
    const monday = day(getAvailableSlots(input({ now })), "2026-11-16")!;
    expect(monday[0]).toBe("12:30");
    expect(monday).not.toContain("12:00");
  });

  it("accepts a slot exactly 2 hours away", () => {
    const now = new Date("2026-11-16T00:00:00Z"); // 10:00 in Brisbane
    expect(day(getAvailableSlots(input({ now })), "2026-11-16")![0]).toBe("12:00");
  });

  it("drops today once the lead time runs past closing", () => {
    const now = new Date("2026-11-16T06:00:00Z"); // 16:00 in Brisbane, close 17:30
    const slots = getAvailableSlots(input({ now }));
    expect(day(slots, "2026-11-16")).toBeUndefined();
    expect(slots[0]!.date).toBe("2026-11-17");
    expect(slots[0]!.times[0]).toBe("08:30");
  });
});

describe("appointment slots: the site's time zone [docs/architecture.md rule 8]", () => {
  it("reads today in the site's zone, not the server's", () => {
    // Saturday 2026-11-21 20:00 UTC is Sunday 06:00 in Brisbane: today is the closed Sunday, and
    // the first day offered is Monday, not Saturday.
    const slots = getAvailableSlots(input({ now: new Date("2026-11-21T20:00:00Z") }));
    expect(slots[0]!.date).toBe("2026-11-23");
    expect(getSlotWindow(new Date("2026-11-21T20:00:00Z"), "Australia/Brisbane").from).toBe("2026-11-22");
    expect(getSlotWindow(new Date("2026-11-21T20:00:00Z"), "UTC").from).toBe("2026-11-21");
  });

  it("follows Sydney's daylight saving change (2026-10-04) while Brisbane stays on UTC+10", () => {
    // Saturday 2026-10-03 before the change: 21:00 UTC on the 2nd is 07:00 in both cities.
    const before = new Date("2026-10-02T21:00:00Z");
    const brisbaneBefore = getAvailableSlots(input({ openingHours: EVERY_DAY, now: before }));
    const sydneyBefore = getAvailableSlots(
      input({ openingHours: EVERY_DAY, now: before, timeZone: "Australia/Sydney" }),
    );
    expect(day(brisbaneBefore, "2026-10-03")![0]).toBe("09:00");
    expect(day(sydneyBefore, "2026-10-03")![0]).toBe("09:00");

    // Sunday 2026-10-04 after the change: 22:00 UTC on the 3rd is 08:00 in Brisbane but 09:00 in
    // Sydney (UTC+11), so Sydney's first slot is an hour later.
    const after = new Date("2026-10-03T22:00:00Z");
    const brisbaneAfter = getAvailableSlots(input({ openingHours: EVERY_DAY, now: after }));
    const sydneyAfter = getAvailableSlots(
      input({ openingHours: EVERY_DAY, now: after, timeZone: "Australia/Sydney" }),
    );
    expect(day(brisbaneAfter, "2026-10-04")![0]).toBe("10:00");
    expect(day(sydneyAfter, "2026-10-04")![0]).toBe("11:00");
    // The change day keeps its full run of wall-clock slots to closing.
    expect(day(sydneyAfter, "2026-10-04")!.at(-1)).toBe("16:30");
  });

  it("counts the lead time in elapsed hours across the change", () => {
    // 2026-10-03T15:30Z is 01:30 AEST on the 4th in Sydney; two hours later is 04:30 AEDT (the clock
    // skipped 02:00–03:00). Open at 04:00 to see it: the 04:00 slot is gone, 04:30 is offered.
    const hours = EVERY_DAY.map((h) => ({ ...h, open: "04:00", close: "06:00" }));
    const slots = getAvailableSlots(
      input({ openingHours: hours, now: new Date("2026-10-03T15:30:00Z"), timeZone: "Australia/Sydney" }),
    );
    expect(day(slots, "2026-10-04")).toEqual(["04:30", "05:00", "05:30"]);
  });
});

describe("appointment slots: horizon", () => {
  it("offers today and the next 13 days, no further", () => {
    const slots = getAvailableSlots(input({ openingHours: EVERY_DAY }));
    expect(slots).toHaveLength(14);
    expect(slots[0]!.date).toBe("2026-11-16");
    expect(slots.at(-1)!.date).toBe("2026-11-29");
    expect(getSlotWindow(MONDAY_6AM_BRISBANE, "Australia/Brisbane")).toEqual({
      from: "2026-11-16",
      to: "2026-11-29",
    });
  });

  it("takes a shorter horizon from the rules, across a month end", () => {
    const now = new Date("2026-11-29T20:00:00Z"); // Monday 2026-11-30 06:00 in Brisbane
    const slots = getAvailableSlots(input({ openingHours: EVERY_DAY, now, rules: { horizonDays: 3 } }));
    expect(slots.map((d) => d.date)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

describe("isSlotAvailable", () => {
  it("accepts a free slot and refuses booked, past, closed, off-grid and malformed ones", () => {
    const booked = [{ date: "2026-11-17", time: "11:00" }];
    const now = new Date("2026-11-16T00:00:00Z"); // Monday 10:00 in Brisbane
    const base = input({ booked, now });
    expect(isSlotAvailable(base, "2026-11-17", "10:30")).toBe(true);
    expect(isSlotAvailable(base, "2026-11-17", "11:00")).toBe(false); // booked
    expect(isSlotAvailable(base, "2026-11-16", "11:00")).toBe(false); // within 2 hours
    expect(isSlotAvailable(base, "2026-11-22", "10:00")).toBe(false); // Sunday
    expect(isSlotAvailable(base, "2026-11-17", "10:15")).toBe(false); // not a slot start
    expect(isSlotAvailable(base, "2026-11-17", "17:30")).toBe(false); // closing time
    expect(isSlotAvailable(base, "2026-12-31", "10:00")).toBe(false); // past the horizon
    expect(isSlotAvailable(base, "2026-11-17", "25:00")).toBe(false);
    expect(isSlotAvailable(base, "2026-11-17", "")).toBe(false);
  });

  it("reads a one-digit hour as the same time", () => {
    expect(isSlotAvailable(input(), "2026-11-17", "9:00")).toBe(true);
  });
});
