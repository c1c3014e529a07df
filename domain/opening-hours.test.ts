import { describe, expect, it } from "vitest";
import { weekdayInZone } from "./dates";
import { getHoursForWeekday } from "./opening-hours";

describe("opening hours [SW §3, §9]", () => {
  it("finds the weekday in the site's time zone, not the server's", () => {
    // Saturday 20:00 UTC is already Sunday morning in Brisbane.
    const instant = new Date("2026-11-21T20:00:00Z");
    expect(weekdayInZone(instant, "UTC")).toBe(6);
    expect(weekdayInZone(instant, "Australia/Brisbane")).toBe(0);
  });
  it("returns null for closed days", () => {
    const hours = [
      { weekday: 0, status: "Closed" as const },
      { weekday: 1, status: "Open" as const, open: "08:30", close: "17:30" },
    ];
    expect(getHoursForWeekday(hours, 0)).toBeNull();
    expect(getHoursForWeekday(hours, 1)).toMatchObject({ open: "08:30" });
  });
});
