import { describe, expect, it } from "vitest";
import { calculateRepayment } from "./repayments";

// The comparison-rate basis of [VSD §9]: a 5-year secured fixed-rate loan of $30,000.
describe("calculateRepayment", () => {
  it("amortises $30,000 over 5 years at 8.19% p.a. monthly", () => {
    expect(
      calculateRepayment({ principal: 30000, annualRatePercent: 8.19, years: 5, periodsPerYear: 12 }),
    ).toBeCloseTo(611.1, 0);
  });

  it("spreads the principal evenly at 0%", () => {
    expect(calculateRepayment({ principal: 5200, annualRatePercent: 0, years: 1, periodsPerYear: 52 })).toBe(
      100,
    );
  });

  it("lowers repayments by the present value of a balloon", () => {
    const plain = calculateRepayment({
      principal: 30000,
      annualRatePercent: 10,
      years: 5,
      periodsPerYear: 52,
    });
    const withBalloon = calculateRepayment({
      principal: 30000,
      annualRatePercent: 10,
      years: 5,
      periodsPerYear: 52,
      balloon: 9000,
    });
    expect(withBalloon).toBeLessThan(plain);
  });

  it("is zero for nothing borrowed", () => {
    expect(calculateRepayment({ principal: 0, annualRatePercent: 10, years: 5, periodsPerYear: 12 })).toBe(0);
  });
});
