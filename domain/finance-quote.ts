/*
 * A finance quote [VSD §7 "Finance quote: POST /api/youx/quote. JSON selfAssessedCreditScore,
 * purchasePrice, loanTerm, year, vin, nvic, whoIsHelping; reads weeklyRepaymentAmount,
 * comparisonRate, advertisedRate. Only on enabled sites when the vehicle has no quote. Loan term
 * sent is 5, credit score GREAT."]
 *
 * The lender's pricing is not in the spec; the local quote service prices from the site's rate
 * table (docs/decisions/018-finance.md): the base rate for the buyer's self-assessed credit score,
 * plus a loading per year of the car's age beyond the first three (capped), plus a loading for
 * terms over five years; the comparison rate and the repayment come from the one loan function.
 */
import { comparisonRate, loanRepayment, type FinanceFees } from "./finance-calculator";

export const CREDIT_SCORES = ["EXCELLENT", "GREAT", "GOOD", "FAIR", "POOR"] as const;
export type CreditScore = (typeof CREDIT_SCORES)[number];

/** What the vehicle page asks for a car with no quote [VSD §7]. */
export const DEFAULT_QUOTE_TERM_YEARS = 5;
export const DEFAULT_CREDIT_SCORE: CreditScore = "GREAT";

export type QuoteRequest = {
  selfAssessedCreditScore: CreditScore;
  purchasePrice: number;
  loanTerm: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  whoIsHelping?: string | null;
};

/** Each score's row of the site's rate table. */
const RATE_KEYS = {
  EXCELLENT: "excellent",
  GREAT: "great",
  GOOD: "good",
  FAIR: "fair",
  POOR: "poor",
} as const satisfies Record<CreditScore, string>;

export type QuoteRateTable = {
  /** By credit score, as the site file writes it (lower case). */
  base: { excellent: number; great: number; good: number; fair: number; poor: number };
  /** Added per year of age beyond `age_free_years`, up to `max_age_loading`. */
  age_loading_per_year: number;
  age_free_years: number;
  max_age_loading: number;
  /** Added to terms over 5 years. */
  long_term_loading: number;
};

export type Quote = { weeklyRepaymentAmount: number; comparisonRate: number; advertisedRate: number };

export function quoteRate(
  request: Pick<QuoteRequest, "selfAssessedCreditScore" | "loanTerm" | "year">,
  table: QuoteRateTable,
  now: Date,
) {
  const age = Math.max(0, now.getFullYear() - request.year);
  const ageLoading = Math.min(
    table.max_age_loading,
    Math.max(0, age - table.age_free_years) * table.age_loading_per_year,
  );
  const termLoading = request.loanTerm > DEFAULT_QUOTE_TERM_YEARS ? table.long_term_loading : 0;
  return (
    Math.round((table.base[RATE_KEYS[request.selfAssessedCreditScore]] + ageLoading + termLoading) * 100) /
    100
  );
}

/** The quote: the weekly repayment of the whole price over the term at the priced rate, fees included. */
export function priceQuote(
  request: QuoteRequest,
  table: QuoteRateTable,
  fees: FinanceFees,
  now: Date,
): Quote {
  const advertisedRate = quoteRate(request, table, now);
  const weekly = loanRepayment(
    {
      price: request.purchasePrice,
      deposit: 0,
      balloon: 0,
      termYears: request.loanTerm,
      rate: advertisedRate,
      fees,
    },
    52,
  );
  return {
    weeklyRepaymentAmount: Math.round(weekly * 100) / 100,
    comparisonRate: comparisonRate(advertisedRate, fees),
    advertisedRate,
  };
}
