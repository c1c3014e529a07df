import {
  calculateFinance,
  CALCULATOR_FIELDS,
  calculatorDefaults,
  readCalculatorInput,
  type CalculatorInput,
  type CalculatorResult,
  type CalculatorSettings,
} from "#domain/finance-calculator";
import { DEFAULT_QUOTE_TERM_YEARS } from "#domain/finance-quote";
import type { Site } from "#server/sites/registry";

/*
 * The finance calculator's settings and, for a buyer without JavaScript, its answer: the
 * calculator is a GET form whose fields (calc_price, calc_deposit ...) come back to the page, which
 * recalculates here with the same domain function the browser runs [SW §5 Finance calculator inputs].
 */

/** The site's calculator switches; a lender's own establishment fee on the car replaces the site's. */
export function getCalculatorSettings(
  site: Site,
  lender?: { establishmentFees?: number | null } | null,
): CalculatorSettings {
  const calculator = site.finance.calculator;
  const lenderFee = lender?.establishmentFees ?? 0;
  return {
    minPrice: calculator.min_price,
    maxPrice: calculator.max_price,
    rateMin: calculator.rate_min,
    rateMax: calculator.rate_max,
    defaultRate: calculator.default_rate,
    showFrequency: calculator.show_frequency,
    fees: {
      establishment: lenderFee > 0 ? lenderFee : calculator.fees.establishment,
      securityRegistration: calculator.fees.security_registration,
      monthlyAdministration: calculator.fees.monthly_administration,
      dealerAgency: calculator.fees.dealer_agency,
    },
  };
}

export type CalculatorView = {
  settings: CalculatorSettings;
  defaults: CalculatorInput;
  /** What the buyer sent without JavaScript, read and clamped; the defaults otherwise. */
  input: CalculatorInput;
  /** The answer the server worked out for that input (the browser recalculates as the buyer types). */
  result: CalculatorResult;
  /** Whether the buyer sent the form (without JavaScript). */
  submitted: boolean;
};

export function getCalculatorView(
  site: Site,
  url: URL,
  carPrice: number | null,
  lender?: { establishmentFees?: number | null } | null,
  quoted?: Parameters<typeof calculatorDefaults>[2],
): CalculatorView {
  const settings = getCalculatorSettings(site, lender);
  const defaults = calculatorDefaults(settings, carPrice, quoted);
  const params = url.searchParams;
  const submitted = params.has(CALCULATOR_FIELDS.price);
  const raw = Object.fromEntries(
    Object.entries(CALCULATOR_FIELDS).map(([key, name]) => [key, params.get(name)?.slice(0, 20)]),
  );
  const input = submitted ? readCalculatorInput(raw, settings, defaults) : defaults;
  return { settings, defaults, input, result: calculateFinance(input, settings), submitted };
}

/** The loan behind the repayments a page quotes, for the calculator to start from. */
export function quotedLoan(
  lender:
    { interestRate: number | null; deposit: number; balloon: number; termYears: number } | null | undefined,
  quote: { advertisedRate: number } | null,
) {
  if (lender?.interestRate != null)
    return {
      rate: lender.interestRate,
      deposit: lender.deposit,
      balloon: lender.balloon,
      termYears: lender.termYears,
    };
  if (quote)
    return { rate: quote.advertisedRate, deposit: 0, balloon: 0, termYears: DEFAULT_QUOTE_TERM_YEARS };
  return null;
}
