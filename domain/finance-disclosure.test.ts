import { describe, expect, it } from "vitest";
import { formatRates, getShortFinanceDisclaimer, FINANCE_DISCLAIMER_LIMIT } from "./finance-disclosure";

describe("finance disclosure", () => {
  it("cuts the finance disclaimer at 197 characters", () => {
    expect(FINANCE_DISCLAIMER_LIMIT).toBe(197);
    expect(getShortFinanceDisclaimer("a".repeat(197))).toBeNull();
    expect(getShortFinanceDisclaimer("a".repeat(198))).toBe(`${"a".repeat(197)}…`);
  });

  it("writes a rate with its comparison rate", () => {
    expect(formatRates(8.08, 9.2)).toBe("8.08% p.a. (comparison rate 9.2% p.a.)");
    expect(formatRates(10, 10.877)).toBe("10% p.a. (comparison rate 10.88% p.a.)");
  });
});
