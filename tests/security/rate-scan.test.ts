import { describe, expect, it } from "vitest";
import { findRatesWithoutComparison } from "./rate-scan";

describe("the comparison-rate scan", () => {
  it("finds a rate shown without its comparison rate", () => {
    expect(
      findRatesWithoutComparison("Estimated $185 per week at 8.08% p.a. (comparison rate 9.22% p.a.)"),
    ).toEqual([]);
    expect(findRatesWithoutComparison("Finance from 6.29% p.a. on approved credit")).toEqual([
      "Finance from 6.29% p.a. on approved credit",
    ]);
    expect(findRatesWithoutComparison("est. $185 per week at 8.08% p.a.")).toHaveLength(1);
    // Spread over markup and lines, still one sentence.
    expect(findRatesWithoutComparison("6.29% p.a.\n   <small>comparison rate 8.19% p.a.</small>")).toEqual(
      [],
    );
  });

  it("reads a long page in linear time", () => {
    const text = "9% p.a. comparison rate ".repeat(20000);
    expect(findRatesWithoutComparison(text)).toEqual([]);
  });
});
