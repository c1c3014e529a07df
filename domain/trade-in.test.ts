import { describe, expect, it } from "vitest";
import {
  MAX_ONLINE_ESTIMATE_AGE_YEARS,
  MAX_ONLINE_ESTIMATE_KM,
  TRADE_IN_MARGIN,
  TRADE_IN_QUESTIONS,
  applyAdjustments,
  askAbout,
  canEstimateOnline,
  completeTradeInAnswers,
  readTradeInAnswers,
  sameTradeInAnswers,
  tradeInOffer,
} from "./trade-in";

describe("online estimate eligibility [SW §5 Trade-in form FAQ]", () => {
  // "no online estimate for cars over 7 years or 100,000 km"
  it("quotes the spec's limits: 7 years, 100,000 km", () => {
    expect(MAX_ONLINE_ESTIMATE_AGE_YEARS).toBe(7);
    expect(MAX_ONLINE_ESTIMATE_KM).toBe(100_000);
  });

  it("allows a car exactly 7 years old and refuses one 8 years old", () => {
    expect(canEstimateOnline({ year: 2019, km: 50_000 }, "2026-06-01")).toEqual({ allowed: true });
    expect(canEstimateOnline({ year: 2018, km: 50_000 }, "2026-06-01")).toEqual({
      allowed: false,
      reason: "age",
    });
    expect(canEstimateOnline({ year: 2017, km: 50_000 }, "2026-06-01")).toEqual({
      allowed: false,
      reason: "age",
    });
  });

  it("ages by the calendar year of the site's today", () => {
    expect(canEstimateOnline({ year: 2019, km: 0 }, "2026-12-31").allowed).toBe(true);
    expect(canEstimateOnline({ year: 2019, km: 0 }, "2027-01-01").allowed).toBe(false);
  });

  it("allows exactly 100,000 km and refuses 100,001 km", () => {
    expect(canEstimateOnline({ year: 2024, km: 100_000 }, "2026-06-01")).toEqual({ allowed: true });
    expect(canEstimateOnline({ year: 2024, km: 100_001 }, "2026-06-01")).toEqual({
      allowed: false,
      reason: "km",
    });
    expect(canEstimateOnline({ year: 2024, km: 150_000 }, "2026-06-01")).toEqual({
      allowed: false,
      reason: "km",
    });
  });

  it("gives age as the reason when both limits are passed", () => {
    expect(canEstimateOnline({ year: 2010, km: 250_000 }, "2026-06-01")).toEqual({
      allowed: false,
      reason: "age",
    });
  });
});

describe("adjustment questions [SW §3 adjustmentAnswers, §4 valuation with adjustments]", () => {
  it("asks about condition, service history, accident damage, keys and finance owing", () => {
    expect(TRADE_IN_QUESTIONS.map((q) => q.key)).toEqual([
      "condition",
      "service_history",
      "accident_damage",
      "keys",
      "finance_owing",
    ]);
    // Every question's neutral answer is one of its options and moves nothing.
    for (const question of TRADE_IN_QUESTIONS) {
      const neutral = question.options.find((o) => o.value === question.neutral);
      expect(neutral).toBeDefined();
      expect(Object.values(neutral!.effect)).toEqual([0]);
    }
  });

  it("asks about the car on a car site and about the vehicle on a caravan dealer's (issue 31)", () => {
    const labels = TRADE_IN_QUESTIONS.map((q) => q.label);
    expect(labels.map((label) => askAbout(label, "car"))).toEqual(labels);
    expect(labels.map((label) => askAbout(label, "vehicle"))).toEqual([
      "Overall condition",
      "Service history",
      "Has the vehicle had accident damage?",
      "Number of keys",
      "Is there finance owing on the vehicle?",
    ]);
    // A word that only starts with "car" is not the car.
    expect(askAbout("Is the caravan's carpet worn?", "vehicle")).toBe("Is the caravan's carpet worn?");
  });

  it("leaves the value alone for neutral or missing answers", () => {
    expect(applyAdjustments(20_000, {})).toBe(20_000);
    expect(
      applyAdjustments(20_000, {
        condition: "Good",
        service_history: "Full",
        accident_damage: "No",
        keys: "2+",
        finance_owing: "No",
      }),
    ).toBe(20_000);
  });

  it("moves the value by each answer's percentage or dollars", () => {
    expect(applyAdjustments(20_000, { condition: "Excellent" })).toBe(20_600);
    expect(applyAdjustments(20_000, { condition: "Fair" })).toBe(18_400);
    expect(applyAdjustments(20_000, { condition: "Poor" })).toBe(16_000);
    expect(applyAdjustments(20_000, { service_history: "Partial" })).toBe(19_200);
    expect(applyAdjustments(20_000, { service_history: "None" })).toBe(18_000);
    expect(applyAdjustments(20_000, { accident_damage: "Yes" })).toBe(17_000);
    expect(applyAdjustments(20_000, { keys: "1" })).toBe(19_650);
    expect(applyAdjustments(20_000, { finance_owing: "Yes" })).toBe(19_750);
  });

  it("compounds percentages, then adds dollars, never below zero", () => {
    // 20,000 × 0.80 × 0.85 = 13,600, less 350 for a missing key.
    expect(applyAdjustments(20_000, { condition: "Poor", accident_damage: "Yes", keys: "1" })).toBe(13_250);
    expect(applyAdjustments(300, { keys: "1", finance_owing: "Yes" })).toBe(0);
  });
});

describe("trade offer", () => {
  it("sits 20% below the retail estimate, to the nearest $100", () => {
    expect(TRADE_IN_MARGIN).toBe(0.2);
    expect(tradeInOffer(30_000, {})).toBe(24_000);
    // 27,777 × 0.8 = 22,221.6 -> 22,200
    expect(tradeInOffer(27_777, {})).toBe(22_200);
    // 27,840 × 0.8 = 22,272 -> 22,300
    expect(tradeInOffer(27_840, {})).toBe(22_300);
  });

  it("applies the answers to the trade price, so dollar effects are not scaled by the margin", () => {
    // 30,000 × 0.8 = 24,000; × 0.92 = 22,080; − 350 = 21,730 -> 21,700
    expect(tradeInOffer(30_000, { condition: "Fair", keys: "1" })).toBe(21_700);
    expect(tradeInOffer(30_000, { accident_damage: "Yes" })).toBeLessThan(tradeInOffer(30_000, {}));
  });

  it("is always a whole hundred dollars and never negative", () => {
    for (const retail of [0, 99, 1_234, 45_678, 123_456]) {
      const offer = tradeInOffer(retail, { condition: "Poor", keys: "1", finance_owing: "Yes" });
      expect(offer % 100).toBe(0);
      expect(offer).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("answers as a post or a JSON body carries them", () => {
  it("keeps only the questions' own keys and values", () => {
    expect(
      readTradeInAnswers({
        condition: "Poor",
        keys: "3",
        accident_damage: ["Yes"],
        offer_price: "9999999",
        __proto__: "Excellent",
        constructor: "Good",
      }),
    ).toEqual({ condition: "Poor" });
  });

  it("fills each unanswered question with its neutral answer, as a valuation assumes", () => {
    expect(completeTradeInAnswers({ condition: "Fair" })).toEqual({
      condition: "Fair",
      service_history: "Full",
      accident_damage: "No",
      keys: "2+",
      finance_owing: "No",
    });
  });

  it("counts an unanswered question and its neutral answer as the same answers", () => {
    expect(sameTradeInAnswers({}, { condition: "Good", keys: "2+" })).toBe(true);
    expect(sameTradeInAnswers({ condition: "Poor" }, { condition: "Good" })).toBe(false);
    expect(sameTradeInAnswers({ keys: "1" }, {})).toBe(false);
  });
});
