/*
 * Loan repayments by the standard amortisation (annuity) formula, with an optional balloon
 * (residual) paid at the end. Used by the demo lender data, the finance calculator and the
 * local finance-quote service, so every figure on the site comes from this one function.
 */

export type RepaymentInput = {
  principal: number;
  annualRatePercent: number;
  years: number;
  periodsPerYear: number;
  balloon?: number;
};

export function calculateRepayment({
  principal,
  annualRatePercent,
  years,
  periodsPerYear,
  balloon = 0,
}: RepaymentInput) {
  const periods = Math.round(years * periodsPerYear);
  if (principal <= 0 || periods <= 0) return 0;
  const rate = annualRatePercent / 100 / periodsPerYear;
  if (rate === 0) return (principal - balloon) / periods;
  const growth = Math.pow(1 + rate, periods);
  return ((principal - balloon / growth) * rate * growth) / (growth - 1);
}

/** Total of all repayments plus the balloon. */
export function calculateTotalPayable(input: RepaymentInput) {
  const periods = Math.round(input.years * input.periodsPerYear);
  return calculateRepayment(input) * periods + (input.balloon ?? 0);
}
