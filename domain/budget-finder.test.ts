import { describe, expect, it } from "vitest";
import { budgetOutcome, calculateBudget, pickBodies, readBudgetAmount } from "./budget-finder";

describe("the budget finder", () => {
  it("works out the budget: repayment x 12 or 52 x 5 years, plus the deposit, rounded", () => {
    expect(calculateBudget(600, 2000, "monthly")).toBe(38000);
    expect(calculateBudget(200, 2000, "weekly")).toBe(54000);
    expect(calculateBudget(123.45, 0.4, "weekly")).toBe(32097);
  });

  it("reads what is not a number as 0 and keeps amounts within 0..1,000,000", () => {
    expect(readBudgetAmount("abc")).toBe(0);
    expect(readBudgetAmount("")).toBe(0);
    expect(readBudgetAmount("-50")).toBe(0);
    expect(readBudgetAmount("$2,500")).toBe(2500);
    expect(readBudgetAmount("5000000")).toBe(1_000_000);
  });

  it("offers the top 4 recognised bodies by count, or up to 20 custom ones the stock has", () => {
    const stock = [
      { value: "Ute", count: 76 },
      { value: "SUV", count: 428 },
      { value: "Camper Trailer", count: 500 },
      { value: "Hatchback", count: 70 },
      { value: "Cab Chassis", count: 48 },
      { value: "Sedan", count: 41 },
    ];
    expect(pickBodies(stock, []).map((b) => b.key)).toEqual(["suv", "ute", "hatchback", "cabChassis"]);
    expect(pickBodies(stock, ["sedan", "bus", "suv", "nonsense"])).toEqual([
      { key: "sedan", label: "Sedan" },
      { key: "suv", label: "SUV" },
    ]);
  });

  it("is disabled with the spec's words when the budget is below the cheapest car", () => {
    expect(budgetOutcome(4000, 4990, "Cars")).toEqual({
      kind: "none",
      budget: 4000,
      label: "0 Cars Found",
      message: "No Cars found for this budget",
    });
    expect(budgetOutcome(4990, 4990, "Cars")).toEqual({ kind: "found", budget: 4990 });
    expect(budgetOutcome(50000, null, "Caravans").kind).toBe("none");
  });
});
