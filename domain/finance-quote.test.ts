import { describe, expect, it } from "vitest";
import { priceQuote, quoteRate, type QuoteRateTable } from "./finance-quote";

const table: QuoteRateTable = {
  base: { excellent: 6.99, great: 7.99, good: 9.49, fair: 11.99, poor: 14.99 },
  age_loading_per_year: 0.25,
  age_free_years: 3,
  max_age_loading: 3,
  long_term_loading: 0.5,
};
const now = new Date("2026-11-25T00:00:00Z");
const noFees = { establishment: 0, securityRegistration: 0, monthlyAdministration: 0, dealerAgency: 0 };

describe("the local quote service's pricing", () => {
  it("prices by credit score, the car's age and the term", () => {
    expect(quoteRate({ selfAssessedCreditScore: "GREAT", loanTerm: 5, year: 2025 }, table, now)).toBe(7.99);
    // 2018: 8 years old, 5 beyond the first 3, 0.25 each.
    expect(quoteRate({ selfAssessedCreditScore: "GREAT", loanTerm: 5, year: 2018 }, table, now)).toBe(9.24);
    // Very old: the age loading stops at 3.
    expect(quoteRate({ selfAssessedCreditScore: "POOR", loanTerm: 7, year: 1990 }, table, now)).toBe(18.49);
  });

  it("answers the weekly repayment, the advertised rate and the comparison rate", () => {
    // $30,000 at 7.99% over 5 years, weekly, no fees: 140.05 (PMT computed independently).
    expect(
      priceQuote(
        { selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 5, year: 2025 },
        table,
        noFees,
        now,
      ),
    ).toEqual({ weeklyRepaymentAmount: 140.05, advertisedRate: 7.99, comparisonRate: 7.99 });
    const withFee = priceQuote(
      { selfAssessedCreditScore: "GREAT", purchasePrice: 30000, loanTerm: 5, year: 2025 },
      table,
      { ...noFees, establishment: 495 },
      now,
    );
    expect(withFee.comparisonRate).toBeGreaterThan(7.99);
  });
});
