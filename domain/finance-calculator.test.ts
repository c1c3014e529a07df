import { describe, expect, it } from "vitest";
import {
  calculateFinance,
  calculatorDefaults,
  comparisonRate,
  describeCalculation,
  loanRepayment,
  quoteRequestHref,
  readCalculatorInput,
  type CalculatorSettings,
  type FinanceFees,
} from "./finance-calculator";

const NO_FEES: FinanceFees = {
  establishment: 0,
  securityRegistration: 0,
  monthlyAdministration: 0,
  dealerAgency: 0,
};

const generic: CalculatorSettings = {
  minPrice: 1000,
  maxPrice: 250000,
  rateMin: 0.5,
  rateMax: 15,
  defaultRate: 10,
  showFrequency: true,
  fees: NO_FEES,
};
/** [SW §9] "One dealer's fees: establishment 395, vehicle security registration 6, monthly account
 * administration 8, dealer agency fee 912.25"; its rate range 4 to 20 and default 8.5. */
const dealer: CalculatorSettings = {
  ...generic,
  rateMin: 4,
  rateMax: 20,
  defaultRate: 8.5,
  fees: { establishment: 395, securityRegistration: 6, monthlyAdministration: 8, dealerAgency: 912.25 },
};

/*
 * The expected figures were computed independently of this code, in Python: the repayment by the
 * textbook PMT formula (P(1+r)^n - balloon) r / ((1+r)^n - 1), the comparison rate as the internal
 * rate of return of the reference loan's monthly cash flows (+30,000, then 60 x -(repayment + fee))
 * found by the secant method, times 12.
 */
describe("comparison rate", () => {
  it("equals the advertised rate when there are no fees", () => {
    expect(comparisonRate(6.29, NO_FEES)).toBe(6.29);
    expect(comparisonRate(10, NO_FEES)).toBe(10);
  });

  it("includes the dealer's upfront and monthly fees", () => {
    expect(comparisonRate(8.5, dealer.fees)).toBe(10.88); // 10.87736
    expect(comparisonRate(6.29, { ...NO_FEES, establishment: 395, monthlyAdministration: 8 })).toBe(7.4); // 7.40098
  });

  it("includes one lender's establishment fee of 1360.5", () => {
    expect(comparisonRate(10, { ...NO_FEES, establishment: 1360.5 })).toBe(11.93); // 11.93299
  });
});

describe("repayments", () => {
  it("amortises the amount financed with fees, a deposit and a balloon", () => {
    const input = { price: 32990, deposit: 3000, balloon: 5000, termYears: 5, rate: 8.5 };
    const weekly = calculateFinance({ ...input, frequency: "weekly" }, dealer);
    expect(weekly).toMatchObject({ kind: "repayment", repayment: 134.28, amountFinanced: 31303.25 });
    const monthly = calculateFinance({ ...input, frequency: "monthly" }, dealer);
    expect(monthly).toMatchObject({ kind: "repayment", repayment: 583.07, total: 39984.2 });
  });

  it("gives the generic defaults' figures: $30,000 at 10% over 5 years", () => {
    const result = calculateFinance(calculatorDefaults(generic, null), generic);
    expect(result).toMatchObject({
      kind: "repayment",
      repayment: 146.73,
      total: 38149.8,
      comparisonRate: 10,
    });
  });

  it("shows Enquire for Finance with no total at 25 a week or less", () => {
    const low = {
      price: 1000,
      deposit: 0,
      balloon: 0,
      termYears: 7,
      rate: 0.5,
      frequency: "monthly",
    } as const;
    expect(calculateFinance(low, generic)).toEqual({ kind: "enquire" });
    // Paid off by the deposit: nothing to repay.
    expect(calculateFinance({ ...low, price: 20000, deposit: 20000 }, generic)).toEqual({ kind: "enquire" });
  });

  it("says the price range when the price is outside it", () => {
    const input = calculatorDefaults(generic, null);
    expect(calculateFinance({ ...input, price: 999 }, generic)).toEqual({
      kind: "invalid",
      message: "Cannot be less than 1000 or more than 250000",
    });
    expect(calculateFinance({ ...input, price: 250001 }, generic).kind).toBe("invalid");
    expect(calculateFinance({ ...input, price: 4000 }, { ...generic, minPrice: 5000 })).toEqual({
      kind: "invalid",
      message: "Cannot be less than 5000 or more than 250000",
    });
  });
});

describe("reading the inputs", () => {
  const defaults = calculatorDefaults(generic, 32990);

  it("defaults to the car's price, 5 years and the site's rate, or $30,000 when the car has none", () => {
    expect(defaults).toMatchObject({ price: 32990, termYears: 5, rate: 10, frequency: "weekly" });
    expect(calculatorDefaults(dealer, 0)).toMatchObject({ price: 30000, rate: 8.5 });
  });

  it("sets a price of 0 or below to 0 and does not clamp it", () => {
    expect(readCalculatorInput({ price: "-500" }, generic, defaults).price).toBe(0);
    expect(readCalculatorInput({ price: "$300,000" }, generic, defaults).price).toBe(300000);
  });

  it("clamps the term to 1..7 and the rate to the site's range, on their 0.5 steps", () => {
    expect(readCalculatorInput({ termYears: "9", rate: "30" }, generic, defaults)).toMatchObject({
      termYears: 7,
      rate: 15,
    });
    expect(readCalculatorInput({ termYears: "0", rate: "0" }, generic, defaults)).toMatchObject({
      termYears: 1,
      rate: 0.5,
    });
    expect(readCalculatorInput({ termYears: "3.3", rate: "8.2" }, generic, defaults)).toMatchObject({
      termYears: 3.5,
      rate: 8,
    });
    const provider = { ...generic, rateMin: 7.5, rateMax: 14.5 };
    expect(readCalculatorInput({ rate: "4" }, provider, defaults).rate).toBe(7.5);
    expect(readCalculatorInput({ rate: "20" }, dealer, defaults).rate).toBe(20);
  });

  it("keeps the deposit and residual within 0..250000 and falls back on what is not a number", () => {
    expect(readCalculatorInput({ deposit: "-5", balloon: "999999" }, generic, defaults)).toMatchObject({
      deposit: 0,
      balloon: 250000,
    });
    expect(readCalculatorInput({ deposit: "abc", termYears: "x" }, generic, defaults)).toMatchObject({
      deposit: 0,
      termYears: 5,
    });
  });

  it("keeps weekly when the site hides the frequency, and ignores an unknown one", () => {
    expect(
      readCalculatorInput({ frequency: "monthly" }, { ...generic, showFrequency: false }, defaults).frequency,
    ).toBe("weekly");
    expect(readCalculatorInput({ frequency: "daily" }, generic, defaults).frequency).toBe("weekly");
    expect(readCalculatorInput({ frequency: "fortnightly" }, generic, defaults).frequency).toBe(
      "fortnightly",
    );
  });
});

describe("starting from the loan a car's page quotes", () => {
  const quoted = { rate: 11.27, deposit: 500, balloon: 0, termYears: 5 };

  it("starts at that loan, and its first figure is the quoted repayment", () => {
    const defaults = calculatorDefaults(dealer, 4990, quoted);
    expect(defaults).toEqual({
      price: 4990,
      deposit: 500,
      balloon: 0,
      termYears: 5,
      rate: 11.27,
      frequency: "weekly",
    });
    const result = calculateFinance(defaults, dealer);
    const lender = Math.round(loanRepayment({ price: 4990, ...quoted, fees: dealer.fees }, 52));
    expect(result.kind === "repayment" && Math.round(result.repayment)).toBe(lender);
  });

  it("keeps the quoted rate as typed while other figures change, and snaps any other rate", () => {
    const defaults = calculatorDefaults(dealer, 4990, quoted);
    expect(readCalculatorInput({ rate: "11.27", deposit: "1,000" }, dealer, defaults)).toMatchObject({
      rate: 11.27,
      deposit: 1000,
    });
    expect(readCalculatorInput({ rate: "11.3" }, dealer, defaults).rate).toBe(11.5);
  });
});

describe("Request a Quote", () => {
  const input = {
    price: 30000,
    deposit: 5000,
    balloon: 0,
    termYears: 5,
    rate: 8.5,
    frequency: "weekly" as const,
  };
  it("takes the price as the budget and every figure entered to the finance form", () => {
    const href = quoteRequestHref("/finance?preferredDealership=x&vehiclePriceBudget=1#finance-form", input);
    const url = new URL(href, "http://localhost");
    expect(url.hash).toBe("#finance-form");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      preferredDealership: "x",
      vehiclePriceBudget: "30000",
      calc_price: "30000",
      calc_deposit: "5000",
      calc_balloon: "0",
      calc_term: "5",
      calc_rate: "8.5",
      calc_frequency: "weekly",
    });
  });
  it("says what the buyer worked out, in words the dealer reads", () => {
    expect(describeCalculation(input, dealer)).toMatch(
      /^I used the finance calculator: \$30,000 price, \$5,000 deposit, no balloon, 5 years at 8\.5% p\.a\. \(comparison rate 10\.88% p\.a\.\): \$\d+ per week\. Please send me a quote\.$/,
    );
  });
});
