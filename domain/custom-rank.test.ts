import { describe, expect, it } from "vitest";
import { compareCustomRank, customRankGroup } from "./custom-rank";

const car = (status: string, photos_count: number, price: number, created_at = 0, id = 1) => ({
  status,
  photos_count,
  price,
  created_at,
  id,
});

describe("the custom rank [VSD §7 'Default sort is custom rank descending']", () => {
  it("puts available cars before sold, then photos, then a shown price (over 10), then the newest", () => {
    const order = [
      car("in_stock", 3, 20000, 5, 1),
      car("in_stock", 3, 20000, 4, 2),
      car("in_stock", 3, 10, 9, 3),
      car("in_stock", 0, 20000, 9, 4),
      car("coming_soon", 3, 20000, 9, 5),
      car("sold", 3, 20000, 9, 6),
      car("other", 3, 20000, 9, 7),
    ];
    expect(
      [...order]
        .reverse()
        .sort(compareCustomRank)
        .map((c) => c.id),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("packs the same order into one group number", () => {
    expect(customRankGroup(car("in_stock", 1, 11))).toBe(0);
    expect(customRankGroup(car("in_stock", 1, 10))).toBe(1);
    expect(customRankGroup(car("sold", 0, 0))).toBe(11);
    expect(customRankGroup(car("other", 0, 0))).toBe(15);
  });
});
