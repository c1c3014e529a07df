import { describe, expect, it } from "vitest";
import { getCollapsedComments, COMMENTS_COLLAPSE_AT, COMMENTS_PENDING } from "./dealer-comments";
import { maskPhone } from "./call-box";
import { DEFAULT_CONSUMPTION, getFuelCost, isFuelCostShown } from "./fuel-cost";
import {
  getDealLabel,
  getFillBand,
  isAutograbEligible,
  isBelowMarket,
  isComparisonShown,
} from "./price-gauge";
import { getSimilarPriceWindow, SIMILAR_CARS_SHOWN, SIMILAR_SEARCH_LIMIT } from "./similar-cars";

describe("fuel cost [VSD §9]", () => {
  it("is distance / 100 x consumption x price, with the defaults 250 km, 10 L/100km and 1.70", () => {
    expect(getFuelCost({ consumption: 8 })).toBeCloseTo((250 / 100) * 8 * 1.7);
    expect(getFuelCost({})).toBeCloseTo(42.5);
    expect(getFuelCost({ consumption: null })).toBeCloseTo((250 / 100) * DEFAULT_CONSUMPTION * 1.7);
    expect(getFuelCost({ distance: 500, consumption: 6, price: 2 })).toBeCloseTo(60);
  });

  it("is hidden for electric vehicles", () => {
    expect(isFuelCostShown({ simple_fuel: "Electric", fuel: "Electric" })).toBe(false);
    expect(isFuelCostShown({ simple_fuel: null, fuel: "electric" })).toBe(false);
    expect(isFuelCostShown({ simple_fuel: "Hybrid", fuel: "Petrol" })).toBe(true);
  });
});

describe("similar cars window [VSD §9, §5]", () => {
  it("is plus or minus 10,000 below 50,000, else plus or minus 25,000", () => {
    expect(getSimilarPriceWindow(30_000)).toEqual({ min: 20_000, max: 40_000 });
    expect(getSimilarPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(getSimilarPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(getSimilarPriceWindow(5_000)).toEqual({ min: 0, max: 15_000 });
  });

  it("is skipped when the price is absent or not positive", () => {
    expect(getSimilarPriceWindow(0)).toBeNull();
    expect(getSimilarPriceWindow(-5)).toBeNull();
    expect(getSimilarPriceWindow(null)).toBeNull();
  });

  it("shows up to 6 from searches limited to 10", () => {
    expect([SIMILAR_CARS_SHOWN, SIMILAR_SEARCH_LIMIT]).toEqual([6, 10]);
  });
});

describe("price comparison gauge [VSD §4, SW §5]", () => {
  const data = {
    fill: 0.5,
    listing_price: 30_000,
    market_range_min: 28_000,
    market_range_max: 34_000,
    confidence: 0.6,
    description: null,
  };

  it("needs the feature, in stock, not reserved and a price above 200", () => {
    const car = { status: "in_stock", reserved: false, price: 201 };
    expect(isAutograbEligible(car, true)).toBe(true);
    expect(isAutograbEligible(car, false)).toBe(false);
    expect(isAutograbEligible({ ...car, price: 200 }, true)).toBe(false);
    expect(isAutograbEligible({ ...car, reserved: true }, true)).toBe(false);
    expect(isAutograbEligible({ ...car, status: "sold" }, true)).toBe(false);
    expect(isAutograbEligible({ ...car, status: "coming_soon" }, true)).toBe(false);
  });

  it("shows only complete data with confidence above 0.2 and a range reaching the price", () => {
    expect(isComparisonShown(data)).toBe(true);
    expect(isComparisonShown({ ...data, confidence: 0.2 })).toBe(false);
    expect(isComparisonShown({ ...data, confidence: 0.21 })).toBe(true);
    expect(isComparisonShown({ ...data, market_range_max: 29_999 })).toBe(false);
    expect(isComparisonShown({ ...data, market_range_max: 30_000 })).toBe(true);
    expect(isComparisonShown({ ...data, fill: undefined })).toBe(false);
    expect(isComparisonShown(null)).toBe(false);
  });

  it("bands the fill at 0.3 and 0.6", () => {
    expect(getFillBand(0.29)).toBe("low");
    expect(getFillBand(0.3)).toBe("medium");
    expect(getFillBand(0.59)).toBe("medium");
    expect(getFillBand(0.6)).toBe("high");
  });

  it("says 'Good Deal' under 0.65, else 'Great Deal', unless a description is given", () => {
    expect(getDealLabel({ fill: 0.64, description: null })).toBe("Good Deal");
    expect(getDealLabel({ fill: 0.65, description: null })).toBe("Great Deal");
    expect(getDealLabel({ fill: 0.9, description: "Fair price" })).toBe("Fair price");
  });

  it("badges 'Below market price' at 500 or more below the average", () => {
    expect(isBelowMarket(29_500, 30_000)).toBe(true);
    expect(isBelowMarket(29_501, 30_000)).toBe(false);
    expect(isBelowMarket(29_000, null)).toBe(false);
  });
});

describe("call box [VSD §4 Other]", () => {
  it("masks the number after the first 5 characters", () => {
    expect(maskPhone("07 5550 1200")).toBe("07 55XX XXXX");
    expect(maskPhone("1300 555 123")).toBe("1300 XXX XXX");
  });
});

describe("dealer comments [VSD §4 Other, §8]", () => {
  it("collapses over 400 characters, cut back to a whole word", () => {
    const long = "word ".repeat(120);
    const collapsed = getCollapsedComments(long)!;
    expect(collapsed.length).toBeLessThanOrEqual(COMMENTS_COLLAPSE_AT + 1);
    expect(collapsed.endsWith("word…")).toBe(true);
    expect(getCollapsedComments("Short and sweet.")).toBeNull();
    expect(getCollapsedComments("x".repeat(400))).toBeNull();
    expect(getCollapsedComments("x".repeat(401))).toBe(`${"x".repeat(400)}…`);
  });

  it("has the spec's pending message", () => {
    expect(COMMENTS_PENDING).toBe("Dealer comments are pending. Please check back here later.");
  });
});
