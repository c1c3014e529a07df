/*
 * The budget finder [SW §4 "Find cars for your budget, with optional body-type picker, repayment and
 * deposit inputs and a results button"; §5 Budget finder; §9]:
 *   "Repayment and deposit are numeric; NaN becomes 0; clamped to 0..1,000,000."
 *   "Search limits to price>1000."
 *   "budget = repayment x 12 (monthly) or 52 (weekly) x 5 years, plus deposit, rounded. Defaults:
 *    repayment 600 monthly, 200 weekly; deposit 2000; term 5 years."
 *   "Body picker shows the top 4 body types by count (20 when custom bodies are given); recognised
 *    bodies: 4x4, bus, cabChassis, ... stationWagon."
 *   "when the budget is below the lowest price in the results, the button is disabled and reads
 *    '0 {carType}s Found' with the message 'No {carType}s found for this budget'; otherwise it
 *    navigates to the search with a price ceiling."
 */
export const BUDGET_TERM_YEARS = 5;
export const BUDGET_INPUT_MAX = 1_000_000;
/** Cars at this price or below are "Enquire for price" placeholders, not in a budget search. */
export const BUDGET_PRICE_FLOOR = 1000;
export const BUDGET_DEFAULTS = { monthly: 600, weekly: 200, deposit: 2000 } as const;
export type BudgetFrequency = "monthly" | "weekly";

export const BODY_PICKER_SIZE = 4;
export const CUSTOM_BODY_PICKER_SIZE = 20;

/** The recognised body keys and the stock's body names they stand for. */
export const RECOGNISED_BODIES: Record<string, string> = {
  "4x4": "4x4",
  bus: "Bus",
  cabChassis: "Cab Chassis",
  convertible: "Convertible",
  coupe: "Coupe",
  ev: "EV",
  hardtop: "Hardtop",
  hatch: "Hatch",
  hatchback: "Hatchback",
  motorhome: "Motorhome",
  lightTruck: "Light Truck",
  peopleMover: "People Mover",
  prestige: "Prestige",
  sedan: "Sedan",
  softtop: "Softtop",
  suv: "SUV",
  ute: "Ute",
  van: "Van",
  wagon: "Wagon",
  stationWagon: "Station Wagon",
};

/** A typed repayment or deposit: what is not a number is 0, and it stays within 0 to 1,000,000. */
export function readBudgetAmount(text: string | number | null | undefined): number {
  const value = typeof text === "number" ? text : Number(String(text ?? "").replace(/[$,\s]/g, ""));
  if (Number.isNaN(value)) return 0;
  return Math.min(BUDGET_INPUT_MAX, Math.max(0, value));
}

export function calculateBudget(repayment: number, deposit: number, frequency: BudgetFrequency): number {
  const perYear = frequency === "monthly" ? 12 : 52;
  return Math.round(readBudgetAmount(repayment) * perYear * BUDGET_TERM_YEARS + readBudgetAmount(deposit));
}

/**
 * The bodies to pick from: the stock's bodies the spec recognises, most cars first, 4 of them; with
 * custom bodies configured, those (in their order) that the stock has, up to 20.
 */
export function pickBodies(
  stock: readonly { value: string; count: number }[],
  custom: readonly string[],
): { key: string; label: string }[] {
  const byLabel = new Map(stock.map((s) => [s.value.toLowerCase(), s]));
  if (custom.length > 0) {
    return custom
      .filter((key) => RECOGNISED_BODIES[key] && byLabel.has(RECOGNISED_BODIES[key].toLowerCase()))
      .slice(0, CUSTOM_BODY_PICKER_SIZE)
      .map((key) => ({ key, label: byLabel.get(RECOGNISED_BODIES[key]!.toLowerCase())!.value }));
  }
  const recognised = new Map(
    Object.entries(RECOGNISED_BODIES).map(([key, label]) => [label.toLowerCase(), key]),
  );
  return [...stock]
    .filter((s) => recognised.has(s.value.toLowerCase()))
    .sort((a, b) => b.count - a.count)
    .slice(0, BODY_PICKER_SIZE)
    .map((s) => ({ key: recognised.get(s.value.toLowerCase())!, label: s.value }));
}

export type BudgetOutcome =
  { kind: "found"; budget: number } | { kind: "none"; budget: number; label: string; message: string };

/** Whether the budget reaches the cheapest matching car, and the words when it does not. */
export function budgetOutcome(budget: number, cheapest: number | null, noun: string): BudgetOutcome {
  if (cheapest === null || budget < cheapest) {
    return { kind: "none", budget, label: `0 ${noun} Found`, message: `No ${noun} found for this budget` };
  }
  return { kind: "found", budget };
}

/** [SW §5 Inputs] "quick picks $5,000 ... $70,000, or $300,000 to $800,000 for a high-value site." */
export const QUICK_PICKS = {
  standard: [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000],
  high_value: [300000, 400000, 500000, 600000, 700000, 800000],
} as const;

/** [SW §5 Inputs] "Price slider: step 500"; [SW §9] "slider defaults min 5000, max 250000". */
export const PRICE_SLIDER = { step: 500, min: 5000, max: 250000 } as const;

/** The two thumbs kept at least 1 apart: the minimum never reaches the maximum. */
export function orderPriceRange(min: number, max: number, bounds: { min: number; max: number }) {
  const low = Math.min(Math.max(bounds.min, min), bounds.max - 1);
  const high = Math.max(Math.min(bounds.max, max), low + 1);
  return { min: low, max: high };
}
