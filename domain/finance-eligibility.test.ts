import { describe, expect, it } from "vitest";
import { getDisplayableFinance, type FinanceSitePolicy } from "./finance-eligibility";

const now = new Date("2026-11-21T00:00:00Z");
const lender = { interestRate: 7.5, comparisonRate: 8.4, paymentWeek: 120, paymentMonth: 520 };
const car = {
  year: 2020,
  price: 25_000,
  status: "in_stock",
  dealership_id: 1,
  finance_lenders: { P: lender },
};
const policy: FinanceSitePolicy = {
  enabled: true,
  provider: "P",
  rule: "weekly-payment",
  siteManufacturer: null,
  excludedManufacturers: [],
  excludedDealershipIds: [],
};

describe("finance display eligibility [VSD §5]", () => {
  it("needs lender data with an interest rate and a comparison rate", () => {
    expect(getDisplayableFinance(car, policy, now)).toBe(lender);
    expect(getDisplayableFinance({ ...car, finance_lenders: {} }, policy, now)).toBeNull();
    const noRate = { P: { ...lender, comparisonRate: null } };
    expect(
      getDisplayableFinance({ ...car, finance_lenders: noRate }, { ...policy, rule: "available" }, now),
    ).toBeNull();
  });

  it("hides finance on an excluded manufacturer's site and on excluded dealerships", () => {
    const excluded = { ...policy, siteManufacturer: "Lexus", excludedManufacturers: ["Lexus"] };
    expect(getDisplayableFinance(car, excluded, now)).toBeNull();
    expect(getDisplayableFinance(car, { ...policy, excludedDealershipIds: [1] }, now)).toBeNull();
  });

  it("age rule: year newer than the current year minus 12, price over 500, available", () => {
    const age = { ...policy, rule: "age-and-comparison-rate" as const };
    expect(getDisplayableFinance({ ...car, year: 2015 }, age, now)).toBe(lender);
    expect(getDisplayableFinance({ ...car, year: 2014 }, age, now)).toBeNull();
    expect(getDisplayableFinance({ ...car, price: 500 }, age, now)).toBeNull();
    expect(getDisplayableFinance({ ...car, status: "sold" }, age, now)).toBeNull();
  });

  it("available rule needs only availability", () => {
    const available = { ...policy, rule: "available" as const };
    expect(getDisplayableFinance({ ...car, price: 0, year: 1990 }, available, now)).toBe(lender);
    expect(getDisplayableFinance({ ...car, status: "sold" }, available, now)).toBeNull();
  });

  it("weekly and monthly rules need price over 500 and that payment", () => {
    const noWeek = { P: { ...lender, paymentWeek: null } };
    expect(getDisplayableFinance({ ...car, finance_lenders: noWeek }, policy, now)).toBeNull();
    expect(getDisplayableFinance({ ...car, price: 501 }, policy, now)).toBe(lender);
    const monthly = { ...policy, rule: "monthly-payment" as const };
    expect(getDisplayableFinance({ ...car, finance_lenders: noWeek }, monthly, now)).toEqual(noWeek.P);
    expect(
      getDisplayableFinance(
        { ...car, finance_lenders: { P: { ...lender, paymentMonth: null } } },
        monthly,
        now,
      ),
    ).toBeNull();
  });

  it("shows nothing when the site turns finance display off", () => {
    expect(getDisplayableFinance(car, { ...policy, enabled: false }, now)).toBeNull();
  });
});
