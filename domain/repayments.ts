/*
 * Loan repayments by the standard amortisation (annuity) formula, with an optional balloon
 * (residual) paid at the end. domain/finance-calculator.ts builds every loan figure the site shows
 * on it (the calculator, the quote service and the demo lender data).
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
