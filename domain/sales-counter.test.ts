import { describe, expect, it } from "vitest";
import { salesCount } from "./sales-counter";
import { promoTileShown } from "./promo-tiles";

const settings = { sales_per_day: 192, seconds_per_sale: 450, time_zone: "Australia/Brisbane" };

describe("sales counter [SW §9]", () => {
  it("counts 192 a day for each elapsed day of the month plus one per 450 s, in Brisbane time", () => {
    // 1 December 00:00 in Brisbane is 30 November 14:00 UTC.
    expect(salesCount(new Date("2026-11-30T14:00:00Z"), settings)).toBe(0);
    expect(salesCount(new Date("2026-11-30T14:07:29Z"), settings)).toBe(0);
    expect(salesCount(new Date("2026-11-30T14:07:30Z"), settings)).toBe(1);
    // 3 December 01:00 Brisbane: two whole days, then 3600 / 450 = 8.
    expect(salesCount(new Date("2026-12-02T15:00:00Z"), settings)).toBe(2 * 192 + 8);
    // The last second of a day reaches the next day's start less one.
    expect(salesCount(new Date("2026-12-01T13:59:59Z"), settings)).toBe(191);
  });
});

describe("promo tile windows [SW §4]", () => {
  const tile = {
    start: new Date("2025-08-20T22:30:00Z"), // 21 Aug 08:30 at UTC+10
    expiry: new Date("2025-09-30T07:30:00Z"), // 30 Sep 17:30 at UTC+10
    display: ["used"] as ("new" | "used" | "demo")[],
    strict_display: false,
  };
  it("shows only inside its start and expiry window", () => {
    expect(promoTileShown(tile, new Date("2025-08-20T22:29:59Z"), ["used"])).toBe(false);
    expect(promoTileShown(tile, new Date("2025-08-20T22:30:00Z"), ["used"])).toBe(true);
    expect(promoTileShown(tile, new Date("2025-09-30T07:30:01Z"), ["used"])).toBe(false);
  });
  it("shows for matching car types; strictDisplay limits it to those types", () => {
    const now = new Date("2025-09-01T00:00:00Z");
    expect(promoTileShown(tile, now, ["new", "used"])).toBe(true);
    expect(promoTileShown({ ...tile, strict_display: true }, now, ["new", "used"])).toBe(false);
    expect(promoTileShown(tile, now, ["new"])).toBe(false);
  });
});
