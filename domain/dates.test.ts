import { describe, expect, it } from "vitest";
import { calendarDate, formatDate, formatDateTimeInZone, weekdayInZone } from "./dates";

describe("dates in the site's time zone [docs/architecture.md rule 8; SW §9 'Dates dd/MM/yyyy']", () => {
  it("formats dd/MM/yyyy as the zone reads the instant", () => {
    // 14:30 UTC on 31 Dec is already 1 Jan in Brisbane (UTC+10).
    expect(formatDate("2026-12-31T14:30:00Z", "Australia/Brisbane")).toBe("01/01/2027");
    expect(formatDate("2026-12-31T14:30:00Z", "UTC")).toBe("31/12/2026");
  });

  it("knows the calendar date and weekday in the zone", () => {
    const instant = new Date("2026-12-31T14:30:00Z");
    expect(calendarDate(instant, "Australia/Brisbane")).toBe("2027-01-01");
    expect(calendarDate(instant, "UTC")).toBe("2026-12-31");
    expect(weekdayInZone(instant, "Australia/Brisbane")).toBe(5); // Friday
    expect(weekdayInZone(instant, "UTC")).toBe(4); // Thursday
  });
});

describe("an instant with its zone", () => {
  it("names the zone as Australians write it, daylight saving included", () => {
    const at = new Date("2026-11-29T04:05:00Z");
    expect(formatDateTimeInZone(at, "Australia/Melbourne")).toBe("29/11/2026 3:05 pm AEDT");
    expect(formatDateTimeInZone(at, "Australia/Brisbane")).toBe("29/11/2026 2:05 pm AEST");
  });
});
