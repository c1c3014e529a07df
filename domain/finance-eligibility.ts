/*
 * [VSD §5 Finance display eligibility] "the vehicle must have lender data with non-null
 * interestRate and comparisonRate, must not be on a site of one excluded manufacturer, and must
 * not be on certain excluded dealerships. Per provider:
 *   - One provider needs year newer than the current year minus 12, price over 500, available,
 *     and a comparison rate.
 *   - Two providers need only available.
 *   - Three providers need price over 500, available, and a weekly payment.
 *   - One provider needs price over 500, available, and a monthly payment."
 * [VSD §9] "price floor over 500; vehicle age limit 12 years for one provider."
 */
import { isAvailable } from "./availability";

export const FINANCE_PRICE_FLOOR = 500;
export const FINANCE_AGE_LIMIT_YEARS = 12;

export type FinanceRule = "age-and-comparison-rate" | "available" | "weekly-payment" | "monthly-payment";

export type LenderData = {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
};

export type FinanceSitePolicy = {
  enabled: boolean;
  provider: string;
  rule: FinanceRule;
  siteManufacturer: string | null;
  excludedManufacturers: readonly string[];
  excludedDealershipIds: readonly number[];
};

/** The lender data to show for a car, or null when the finance display rules say no. */
export function getDisplayableFinance(
  car: {
    year: number;
    price: number;
    status: string;
    dealership_id: number;
    finance_lenders: Record<string, LenderData>;
  },
  policy: FinanceSitePolicy,
  now: Date,
): LenderData | null {
  if (!policy.enabled) return null;
  const lender = car.finance_lenders[policy.provider];
  if (!lender || lender.interestRate === null || lender.comparisonRate === null) return null;
  if (policy.siteManufacturer && policy.excludedManufacturers.includes(policy.siteManufacturer)) return null;
  if (policy.excludedDealershipIds.includes(car.dealership_id)) return null;
  if (!isAvailable(car.status)) return null;
  const priced = car.price > FINANCE_PRICE_FLOOR;
  switch (policy.rule) {
    case "available":
      return lender;
    case "age-and-comparison-rate":
      return car.year > now.getFullYear() - FINANCE_AGE_LIMIT_YEARS && priced ? lender : null;
    case "weekly-payment":
      return priced && lender.paymentWeek ? lender : null;
    case "monthly-payment":
      return priced && lender.paymentMonth ? lender : null;
  }
}
