import { describe, expect, it } from "vitest";
import {
  ABOVE_MAXIMUM_MESSAGE,
  BELOW_MINIMUM_MESSAGE,
  fitTypedRange,
  getSliderBounds,
  getSliderStep,
  refineRange,
} from "./range-slider";

const bounds = { min: 0, max: 100_000 };

describe("range sliders [VSD §5, §8]", () => {
  it("defaults to 0 to 100000 with a step of range/100", () => {
    expect(getSliderBounds(null, true)).toEqual({ min: 0, max: 100_000 });
    expect(getSliderStep(getSliderBounds(null, true))).toBe(1000);
    expect(getSliderStep({ min: 2000, max: 2026 })).toBe(1);
  });

  it("takes bounds from the facet statistics, widened to thousands for price and km", () => {
    expect(getSliderBounds({ min: 4_390, max: 136_490 }, true)).toEqual({ min: 4_000, max: 137_000 });
    expect(getSliderBounds({ min: 2008, max: 2026 }, false)).toEqual({ min: 2008, max: 2026 });
  });

  it("ignores a change below the range minimum or above the maximum, with the spec's message", () => {
    expect(refineRange(bounds, { min: -1 }, bounds, true)).toEqual({
      ok: false,
      message: BELOW_MINIMUM_MESSAGE,
    });
    expect(refineRange(bounds, { max: 100_001 }, bounds, true)).toEqual({
      ok: false,
      message: ABOVE_MAXIMUM_MESSAGE,
    });
  });

  it("rounds price and km to the nearest 1000", () => {
    expect(refineRange(bounds, { min: 12_499 }, bounds, true)).toEqual({
      ok: true,
      value: { min: 12_000, max: 100_000 },
    });
    expect(refineRange(bounds, { max: 45_500 }, bounds, true)).toEqual({
      ok: true,
      value: { min: 0, max: 46_000 },
    });
    expect(refineRange({ min: 2010, max: 2026 }, { min: 2015 }, { min: 2000, max: 2026 }, false)).toEqual({
      ok: true,
      value: { min: 2015, max: 2026 },
    });
  });

  it("clamps the minimum to the current maximum and keeps the maximum at least the minimum", () => {
    const current = { min: 20_000, max: 40_000 };
    expect(refineRange(current, { min: 55_000 }, bounds, true)).toEqual({
      ok: true,
      value: { min: 40_000, max: 40_000 },
    });
    expect(refineRange(current, { max: 10_000 }, bounds, true)).toEqual({
      ok: true,
      value: { min: 20_000, max: 20_000 },
    });
  });
});

describe("a range typed into the min and max boxes (without JavaScript)", () => {
  const stats = { min: 4_990, max: 122_500 };
  it("rounds to the nearest 1000 and ignores a bound outside the slider's", () => {
    expect(fitTypedRange({ min: 15_400, max: 44_600 }, stats, true)).toEqual({ min: 15_000, max: 45_000 });
    // $999,999 against a $123,000 range: that bound is ignored, the other kept.
    expect(fitTypedRange({ min: 20_000, max: 999_999 }, stats, true)).toEqual({ min: 20_000 });
    expect(fitTypedRange({ min: 1, max: 999_999 }, stats, true)).toBeNull();
  });

  it("brings a minimum above the maximum down to it", () => {
    expect(fitTypedRange({ min: 80_000, max: 30_000 }, stats, true)).toEqual({ min: 30_000, max: 30_000 });
  });

  it("keeps years whole, and a search with no results as typed", () => {
    expect(fitTypedRange({ min: 2018 }, { min: 2012, max: 2026 }, false)).toEqual({ min: 2018 });
    expect(fitTypedRange({ min: 1990 }, { min: 2012, max: 2026 }, false)).toBeNull();
    expect(fitTypedRange({ min: 5 }, undefined, true)).toEqual({ min: 5 });
  });
});
