/*
 * The finance repayment calculator and the comparison rate. One function computes every loan figure
 * the site shows (the calculator, the local quote service and the demo lender data), so a repayment
 * and its comparison rate can never disagree.
 *
 * [SW §5 Finance calculator inputs]
 *   "Purchase price: minimum 1000 (5000 for one finance provider or one dealer), maximum 250000;
 *    message 'Cannot be less than {min} or more than {max}'; a value of 0 or below is set to 0."
 *   "Loan term in years: min 1, max 7, step 0.5."
 *   "Interest rate percent: step 0.5; default range 0.5 to 15; one provider 7.5 to 14.5; one dealer 4 to 20."
 *   "Deposit or trade-in: 0 to 250000, step 0.5. Residual repayment: 0 to 250000, step 0.5."
 *   "Non-amount inputs are clamped to min or max if outside."
 *   "If weekly repayment is 25 or less, it shows Enquire for Finance and the total is blank."
 *   "Frequency options: Weekly (52 a year), Fortnightly (26), Monthly (12)."
 * [SW §9] "default interest rate 10 (generic) or 8.5 percent (another site setting); default purchase
 *   price 30000 when the car has none; default term 5 years." "Establishment fee 1360.5 for one
 *   lender, otherwise 0 unless the lender gives one." "One dealer's fees: establishment 395, vehicle
 *   security registration 6, monthly account administration 8, dealer agency fee 912.25."
 * [VSD §9] "Comparison rate basis: 5-year secured fixed-rate loan of $30,000."
 *
 * How fees enter the loan (the spec names the fees, not their arithmetic; docs/decisions/018):
 * the upfront fees (establishment, security registration, dealer agency) are added to the amount
 * financed, as lenders do when the buyer does not pay them at signing; the monthly administration
 * fee is added to every repayment pro rata (8 a month is 8 x 12 / 52 a week).
 *
 * The comparison rate is the one the National Credit Code defines (National Consumer Credit
 * Protection Regulations 2010, reg. 100): the annual percentage rate, 12 times the monthly rate i,
 * at which the present value of every repayment and fee of the reference loan (a $30,000 secured
 * loan over 5 years, repaid monthly) equals the amount of credit:
 *
 *     30000 = sum over k = 1..60 of (R + monthly fee) / (1 + i)^k,
 *     R = the monthly repayment of 30000 + upfront fees at the advertised rate.
 *
 * With no fees it equals the advertised rate. A balloon is not part of the reference loan.
 */
import { formatRates } from "./finance-disclosure";
import { formatMoney } from "./money";
import { calculateRepayment } from "./repayments";

export const FREQUENCIES = [
  { value: "weekly", label: "Weekly", perYear: 52 },
  { value: "fortnightly", label: "Fortnightly", perYear: 26 },
  { value: "monthly", label: "Monthly", perYear: 12 },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]["value"];

export const TERM_YEARS = { min: 1, max: 7, step: 0.5 } as const;
export const RATE_STEP = 0.5;
export const AMOUNT_RANGE = { min: 0, max: 250000, step: 0.5 } as const;
export const DEFAULT_PURCHASE_PRICE = 30000;
export const DEFAULT_TERM_YEARS = 5;
/** A weekly repayment of this or less shows "Enquire for Finance" and no total. */
export const LOW_REPAYMENT_WEEKLY = 25;
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

/** The reference loan of the comparison rate [VSD §9]. */
export const COMPARISON_LOAN = { amount: 30000, years: 5 } as const;

export type FinanceFees = {
  establishment: number;
  securityRegistration: number;
  monthlyAdministration: number;
  dealerAgency: number;
};

export type CalculatorSettings = {
  minPrice: number;
  maxPrice: number;
  rateMin: number;
  rateMax: number;
  defaultRate: number;
  showFrequency: boolean;
  fees: FinanceFees;
};

/** What the buyer has entered, as numbers. */
export type CalculatorInput = {
  price: number;
  deposit: number;
  balloon: number;
  termYears: number;
  rate: number;
  frequency: Frequency;
};

/** The calculator's field names: the no-JavaScript form sends them to the page's URL. */
export const CALCULATOR_FIELDS = {
  price: "calc_price",
  deposit: "calc_deposit",
  balloon: "calc_balloon",
  termYears: "calc_term",
  rate: "calc_rate",
  frequency: "calc_frequency",
} as const satisfies Record<keyof CalculatorInput, string>;

export type CalculatorResult =
  | {
      kind: "repayment";
      frequency: Frequency;
      /** Per period of the chosen frequency, fees included, to the cent. */
      repayment: number;
      /** Every repayment plus the balloon, to the cent. */
      total: number;
      amountFinanced: number;
      upfrontFees: number;
      comparisonRate: number;
    }
  | { kind: "enquire" }
  | { kind: "invalid"; message: string };

export function upfrontFees(fees: FinanceFees) {
  return fees.establishment + fees.securityRegistration + fees.dealerAgency;
}

export function perYear(frequency: Frequency): number {
  return FREQUENCIES.find((f) => f.value === frequency)!.perYear;
}

export function priceRangeMessage(settings: Pick<CalculatorSettings, "minPrice" | "maxPrice">) {
  return `Cannot be less than ${settings.minPrice} or more than ${settings.maxPrice}`;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;
const snap = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the calculator starts: the car's price, and the site's default rate over 5 years with no
 * deposit; or, on a car whose page quotes repayments, that quote's own loan (its rate, deposit,
 * balloon and term), so that the calculator's first figure is the one quoted beside it.
 */
export function calculatorDefaults(
  settings: CalculatorSettings,
  carPrice: number | null,
  quoted?: { rate: number; deposit: number; balloon: number; termYears: number } | null,
): CalculatorInput {
  const price = carPrice && carPrice > 0 ? clamp(carPrice, 0, settings.maxPrice) : DEFAULT_PURCHASE_PRICE;
  return {
    price,
    deposit: quoted ? clamp(quoted.deposit, AMOUNT_RANGE.min, AMOUNT_RANGE.max) : 0,
    balloon: quoted ? clamp(quoted.balloon, AMOUNT_RANGE.min, AMOUNT_RANGE.max) : 0,
    termYears: quoted ? clamp(quoted.termYears, TERM_YEARS.min, TERM_YEARS.max) : DEFAULT_TERM_YEARS,
    rate: clamp(quoted ? quoted.rate : settings.defaultRate, settings.rateMin, settings.rateMax),
    frequency: "weekly",
  };
}

/**
 * Entered text to calculator input: a number that is not one falls back to the default; the price
 * at 0 or below is 0; the term and the rate are snapped to their step and clamped to their range;
 * the deposit and the residual are kept within 0 to 250,000 on their 0.5 step. The price is not
 * clamped: outside its range the calculator says so.
 */
export function readCalculatorInput(
  raw: Partial<Record<keyof CalculatorInput, string | number | null | undefined>>,
  settings: CalculatorSettings,
  defaults: CalculatorInput,
): CalculatorInput {
  const number = (value: string | number | null | undefined, fallback: number) => {
    if (value === null || value === undefined || value === "") return fallback;
    const parsed = typeof value === "number" ? value : Number(String(value).replace(/[$,\s]/g, ""));
    return Number.isFinite(parsed) ? parsed : fallback;
  };
  const amount = (value: string | number | null | undefined, fallback: number) =>
    clamp(snap(number(value, fallback), AMOUNT_RANGE.step), AMOUNT_RANGE.min, AMOUNT_RANGE.max);
  const frequency = FREQUENCIES.some((f) => f.value === raw.frequency)
    ? (raw.frequency as Frequency)
    : defaults.frequency;
  return {
    price: Math.max(0, number(raw.price, defaults.price)),
    deposit: amount(raw.deposit, defaults.deposit),
    balloon: amount(raw.balloon, defaults.balloon),
    termYears: clamp(
      snap(number(raw.termYears, defaults.termYears), TERM_YEARS.step),
      TERM_YEARS.min,
      TERM_YEARS.max,
    ),
    // The starting rate stays as it is (a quoted 11.27%); any other is snapped to the rate's step.
    rate: clamp(
      number(raw.rate, defaults.rate) === defaults.rate
        ? defaults.rate
        : snap(number(raw.rate, defaults.rate), RATE_STEP),
      settings.rateMin,
      settings.rateMax,
    ),
    frequency: settings.showFrequency ? frequency : defaults.frequency,
  };
}

type LoanTerms = {
  price: number;
  deposit: number;
  balloon: number;
  termYears: number;
  rate: number;
  fees: FinanceFees;
};

/** The repayment per period, fees included, of a loan at the given frequency. */
export function loanRepayment(loan: LoanTerms, periodsPerYear: number) {
  const borrowed = loan.price - loan.deposit;
  if (borrowed <= 0) return 0;
  const principal = borrowed + upfrontFees(loan.fees);
  return (
    calculateRepayment({
      principal,
      annualRatePercent: loan.rate,
      years: loan.termYears,
      periodsPerYear,
      balloon: loan.balloon,
    }) +
    (loan.fees.monthlyAdministration * 12) / periodsPerYear
  );
}

export function calculateFinance(
  input: CalculatorInput,
  settings: Pick<CalculatorSettings, "minPrice" | "maxPrice" | "fees">,
): CalculatorResult {
  if (input.price > 0 && (input.price < settings.minPrice || input.price > settings.maxPrice)) {
    return { kind: "invalid", message: priceRangeMessage(settings) };
  }
  const loan = { ...input, fees: settings.fees };
  if (loanRepayment(loan, 52) <= LOW_REPAYMENT_WEEKLY) return { kind: "enquire" };
  const periods = perYear(input.frequency);
  // The buyer pays whole cents: the total is the repayment shown, times the repayments, plus the balloon.
  const repayment = roundCents(loanRepayment(loan, periods));
  return {
    kind: "repayment",
    frequency: input.frequency,
    repayment,
    total: roundCents(repayment * Math.round(input.termYears * periods) + input.balloon),
    amountFinanced: roundCents(input.price - input.deposit + upfrontFees(settings.fees)),
    upfrontFees: roundCents(upfrontFees(settings.fees)),
    comparisonRate: comparisonRate(input.rate, settings.fees),
  };
}

/**
 * The comparison rate (% p.a., two decimals) of an advertised annual rate with the given fees, on
 * the National Credit Code's reference loan (see the head of this file). Solved by bisection: the
 * present value of the repayments falls as the rate rises, so the root is bracketed and unique.
 */
export function comparisonRate(annualRatePercent: number, fees: FinanceFees): number {
  const months = COMPARISON_LOAN.years * 12;
  const payment =
    calculateRepayment({
      principal: COMPARISON_LOAN.amount + upfrontFees(fees),
      annualRatePercent,
      years: COMPARISON_LOAN.years,
      periodsPerYear: 12,
    }) + fees.monthlyAdministration;
  const presentValue = (monthly: number) =>
    monthly === 0 ? payment * months : (payment * (1 - Math.pow(1 + monthly, -months))) / monthly;
  let low = 0;
  let high = 1;
  if (presentValue(low) <= COMPARISON_LOAN.amount) return 0;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > COMPARISON_LOAN.amount) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 1200 * 100) / 100;
}

/** How the repayment reads: "$185.20 per week". */
export function frequencyNoun(frequency: Frequency) {
  return frequency === "weekly" ? "week" : frequency === "fortnightly" ? "fortnight" : "month";
}

/**
 * "Request a Quote" [VSD §2]: the finance enquiry's address with the price as its budget and the
 * calculator's own fields, so that the enquiry the dealer receives says what the buyer worked out.
 */
export function quoteRequestHref(href: string, input: CalculatorInput): string {
  const [path = "", hash = ""] = href.split("#");
  const [pathname = "", query = ""] = path.split("?");
  const params = new URLSearchParams(query);
  params.set("vehiclePriceBudget", String(Math.round(input.price)));
  for (const [key, name] of Object.entries(CALCULATOR_FIELDS))
    params.set(name, String(input[key as keyof CalculatorInput]));
  return `${pathname}?${params}${hash ? `#${hash}` : ""}`;
}

/**
 * The calculator's figures in words, for the message of the enquiry it leads to; its rate with its
 * comparison rate, as every rate the site shows.
 */
export function describeCalculation(input: CalculatorInput, settings: CalculatorSettings): string {
  const result = calculateFinance(input, settings);
  const loan =
    `${formatMoney(input.price)} price, ${input.deposit > 0 ? `${formatMoney(input.deposit)} deposit` : "no deposit"}, ` +
    `${input.balloon > 0 ? `${formatMoney(input.balloon)} balloon` : "no balloon"}, ` +
    `${input.termYears} years at ${formatRates(input.rate, comparisonRate(input.rate, settings.fees))}`;
  const answer =
    result.kind === "repayment"
      ? `: ${formatMoney(Math.round(result.repayment))} per ${frequencyNoun(input.frequency)}`
      : "";
  return `I used the finance calculator: ${loan}${answer}. Please send me a quote.`;
}
