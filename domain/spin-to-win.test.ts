import { describe, expect, it } from "vitest";
import { isSpinRunning, prizeChances, prizeForDraw, totalWeight, wheelStopDegrees } from "./spin-to-win";

const prizes = [
  { label: "Fuel card", weight: 5 },
  { label: "Tint", weight: 15 },
  { label: "Detail", weight: 80 },
];

describe("spin to win", () => {
  it("gives each prize as many draws as its weight, in order", () => {
    expect(totalWeight(prizes)).toBe(100);
    expect(prizeForDraw(prizes, 0)).toBe(0);
    expect(prizeForDraw(prizes, 4)).toBe(0);
    expect(prizeForDraw(prizes, 5)).toBe(1);
    expect(prizeForDraw(prizes, 19)).toBe(1);
    expect(prizeForDraw(prizes, 20)).toBe(2);
    expect(prizeForDraw(prizes, 99)).toBe(2);
    expect(() => prizeForDraw(prizes, 100)).toThrow(RangeError);
    const counts = [0, 0, 0];
    for (let draw = 0; draw < 100; draw++) counts[prizeForDraw(prizes, draw)]!++;
    expect(counts).toEqual([5, 15, 80]);
  });

  it("shows each prize's chance from the weights", () => {
    expect(prizeChances(prizes)).toEqual(["5%", "15%", "80%"]);
    expect(
      prizeChances([
        { label: "a", weight: 1 },
        { label: "b", weight: 199 },
      ]),
    ).toEqual(["0.5%", "100%"]);
  });

  it("stops the wheel with the prize's segment centred under the pointer at the top", () => {
    // Five segments of 72°: the third (index 2) spans 144°–216°, centred at 180°.
    const stop = wheelStopDegrees(2, 5);
    expect(stop).toBe(5 * 360 - 180);
    expect((((stop + 180) % 360) + 360) % 360).toBe(0);
  });

  it("runs from its start until the end of its last day, with two prizes or more", () => {
    const promotion = { promotion: "summer", title: "Spin", ends: "2027-02-28", prizes };
    expect(isSpinRunning(promotion, "2027-02-28")).toBe(true);
    expect(isSpinRunning(promotion, "2027-03-01")).toBe(false);
    expect(isSpinRunning({ ...promotion, ends: null }, "2099-01-01")).toBe(true);
    expect(isSpinRunning({ ...promotion, promotion: null }, "2026-12-01")).toBe(false);
    expect(isSpinRunning({ ...promotion, prizes: prizes.slice(0, 1) }, "2026-12-01")).toBe(false);
  });
});
