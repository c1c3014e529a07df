import { describe, expect, it } from "vitest";
import { formatMoney, formatWhole } from "./money";

describe("money and whole numbers [ARCHITECTURE rule 8, SW §9]", () => {
  it("writes whole dollars with a $ and thousands commas, as en-AU does", () => {
    const intl = new Intl.NumberFormat("en-AU", {
      style: "currency",
      currency: "AUD",
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 7, 999, 1000, 12345, 12345.6, 250000, 1234567, -1500]) {
      expect(formatMoney(amount)).toBe(intl.format(Math.round(amount)));
    }
    expect(formatMoney(12345)).toBe("$12,345");
  });

  it("groups counts and kilometres", () => {
    expect(formatWhole(0)).toBe("0");
    expect(formatWhole(999)).toBe("999");
    expect(formatWhole(45210)).toBe("45,210");
    expect(formatWhole(1234567.4)).toBe("1,234,567");
  });
});
