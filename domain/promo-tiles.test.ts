import { describe, expect, it } from "vitest";
import { getPromoPositions, insertPromos, isPromoActive, type PromoConfig } from "./promo-tiles";

const promo: PromoConfig = {
  enabled: true,
  positions: 30,
  start: null,
  expiry: null,
  display: ["new", "used", "demo"],
  strict_display: false,
};
const now = new Date("2026-11-21T00:00:00Z");

describe("promo card [VSD §2, §5; SW §4, §9]", () => {
  it("shows only inside its start and expiry window", () => {
    // [SW §4] one dealer: 2025-08-21 08:30 to 2025-09-30 17:30 at UTC+10
    const window = { ...promo, start: "2025-08-21T08:30:00+10:00", expiry: "2025-09-30T17:30:00+10:00" };
    expect(isPromoActive(window, new Date("2025-08-20T22:29:00Z"), ["used"])).toBe(false);
    expect(isPromoActive(window, new Date("2025-08-20T22:30:00Z"), ["used"])).toBe(true);
    expect(isPromoActive(window, new Date("2025-09-30T07:30:00Z"), ["used"])).toBe(true);
    expect(isPromoActive(window, new Date("2025-09-30T07:31:00Z"), ["used"])).toBe(false);
  });

  it("matches car types, and with strictDisplay only the listed types", () => {
    const usedOnly = { ...promo, display: ["used" as const] };
    expect(isPromoActive(usedOnly, now, ["new", "used"])).toBe(true);
    expect(isPromoActive(usedOnly, now, ["new"])).toBe(false);
    expect(isPromoActive({ ...usedOnly, strict_display: true }, now, ["new", "used"])).toBe(false);
    expect(isPromoActive({ ...usedOnly, strict_display: true }, now, ["used"])).toBe(true);
    expect(isPromoActive({ ...promo, enabled: false }, now, ["used"])).toBe(false);
  });

  it("places the card at a number or a list of positions within the page", () => {
    expect(getPromoPositions(30, 21, Math.random)).toEqual([]);
    expect(getPromoPositions(9, 21, Math.random)).toEqual([9]);
    expect(getPromoPositions([8, 17], 21, Math.random)).toEqual([8, 17]);
    expect(getPromoPositions([5, 10, 15, 20, 25, 30], 21, Math.random)).toEqual([5, 10, 15, 20]);
    expect(getPromoPositions([8, 17], 10, Math.random)).toEqual([8]);
    expect(getPromoPositions(9, 0, Math.random)).toEqual([]);
  });

  it("randomises the position for one dealer", () => {
    expect(getPromoPositions("random", 21, () => 0)).toEqual([1]);
    expect(getPromoPositions("random", 21, () => 0.999)).toEqual([22]);
    expect(getPromoPositions("random", 21, () => 0.5)).toEqual([12]);
  });

  it("inserts the card so it lands at each position", () => {
    const cars = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    const out = insertPromos(cars, [3, 6], "P");
    expect(out.indexOf("P")).toBe(2);
    expect(out.lastIndexOf("P")).toBe(5);
    expect(out.length).toBe(12);
  });
});
