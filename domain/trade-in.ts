/*
 * Trade-in valuation rules [SW §5 Trade-in form FAQ: "no online estimate for cars over 7 years or
 * 100,000 km; an estimate comes from a third-party valuation tool and is indicative, subject to
 * inspection"; SW §3 "Trade-in valuation: offer_price, adjustmentAnswers"; SW §4 "Trade-in lead
 * steps: valuation with adjustments, rego lookup, then offer accepted"].
 */

export const MAX_ONLINE_ESTIMATE_AGE_YEARS = 7;
export const MAX_ONLINE_ESTIMATE_KM = 100_000;

export type OnlineEstimateCheck = { allowed: true } | { allowed: false; reason: "age" | "km" };

/**
 * Whether a car may have an online estimate. "Over" is strict: a car exactly 7 years old (by model
 * year) or on exactly 100,000 km still gets one; 8 years or 100,001 km does not. Age is the
 * calendar year of `today` (a "YYYY-MM-DD" date in the site's time zone) less the model year, the
 * only age a trade-in form knows. When both limits are passed the reason given is age.
 */
export function canEstimateOnline(car: { year: number; km: number }, today: string): OnlineEstimateCheck {
  const age = Number(today.slice(0, 4)) - car.year;
  if (age > MAX_ONLINE_ESTIMATE_AGE_YEARS) return { allowed: false, reason: "age" };
  if (car.km > MAX_ONLINE_ESTIMATE_KM) return { allowed: false, reason: "km" };
  return { allowed: true };
}

/*
 * The adjustment questions [SW §3 adjustmentAnswers; the spec names them, not their content].
 * Each answer moves the value by a percentage of it or by whole dollars. The neutral answer (what a
 * typical, well-kept car would answer) moves nothing and is assumed for a question not yet answered,
 * so the first valuation step can show an estimate before the adjustment step.
 */
type Effect = { percent: number } | { dollars: number };
type Question = {
  key: string;
  label: string;
  neutral: string;
  options: readonly { value: string; effect: Effect }[];
};

export const TRADE_IN_QUESTIONS = [
  {
    key: "condition",
    label: "Overall condition",
    neutral: "Good",
    options: [
      { value: "Excellent", effect: { percent: 3 } },
      { value: "Good", effect: { percent: 0 } },
      { value: "Fair", effect: { percent: -8 } },
      { value: "Poor", effect: { percent: -20 } },
    ],
  },
  {
    key: "service_history",
    label: "Service history",
    neutral: "Full",
    options: [
      { value: "Full", effect: { percent: 0 } },
      { value: "Partial", effect: { percent: -4 } },
      { value: "None", effect: { percent: -10 } },
    ],
  },
  {
    key: "accident_damage",
    label: "Has the car had accident damage?",
    neutral: "No",
    options: [
      { value: "No", effect: { percent: 0 } },
      { value: "Yes", effect: { percent: -15 } },
    ],
  },
  {
    // A second key is cut and coded by the dealer before the car can be sold.
    key: "keys",
    label: "Number of keys",
    neutral: "2+",
    options: [
      { value: "2+", effect: { dollars: 0 } },
      { value: "1", effect: { dollars: -350 } },
    ],
  },
  {
    // Finance owing does not change the car, but the dealer pays the loan out and clears the
    // encumbrance before resale (cf. SW §5 Return terms "the dealer may deduct the cost of clearing
    // it"): the handling cost comes off the offer.
    key: "finance_owing",
    label: "Is there finance owing on the car?",
    neutral: "No",
    options: [
      { value: "No", effect: { dollars: 0 } },
      { value: "Yes", effect: { dollars: -250 } },
    ],
  },
] as const satisfies readonly Question[];

/**
 * A question as the buyer reads it, about what they trade (`tradeInWords(...).one`, lower case):
 * "Has the car had accident damage?" on a site of cars, "Has the vehicle had ..." on a caravan
 * dealer's. The dealer's e-mail keeps the questions as written.
 */
export function askAbout(label: string, traded: string): string {
  return label.replace(/\bcar\b/g, traded);
}

type AskedQuestion = (typeof TRADE_IN_QUESTIONS)[number];
export type TradeInAnswers = {
  [K in AskedQuestion["key"]]?: Extract<AskedQuestion, { key: K }>["options"][number]["value"];
};

/** The answers an input carries (a form post, a JSON body): only the questions' own keys and values. */
export function readTradeInAnswers(input: Readonly<Record<string, unknown>>): TradeInAnswers {
  const answers: Record<string, string> = {};
  for (const question of TRADE_IN_QUESTIONS as readonly Question[]) {
    const value = Object.hasOwn(input, question.key) ? input[question.key] : undefined;
    if (question.options.some((o) => o.value === value)) answers[question.key] = value as string;
  }
  return answers as TradeInAnswers;
}

/** Every question answered: the neutral answer where none was given, as a valuation assumes it. */
export function completeTradeInAnswers(answers: TradeInAnswers): Required<TradeInAnswers> {
  const complete: Record<string, string> = {};
  for (const question of TRADE_IN_QUESTIONS as readonly Question[])
    complete[question.key] = (answers as Record<string, string | undefined>)[question.key] ?? question.neutral;
  return complete as Required<TradeInAnswers>;
}

/** Whether two sets of answers value a car alike (an unanswered question is its neutral answer). */
export function sameTradeInAnswers(a: TradeInAnswers, b: TradeInAnswers): boolean {
  const left = completeTradeInAnswers(a) as Record<string, string>;
  const right = completeTradeInAnswers(b) as Record<string, string>;
  return Object.keys(left).every((key) => left[key] === right[key]);
}

/**
 * A value after the answers: percentage effects compound (Poor and accident damaged is
 * 0.80 × 0.85 of the value, never below zero), then dollar effects are added. Whole dollars.
 */
export function applyAdjustments(base: number, answers: TradeInAnswers): number {
  let factor = 1;
  let dollars = 0;
  for (const question of TRADE_IN_QUESTIONS as readonly Question[]) {
    const answer = (answers as Record<string, string | undefined>)[question.key] ?? question.neutral;
    const effect = question.options.find((o) => o.value === answer)?.effect;
    if (!effect) continue;
    if ("percent" in effect) factor *= 1 + effect.percent / 100;
    else dollars += effect.dollars;
  }
  return Math.max(0, Math.round(base * factor + dollars));
}

/*
 * A dealer's trade price sits below retail: the gap pays for reconditioning, the statutory and
 * dealer warranty on a used car, holding costs while it waits on the yard, and the margin. 20% of
 * the retail price is a middle-of-the-market figure for a car of the ages an online estimate covers
 * (at most 7 years, 100,000 km).
 */
export const TRADE_IN_MARGIN = 0.2;

/** The trade offer for a car whose retail price is estimated at `retailMedian`: nearest $100. */
export function tradeInOffer(retailMedian: number, answers: TradeInAnswers): number {
  const adjusted = applyAdjustments(retailMedian * (1 - TRADE_IN_MARGIN), answers);
  return Math.max(0, Math.round(adjusted / 100) * 100);
}
